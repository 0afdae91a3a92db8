// Kit logistics from both sides: programme staff approve and ship a request from the fulfilment
// queue, the coordinator confirms the delivery and sees kits on hand rise, and both see the order's
// history; an overdue checkout shows "Overdue" to both sides and its reminder lands in the outbox.
import { seriousViolations } from './support/axe';
import type { Browser } from '@playwright/test';
import { mailsTo } from '../tests/helpers/mail';
import { expect, test } from './support/fixtures';
import { COORDINATOR, signInThroughApi } from './support/signed-in';
import { accessToken, apiPost, projectNamed } from './page-models/portal-api';
import { apiPath, routes } from '@contract/routes';
import { PROJECTS } from './page-models/projects-pages';

const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };

// One server for the file's journeys: the first works on Bridge Engineering's requests, the second
// on a checkout of Water Filtration Lab. Its runner looks for due jobs every second, so the overdue
// checkout's reminder follows within moments.
test.use({ portalScope: 'file', portalEnv: { JOBS_POLL_SECONDS: '1' } });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A second person at their own browser. */
async function staffPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signInThroughApi(page, ADMIN);
  return page;
}

test('staff approve and ship a request; the coordinator confirms delivery and sees kits on hand rise', async ({ page, browser, portal }) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, COORDINATOR);
  const bridge = await projectNamed(page, PROJECTS.bridge);
  expect(bridge.kitsOnHand).toBe(7);
  await apiPost(page, routes.requestKits, { projectId: bridge.id, requestedKits: 2, note: 'For the spring unit' });
  // A second request, whose delivery the school forgets to confirm: staff record it at the end.
  const forgotten = await apiPost<{ id: string }>(page, routes.requestKits, { projectId: bridge.id, requestedKits: 1 });

  // Programme staff: the queue, the request, approve, ship.
  const staff = await staffPage(browser, portal.url);
  await staff.goto('/dashboard');
  await staff.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Kit orders' }).click();
  await expect(staff.getByRole('heading', { name: 'Kit orders', level: 1 })).toBeVisible();
  await staff.getByLabel('Status').selectOption('Requested');
  await expect(staff).toHaveURL(/status=Requested/);
  const row = staff.getByRole('row').filter({ hasText: 'Request for 2 kits' });
  await expect(row).toContainText('Lincoln Middle School');
  expect(await seriousViolations(staff)).toEqual([]);

  await row.getByRole('button', { name: 'Manage Request for 2 kits' }).click();
  const panel = staff.getByRole('dialog', { name: 'Request for 2 kits' });
  await expect(panel.getByText('For the spring unit')).toBeVisible();
  await panel.getByRole('button', { name: 'Approve' }).click();
  // The forms name the order by its number, as the e-mails and the school's screens do.
  await expect(panel.getByRole('heading', { name: /^Approve request K-\d+$/ })).toBeVisible();
  await expect(panel.getByText('Approve 2 kits for Lincoln Middle School?')).toBeVisible();
  // Fewer kits than asked for need a reason the school reads; all of them need none.
  const kitsToApprove = panel.getByLabel('Kits to approve');
  await expect(kitsToApprove).toHaveValue('2');
  await kitsToApprove.fill('1');
  await panel.getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByLabel('Reason')).toBeVisible();
  await expect(panel.getByText('Say why fewer kits are approved than were asked for')).toBeVisible();
  await staff.screenshot({ path: 'test-results/screens/staff-approve-in-part.png' });
  await kitsToApprove.fill('2');
  await expect(panel.getByLabel('Reason')).toBeHidden();
  await panel.getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByText('The order is now Approved.')).toBeVisible();
  await panel.getByRole('button', { name: 'Mark as shipped' }).click();
  await panel.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(panel.getByText('Carrier is required')).toBeVisible();
  await panel.getByLabel('Carrier').fill('UPS');
  await panel.getByLabel('Tracking reference').fill('1Z999AA10123456784');
  await panel.getByLabel('Expected arrival (optional)').fill(day(3));
  await panel.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(panel.getByText('The order is now Shipped.')).toBeVisible();
  await expect(panel.getByText('Waiting for the school to confirm the delivery.')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'History of Request for 2 kits' }).getByRole('listitem')).toHaveCount(3);
  // Nudging the school: one e-mail, then refused for a day.
  await panel.getByRole('button', { name: 'Nudge the school' }).click();
  await expect(panel.getByText('The school was e-mailed (1 person).')).toBeVisible();
  await expect(panel.getByText('Nudged just now by Marcus Reyes')).toBeVisible();
  await panel.getByRole('button', { name: 'Nudge the school' }).click();
  await expect(panel.getByText(/nudged about this order less than 24 hours ago/)).toBeVisible();
  expect(await seriousViolations(staff)).toEqual([]);
  await staff.context().close();

  // The coordinator hears of it by e-mail, and confirms what arrived.
  await expect.poll(() => mailsTo(portal.dataDir, COORDINATOR.email).map((m) => m.subject)).toContain('Kits shipped: Bridge Engineering');
  expect(mailsTo(portal.dataDir, COORDINATOR.email).map((m) => m.subject)).toContain('Did your kits arrive? Bridge Engineering');
  await page.goto('/projects/orders');
  const order = page.getByRole('article', { name: 'Request for 2 kits' });
  await expect(order).toContainText('Shipped');
  await expect(order).toContainText('Tracking reference1Z999AA10123456784');
  await order.getByRole('button', { name: 'Confirm delivery of Request for 2 kits' }).click();
  const dialog = page.getByRole('dialog', { name: /^Confirm delivery of K-\d+$/ });
  await expect(dialog.getByRole('spinbutton', { name: 'Kits that arrived' })).toHaveValue('2');
  await expect(dialog.getByText('Kits on hand: 7 now, 9 after this delivery (at most 10).')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(order.getByText('Delivery confirmed: 2 kits added to the kits on hand.')).toBeVisible();
  await expect(order).toContainText('Delivered');
  await expect(order).toContainText('Kits received2');

  await order.getByRole('button', { name: 'Order history' }).click();
  const history = order.getByRole('list', { name: 'History of Request for 2 kits' });
  await expect(history.getByRole('listitem')).toHaveText([
    /Requested 2 kits.*by Dana Whitfield/,
    /Approved.*by Marcus Reyes, programme staff/,
    /Shipped.*by Marcus Reyes, programme staff.*Carrier: UPS.*Tracking reference: 1Z999AA10123456784/,
    /Delivery confirmed: 2 kits arrived.*9 on hand after it/,
  ]);

  await page.getByRole('link', { name: 'Bridge Engineering' }).first().click();
  await expect(page.getByRole('term').filter({ hasText: 'Kits on hand' }).locator('..')).toContainText('9');
  expect((await projectNamed(page, PROJECTS.bridge)).kitsOnHand).toBe(9);

  // The second request shipped, and the school told staff on the phone: staff record it for the school.
  const recorder = await staffPage(browser, portal.url);
  await recorder.goto('/staff/kit-orders?status=Requested');
  const token = await accessToken(recorder);
  for (const body of [
    { status: 'Approved', version: 1 },
    { status: 'Shipped', version: 2, carrier: 'UPS', trackingReference: '1Z999AA10123456785' },
  ]) {
    const moved = await recorder.request.patch(apiPath(routes.moveKitOrder, { id: forgotten.id }), {
      headers: { Authorization: `Bearer ${token}` },
      data: body,
    });
    expect(moved.status()).toBe(200);
  }
  await recorder.goto('/staff/kit-orders?status=Shipped');
  await recorder.getByRole('button', { name: 'Manage Request for 1 kit' }).click();
  const forgottenPanel = recorder.getByRole('dialog', { name: 'Request for 1 kit' });
  await forgottenPanel.getByRole('button', { name: 'Record delivery for the school' }).click();
  await expect(forgottenPanel.getByRole('heading', { name: /^Record the delivery of K-\d+ for the school$/ })).toBeVisible();
  await expect(forgottenPanel.getByLabel('Kits received')).toHaveValue('1');
  await forgottenPanel.getByRole('button', { name: 'Record delivery' }).click();
  await expect(forgottenPanel.getByText('Note is required: say how the school told you')).toBeVisible();
  await forgottenPanel.getByLabel('Note').fill('Phoned the school office');
  await forgottenPanel.getByRole('button', { name: 'Record delivery' }).click();
  await expect(forgottenPanel.getByText('The delivery is recorded for the school.')).toBeVisible();
  await expect(forgottenPanel.getByRole('list', { name: 'History of Request for 1 kit' }).getByRole('listitem').last()).toHaveText(
    /Delivery confirmed: 1 kit arrived.*Recorded by Marcus Reyes for the school.*Phoned the school office.*10 on hand after it/,
  );
  await recorder.context().close();
  expect((await projectNamed(page, PROJECTS.bridge)).kitsOnHand).toBe(10);
});

