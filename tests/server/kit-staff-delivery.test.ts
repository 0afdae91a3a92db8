// The staff side of an unconfirmed delivery: POST /staff/kit-orders/{id}/delivery records it for the
// school through the district's own rules (kits on hand, the count row, kits short, the version),
// named as staff's in the log and the district's timeline; POST /staff/kit-orders/{id}/nudge
// e-mails the school, at most once a day per order.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fulfilmentMessages } from '@contract/projects-fulfilment';
import { routes } from '@contract/routes';
import { activityLog, inventoryCounts, kitOrders, projects, users } from '@server/db/schema';
import { ADMIN, insertOrder, routeCaller, tokenOf } from '../helpers/kit-orders';
import { districtIdOf, makeProject, makeSchool } from '../helpers/factories';
import { mailsTo, waitForMail } from '../helpers/mail';
import { COORDINATOR, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: string;
let adminId: string;
let coordinator: string;
let coordinatorId: string;
let school: { id: string; districtId: string };
/** How far the app's clock runs ahead of the real one (the nudge limit is a day). */
let ahead = 0;
const call = routeCaller(() => t.app);

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(Date.now() + ahead) });
  admin = await tokenOf(t.app, ADMIN);
  const session = await signIn(t.app);
  coordinator = session.token.accessToken;
  coordinatorId = session.user.id;
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email));
  adminId = row!.id;
  school = await makeSchool(t.database.db, await districtIdOf(t.database.db, COORDINATOR.email));
});
afterAll(() => t.close());

const day = (offsetDays: number) => new Date(Date.now() + ahead + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function shippedOrder(kitsOnHand: number, kits: number) {
  const project = await makeProject(t.database.db, school, { kitsOnHand });
  const order = await insertOrder(t.database.db, { projectId: project.id, status: 'Shipped', kits, createdById: coordinatorId });
  await t.database.db
    .update(kitOrders)
    .set({ shippedAt: new Date(Date.now() + ahead - 3 * 86_400_000) })
    .where(eq(kitOrders.id, order.id));
  return { project, order };
}

const record = (orderId: string, body: object, token = admin) => call(token, routes.staffRecordDelivery, { params: { id: orderId }, body });
const nudge = (orderId: string, token = admin) => call(token, routes.nudgeKitOrder, { params: { id: orderId } });

describe('staff record a delivery for the school', () => {
  it('raises kits on hand with a count row, leaves the missing kits short, and says so to the district', async () => {
    const { project, order } = await shippedOrder(2, 4);
    const response = await record(order.id, { version: 1, kitsReceived: 3, deliveredOn: day(-1), note: 'Phoned the school office' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Delivered', kitsReceived: 3, kits: 3, version: 2, projectKitsOnHand: 5 });
    expect(response.json().deliveredAt.slice(0, 10)).toBe(day(-1));

    const [onShelf] = await t.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(onShelf!.kitsOnHand).toBe(5);
    const [count] = await t.database.db
      .select()
      .from(inventoryCounts)
      .where(eq(inventoryCounts.projectId, project.id))
      .orderBy(desc(inventoryCounts.countedAt));
    expect(count).toMatchObject({ kitsOnHand: 5, countedById: adminId });
    const [row] = await t.database.db.select().from(kitOrders).where(eq(kitOrders.id, order.id));
    expect(row!.kitsShort).toBe(1);

    const [logged] = await t.database.db.select().from(activityLog).where(eq(activityLog.entityId, order.id)).orderBy(desc(activityLog.createdAt));
    expect(logged).toMatchObject({ action: 'delivery-confirmed', actorId: adminId, visibility: 'district' });
    expect(logged!.after).toMatchObject({ onBehalf: true, deliveredOn: day(-1), note: 'Phoned the school office', kits: 3 });

    const timeline = (await call(coordinator, routes.orderTimeline, { params: { id: order.id } })).json();
    expect(timeline.items.at(-1)).toMatchObject({
      action: 'delivery-confirmed',
      onBehalf: true,
      deliveredOn: day(-1),
      reason: 'Phoned the school office',
      actor: { staff: true },
    });
  });

  it('answers 409 on a stale copy and leaves the order as it was', async () => {
    const { order } = await shippedOrder(0, 2);
    await t.database.db.update(kitOrders).set({ version: 2 }).where(eq(kitOrders.id, order.id));
    const response = await record(order.id, { version: 1, kitsReceived: 2, deliveredOn: day(0), note: 'E-mail from the school' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(fulfilmentMessages.staleOrder('Shipped'));
    const [row] = await t.database.db.select().from(kitOrders).where(eq(kitOrders.id, order.id));
    expect(row!.status).toBe('Shipped');
  });

  it('refuses a day in the future, before the shipment, and a missing note, naming the field', async () => {
    const { order } = await shippedOrder(0, 2);
    const cases: [object, string, string][] = [
      [{ deliveredOn: day(1), note: 'x' }, 'deliveredOn', fulfilmentMessages.deliveredOnFuture],
      [{ deliveredOn: day(-5), note: 'x' }, 'deliveredOn', fulfilmentMessages.deliveredOnBeforeShipped],
      [{ deliveredOn: day(0), note: '  ' }, 'note', fulfilmentMessages.deliveryNoteRequired],
      [{ note: 'x' }, 'deliveredOn', fulfilmentMessages.deliveredOnRequired],
    ];
    for (const [extra, field, message] of cases) {
      const response = await record(order.id, { version: 1, kitsReceived: 2, ...extra });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().errors, JSON.stringify(extra)).toContainEqual({ field, message });
    }
  });

  it('is refused to district users (the district confirms through its own endpoint)', async () => {
    const { order } = await shippedOrder(0, 2);
    expect((await record(order.id, { version: 1, kitsReceived: 2, deliveredOn: day(0), note: 'x' }, coordinator)).statusCode).toBe(403);
    expect((await nudge(order.id, coordinator)).statusCode).toBe(403);
  });
});

describe('staff nudge the school', () => {
  it('e-mails the requester, shows the nudge on the order, and allows one a day', async () => {
    const { order } = await shippedOrder(0, 2);
    const before = mailsTo(t.dataDir, COORDINATOR.email).length;
    const first = await nudge(order.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ sentTo: 1, nudge: { by: expect.any(String) } });
    const mail = await waitForMail(t.dataDir, COORDINATOR.email, before + 1);
    expect(mail.subject).toMatch(/^Did your kits arrive\?/);
    expect(mail.text).toContain('confirm the delivery in My Orders');

    const detail = (await call(admin, routes.staffKitOrder, { params: { id: order.id } })).json();
    expect(detail.lastNudge).toEqual(first.json().nudge);

    const again = await nudge(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/less than 24 hours ago/);

    ahead += 25 * 3_600_000;
    try {
      const token = await tokenOf(t.app, ADMIN);
      expect((await nudge(order.id, token)).statusCode).toBe(200);
    } finally {
      ahead = 0;
    }
  });

  it('is refused for an order that is not waiting for its delivery', async () => {
    const project = await makeProject(t.database.db, school, { kitsOnHand: 0 });
    const order = await insertOrder(t.database.db, { projectId: project.id, status: 'Approved', kits: 1 });
    const response = await nudge(order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(fulfilmentMessages.nudgeNotShipped);
  });
});
