// POST /projects/orders/{id}/delivery: the district confirms what arrived of a shipped request.
// Kits on hand rise by that many as a recorded count and never pass 10; a short delivery leaves
// nothing owed; only a shipped request can be delivered, on the version the district saw.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canReturnKits, type KitOrder, type ProjectDetail } from '@contract/projects';
import { fulfilmentMessages } from '@contract/projects-fulfilment';
import { inventoryCounts, projects } from '@server/db/schema';
import { ADMIN, insertOrder, routeCaller, tokenOf } from '../helpers/kit-orders';
import { districtIdOf, makeDistrict, makeProject, makeSchool } from '../helpers/factories';
import { COORDINATOR, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { routes } from '@contract/routes';

let t: TestApp;
let admin: string;
let coordinator: string;
let coordinatorId: string;
/** A school of the coordinator's district, of the suite's own. */
let school: { id: string; districtId: string };
const call = routeCaller(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenOf(t.app, ADMIN);
  const session = await signIn(t.app);
  coordinator = session.token.accessToken;
  coordinatorId = session.user.id;
  school = await makeSchool(t.database.db, await districtIdOf(t.database.db, COORDINATOR.email));
});
afterAll(() => t.close());

/** A new project of the coordinator's district with this many kits on hand. */
const newProject = (kitsOnHand: number) => makeProject(t.database.db, school, { kitsOnHand });
const deliver = (orderId: string, body: object, token = coordinator) => call(token, routes.confirmDelivery, { params: { id: orderId }, body });
const detail = async (projectId: string) => (await call(coordinator, routes.project, { params: { id: projectId } })).json() as ProjectDetail;
const returnKits = (orderId: string, kits: number) => call(coordinator, routes.returnKits, { body: { orderId, kits } });
const timeline = async (orderId: string) => (await call(coordinator, routes.orderTimeline, { params: { id: orderId } })).json();

describe('a shipped request arrives', () => {
  it('raises kits on hand by what arrived, as a recorded count, and lets the kits be returned', async () => {
    const project = await newProject(3);
    const order = await insertOrder(t.database.db, { projectId: project.id, status: 'Shipped', kits: 4, createdById: coordinatorId });
    expect(await detail(project.id)).toMatchObject({ kitsOnHand: 3, kitsRequested: 4, openRequests: 1 });

    const response = await deliver(order.id, { version: 1, kitsReceived: 4 });
    expect(response.statusCode).toBe(200);
    const delivered = response.json() as KitOrder;
    expect(delivered).toMatchObject({ status: 'Delivered', kitsReceived: 4, kits: 4, kitsOutstanding: 4, version: 2 });
    expect(delivered.deliveredAt).not.toBeNull();
    expect(canReturnKits(delivered).allowed).toBe(true);

    expect(await detail(project.id)).toMatchObject({ kitsOnHand: 7, kitsRequested: 0, openRequests: 0 });
    const [count] = await t.database.db
      .select()
      .from(inventoryCounts)
      .where(eq(inventoryCounts.projectId, project.id))
      .orderBy(desc(inventoryCounts.countedAt));
    expect(count).toMatchObject({ kitsOnHand: 7, countedById: coordinatorId });

    expect((await timeline(order.id)).items.at(-1)).toMatchObject({ action: 'delivery-confirmed', status: 'Delivered', kits: 4, kitsOnHand: 7 });

    // Returning delivered kits to the programme takes them off the shelf; the last one closes the order.
    const back = await returnKits(order.id, 4);
    expect(back.json()).toMatchObject({ status: 'Returned', kitsOutstanding: 0, version: 3 });
    expect((await detail(project.id)).kitsOnHand).toBe(3);
  });

  it('takes a short delivery: only what arrived is on hand and owed back', async () => {
    const project = await newProject(0);
    const order = await insertOrder(t.database.db, { projectId: project.id, status: 'Shipped', kits: 5 });
    const response = await deliver(order.id, { version: 1, kitsReceived: 3 });
    expect(response.json()).toMatchObject({ status: 'Delivered', kitsReceived: 3, kits: 3, kitsOutstanding: 3 });
    expect(await detail(project.id)).toMatchObject({ kitsOnHand: 3, kitsRequested: 0, kitsRequestable: 7 });
    // Partial returns keep the order open until everything is back.
    const part = await returnKits(order.id, 2);
    expect(part.json()).toMatchObject({ status: 'Delivered', kitsOutstanding: 1 });
    expect((await timeline(order.id)).items.at(-1)).toMatchObject({ action: 'kits-returned', status: null, kits: 2 });
    const rest = await returnKits(order.id, 1);
    expect(rest.json()).toMatchObject({ status: 'Returned', kitsOutstanding: 0 });
  });

  it('never lets kits on hand pass 10: refuses with the room left, on the kitsReceived field', async () => {
    const project = await newProject(8);
    const order = await insertOrder(t.database.db, { projectId: project.id, status: 'Shipped', kits: 2 });
    // A count since the request raised the shelf to 9.
    await call(coordinator, routes.onsiteInventory, { body: { projectId: project.id, kitsOnHand: 9 } });
    const response = await deliver(order.id, { version: 1, kitsReceived: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'kitsReceived', message: fulfilmentMessages.deliveryOverLimit(9, 1) }]);
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row!.kitsOnHand).toBe(9);

    expect((await deliver(order.id, { version: 1, kitsReceived: 1 })).json()).toMatchObject({ status: 'Delivered' });
    expect((await detail(project.id)).kitsOnHand).toBe(10);
    const full = await insertOrder(t.database.db, { projectId: project.id, status: 'Shipped', kits: 1 });
    const refused = await deliver(full.id, { version: 1, kitsReceived: 1 });
    expect(refused.json().errors).toEqual([{ field: 'kitsReceived', message: fulfilmentMessages.deliveryOverLimit(10, 0) }]);
  });

  it('refuses more kits than were shipped, and nonsense counts', async () => {
    const project = await newProject(0);
    const order = await insertOrder(t.database.db, { projectId: project.id, status: 'Shipped', kits: 2 });
    const cases: [object, string][] = [
      [{ version: 1, kitsReceived: 3 }, fulfilmentMessages.receivedAtMost(2)],
      [{ version: 1, kitsReceived: 0 }, fulfilmentMessages.receivedAtLeastOne],
      [{ version: 1, kitsReceived: 11 }, fulfilmentMessages.receivedLimit],
      [{ version: 1, kitsReceived: 1.5 }, 'Enter a whole number'],
      [{ version: 1 }, 'Number is required'],
    ];
    for (const [body, message] of cases) {
      const response = await deliver(order.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors, JSON.stringify(body)).toContainEqual({ field: 'kitsReceived', message });
    }
  });
});

