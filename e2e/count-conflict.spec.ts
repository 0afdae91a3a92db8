// Two devices count one project without seeing each other's count: a colleague's device (a second
// member of the district, invited by staff) counts first, then the coordinator's device, offline
// and still showing the older figure, counts too. (Programme staff never count a district's kits.) Both counts are kept, the project shows both, and the coordinator keeps the right one.
import { expect, test } from './support/fixtures';
import { apiGet, projectNamed } from './page-models/portal-api';
import { colleagueJoins } from './support/invite';
import { PROJECTS, ProjectScreen } from './page-models/projects-pages';
import { COORDINATOR, SignInPage } from './page-models/sign-in-page';
import { goOffline, goOnline, syncStatus, waitForServiceWorker } from './support/offline';
import { apiPath, routes } from '@contract/routes';

const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };
const COLLEAGUE = 'sam.rivera@example.org';

test('two counts that did not see each other are both kept, shown, and resolved with the right number', async ({ page, context, portal }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(COORDINATOR);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForServiceWorker(page);
  const bridge = await projectNamed(page, PROJECTS.bridge);
  const seen = await apiGet<{ inventoryUpdatedAt: string }>(page, routes.project, { params: { id: bridge.id } });

  // The coordinator's device shows the figure it has.
  const project = new ProjectScreen(page);
  await project.open(bridge.id, 'inventory');
  await expect(project.counter()).toHaveValue(String(bridge.kitsOnHand));

  // A colleague joins the district through a staff invitation…
  const me = await apiGet<{ district: { id: string } }>(page, routes.me);
  const admin = await (await page.request.post(apiPath(routes.signIn), { data: ADMIN })).json();
  const colleague = await colleagueJoins(page, portal, admin.token.accessToken, me.district.id, COLLEAGUE);
  // …and their device counts 9, from the same figure (never below the 6 kits out on checkouts).
  const other = await page.request.post(apiPath(routes.onsiteInventory), {
    headers: { Authorization: `Bearer ${colleague}` },
    data: { projectId: bridge.id, kitsOnHand: 9, basedOn: seen.inventoryUpdatedAt },
  });
  expect(other.status(), await other.text()).toBe(200);

  // The coordinator, offline and still showing the old figure, counts 8.
  await goOffline(context, portal);
  await project.counter().fill('8');
  await project.saveCount().click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await goOnline(context, portal);
  await expect(syncStatus(page)).toHaveText(/^Sync status: Synced at \d\d:\d\d$/, { timeout: 30_000 });

  // Both counts are kept in arrival order; the project shows the conflict.
  await project.open(bridge.id);
  const conflict = page.locator('[data-conflict]');
  await expect(conflict).toHaveText(
    /^Counted 9 by Sam Rivera at \d\d\/\d\d\/\d{4} \d\d:\d\d, then 8 by Dana Whitfield at \d\d\/\d\d\/\d{4} \d\d:\d\d\.$/,
  );
  const detail = await apiGet<{ kitsOnHand: number; inventoryCounts: { kitsOnHand: number }[] }>(page, routes.project, { params: { id: bridge.id } });
  expect(detail.kitsOnHand).toBe(8);
  expect(detail.inventoryCounts.slice(0, 2).map((c) => c.kitsOnHand)).toEqual([8, 9]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/count-conflict-390x844.png' });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: 'test-results/screens/count-conflict-1366x768.png' });

  // A number past the limit is refused with the contract's message, as on the staff side.
  await page.getByRole('spinbutton', { name: 'Another number' }).fill('11');
  await page.getByRole('button', { name: 'Record number' }).click();
  await expect(page.getByText('A school can hold at most 10 kits of one project kit')).toBeVisible();
  await expect(conflict).toHaveCount(1);

  // The coordinator checks the shelf and keeps 9.
  await page.getByRole('button', { name: 'Keep 9' }).click();
  await expect(conflict).toHaveCount(0);
  expect(
    (await apiGet<{ kitsOnHand: number; countConflicts: unknown[] }>(page, routes.project, { params: { id: bridge.id } })).countConflicts,
  ).toEqual([]);
  expect((await projectNamed(page, PROJECTS.bridge)).kitsOnHand).toBe(9);
});
