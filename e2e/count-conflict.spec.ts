// Two devices count one project without seeing each other's count: a programme staff member's
// device counts first, then the coordinator's device, offline and still showing the older figure,
// counts too. Both counts are kept, the project shows both, and the coordinator keeps the right one.
import { expect, test } from './support/fixtures';
import { apiGet, projectNamed } from './page-models/portal-api';
import { PROJECTS, ProjectScreen } from './page-models/projects-pages';
import { COORDINATOR, SignInPage } from './page-models/sign-in-page';
import { goOffline, goOnline, syncStatus, waitForServiceWorker } from './support/offline';

const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };

test('two counts that did not see each other are both kept, shown, and resolved with the right number', async ({ page, context, portal }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(COORDINATOR);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForServiceWorker(page);
  const bridge = await projectNamed(page, PROJECTS.bridge);
  const seen = await apiGet<{ inventoryUpdatedAt: string }>(page, `/projects/${bridge.id}`);

  // The coordinator's device shows the figure it has.
  const project = new ProjectScreen(page);
  await project.open(bridge.id, 'inventory');
  await expect(project.counter()).toHaveValue(String(bridge.kitsOnHand));

  // Meanwhile another device (a programme staff member's) counts 6, from the same figure.
  const session = await (await page.request.post('/api/v1/sessions', { data: ADMIN })).json();
  const other = await page.request.post('/api/v1/projects/onsite-inventory-kits', {
    headers: { Authorization: `Bearer ${session.token.accessToken}` },
    data: { projectId: bridge.id, kitsOnHand: 6, basedOn: seen.inventoryUpdatedAt },
  });
  expect(other.status()).toBe(200);

  // The coordinator, offline and still showing the old figure, counts 5.
  await goOffline(context, portal);
  await project.counter().fill('5');
  await project.saveCount().click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await goOnline(context, portal);
  await expect(syncStatus(page)).toHaveText(/^Sync status: Synced at \d\d:\d\d$/, { timeout: 30_000 });

  // Both counts are kept in arrival order; the project shows the conflict.
  await project.open(bridge.id);
  const conflict = page.locator('[data-conflict]');
  await expect(conflict).toHaveText(/^Counted 6 by .+ at \d\d\/\d\d\/\d{4} \d\d:\d\d, then 5 by Dana Whitfield at \d\d\/\d\d\/\d{4} \d\d:\d\d\.$/);
  const detail = await apiGet<{ kitsOnHand: number; inventoryCounts: { kitsOnHand: number }[] }>(page, `/projects/${bridge.id}`);
  expect(detail.kitsOnHand).toBe(5);
  expect(detail.inventoryCounts.slice(0, 2).map((c) => c.kitsOnHand)).toEqual([5, 6]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/count-conflict-390x844.png' });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: 'test-results/screens/count-conflict-1366x768.png' });

  // The coordinator checks the shelf and keeps 6.
  await page.getByRole('button', { name: 'Keep 6' }).click();
  await expect(conflict).toHaveCount(0);
  expect((await apiGet<{ kitsOnHand: number; countConflicts: unknown[] }>(page, `/projects/${bridge.id}`)).countConflicts).toEqual([]);
  expect((await projectNamed(page, PROJECTS.bridge)).kitsOnHand).toBe(6);
});
