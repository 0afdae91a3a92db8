// Supplies: offline, the coordinator counts the bridge kit's glue sticks below what the next checkout
// needs; the count waits on the device through a reload (Not synced) and the tab warns; back online it
// arrives once; one tap on Request a refill sends the shortfall, which My Orders and the staff queue show.
import { expect, test } from './support/fixtures';
import { apiGet, projectNamed } from './page-models/portal-api';
import { PROJECTS, ProjectScreen } from './page-models/projects-pages';
import { COORDINATOR, SignInPage } from './page-models/sign-in-page';
import { seriousViolations } from './support/axe';
import { goOffline, goOnline, recordAnsweredWrites, syncStatus, waitForServiceWorker } from './support/offline';
import { signInThroughApi } from './support/signed-in';
import { apiPath, routes } from '@contract/routes';
import type { ProjectSupplies } from '@contract/supplies';

const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };

test('a parts count made offline arrives once, and one tap asks for the shortfall', async ({ page, context, portal, browser }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(COORDINATOR);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForServiceWorker(page);
  await expect(syncStatus(page)).toHaveText(/Synced/);
  const bridge = await projectNamed(page, PROJECTS.bridge);
  const before = await apiGet<ProjectSupplies>(page, routes.projectSupplies, { params: { id: bridge.id } });
  const glue = before.parts.find((part) => part.name === 'Glue sticks')!;
  expect(glue.needed).toBeGreaterThan(5);
  const screen = new ProjectScreen(page);
  await screen.open(bridge.id, 'supplies');
  const parts = page.getByRole('list', { name: 'Parts on hand' });
  await expect(parts.getByRole('listitem')).toHaveCount(before.parts.length);
  await expect(page.getByText(/below what the next checkouts need/)).toHaveCount(0);

  const writes = recordAnsweredWrites(context);
  await goOffline(context, portal);
  await page.getByLabel('Count of Glue sticks').fill('5');
  await page.getByRole('button', { name: 'Save count' }).click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await page.reload();
  await expect(syncStatus(page)).toHaveText('Sync status: Offline · 1 waiting');
  const glueRow = parts.getByRole('listitem').filter({ hasText: 'Glue sticks' });
  await expect(glueRow).toContainText('Not synced');
  await expect(page.getByRole('heading', { name: '1 part is below what the next checkouts need' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await goOnline(context, portal);
  await expect(syncStatus(page)).toHaveText(/Synced/, { timeout: 15_000 });
  await expect(glueRow).not.toContainText('Not synced');
  const counted = writes.filter(
    (write) => write.path === apiPath(routes.countSupplies, { id: bridge.id }) && write.status === 200 && !write.replayed,
  );
  expect(counted).toHaveLength(1);
  const after = await apiGet<ProjectSupplies>(page, routes.projectSupplies, { params: { id: bridge.id } });
  expect(after.parts.find((part) => part.name === 'Glue sticks')).toMatchObject({ onHand: 5, counted: true, short: glue.needed - 5 });

  // One tap: the shortfall is prefilled, the request goes on confirm.
  await page.getByRole('button', { name: 'Request a refill' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a parts refill' });
  await expect(dialog.getByLabel('Quantity of Glue sticks')).toHaveValue(String(glue.needed - 5));
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(/Refill request K-\d+ sent/)).toBeVisible();
  await page.getByRole('link', { name: 'See My Orders' }).click();
  const card = page.getByRole('article', { name: 'Parts refill' }).first();
  await expect(card).toContainText(`Glue sticks × ${glue.needed - 5}`);

  // Staff see it in their queue with its parts.
  const staffContext = await browser.newContext({ baseURL: portal.url, serviceWorkers: 'block' });
  const staff = await staffContext.newPage();
  await signInThroughApi(staff, ADMIN);
  await staff.goto('/staff/kit-orders');
  await staff
    .getByRole('button', { name: /Manage Parts refill/ })
    .first()
    .click();
  await expect(staff.getByRole('dialog')).toContainText(`Glue sticks × ${glue.needed - 5}`);
  await staffContext.close();
});
