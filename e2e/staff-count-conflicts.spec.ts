// Count conflicts from the staff side: two members of a district count one project from the same
// figure (made through the API, as the two-device journey in count-conflict.spec.ts makes it through
// the screens), the staff dashboard counts the open conflict and links to the Count conflicts
// screen, staff settle it there with the number checked on the shelf, it moves to the resolved
// ones, and the district's project page no longer shows it and holds that number.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/axe';
import { colleagueJoins } from './support/invite';
import { waitForServiceWorker } from './support/offline';
import { PROJECTS, ProjectScreen } from './page-models/projects-pages';
import { COORDINATOR, signInThroughApi } from './support/signed-in';
import { apiPath, routes } from '@contract/routes';

const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };
const COLLEAGUE = 'sam.rivera@example.org';
const STAMP = String.raw`\d\d/\d\d/\d{4} \d\d:\d\d`;

// The first journey only reads the demo data; the second makes the conflict it settles, which the
// third reads.
test.use({ portalScope: 'file' });

async function tokenFor(page: Page, credentials: { email: string; password: string }): Promise<string> {
  const response = await page.request.post(apiPath(routes.signIn), { data: credentials });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).token.accessToken as string;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test('staff with no open conflict see the empty screen, reached from the Programme navigation', async ({ page }) => {
  await signInThroughApi(page, ADMIN);
  await page.goto('/staff');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Count conflicts' }).click();
  await expect(page).toHaveURL(/\/staff\/count-conflicts$/);
  await expect(page.getByRole('heading', { name: 'Count conflicts', level: 1 })).toBeVisible();
  await expect(page.getByText('No open count conflicts')).toBeVisible();
  await expect(page.getByLabel('Show')).toHaveValue('open');
  expect(await seriousViolations(page), 'count conflicts, empty').toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/staff-count-conflicts-empty-390x844.png' });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: 'test-results/screens/staff-count-conflicts-empty-1366x768.png' });
});