test.describe('an overdue checkout', () => {
  test('shows Overdue on both sides and its reminder lands in the outbox', async ({ page, browser, portal }) => {
    await signInThroughApi(page, COORDINATOR);
    const water = await projectNamed(page, PROJECTS.water);
    await apiPost(page, routes.requestKits, {
      kind: 'checkout',
      projectId: water.id,
      checkoutName: 'Field study, Period 4',
      startDate: day(-14),
      returnDate: day(-1),
      totalStudents: 8,
      groupSize: 'pairs',
    });

    await page.goto('/projects/orders');
    const card = page.getByRole('article', { name: 'Field study, Period 4' });
    await expect(card.getByText('Overdue', { exact: true })).toBeVisible();
    await expect(page.getByRole('article').filter({ has: page.getByText('Overdue', { exact: true }) })).toHaveCount(1);

    const staff = await staffPage(browser, portal.url);
    await staff.goto('/staff/kit-orders');
    await staff.getByLabel('Overdue only').check();
    await expect(staff).toHaveURL(/overdue=true/);
    await expect(staff.getByRole('row')).toHaveCount(2);
    await expect(staff.getByRole('row').filter({ hasText: 'Field study, Period 4' })).toContainText('Overdue');
    await staff.context().close();

    await expect
      .poll(() => mailsTo(portal.dataDir, COORDINATOR.email).find((m) => m.subject === 'Kits overdue: Field study, Period 4'), { timeout: 20_000 })
      .toBeTruthy();
    const mail = mailsTo(portal.dataDir, COORDINATOR.email).find((m) => m.subject === 'Kits overdue: Field study, Period 4')!;
    expect(mail.text).toContain(`/projects/${water.id}/return-kits?order=`);
  });
});
