// PATCH /staff/kit-orders/{id}: every staff move the transition table allows works, every other is
// refused with 409; a move decided on an old version is refused (409) and changes nothing; each
// move is recorded in the activity log (visible to the district) and queues the district's notice.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_ORDER_KINDS, KIT_ORDER_STATUSES, type KitOrderKind, type KitOrderStatus } from '@contract/projects';
import {
  fulfilmentMessages,
  movesFrom,
  ORDER_MOVES,
  STAFF_MOVE_TARGETS,
  type StaffKitOrder,
  type StaffMoveTarget,
} from '@contract/projects-fulfilment';
import { activityLog, jobs, kitOrders, notifications, users } from '@server/db/schema';
import { ADMIN, coordinatorProject, coordinatorProjects, insertOrder, routeCaller, tokenOf } from '../helpers/kit-orders';
import { makePerson, tokenFor } from '../helpers/factories';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { routes } from '@contract/routes';

let t: TestApp;
let admin: string;
let coordinator: string;
let coordinatorId: string;
let projectId: string;
const call = routeCaller(() => t.app);
/** A staff move of an order (PATCH /staff/kit-orders/:id). */
const move = (token: string, id: string, body: object) => call(token, routes.moveKitOrder, { params: { id }, body });

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenOf(t.app, ADMIN);
  const session = await signIn(t.app);
  coordinator = session.token.accessToken;
  coordinatorId = session.user.id;
  projectId = (await coordinatorProjects(t.app, coordinator)).find((p) => p.name === 'Bridge Engineering')!.id;
});
afterAll(() => t.close());

const TOMORROW = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

function bodyFor(status: StaffMoveTarget, version: number) {
  if (status === 'Shipped') return { status, version, carrier: 'UPS', trackingReference: '1Z999AA10123456784', expectedArrival: TOMORROW };
  if (status === 'Declined' || status === 'Cancelled') return { status, version, reason: 'Kits are out of stock this term' };
  return { status, version };
}

describe('the transition table', () => {
  const cases: [KitOrderKind, KitOrderStatus, StaffMoveTarget][] = KIT_ORDER_KINDS.flatMap((kind) =>
    KIT_ORDER_STATUSES.flatMap((from) => STAFF_MOVE_TARGETS.map((to) => [kind, from, to] as [KitOrderKind, KitOrderStatus, StaffMoveTarget])),
  );

  it('allows exactly the staff moves it lists, and refuses every other with 409', async () => {
    let allowed = 0;
    for (const [kind, from, to] of cases) {
      const order = await insertOrder(t.database.db, { projectId, kind, status: from, createdById: coordinatorId });
      const listed = ORDER_MOVES.some((m) => m.kind === kind && m.from === from && m.to === to && m.by === 'staff');
      const response = await move(admin, order.id, bodyFor(to, 1));
      const label = `${kind} ${from} → ${to}`;
      if (listed) {
        allowed += 1;
        expect(response.statusCode, label).toBe(200);
        expect(response.json(), label).toMatchObject({ id: order.id, status: to, version: 2 });
      } else {
        expect(response.statusCode, label).toBe(409);
        expect(response.json().message, label).toBe(fulfilmentMessages.moveNotAllowed(from, to));
        const [after] = await t.database.db.select().from(kitOrders).where(eq(kitOrders.id, order.id));
        expect(after, label).toMatchObject({ status: from, version: 1 });
      }
    }
    // Approve, decline, cancel a request or a parts refill; ship an approved one, cancel it; cancel a checkout.
    expect(allowed).toBe(11);
  });

  it('refuses to cancel a checkout whose kits have started coming back', async () => {
    const order = await insertOrder(t.database.db, { projectId, kind: 'checkout', status: 'Active', kits: 4, kitsReturned: 1 });
    expect(movesFrom({ ...order }, 'staff')).toEqual([]);
    const response = await move(admin, order.id, bodyFor('Cancelled', 1));
    expect(response.statusCode).toBe(409);
  });

  it('refuses targets that are not staff moves on the status field (400)', async () => {
    const order = await insertOrder(t.database.db, { projectId, status: 'Shipped' });
    for (const status of ['Delivered', 'Returned', 'Requested', 'Lost']) {
      const response = await move(admin, order.id, { status, version: 1 });
      expect(response.statusCode, status).toBe(400);
      expect(response.json().errors, status).toContainEqual({ field: 'status', message: fulfilmentMessages.statusInvalid });
    }
  });
});

