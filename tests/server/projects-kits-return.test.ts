// POST /projects/kits-return: which orders allow a return (409 with the reason otherwise), how many
// kits, and what a return does to the order and the project's figures.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canReturnKits, kitMessages, type KitOrder, type ProjectSummary } from '../../src/contract/projects';
import { kitOrders, kitReturns } from '../../src/server/db/schema';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiPath, routes } from '../../src/contract/routes';
import { API_PREFIX } from '../../src/contract/constants';

let t: TestApp;
let token: string;
let orders: Record<'shipped' | 'active' | 'returned', KitOrder>;
let ids: Record<'solar' | 'bridge' | 'water', string>;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token.accessToken;
  const list = (await get('/projects/orders')).json() as { items: KitOrder[] };
  const byStatus = (status: string) => list.items.find((o) => o.status === status)!;
  orders = { shipped: byStatus('Shipped'), active: byStatus('Active'), returned: byStatus('Returned') };
  const projects = (await get('/projects')).json() as { items: ProjectSummary[] };
  const id = (name: string) => projects.items.find((p) => p.name === name)!.id;
  ids = { solar: id('Solar Car Challenge'), bridge: id('Bridge Engineering'), water: id('Water Filtration Lab') };
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `${API_PREFIX}${url}`, headers: bearer(token) });
const giveBack = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: apiPath(routes.returnKits), headers: bearer(token), payload: payload as object });
const project = async (id: string) => (await get(`/projects/${id}`)).json() as ProjectSummary;

async function newRequest(projectId: string, requestedKits: number): Promise<KitOrder> {
  const response = await t.app.inject({
    method: 'POST',
    url: apiPath(routes.requestKits),
    headers: bearer(token),
    payload: { projectId, requestedKits },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as KitOrder;
}

describe('returnable orders', () => {
  it('takes back part of a shipped request; kits on hand stay, the open request shrinks', async () => {
    const response = await giveBack({ orderId: orders.shipped.id, kits: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: orders.shipped.id, status: 'Shipped', kitsReturned: 2, kitsOutstanding: 4 });
    expect(await project(ids.solar)).toMatchObject({ kitsOnHand: 4, kitsRequested: 4, kitsRequestable: 2 });
    const rows = await t.database.db.select().from(kitReturns).where(eq(kitReturns.orderId, orders.shipped.id));
    expect(rows.map((r) => r.kits)).toEqual([2]);
  });

  it('refuses more kits than the order still has out, on the kits field', async () => {
    const response = await giveBack({ orderId: orders.shipped.id, kits: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'kits', message: kitMessages.returnAtMost(4) }]);
  });

  it('sets the order to Returned when the last kits come back, and frees the checkout’s kits', async () => {
    const response = await giveBack({ orderId: orders.active.id, kits: 6 });
    expect(response.statusCode).toBe(200);
    const order = response.json() as KitOrder;
    expect(order).toMatchObject({ status: 'Returned', kitsReturned: 6, kitsOutstanding: 0 });
    expect(canReturnKits(order)).toEqual({ allowed: false, reason: kitMessages.returnAlreadyReturned });
    // Checkout kits go back on the school's shelf: on hand unchanged, all available again.
    expect(await project(ids.bridge)).toMatchObject({ kitsOnHand: 7, activeCheckouts: 0, kitsCheckedOut: 0, kitsAvailable: 7 });
  });

  it('takes delivered request kits off the school’s kits on hand', async () => {
    const request = await newRequest(ids.bridge, 3);
    await t.database.db.update(kitOrders).set({ status: 'Delivered' }).where(eq(kitOrders.id, request.id));
    const response = await giveBack({ orderId: request.id, kits: 1 });
    expect(response.json()).toMatchObject({ status: 'Delivered', kitsOutstanding: 2 });
    expect((await project(ids.bridge)).kitsOnHand).toBe(6);
  });
});

describe('orders that allow no return: 409 with the reason', () => {
  it('refuses a Returned order', async () => {
    const response = await giveBack({ orderId: orders.returned.id, kits: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ statusCode: 409, error: 'Conflict', message: kitMessages.returnAlreadyReturned });
  });

  it('refuses a Requested (not yet shipped) order, and an Approved one', async () => {
    const request = await newRequest(ids.bridge, 1);
    const requested = await giveBack({ orderId: request.id, kits: 1 });
    expect(requested.statusCode).toBe(409);
    expect(requested.json().message).toBe(kitMessages.returnNotShipped);
    expect(canReturnKits(request)).toEqual({ allowed: false, reason: kitMessages.returnNotShipped });

    await t.database.db.update(kitOrders).set({ status: 'Approved' }).where(eq(kitOrders.id, request.id));
    expect((await giveBack({ orderId: request.id, kits: 1 })).json().message).toBe(kitMessages.returnNotShipped);
  });

  it('refuses a Declined request, with its own reason', async () => {
    const request = await newRequest(ids.bridge, 1);
    await t.database.db.update(kitOrders).set({ status: 'Declined' }).where(eq(kitOrders.id, request.id));
    const response = await giveBack({ orderId: request.id, kits: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(kitMessages.returnDeclined);
  });

  it('refuses a Cancelled order', async () => {
    const request = await newRequest(ids.bridge, 1);
    await t.database.db.update(kitOrders).set({ status: 'Cancelled' }).where(eq(kitOrders.id, request.id));
    const response = await giveBack({ orderId: request.id, kits: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(kitMessages.returnCancelled);
    const after = (await get(`/projects/${ids.bridge}`)).json() as { orders: KitOrder[] };
    expect(after.orders.find((o) => o.id === request.id)).toMatchObject({ status: 'Cancelled', kitsReturned: 0 });
  });
});

describe('the return body', () => {
  it('refuses missing, malformed, zero, negative and non-integer values', async () => {
    const cases: [unknown, string, string][] = [
      [{ kits: 1 }, 'orderId', kitMessages.orderRequired],
      [{ orderId: 'abc', kits: 1 }, 'orderId', kitMessages.orderInvalid],
      [{ orderId: orders.shipped.id }, 'kits', 'Number is required'],
      [{ orderId: orders.shipped.id, kits: 0 }, 'kits', kitMessages.returnAtLeastOne],
      [{ orderId: orders.shipped.id, kits: -1 }, 'kits', kitMessages.returnAtLeastOne],
      [{ orderId: orders.shipped.id, kits: 1.5 }, 'kits', kitMessages.wholeNumber],
      [{ orderId: orders.shipped.id, kits: 11 }, 'kits', kitMessages.kitsOnHandLimit],
    ];
    for (const [payload, field, message] of cases) {
      const response = await giveBack(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
  });

  it('answers 404 for an unknown order', async () => {
    const response = await giveBack({ orderId: '00000000-0000-4000-8000-000000000000', kits: 1 });
    expect(response.statusCode).toBe(404);
  });
});
