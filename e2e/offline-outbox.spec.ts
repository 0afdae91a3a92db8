// Offline kit work never loses a count (docs/architecture.md §5): with the server really unreachable, kit
// counts, kit returns and completed tasks are saved on the device, survive a reload and a new page,
// and reach the server exactly once when it is back.
import { expect, test } from './support/fixtures';
import { apiGet, projectNamed } from './page-models/portal-api';
import { ChecklistScreen } from './page-models/checklist-screen';
import { PROJECTS, ProjectScreen, ProjectsList } from './page-models/projects-pages';
import { COORDINATOR, SignInPage } from './page-models/sign-in-page';
import { goOffline, goOnline, recordAnsweredWrites, routeOfWrite, syncStatus, waitForServiceWorker } from './support/offline';
import { signInThroughApi } from './support/signed-in';
import type { Locator } from '@playwright/test';
import { matchPath, routes, type RouteName } from '@contract/routes';

interface Detail {
  kitsOnHand: number;
  kitsCheckedOut: number;
  kitsScheduled: number;
  kitsRequested: number;
  inventoryCounts: { id: string; kitsOnHand: number }[];
  orders: { id: string; checkoutName: string | null; kitsReturned: number; kitsOutstanding: number }[];
}
interface Tasks {
  items: { title: string; isCompleted: boolean }[];
}

const CHECKOUT = 'Grade 7 Science, Period 3';
const TASK = 'Register educators for the PD workshop';