describe('a request, from approval to shipping', () => {
  it('records each move with who and when, visible to the district, and queues the requester’s notice', async () => {
    const robots = await coordinatorProject(t.database.db, 'micro-robots');
    const request = await call(coordinator, routes.requestKits, { body: { projectId: robots.id, requestedKits: 2, note: 'For the spring unit' } });
    expect(request.statusCode).toBe(201);
    const id = request.json().id as string;

    const approved = await move(admin, id, { status: 'Approved', version: 1 });
    expect(approved.json()).toMatchObject({ status: 'Approved', version: 2 });
    const shipped = await move(admin, id, bodyFor('Shipped', 2));
    const order = shipped.json() as StaffKitOrder;
    expect(order).toMatchObject({
      status: 'Shipped',
      version: 3,
      carrier: 'UPS',
      trackingReference: '1Z999AA10123456784',
      expectedArrival: TOMORROW,
      district: { name: 'Cedar Valley Unified School District' },
      resource: { name: 'Coding with Micro Robots' },
      requestedBy: { email: 'coordinator@example.org' },
    });
    expect(order.shippedAt).not.toBeNull();

    const [adminRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email));
    const log = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'kit-order'), eq(activityLog.entityId, id)))
      .orderBy(activityLog.createdAt);
    expect(log.map((e) => [e.action, e.actorId, e.visibility, e.after?.status])).toEqual([
      ['created', coordinatorId, 'district', 'Requested'],
      ['status-changed', adminRow!.id, 'district', 'Approved'],
      ['status-changed', adminRow!.id, 'district', 'Shipped'],
    ]);
    expect(log[2]!.after).toMatchObject({ carrier: 'UPS', trackingReference: '1Z999AA10123456784' });
    // The activity log names the order by its number.
    const entries = (await call(admin, routes.staffActivity, { query: { entityId: id } })).json() as { items: { subject: string | null }[] };
    expect(entries.items.map((e) => e.subject)).toEqual(Array(3).fill(`K-${order.orderNumber}`));

    // Each move made the requester an order-moved notice, and its e-mail job, in the move's transaction.
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.entityId, id), eq(notifications.userId, coordinatorId)))
      .orderBy(notifications.createdAt);
    expect(notices.map((n) => [n.kind, n.delivery])).toEqual([
      ['order-moved', 'email'],
      ['order-moved', 'email'],
    ]);
    const keys = (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'notification-email'))).map((job) => job.key);
    expect(keys).toEqual(expect.arrayContaining(notices.map((n) => `notification-email:${n.id}`)));

    // The district's timeline, and the staff view of the same order.
    const timeline = (await call(coordinator, routes.orderTimeline, { params: { id } })).json() as {
      items: { action: string; status: string | null; actor: { name: string; staff: boolean } | null }[];
    };
    expect(timeline.items.map((e) => [e.action, e.status, e.actor?.staff])).toEqual([
      ['created', 'Requested', false],
      ['status-changed', 'Approved', true],
      ['status-changed', 'Shipped', true],
    ]);
    const detail = (await call(admin, routes.staffKitOrder, { params: { id } })).json();
    expect(detail.order).toMatchObject({ id, status: 'Shipped' });
    expect(detail.timeline).toHaveLength(3);
  });

  it('shows the decline reason to the district', async () => {
    const order = await insertOrder(t.database.db, { projectId, status: 'Requested', createdById: coordinatorId });
    await move(admin, order.id, { status: 'Declined', version: 1, reason: 'Two kits are already on their way' });
    const mine = (await call(coordinator, routes.myOrders, { query: { status: 'Declined' } })).json() as { items: { id: string; reason: string }[] };
    expect(mine.items.find((o) => o.id === order.id)?.reason).toBe('Two kits are already on their way');
    const timeline = (await call(coordinator, routes.orderTimeline, { params: { id: order.id } })).json();
    expect(timeline.items.at(-1)).toMatchObject({ status: 'Declined', reason: 'Two kits are already on their way' });
  });
});

describe('approving a request in part', () => {
  it('approves fewer kits than asked for with a reason the district reads, and keeps the number asked for', async () => {
    const order = await insertOrder(t.database.db, { projectId, status: 'Requested', createdById: coordinatorId, kits: 5 });
    const response = await move(admin, order.id, { status: 'Approved', version: 1, kits: 3, reason: 'Three are left this term' });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as StaffKitOrder).kits).toBe(3);
    const mine = (await call(coordinator, routes.myOrders, { query: { status: 'Approved', limit: 50 } })).json() as {
      items: { id: string; kits: number; reason: string | null }[];
    };
    expect(mine.items.find((o) => o.id === order.id)).toMatchObject({ kits: 3, reason: 'Three are left this term' });
    const [entry] = await t.database.db
      .select({ after: activityLog.after })
      .from(activityLog)
      .where(and(eq(activityLog.entityId, order.id), eq(activityLog.action, 'status-changed')));
    expect(entry?.after).toMatchObject({ status: 'Approved', kits: 3, kitsAsked: 5, reason: 'Three are left this term' });
  });

  it('approves what was asked without a reason, and refuses more kits or fewer without one on their fields', async () => {
    const whole = await insertOrder(t.database.db, { projectId, status: 'Requested', kits: 4 });
    expect((await move(admin, whole.id, { status: 'Approved', version: 1, kits: 4 })).statusCode).toBe(200);

    const order = await insertOrder(t.database.db, { projectId, status: 'Requested', kits: 4 });
    for (const [body, field, message] of [
      [{ kits: 5 }, 'kits', fulfilmentMessages.approveAtMost(4)],
      [{ kits: 2 }, 'reason', fulfilmentMessages.approvePartReason],
      [{ kits: 0, reason: 'None left' }, 'kits', fulfilmentMessages.kitsToApproveInvalid],
      [{ kits: 2, reason: ' ' }, 'reason', fulfilmentMessages.reasonRequired],
    ] as const) {
      const response = await move(admin, order.id, { status: 'Approved', version: 1, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
    }
    const [unchanged] = await t.database.db.select().from(kitOrders).where(eq(kitOrders.id, order.id));
    expect(unchanged).toMatchObject({ status: 'Requested', requestedKits: 4, version: 1 });
  });
});

