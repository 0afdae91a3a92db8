// Live screens: the coordinator has My Orders open; programme staff, at their own browser, approve
// and then ship the coordinator's request. The coordinator's page follows each move through the
// live event stream, without a reload; offline it keeps what it shows, and catches up when back.
// Notices: staff ship and comment, and the coordinator's bell counts up without a reload; a notice
// leads to what it is about and is read once opened.
import { expect, test } from './support/fixtures';
import { COORDINATOR, signInThroughApi } from './support/signed-in';
import { apiGet, apiPost, projectNamed } from './page-models/portal-api';
import { PROJECTS } from './page-models/projects-pages';
import { apiPath, routes, type RouteDef } from '@contract/routes';

const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };

// Neither journey stops the server, and each makes its own order: one server for the file.
test.use({ portalScope: 'file' });

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

test("staff ship and comment: the coordinator's open page changes and the bell counts up", async ({ page, browser, portal }) => {
  await signInThroughApi(page, COORDINATOR);
  const bridge = await projectNamed(page, PROJECTS.bridge);
  const order = await apiPost<{ id: string; version: number }>(page, routes.requestKits, { projectId: bridge.id, requestedKits: 1 });
  const blueprints = await apiPost<{ items: { id: string; name: string }[] }>(page, routes.myBlueprints, {}, { query: { limit: 10, offset: 0 } });
  const blueprint = blueprints.items[0]!;

  const staffContext = await browser.newContext({ baseURL: portal.url });
  const staff = await staffContext.newPage();
  const { token } = await signInThroughApi(staff, ADMIN);
  const asStaff = async (route: RouteDef, params: Record<string, string>, body: Record<string, unknown>) => {
    const response = await staff.request.fetch(apiPath(route, params), {
      method: route.method,
      headers: { Authorization: `Bearer ${token.accessToken as string}` },
      data: body,
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as { version: number };
  };

  const streamOpen = page.waitForResponse((response) => response.url().includes(`${apiPath(routes.eventStream)}?`) && response.status() === 200);
  await page.goto('/projects/orders');
  const card = page.locator(`article#order-${order.id}`);
  await expect(card).toContainText('Requested');
  await streamOpen;
  // What the bell says before: whatever earlier changes left unread, from the server itself.
  const before = (await apiGet<{ unread: number }>(page, routes.notifications)).unread;
  const bell = page.locator('[data-notifications-button]');
  await expect(bell).toHaveAccessibleName(before === 0 ? 'Notifications' : `Notifications, ${before} unread`);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));

  const approved = await asStaff(routes.moveKitOrder, { id: order.id }, { status: 'Approved', version: order.version });
  await asStaff(
    routes.moveKitOrder,
    { id: order.id },
    { status: 'Shipped', version: approved.version, carrier: 'UPS', trackingReference: '1Z999AA10123456785' },
  );
  await asStaff(routes.addBlueprintComment, { id: blueprint.id }, { comment: 'Your kits are on their way: shall we book the training day?' });

  await expect(card).toContainText('Shipped', { timeout: 5_000 });
  await expect(bell).toHaveAccessibleName(`Notifications, ${before + 3} unread`, { timeout: 5_000 });
  await expect(bell).toContainText(String(before + 3));
  expect(navigations).toEqual([]);

  // The panel lists the notices, newest first; opening the comment goes to the blueprint and reads it.
  await bell.click();
  const panel = page.getByRole('dialog');
  const comment = panel.getByRole('link', { name: /commented on/ });
  await expect(comment).toContainText('shall we book the training day?');
  await comment.click();
  await expect(page).toHaveURL(new RegExp(`/blueprints/${blueprint.id}`));
  await expect(bell).toHaveAccessibleName(`Notifications, ${before + 2} unread`);
  await staffContext.close();
});
