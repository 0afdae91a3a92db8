// Return Date moves through the outbox against the real API (tests/helpers/outbox-harness.ts): two
// moves of one order queued offline, with a return between them, arrive in the order they were made,
// each naming the version the one before it leaves; a move the server refuses (staff cancelled the
// checkout meanwhile) lands in Needs attention with the server's reason, and the card's overlay
// rolls back.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { utcDay, type KitOrder } from '@contract/projects';
import { fulfilmentMessages, type TimelineEntry } from '@contract/projects-fulfilment';
import { routes } from '@contract/routes';
import { apiCall } from '../../tests/helpers/api-call';
import { ADMIN, coordinatorProject, insertOrder, tokenOf } from '../../tests/helpers/kit-orders';
import { resetDeviceDatabase, startApiServer, type ApiServer } from '../../tests/helpers/outbox-harness';
import { db } from './db';
import { pendingOrderChanges } from './local-values';
import { nextOrderVersion, orderWithPending } from './order-overlay';
import { queueMutation } from './outbox';
import { startPusher } from './pusher';

let server: ApiServer;
let projectId: string;
const TODAY = utcDay();
const day = (offset: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startApiServer();
  projectId = (await coordinatorProject(server.t.database.db, 'micro-robots', 10)).id;
});
afterAll(() => server.close());
beforeEach(resetDeviceDatabase);

const checkout = () =>
  insertOrder(server.t.database.db, { projectId, kind: 'checkout', status: 'Active', kits: 3, startDate: day(-10), returnDate: day(-1) });
const readOrder = async (id: string) =>
  (await server.read<{ items: KitOrder[] }>(routes.myOrders, { query: { projectId, limit: 50 } })).items.find((o) => o.id === id)!;
const push = () => {
  const pusher = startPusher({
    baseUrl: server.baseUrl,
    getAccessToken: () => server.token,
    renewSession: async () => false,
    onSessionLost: () => undefined,
    userId: () => server.userId,
    pushOnStart: false,
  });
  return pusher.pushNow().finally(() => pusher.stop());
};
/** What the card does: the version the move names counts the order's changes still waiting. */
async function move(order: KitOrder, returnDate: string, reason: string) {
  const pending = await pendingOrderChanges(order.id, server.userId);
  return queueMutation({
    userId: server.userId,
    kind: 'return-date',
    payload: { orderId: order.id, returnDate, reason, version: nextOrderVersion(order.version, pending) },
  });
}

describe('Return Date moves in the outbox', () => {
  it('applies two moves and a return of one order in the order they were made, each once', async () => {
    const order = await readOrder((await checkout()).id);
    expect(order.overdue).toBe(true);
    await move(order, day(7), 'A week more');
    await queueMutation({ userId: server.userId, kind: 'kits-return', payload: { orderId: order.id, kits: 1 } });
    await move(order, day(14), 'Two weeks more');

    const waiting = await pendingOrderChanges(order.id, server.userId);
    expect(waiting).toEqual({ returnDate: day(14), waiting: 3 });
    expect(orderWithPending(order, waiting, 1, TODAY)).toMatchObject({ returnDate: day(14), overdue: false });

    expect(await push()).toMatchObject({ synced: 3, rejected: 0, remaining: 0 });
    expect(await readOrder(order.id)).toMatchObject({ returnDate: day(14), kitsReturned: 1, version: order.version + 3, overdue: false });
    const timeline = (await server.read<{ items: TimelineEntry[] }>(routes.orderTimeline, { params: { id: order.id } })).items;
    expect(timeline.filter((e) => e.action !== 'created').map((e) => [e.action, e.returnDateAfter ?? null, e.reason])).toEqual([
      ['return-date-changed', day(7), 'A week more'],
      ['kits-returned', null, null],
      ['return-date-changed', day(14), 'Two weeks more'],
    ]);
    // Sent again (a lost answer), nothing changes twice.
    expect(await push()).toMatchObject({ synced: 0, remaining: 0 });
    expect((await readOrder(order.id)).version).toBe(order.version + 3);
  });

  it('a move the server refuses waits in Needs attention with its reason, and the overlay rolls back', async () => {
    const order = await readOrder((await checkout()).id);
    const entry = await move(order, day(5), 'Longer unit');
    const admin = await tokenOf(server.t.app, ADMIN);
    const cancelled = await apiCall(server.t.app, routes.moveKitOrder, {
      token: admin,
      params: { id: order.id },
      body: { status: 'Cancelled', version: order.version, reason: 'Made by mistake' },
    });
    expect(cancelled.statusCode).toBe(200);

    expect(await push()).toMatchObject({ synced: 0, rejected: 1 });
    const rejected = await db.outbox.get(entry.seq);
    expect(rejected?.status).toBe('rejected');
    expect(rejected?.rejection).toMatchObject({ status: 409, message: fulfilmentMessages.staleOrder('Cancelled') });
    expect(await pendingOrderChanges(order.id, server.userId)).toEqual({ returnDate: null, waiting: 0 });
    expect(await readOrder(order.id)).toMatchObject({ status: 'Cancelled', returnDate: day(-1) });
  });
});