describe('stale moves', () => {
  it('answer 409 and change nothing when the order moved meanwhile', async () => {
    const order = await insertOrder(t.database.db, { projectId, status: 'Requested' });
    // Two staff members look at version 1; the first approves.
    expect((await move(admin, order.id, { status: 'Approved', version: 1 })).statusCode).toBe(200);
    const second = await move(admin, order.id, bodyFor('Declined', 1));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(fulfilmentMessages.staleOrder('Approved'));
    const [after] = await t.database.db.select().from(kitOrders).where(eq(kitOrders.id, order.id));
    expect(after).toMatchObject({ status: 'Approved', version: 2, reason: null });
  });

  it('counts a return as a change too', async () => {
    const order = await insertOrder(t.database.db, { projectId, kind: 'checkout', status: 'Active', kits: 3 });
    expect((await call(coordinator, routes.returnKits, { body: { orderId: order.id, kits: 1 } })).json()).toMatchObject({ version: 2 });
    const cancel = await move(admin, order.id, bodyFor('Cancelled', 1));
    expect(cancel.statusCode).toBe(409);
  });
});

describe('what each move needs', () => {
  it('refuses a decline or cancel without a reason, and a shipment without carrier or tracking, naming the field', async () => {
    const order = await insertOrder(t.database.db, { projectId, status: 'Approved' });
    const cases: [object, string, string][] = [
      [{ status: 'Cancelled', version: 1 }, 'reason', fulfilmentMessages.reasonRequired],
      [{ status: 'Cancelled', version: 1, reason: '   ' }, 'reason', fulfilmentMessages.reasonRequired],
      [{ status: 'Cancelled', version: 1, reason: 'x'.repeat(501) }, 'reason', fulfilmentMessages.reasonTooLong],
      [{ status: 'Shipped', version: 1, trackingReference: 'T1' }, 'carrier', fulfilmentMessages.carrierRequired],
      [{ status: 'Shipped', version: 1, carrier: 'UPS' }, 'trackingReference', fulfilmentMessages.trackingRequired],
      [
        { status: 'Shipped', version: 1, carrier: 'UPS', trackingReference: 'T1', expectedArrival: '2026-02-30' },
        'expectedArrival',
        'Enter a valid date',
      ],
      [
        { status: 'Shipped', version: 1, carrier: 'UPS', trackingReference: 'T1', expectedArrival: '2020-01-01' },
        'expectedArrival',
        fulfilmentMessages.expectedArrivalPast,
      ],
      [{ status: 'Approved' }, 'version', fulfilmentMessages.versionRequired],
    ];
    for (const [body, field, message] of cases) {
      const response = await move(admin, order.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors, JSON.stringify(body)).toContainEqual({ field, message });
    }
    const shipped = await move(admin, order.id, {
      status: 'Shipped',
      version: 1,
      carrier: ' FedEx ',
      trackingReference: 'T1',
    });
    expect(shipped.json()).toMatchObject({ status: 'Shipped', carrier: 'FedEx', expectedArrival: null });
  });
});

describe('who may move orders', () => {
  it('refuses district staff (403) and reaches only a success manager’s own districts (404 elsewhere)', async () => {
    const order = await insertOrder(t.database.db, { projectId, status: 'Requested' });
    expect((await move(coordinator, order.id, { status: 'Approved', version: 1 })).statusCode).toBe(403);
    expect((await call(coordinator, routes.staffKitOrders)).statusCode).toBe(403);

    const ssm = await tokenFor(t.app, await makePerson(t.database.db, { roles: ['SCHOOL_SUCCESS_MANAGER'] }));
    const response = await move(ssm, order.id, { status: 'Approved', version: 1 });
    expect(response.statusCode).toBe(404);
    expect((await call(ssm, routes.staffKitOrder, { params: { id: order.id } })).statusCode).toBe(404);
    expect((await move(admin, 'not-an-id', { status: 'Approved', version: 1 })).statusCode).toBe(404);
  });
});