describe('deliveries the table does not allow', () => {
  it('answers 409 for an order that is not shipped, and for a stale version', async () => {
    const project = await newProject(0);
    for (const status of ['Requested', 'Approved', 'Delivered', 'Returned', 'Cancelled', 'Declined'] as const) {
      const order = await insertOrder(t.database.db, { projectId: project.id, status, kits: 1 });
      const response = await deliver(order.id, { version: 1, kitsReceived: 1 });
      expect(response.statusCode, status).toBe(409);
      expect(response.json().message, status).toBe(fulfilmentMessages.moveNotAllowed(status, 'Delivered'));
    }
    const checkout = await insertOrder(t.database.db, { projectId: project.id, kind: 'checkout', status: 'Active', kits: 1 });
    expect((await deliver(checkout.id, { version: 1, kitsReceived: 1 })).statusCode).toBe(409);

    const shipped = await insertOrder(t.database.db, { projectId: project.id, status: 'Shipped', kits: 2 });
    await returnKits(shipped.id, 1);
    const stale = await deliver(shipped.id, { version: 1, kitsReceived: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(fulfilmentMessages.staleOrder('Shipped'));
  });

  it('is the district’s: programme staff get 403, another district 404', async () => {
    const elsewhere = await makeDistrict(t.database.db);
    const project = await makeProject(t.database.db, await makeSchool(t.database.db, elsewhere.id), { kitsOnHand: 2 });
    const theirs = await insertOrder(t.database.db, { projectId: project.id, status: 'Shipped', kits: 1 });
    expect((await deliver(theirs.id, { version: 1, kitsReceived: 1 })).statusCode).toBe(404);
    expect((await call(coordinator, routes.orderTimeline, { params: { id: theirs.id } })).statusCode).toBe(404);
    expect((await deliver(theirs.id, { version: 1, kitsReceived: 1 }, admin)).statusCode).toBe(403);
  });
});