test('staff see a count conflict, settle it with the right number, and the district sees it settled', async ({ page, browser, portal }) => {
  test.setTimeout(120_000);
  // Two members of the coordinator's district count Bridge Engineering from the same figure.
  const coordinator = await tokenFor(page, COORDINATOR);
  const admin = await tokenFor(page, ADMIN);
  const projects = await (await page.request.get(apiPath(routes.myProjects, {}, { limit: 50 }), { headers: auth(coordinator) })).json();
  const named = (name: string) => (projects.items as { id: string; name: string; kitsOnHand: number }[]).find((p) => p.name === name)!;
  const bridge = named(PROJECTS.bridge);
  const water = named(PROJECTS.water);
  const seenOf = async (id: string) =>
    (await (await page.request.get(apiPath(routes.project, { id }), { headers: auth(coordinator) })).json()).inventoryUpdatedAt as string | null;
  const seen = await seenOf(bridge.id);
  const waterSeen = await seenOf(water.id);
  const me = await (await page.request.get(apiPath(routes.me), { headers: auth(coordinator) })).json();
  const colleague = await colleagueJoins(page, portal, admin, me.district.id, COLLEAGUE);
  // Never below the 6 kits out on checkouts.
  const counts = [
    [coordinator, bridge.id, 9, seen],
    [colleague, bridge.id, 8, seen],
    // A second conflict, on Water Filtration Lab: both count the figure it has.
    [coordinator, water.id, water.kitsOnHand, waterSeen],
    [colleague, water.id, water.kitsOnHand, waterSeen],
  ] as const;
  for (const [who, projectId, kitsOnHand, basedOn] of counts) {
    const counted = await page.request.post(apiPath(routes.onsiteInventory), {
      headers: auth(who),
      data: { projectId, kitsOnHand, basedOn },
    });
    expect(counted.status(), await counted.text()).toBe(200);
  }

  // Staff land on their dashboard, which counts the open conflict and links to the screen.
  await signInThroughApi(page, ADMIN);
  await page.goto('/staff');
  const kitOrders = page.getByRole('region', { name: 'Kit orders' });
  await expect(kitOrders).toBeVisible();
  await kitOrders.screenshot({ path: 'test-results/screens/staff-dashboard-kit-orders-1366x768.png' });
  await kitOrders.getByRole('link', { name: 'Open count conflicts 2' }).click();
  await expect(page).toHaveURL(/\/staff\/count-conflicts$/);
  const card = page.getByRole('listitem', { name: PROJECTS.bridge });
  await expect(card.locator('[data-conflict]')).toHaveText(
    new RegExp(`^Counted 9 by Dana Whitfield at ${STAMP}, then 8 by Sam Rivera at ${STAMP}\\.$`),
  );
  await expect(card).toContainText('Cedar Valley Unified School District');
  await expect(card).toContainText('8 is the figure stored now.');
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  expect(await seriousViolations(page), 'count conflicts, open').toEqual([]);
  // The dashboard's link was scrolled into view to be clicked, and a new screen keeps the scroll
  // position: the screenshots start from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/staff-count-conflicts-390x844.png' });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: 'test-results/screens/staff-count-conflicts-1366x768.png' });

  // Neither count was right: staff record 7 with the keyboard, after the contract's limit refuses 11.
  const other = card.getByRole('spinbutton', { name: /^Another number for Bridge Engineering/ });
  await other.focus();
  await page.keyboard.type('11');
  await page.keyboard.press('Enter');
  await expect(other).toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByText('A school can hold at most 10 kits of one project kit')).toBeVisible();
  await other.fill('');
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  const settled = page.getByText(/^Bridge Engineering at .+ now holds 7 kits; the conflict is resolved\.$/);
  await expect(settled).toBeVisible();
  await expect(card).toHaveCount(0);
  // Focus stays on the screen, at the confirmation, rather than falling to the page's start.
  await expect(page.locator('[data-conflict-feedback]')).toBeFocused();

  // Meanwhile the district settles the other conflict from its project screen. The staff's screen
  // hears of it live and takes the card away; a staff click that comes first, on the card still
  // shown, is refused as no longer open. Either way the list shows what is left.
  const waterCard = page.getByRole('listitem', { name: PROJECTS.water });
  const open = (await (await page.request.get(apiPath(routes.project, { id: water.id }), { headers: auth(coordinator) })).json()).countConflicts as {
    id: string;
  }[];
  const byDistrict = await page.request.post(apiPath(routes.resolveCountConflict, { id: water.id, conflictId: open[0]!.id }), {
    headers: auth(coordinator),
    data: { kitsOnHand: water.kitsOnHand },
  });
  expect(byDistrict.status()).toBe(200);
  const clicked = await waterCard
    .getByRole('button', { name: new RegExp(`^Keep ${water.kitsOnHand} for ${PROJECTS.water}`) })
    .click({ timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
  if (clicked) {
    await expect(page.locator('[data-conflict-feedback]')).toHaveText(new RegExp(`^${PROJECTS.water}, .+: This count conflict is not open$`));
  }
  await expect(page.getByText('No open count conflicts')).toBeVisible();

  // It moves to the resolved ones, saying who settled it with what number.
  await page.getByLabel('Show').selectOption('resolved');
  await expect(page).toHaveURL(/\/staff\/count-conflicts\?state=resolved$/);
  await expect(page.locator('[data-conflict-card]')).toHaveCount(2);
  const resolved = page.getByRole('listitem', { name: PROJECTS.bridge });
  await expect(resolved.locator('[data-resolution]')).toHaveText(new RegExp(`^Resolved with 7 by Marcus Reyes at ${STAMP}\\.$`));
  await expect(resolved.getByRole('button')).toHaveCount(0);
  expect(await seriousViolations(page), 'count conflicts, resolved').toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/staff-count-conflicts-resolved-390x844.png' });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: 'test-results/screens/staff-count-conflicts-resolved-1366x768.png' });

  // The district's project page: no conflict left, 7 kits on hand, counted by staff.
  const district = await browser.newContext({ baseURL: portal.url });
  const districtPage = await district.newPage();
  await signInThroughApi(districtPage, COORDINATOR);
  await new ProjectScreen(districtPage).open(bridge.id);
  const history = districtPage.getByRole('region', { name: 'Onsite counts' });
  await expect(history.getByRole('row').nth(1)).toContainText('7');
  await expect(history.getByRole('row').nth(1)).toContainText('Marcus Reyes');
  await expect(districtPage.locator('[data-conflict]')).toHaveCount(0);
  await district.close();
});

// Last in the file: it stops the shared server.
test('the screen says when the server is not answering and loads once it is back', async ({ page, portal }) => {
  await signInThroughApi(page, ADMIN);
  await page.goto('/staff/count-conflicts?state=all');
  await expect(page.getByRole('listitem', { name: PROJECTS.bridge })).toBeVisible();
  await waitForServiceWorker(page);
  await portal.stop();
  await page.reload();
  const trouble = page.getByRole('status').filter({ hasText: "The portal's server is not answering" });
  await expect(trouble).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('listitem', { name: PROJECTS.bridge })).toHaveCount(0);
  await portal.start();
  // Try again loads it at once; the health check also reloads every screen when it hears the server
  // again (within 1–5 s), which can take the button away first. Either way the list comes back.
  const resolution = page.getByRole('listitem', { name: PROJECTS.bridge }).locator('[data-resolution]');
  await Promise.race([
    trouble
      .getByRole('button', { name: 'Try again' })
      .click()
      .catch(() => undefined),
    resolution.waitFor(),
  ]);
  await expect(resolution).toHaveText(/^Resolved with 7 by Marcus Reyes/);
});
