// Live screens: the coordinator has My Orders open; programme staff, at their own browser, approve
// and then ship the coordinator's request. The coordinator's page follows each move through the
// live event stream, without a reload; offline it keeps what it shows, and catches up when back.
import { expect, test } from './support/fixtures';
import { COORDINATOR, signInThroughApi } from './support/signed-in';
import { apiPost, projectNamed } from './page-models/portal-api';
import { PROJECTS } from './page-models/projects-pages';
import { apiPath, routes } from '@contract/routes';

const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };

test("staff moves reach the coordinator's open My Orders without a reload", async ({ page, context, browser, portal }) => {
  await signInThroughApi(page, COORDINATOR);
  const bridge = await projectNamed(page, PROJECTS.bridge);
  const order = await apiPost<{ id: string; version: number }>(page, routes.requestKits, { projectId: bridge.id, requestedKits: 2 });

  const staffContext = await browser.newContext({ baseURL: portal.url });
  const staff = await staffContext.newPage();
  const { token } = await signInThroughApi(staff, ADMIN);
  const move = async (body: Record<string, unknown>) => {
    const response = await staff.request.patch(apiPath(routes.moveKitOrder, { id: order.id }), {
      headers: { Authorization: `Bearer ${token.accessToken as string}` },
      data: body,
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { version: number };
  };

  // The stream is open once a ticket was asked for and GET /events answered.
  const streamOpen = page.waitForResponse((response) => response.url().includes(`${apiPath(routes.eventStream)}?`) && response.status() === 200);
  await page.goto('/projects/orders');
  const card = page.locator(`article#order-${order.id}`);
  await expect(card).toContainText('Requested');
  await streamOpen;
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));

  const approved = await move({ status: 'Approved', version: order.version });
  await expect(card).toContainText('Approved', { timeout: 5_000 });
  // Offline, the page keeps what it shows; back online, the stream opens again from the last event
  // seen (the server replays the move made meanwhile) and the card catches up.
  await context.setOffline(true);
  await move({ status: 'Shipped', version: approved.version, carrier: 'UPS', trackingReference: '1Z999AA10123456784' });
  await page.waitForTimeout(500);
  await expect(card).toContainText('Approved');
  const resumed = page.waitForResponse((response) => /[?&]lastEventId=\d+/.test(response.url()) && response.status() === 200);
  await context.setOffline(false);
  await resumed;
  await expect(card).toContainText('Shipped', { timeout: 5_000 });
  await expect(card).toContainText('1Z999AA10123456784');
  expect(navigations).toEqual([]);
  await staffContext.close();
});