/** The figure a term names in a list of figures (its <dd>), on the overview or a card. */
const figure = (scope: Locator, term: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

// Three screens visited online, a reload, a new page and a server restart: longer than 90 s on a busy machine.
test.setTimeout(150_000);

test('counts, returns and ticks made offline survive a reload and a new page, and arrive exactly once', async ({ page, context, portal }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(COORDINATOR);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForServiceWorker(page);
  await expect(syncStatus(page)).toHaveText(/Synced/);

  const bridge = await projectNamed(page, PROJECTS.bridge);
  const before = await apiGet<Detail>(page, routes.project, { params: { id: bridge.id } });
  const checkoutBefore = before.orders.find((o) => o.checkoutName === CHECKOUT)!;
  expect(checkoutBefore.kitsOutstanding).toBe(6);

  // One online visit of each screen, as a coordinator would have made before walking to the classroom.
  const project = new ProjectScreen(page);
  const checklist = new ChecklistScreen(page);
  const list = new ProjectsList(page);
  await list.open();
  await expect(list.card(PROJECTS.bridge)).toBeVisible();
  await project.open(bridge.id, 'inventory');
  await expect(project.counter()).toHaveValue(String(before.kitsOnHand));
  await project.open(bridge.id, 'return-kits');
  await expect(page.getByRole('heading', { name: 'Return kits' })).toBeVisible();
  const completedKept = checklist.completedTabKept();
  await checklist.open();
  await expect(checklist.checkbox(TASK)).not.toBeChecked();
  await completedKept;

  await goOffline(context, portal);
  await expect(syncStatus(page)).toHaveText('Sync status: Offline');

  // Tick a task: offline as online, it moves to Completed at once and the tab counts move with it.
  await expect(checklist.tab('Pending')).toHaveText('Pending6');
  await expect(checklist.tab('Completed')).toHaveText('Completed3');
  await checklist.checkbox(TASK).click();
  await expect(checklist.task(TASK)).toBeHidden();
  await expect(checklist.tab('Pending')).toHaveText('Pending5');
  await expect(checklist.tab('Completed')).toHaveText('Completed4');
  await checklist.tab('Completed').click();
  await expect(checklist.checkbox(TASK)).toBeChecked();
  await expect(checklist.task(TASK)).toContainText('Not synced');
  await page.screenshot({ path: 'test-results/screens/offline-task-completed.png' });

  // Count the kits (the screen opens from the service worker's copy of the project).
  await project.open(bridge.id, 'inventory');
  // At least the 6 kits out on the class checkout: kits on hand include them.
  await project.counter().fill('8');
  await project.saveCount().click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();

  // Return two kits of the class checkout.
  await project.open(bridge.id, 'return-kits');
  await page.getByRole('spinbutton', { name: 'Kits to return' }).fill('2');
  await page.getByRole('button', { name: 'Return kits' }).click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await expect(syncStatus(page)).toHaveText('Sync status: Offline · 3 waiting');

  // Every figure follows the waiting count of 8 and return of 2, as the server will have them:
  // fewer kits out with the class, and available and requestable worked out from the new figures.
  const checkedOut = before.kitsCheckedOut - 2;
  const available = Math.max(0, 8 - checkedOut - before.kitsScheduled);
  const requestable = Math.max(0, 10 - Math.max(8, checkedOut) - before.kitsRequested);
  await project.open(bridge.id);
  const overview = page.getByRole('main');
  await expect(figure(overview, 'Kits on hand')).toHaveText(/^8of 10Not synced/);
  await expect(figure(overview, 'Kits on hand')).toContainText('Counted just now · not synced');
  await expect(figure(overview, 'Available')).toHaveText(new RegExp(`^${available}\\D`));
  await expect(figure(overview, 'Checked out to classes')).toHaveText(new RegExp(`^${checkedOut}\\D`));
  await expect(figure(overview, 'Can still request')).toHaveText(new RegExp(`^${requestable}\\D`));
  await page.screenshot({ path: 'test-results/screens/offline-project-overview.png', fullPage: true });
  await list.open();
  const card = list.card(PROJECTS.bridge);
  await expect(card).toContainText('Kits on hand8of 10Not synced');
  await expect(card).toContainText('Counted just now · not synced');
  await expect(figure(card, 'Available')).toHaveText(String(available));
  await expect(figure(card, 'Checked out to classes')).toHaveText(String(checkedOut));
  await card.screenshot({ path: 'test-results/screens/offline-project-card.png' });
  // The sync panel lists which changes wait, not only how many.
  await syncStatus(page).click();
  const waitingList = page.getByRole('list', { name: 'Changes waiting to be sent' });
  await expect(waitingList.getByRole('listitem')).toHaveCount(3);
  await expect(waitingList).toContainText('8');
  await page.screenshot({ path: 'test-results/screens/sync-panel-waiting.png' });
  await page.keyboard.press('Escape');
  await expect(waitingList).toBeHidden();

  // A reload, then a brand-new page after this one is closed: the changes are still on the device.
  await page.reload();
  await expect(syncStatus(page)).toHaveText('Sync status: Offline · 3 waiting');
  await page.close();
  const again = await context.newPage();
  await again.goto('/checklist?tab=completed');
  await expect(syncStatus(again)).toHaveText('Sync status: Offline · 3 waiting');
  await expect(new ChecklistScreen(again).checkbox(TASK)).toBeChecked();
  await expect(new ChecklistScreen(again).tab('Pending')).toHaveText('Pending5');
  await new ProjectScreen(again).open(bridge.id, 'inventory');
  await expect(new ProjectScreen(again).counter()).toHaveValue('8');
  await expect(again.getByText('Not synced', { exact: true })).toBeVisible();

  // Signing out would warn first (and keep them): not now.
  await again.getByRole('button', { name: /account menu/i }).click();
  await again.getByRole('menuitem', { name: 'Sign out' }).click();
  const dialog = again.getByRole('dialog');
  await expect(dialog).toContainText(
    '3 changes have not reached the server yet. They stay on this device and are sent when you sign in again as the same user.',
  );
  await dialog.getByRole('button', { name: 'No, stay' }).click();

  // The server comes back: everything is sent, once.
  const writes = recordAnsweredWrites(context);
  await goOnline(context, portal);
  await expect(syncStatus(again)).toHaveText(/^Sync status: Synced at \d\d:\d\d$/, { timeout: 30_000 });

  // The recorder reads each answer's body after the page has: wait until it has all three.
  await expect.poll(() => writes.length).toBe(3);
  const answered = writes.map((w) => `${routeOfWrite(w)} ${w.status}`);
  // The task and the count are different entities and may travel side by side, in either order;
  // the kit return travels alone, after both (src/offline/push-window.ts).
  expect(answered.slice(0, 2).sort()).toEqual(['completeActionTask 200', 'onsiteInventory 200'] satisfies `${RouteName} 200`[]);
  expect(answered.slice(2)).toEqual(['returnKits 200'] satisfies `${RouteName} 200`[]);
  expect(new Set(writes.map((w) => w.key)).size).toBe(3);
  expect(writes.filter((w) => w.replayed)).toEqual([]);

  const after = await apiGet<Detail>(again, routes.project, { params: { id: bridge.id } });
  expect(after.kitsOnHand).toBe(8);
  const newCounts = after.inventoryCounts.filter((c) => !before.inventoryCounts.some((b) => b.id === c.id));
  expect(newCounts.map((c) => c.kitsOnHand)).toEqual([8]);
  const checkoutAfter = after.orders.find((o) => o.checkoutName === CHECKOUT)!;
  expect(checkoutAfter.kitsReturned).toBe(checkoutBefore.kitsReturned + 2);
  const completed = await apiGet<Tasks>(again, routes.actionTasks, { query: { IsCompletedTab: true, limit: 50 } });
  expect(completed.items.map((t) => t.title)).toContain(TASK);
});

// Dexie (the offline store's library) is most of what the outbox adds to a screen, and most visits
// save nothing on the device: the frame reads the sync status with plain IndexedDB, and the library
// and the pusher load when a change is first saved, which is then sent at once, once.
const DEXIE_MARK = 'DatabaseClosedError';

test('the dashboard shows the sync status without the offline store, which loads when a change is saved and sends it once', async ({
  page,
  context,
  request,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  const dexieLoaded = async () => {
    for (const url of scripts) if ((await (await request.get(url)).text()).includes(DEXIE_MARK)) return true;
    return false;
  };

  await signInThroughApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The service worker registers with the rest of the work that waits for the first screen.
  await waitForServiceWorker(page);
  await page.waitForLoadState('networkidle');
  await expect(syncStatus(page)).toHaveText(/^Sync status: Synced/);
  expect(scripts.length, 'the screen loaded its scripts').toBeGreaterThan(1);
  expect(await dexieLoaded()).toBe(false);

  const writes = recordAnsweredWrites(context);
  const checklist = new ChecklistScreen(page);
  await checklist.open();
  // click, not check: a ticked task leaves the Pending list at once, so there may be no checkbox
  // left to read back as checked.
  await checklist.checkbox(TASK).click();
  await expect(syncStatus(page)).toHaveText(/^Sync status: Synced at \d\d:\d\d$/, { timeout: 30_000 });
  await expect.poll(() => writes.map((w) => `${w.method} ${w.status}`)).toEqual(['PATCH 200']);
  expect(await dexieLoaded()).toBe(true);
  const completed = await apiGet<Tasks>(page, routes.actionTasks, { query: { IsCompletedTab: true, limit: 50 } });
  expect(completed.items.map((t) => t.title)).toContain(TASK);
});

test('on a phone, Return kits from My Orders opens offline when only My Orders was opened online', async ({ page, context, portal }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(COORDINATOR);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForServiceWorker(page);
  const bridge = await projectNamed(page, PROJECTS.bridge);
  // My Orders loads the projects of its orders ahead, through the service worker.
  const ahead = page.waitForResponse((response) => matchPath(routes.project, new URL(response.url()).pathname)?.id === bridge.id);
  await page.goto('/projects/orders');
  const checkout = page.getByRole('article', { name: CHECKOUT });
  await expect(checkout).toBeVisible();
  await ahead;

  await goOffline(context, portal);
  await checkout.getByRole('link', { name: 'Return kits' }).click();
  await expect(page.getByRole('heading', { name: 'Return kits' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Kits to return' })).toBeVisible();
  await expect(page.getByText(/Nothing is saved on this device/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/offline-return-from-orders-390.png', fullPage: true });
  await goOnline(context, portal);
});

test('a Return Date moved offline shows on the card after a reload, arrives once and is on the timeline', async ({ page, context, portal }) => {
  await signInThroughApi(page);
  await page.goto('/dashboard');
  // My Orders is opened once the worker serves the page, so its copy is kept for the reload offline.
  await waitForServiceWorker(page);
  await page.goto('/projects/orders');
  const card = page.getByRole('article', { name: CHECKOUT });
  await expect(card).toBeVisible();
  const writes = recordAnsweredWrites(context);
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const shown = `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

  await goOffline(context, portal);
  await card.getByRole('button', { name: `Extend return date of ${CHECKOUT}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Extend return date' });
  await dialog.getByLabel('New Return Date').fill(day);
  await dialog.getByLabel('Reason').fill('The class needs two more weeks');
  await dialog.getByRole('button', { name: 'Save new date' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(`Return Date moved to ${shown} on this device`)).toBeVisible();

  await page.reload();
  await expect(card.getByText(`Return Date moved to ${shown} on this device`)).toBeVisible();
  await expect(card.getByText('Not synced')).toBeVisible();
  await expect(card.getByText('Overdue', { exact: true })).toHaveCount(0);
  // On a phone the top bar keeps every action on screen while it says "Offline · 1 waiting".
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(syncStatus(page)).toHaveText(/Offline · 1 waiting$/);
  const account = await page.getByRole('button', { name: /Account menu/ }).boundingBox();
  expect(account && account.x + account.width, 'the account menu is on screen').toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/screens/offline-waiting-top-bar-390.png' });
  await page.setViewportSize({ width: 1366, height: 768 });

  await goOnline(context, portal);
  await expect(syncStatus(page)).toHaveText(/^Sync status: Synced at \d\d:\d\d$/, { timeout: 15_000 });
  await expect(card.getByText('Not synced')).toHaveCount(0);
  await expect.poll(() => writes.map((w) => `${routeOfWrite(w)} ${w.status}`)).toEqual(['changeReturnDate 200']);
  await card.getByRole('button', { name: 'Order history' }).click();
  await expect(card.getByText(/^Return date moved from .* to /)).toBeVisible();
  await expect(card.getByText('“The class needs two more weeks”')).toBeVisible();
  expect(writes.filter((w) => routeOfWrite(w) === 'changeReturnDate')).toHaveLength(1);
});
