// POST /projects/kits-return: which orders allow a return (409 with the reason otherwise), how many
// kits, and what a return does to the order and the project's figures.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canReturnKits, kitMessages, type KitOrder, type ProjectSummary } from '@contract/projects';
import { kitOrders, kitReturns } from '@server/db/schema';
import { COORDINATOR, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiCall } from '../helpers/api-call';
import { districtIdOf, makeProject, makeSchool } from '../helpers/factories';
import { insertOrder, type OrderSeed } from '../helpers/kit-orders';
import { routes } from '@contract/routes';

let t: TestApp;
let token: string;
/** A school of the coordinator's district, of the suite's own: each test makes its projects there. */
let school: { id: string; districtId: string };
/** A shipped request, for the tests of the body's rules (none of them applies). */
let shippedForBody: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token.accessToken;
  school = await makeSchool(t.database.db, await districtIdOf(t.database.db, COORDINATOR.email));
  shippedForBody = (await withOrder(4, { status: 'Shipped', kits: 6 })).order;
});
afterAll(() => t.close());

const giveBack = (body: unknown) => apiCall(t.app, routes.returnKits, { token, body });
const project = async (id: string) => (await apiCall(t.app, routes.project, { params: { id }, token })).json() as ProjectSummary;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A new project of the coordinator's with kits on hand and one order as its history left it. */
async function withOrder(kitsOnHand: number, seed: Omit<OrderSeed, 'projectId'>) {
  const made = await makeProject(t.database.db, school, { kitsOnHand });
  // A checkout's dates around today: started, not yet due back.
  const dates = seed.kind === 'checkout' ? { startDate: day(-7), returnDate: day(30) } : {};
  const order = await insertOrder(t.database.db, { ...dates, ...seed, projectId: made.id });
  return { projectId: made.id, order };
}

async function newRequest(projectId: string, requestedKits: number): Promise<KitOrder> {
  const response = await apiCall(t.app, routes.requestKits, { token, body: { projectId, requestedKits } });
  expect(response.statusCode).toBe(201);
  return response.json() as KitOrder;
}

/** A new project of the coordinator's with 7 kits on hand and nothing ordered. */
const newProject = async () => (await makeProject(t.database.db, school, { kitsOnHand: 7 })).id;

describe('returnable orders', () => {
  it('takes back part of a shipped request; kits on hand stay, the open request shrinks', async () => {
    // 4 on hand and 6 shipped: the school is at the cap of 10.
    const { projectId, order: shipped } = await withOrder(4, { status: 'Shipped', kits: 6 });
    const response = await giveBack({ orderId: shipped.id, kits: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: shipped.id, status: 'Shipped', kitsReturned: 2, kitsOutstanding: 4 });
    expect(await project(projectId)).toMatchObject({ kitsOnHand: 4, kitsRequested: 4, kitsRequestable: 2 });
    const rows = await t.database.db.select().from(kitReturns).where(eq(kitReturns.orderId, shipped.id));
    expect(rows.map((r) => r.kits)).toEqual([2]);
  });

  it('refuses more kits than the order still has out, on the kits field', async () => {
    // 6 shipped, 2 of them back already.
    const { order: shipped } = await withOrder(4, { status: 'Shipped', kits: 6, kitsReturned: 2 });
    const response = await giveBack({ orderId: shipped.id, kits: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'kits', message: kitMessages.returnAtMost(4) }]);
  });

  it('sets the order to Returned when the last kits come back, and frees the checkout’s kits', async () => {
    // 7 on hand, 6 of them out on an active checkout.
    const { projectId, order: active } = await withOrder(7, { kind: 'checkout', status: 'Active', kits: 6 });
    const response = await giveBack({ orderId: active.id, kits: 6 });
    expect(response.statusCode).toBe(200);
    const order = response.json() as KitOrder;
    expect(order).toMatchObject({ status: 'Returned', kitsReturned: 6, kitsOutstanding: 0 });
    expect(canReturnKits(order)).toEqual({ allowed: false, reason: kitMessages.returnAlreadyReturned });
    // Checkout kits go back on the school's shelf: on hand unchanged, all available again.
    expect(await project(projectId)).toMatchObject({ kitsOnHand: 7, activeCheckouts: 0, kitsCheckedOut: 0, kitsAvailable: 7 });
  });

  it('takes delivered request kits off the school’s kits on hand', async () => {
    const projectId = await newProject();
    const request = await newRequest(projectId, 3);
    await t.database.db.update(kitOrders).set({ status: 'Delivered' }).where(eq(kitOrders.id, request.id));
    const response = await giveBack({ orderId: request.id, kits: 1 });
    expect(response.json()).toMatchObject({ status: 'Delivered', kitsOutstanding: 2 });
    expect((await project(projectId)).kitsOnHand).toBe(6);
  });
});

describe('orders that allow no return: 409 with the reason', () => {
  it('refuses a Returned order', async () => {
    const { order: returned } = await withOrder(10, { kind: 'checkout', status: 'Returned', kits: 4, kitsReturned: 4 });
    const response = await giveBack({ orderId: returned.id, kits: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ statusCode: 409, error: 'Conflict', message: kitMessages.returnAlreadyReturned });
  });

  it('refuses a Requested (not yet shipped) order, and an Approved one', async () => {
    const request = await newRequest(await newProject(), 1);
    const requested = await giveBack({ orderId: request.id, kits: 1 });
    expect(requested.statusCode).toBe(409);
    expect(requested.json().message).toBe(kitMessages.returnNotShipped);
    expect(canReturnKits(request)).toEqual({ allowed: false, reason: kitMessages.returnNotShipped });

    await t.database.db.update(kitOrders).set({ status: 'Approved' }).where(eq(kitOrders.id, request.id));
    expect((await giveBack({ orderId: request.id, kits: 1 })).json().message).toBe(kitMessages.returnNotShipped);
  });

  it('refuses a Declined request, with its own reason', async () => {
    const request = await newRequest(await newProject(), 1);
    await t.database.db.update(kitOrders).set({ status: 'Declined' }).where(eq(kitOrders.id, request.id));
    const response = await giveBack({ orderId: request.id, kits: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(kitMessages.returnDeclined);
  });

  it('refuses a Cancelled order', async () => {
    const projectId = await newProject();
    const request = await newRequest(projectId, 1);
    await t.database.db.update(kitOrders).set({ status: 'Cancelled' }).where(eq(kitOrders.id, request.id));
    const response = await giveBack({ orderId: request.id, kits: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(kitMessages.returnCancelled);
    const after = (await apiCall(t.app, routes.project, { params: { id: projectId }, token })).json() as { orders: KitOrder[] };
    expect(after.orders.find((o) => o.id === request.id)).toMatchObject({ status: 'Cancelled', kitsReturned: 0 });
  });
});

describe('the return body', () => {
  it('refuses missing, malformed, zero, negative and non-integer values', async () => {
    const cases: [unknown, string, string][] = [
      [{ kits: 1 }, 'orderId', kitMessages.orderRequired],
      [{ orderId: 'abc', kits: 1 }, 'orderId', kitMessages.orderInvalid],
      [{ orderId: shippedForBody.id }, 'kits', 'Number is required'],
      [{ orderId: shippedForBody.id, kits: 0 }, 'kits', kitMessages.returnAtLeastOne],
      [{ orderId: shippedForBody.id, kits: -1 }, 'kits', kitMessages.returnAtLeastOne],
      [{ orderId: shippedForBody.id, kits: 1.5 }, 'kits', kitMessages.wholeNumber],
      [{ orderId: shippedForBody.id, kits: 11 }, 'kits', kitMessages.kitsOnHandLimit],
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
