// A change the server refuses is never dropped silently (docs/architecture.md §5, point 5): returns made
// offline on orders whose kits came back meanwhile by another way land in Needs attention with the
// server's reason; one is edited and resent, the other discarded, and the screens show the
// server's values again.
import { expect, test } from './support/fixtures';
import { accessToken, apiGet, projectNamed } from './page-models/portal-api';
import { PROJECTS, ProjectScreen } from './page-models/projects-pages';
import { COORDINATOR, SignInPage } from './page-models/sign-in-page';
import { goOffline, goOnline, syncStatus, waitForServiceWorker } from './support/offline';
import { apiPath, routes } from '@contract/routes';

interface Order {
  id: string;
  kind: string;
  status: string;
  checkoutName: string | null;
  kitsReturned: number;
  kitsOutstanding: number;
}

test('refused returns land in Needs attention, to edit and resend or discard', async ({ page, context, portal }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(COORDINATOR);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForServiceWorker(page);

  const bridge = await projectNamed(page, PROJECTS.bridge);
  const solar = await projectNamed(page, PROJECTS.solar);
  const orders = (await apiGet<{ items: Order[] }>(page, routes.myOrders, { query: { limit: 50 } })).items;
  const checkout = orders.find((o) => o.checkoutName === 'Grade 7 Science, Period 3')!;
  const shipped = orders.find((o) => o.kind === 'request' && o.status === 'Shipped')!;
  expect([checkout.kitsOutstanding, shipped.kitsOutstanding]).toEqual([6, 6]);

  const project = new ProjectScreen(page);
  await project.open(bridge.id, 'return-kits');
  await expect(page.getByRole('heading', { name: 'Return kits' })).toBeVisible();
  await project.open(solar.id, 'return-kits');
  await expect(page.getByRole('heading', { name: 'Return kits' })).toBeVisible();
  const token = await accessToken(page);

  await goOffline(context, portal);
  // Offline: give back all six kits of the class checkout, and two of the shipped request.
  await project.open(bridge.id, 'return-kits');
  await page.getByRole('spinbutton', { name: 'Kits to return' }).fill('6');
  await page.getByRole('button', { name: 'Return kits' }).click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await project.open(solar.id, 'return-kits');
  await page.getByRole('spinbutton', { name: 'Kits to return' }).fill('2');
  await page.getByRole('button', { name: 'Return kits' }).click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await expect(syncStatus(page)).toHaveText('Sync status: Offline · 2 waiting');

  // Meanwhile, at the server, someone else handles those kits: five of the checkout's six come
  // back, and the whole shipped request is sent back.
  await portal.start();
  for (const [orderId, kits] of [
    [checkout.id, 5],
    [shipped.id, 6],
  ] as const) {
    const response = await fetch(`${portal.url}${apiPath(routes.returnKits)}`, {
      method: routes.returnKits.method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ orderId, kits }),
    });
    expect(response.status).toBe(200);
  }

  await goOnline(context, portal);
  const attention = page.getByRole('button', { name: /Needs attention.*\(2\)/ });
  await expect(attention).toBeVisible({ timeout: 30_000 });
  await expect(syncStatus(page)).toHaveText(/^Sync status: Synced/);
  await attention.click();
  const panel = page.getByRole('dialog', { name: 'Sync status' });
  await expect(panel.getByRole('heading', { name: 'Needs attention (2)' })).toBeVisible();

  const tooMany = panel.getByRole('listitem').filter({ hasText: 'Return of 6 kits' });
  await expect(tooMany).toContainText('Grade 7 Science, Period 3 (Bridge Engineering)');
  await expect(tooMany).toContainText('This order has 1 kit out; you can return at most 1');
  const alreadyBack = panel.getByRole('listitem').filter({ hasText: 'Return of 2 kits' });
  await expect(alreadyBack).toContainText('All kits of this order have already been returned');

  // Edit and resend: one kit is still out, so return one.
  await tooMany.getByRole('button', { name: 'Edit and resend' }).click();
  await tooMany.getByRole('spinbutton', { name: 'Kits to return' }).fill('0');
  await tooMany.getByRole('button', { name: 'Resend' }).click();
  await expect(tooMany.getByText('Return at least 1 kit')).toBeVisible();
  await tooMany.getByRole('spinbutton', { name: 'Kits to return' }).fill('1');
  await tooMany.getByRole('button', { name: 'Resend' }).click();
  await expect(panel.getByRole('heading', { name: 'Needs attention (1)' })).toBeVisible({ timeout: 20_000 });

  // Discard asks first, then the change is gone for good.
  await alreadyBack.getByRole('button', { name: 'Discard' }).click();
  await alreadyBack.getByRole('button', { name: 'Yes, discard' }).click();
  await expect(panel.getByRole('heading', { name: 'Needs attention', exact: true })).toBeVisible();
  await expect(panel.getByText('Nothing needs attention.')).toBeVisible();
  await panel.getByRole('button', { name: 'Close sync status' }).click();
  await expect(page.getByRole('button', { name: /Needs attention/ })).toBeHidden();

  const after = (await apiGet<{ items: Order[] }>(page, routes.myOrders, { query: { limit: 50 } })).items;
  expect(after.find((o) => o.id === checkout.id)).toMatchObject({ status: 'Returned', kitsReturned: 6, kitsOutstanding: 0 });
  expect(after.find((o) => o.id === shipped.id)).toMatchObject({ status: 'Returned', kitsReturned: 6 });
  // The screen shows the server's value again: nothing left to return there, no "Not synced".
  await project.open(solar.id, 'return-kits');
  await expect(page.getByText('Not synced')).toBeHidden();
});
