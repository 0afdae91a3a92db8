// The district rule for projects and orders: a user sees and changes only their own district's;
// another district's project or order answers 404 (its existence is not revealed); ADMIN sees all.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitOrder, ProjectSummary } from '@contract/projects';
import { kitOrders, projects } from '@server/db/schema';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { makeDistrict, makePerson, makeProject, makeSchool, tokenFor, type Person } from '../helpers/factories';
import { routeCaller } from '../helpers/kit-orders';
import { routes } from '@contract/routes';

let t: TestApp;
let coordinator: string;
let outsider: string;
let admin: string;
let outsiderProjectId: string;
let outsiderOrderId: string;
let coordinatorProjectId: string;

/** A user of another district with a project there and a shipped order. */
async function seedOutsider(): Promise<{ projectId: string; orderId: string; person: Person }> {
  const db = t.database.db;
  const district = await makeDistrict(db);
  const project = await makeProject(db, await makeSchool(db, district.id), { name: 'Outsider Robots', kitsOnHand: 3 });
  const [order] = await db.insert(kitOrders).values({ projectId: project.id, kind: 'request', status: 'Shipped', requestedKits: 2 }).returning();
  return { projectId: project.id, orderId: order!.id, person: await makePerson(db, { districtId: district.id }) };
}

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedOutsider();
  ({ projectId: outsiderProjectId, orderId: outsiderOrderId } = seeded);
  coordinator = (await signIn(t.app)).token.accessToken;
  outsider = await tokenFor(t.app, seeded.person);
  admin = (await signIn(t.app, { email: 'admin@example.org', password: 'Admin-pass1' })).token.accessToken;
  const list = (await call(coordinator, routes.projects)).json() as { items: ProjectSummary[] };
  coordinatorProjectId = list.items[0]!.id;
});
afterAll(() => t.close());

const call = routeCaller(() => t.app);
const ids = (body: unknown) => (body as { items: { id: string }[] }).items.map((i) => i.id);

describe('another district’s projects and orders', () => {
  it('never appear in the coordinator’s lists or lookups', async () => {
    const lists = {
      projects: () => call(coordinator, routes.projects),
      'my projects': () => call(coordinator, routes.myProjects),
      'my projects by its name': () => call(coordinator, routes.myProjects, { query: { query: 'Outsider' } }),
      'project creation kits': () => call(coordinator, routes.projectCreationKits),
    };
    for (const [name, list] of Object.entries(lists)) {
      const body = (await list()).json();
      expect(ids(body), name).not.toContain(outsiderProjectId);
    }
    const orders = (await call(coordinator, routes.myOrders, { query: { limit: 50 } })).json() as { items: KitOrder[]; total: number };
    expect(ids(orders)).not.toContain(outsiderOrderId);
    expect(orders.total).toBe(3);
  });

  it('answer 404, never 403, to reads and writes', async () => {
    const attempts = [
      call(coordinator, routes.project, { params: { id: outsiderProjectId } }),
      call(coordinator, routes.onsiteInventory, { body: { projectId: outsiderProjectId, kitsOnHand: 5 } }),
      call(coordinator, routes.requestKits, { body: { projectId: outsiderProjectId, requestedKits: 1 } }),
      call(coordinator, routes.returnKits, { body: { orderId: outsiderOrderId, kits: 1 } }),
      call(coordinator, routes.myOrders, { query: { projectId: outsiderProjectId } }),
    ];
    const [detail, count, request, giveBack, filtered] = await Promise.all(attempts);
    for (const response of [detail!, count!, request!, giveBack!]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    expect(filtered!.json()).toEqual({ items: [], total: 0 });

    // Nothing changed on the other district's side.
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, outsiderProjectId));
    expect(row!.kitsOnHand).toBe(3);
    const [order] = await t.database.db.select().from(kitOrders).where(eq(kitOrders.id, outsiderOrderId));
    expect(order!.kitsReturned).toBe(0);
  });

  it('the other district’s user sees only their own project, and 404 for the coordinator’s', async () => {
    const body = (await call(outsider, routes.projects)).json() as { items: ProjectSummary[]; total: number };
    expect(body).toMatchObject({ total: 1, items: [{ id: outsiderProjectId, name: 'Outsider Robots', kitsRequested: 2 }] });
    expect((await call(outsider, routes.project, { params: { id: coordinatorProjectId } })).statusCode).toBe(404);
  });
});

describe('programme staff (ADMIN)', () => {
  it('see every district’s projects and orders', async () => {
    const list = (await call(admin, routes.projects)).json() as { items: ProjectSummary[]; total: number };
    expect(list.total).toBe(4);
    expect(ids(list)).toEqual(expect.arrayContaining([outsiderProjectId, coordinatorProjectId]));
    expect((await call(admin, routes.project, { params: { id: outsiderProjectId } })).statusCode).toBe(200);
    const orders = (await call(admin, routes.myOrders)).json() as { total: number };
    expect(orders.total).toBe(4);
  });
});

describe('a user with no district yet', () => {
  it('sees no projects', async () => {
    const newcomer = (await signIn(t.app, { email: 'new@example.org', password: 'Demo-pass1' })).token.accessToken;
    expect((await call(newcomer, routes.projects)).json()).toEqual({ items: [], total: 0 });
    expect((await call(newcomer, routes.project, { params: { id: coordinatorProjectId } })).statusCode).toBe(404);
  });
});

describe('programme staff act on district data only through the staff side', () => {
  it('cannot count kits, request, check out or return kits, or tick a checklist task (403), and nothing changes', async () => {
    const project = { params: { id: coordinatorProjectId } };
    const before = (await call(coordinator, routes.project, project)).json() as ProjectSummary;
    const count = await call(admin, routes.onsiteInventory, { body: { projectId: coordinatorProjectId, kitsOnHand: before.kitsOnHand + 1 } });
    expect(count.statusCode).toBe(403);
    expect((await call(admin, routes.requestKits, { body: { projectId: coordinatorProjectId, requestedKits: 1 } })).statusCode).toBe(403);
    expect((await call(admin, routes.returnKits, { body: { orderId: '00000000-0000-4000-8000-000000000000', kits: 1 } })).statusCode).toBe(403);
    const after = (await call(coordinator, routes.project, project)).json() as ProjectSummary;
    expect(after).toMatchObject({ kitsOnHand: before.kitsOnHand, openRequests: before.openRequests });

    const tasks = (await call(coordinator, routes.actionTasks, { query: { limit: 50 } })).json() as { items: { id: string }[] };
    const tick = await call(admin, routes.completeActionTask, { params: { id: tasks.items[0]!.id }, body: { isCompleted: true } });
    expect(tick.statusCode).toBe(403);
    const still = (await call(coordinator, routes.actionTasks, { query: { limit: 50 } })).json() as { items: { id: string }[] };
    expect(still.items.map((i) => i.id)).toContain(tasks.items[0]!.id);
  });
});
