// POST /projects/orders/{id}/cancel: the district withdraws its own request while it is still
// Requested (the transition table's district cancel). A cancelled request leaves the staff queue's
// open statuses and stops counting against the limit of 10; every other status is refused (409),
// and so are an old version and programme staff (who cancel from the queue, with a reason).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KitOrder, KitOrderStatus, ProjectSummary } from '@contract/projects';
import { canDistrictCancel, fulfilmentMessages, openRequestsOf, type StaffKitOrder } from '@contract/projects-fulfilment';
import { ADMIN, insertOrder, routeCaller, tokenOf } from '../helpers/kit-orders';
import { districtIdOf, makeProject, makeSchool } from '../helpers/factories';
import { COORDINATOR, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { routes } from '@contract/routes';

let t: TestApp;
let admin: string;
let coordinator: string;
let school: { id: string; districtId: string };
let projectId: string;
const call = routeCaller(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenOf(t.app, ADMIN);
  coordinator = (await signIn(t.app)).token.accessToken;
  school = await makeSchool(t.database.db, await districtIdOf(t.database.db, COORDINATOR.email));
});
// Each test its own project of the coordinator's district, with 2 kits on hand and no orders.
beforeEach(async () => {
  projectId = (await makeProject(t.database.db, school, { kitsOnHand: 2 })).id;
});
afterAll(() => t.close());

const request = async (requestedKits: number) => {
  const response = await call(coordinator, routes.requestKits, { body: { projectId, requestedKits } });
  expect(response.statusCode).toBe(201);
  return response.json() as KitOrder;
};
const project = async () => (await call(coordinator, routes.project, { params: { id: projectId } })).json() as ProjectSummary;
const cancel = (token: string, order: Pick<KitOrder, 'id' | 'version'>) =>
  call(token, routes.cancelOrder, { params: { id: order.id }, body: { version: order.version } });

describe('the district cancels its own request', () => {
  it('cancels a Requested request: it no longer counts against the limit and leaves the staff queue', async () => {
    const first = await request(3);
    const second = await request(3);
    expect(await project()).toMatchObject({ openRequests: 2, kitsRequested: 6, kitsRequestable: 2 });

    const response = await cancel(coordinator, second);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: second.id, status: 'Cancelled', version: second.version + 1 });
    expect(await project()).toMatchObject({ openRequests: 1, kitsRequested: 3, kitsRequestable: 5 });

    const queue = (await call(admin, routes.staffKitOrders, { query: { status: 'Requested', limit: 50 } })).json() as { items: StaffKitOrder[] };
    expect(queue.items.map((o) => o.id)).toContain(first.id);
    expect(queue.items.map((o) => o.id)).not.toContain(second.id);
    const timeline = (await call(coordinator, routes.orderTimeline, { params: { id: second.id } })).json() as { items: { status: string | null }[] };
    expect(timeline.items.at(-1)).toMatchObject({ status: 'Cancelled' });

    // Once cancelled, again is refused.
    const again = await cancel(coordinator, { id: second.id, version: second.version + 1 });
    expect(again.statusCode).toBe(409);
  });

  it('refuses an old version, with nothing changed', async () => {
    const order = await request(1);
    const stale = await cancel(coordinator, { id: order.id, version: order.version + 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(fulfilmentMessages.staleOrder('Requested'));
    const orders = (await call(coordinator, routes.myOrders, { query: { projectId, limit: 50 } })).json() as { items: KitOrder[] };
    expect(orders.items.find((o) => o.id === order.id)?.status).toBe('Requested');
  });

  it('refuses a request staff have approved or moved on, and a checkout', async () => {
    const statuses: KitOrderStatus[] = ['Approved', 'Shipped', 'Delivered', 'Declined', 'Returned'];
    for (const status of statuses) {
      const order = await insertOrder(t.database.db, { projectId, status, kits: 1 });
      const response = await cancel(coordinator, order);
      expect(response.statusCode, status).toBe(409);
      expect(response.json().message).toBe(fulfilmentMessages.moveNotAllowed(status, 'Cancelled'));
    }
    const checkout = await insertOrder(t.database.db, { projectId, kind: 'checkout', status: 'Active', kits: 1 });
    expect((await cancel(coordinator, checkout)).statusCode).toBe(409);
    expect(canDistrictCancel({ kind: 'request', status: 'Requested' })).toBe(true);
    expect(canDistrictCancel({ kind: 'request', status: 'Approved' })).toBe(false);
    expect(canDistrictCancel({ kind: 'checkout', status: 'Active' })).toBe(false);
  });

  it('programme staff cannot cancel through the district endpoint', async () => {
    const order = await request(1);
    const response = await cancel(admin, order);
    expect(response.statusCode).toBe(403);
  });
});

describe('open requests for the same project kit', () => {
  it('lists the open requests of the project, newest first, for the warning before sending another', () => {
    const base = { kind: 'request' as const, projectId: 'p1' };
    const orders = [
      { ...base, id: 'a', status: 'Requested' as const, createdAt: '2026-11-01T10:00:00Z' },
      { ...base, id: 'b', status: 'Cancelled' as const, createdAt: '2026-11-02T10:00:00Z' },
      { ...base, id: 'c', status: 'Shipped' as const, createdAt: '2026-11-03T10:00:00Z' },
      { ...base, id: 'd', status: 'Requested' as const, projectId: 'p2', createdAt: '2026-11-04T10:00:00Z' },
      { ...base, id: 'e', kind: 'checkout' as const, status: 'Active' as const, createdAt: '2026-11-05T10:00:00Z' },
    ];
    expect(openRequestsOf(orders, 'p1').map((o) => o.id)).toEqual(['c', 'a']);
  });
});
