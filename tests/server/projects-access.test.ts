// The district rule for projects and orders: a user sees and changes only their own district's;
// another district's project or order answers 404 (its existence is not revealed); ADMIN sees all.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitOrder, ProjectSummary } from '../../src/contract/projects';
import { districts, kitOrders, projects, resources, schools, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { API_PREFIX } from '../../src/contract/constants';

let t: TestApp;
let coordinator: string;
let outsider: string;
let admin: string;
let outsiderProjectId: string;
let outsiderOrderId: string;
let coordinatorProjectId: string;

/** A user of Riverbend (another district) with a project there and a shipped order. */
async function seedOutsider() {
  const db = t.database.db;
  const [district] = await db.select().from(districts).where(eq(districts.name, 'Riverbend County Schools'));
  const [school] = await db.select().from(schools).where(eq(schools.districtId, district!.id)).limit(1);
  const [resource] = await db.select().from(resources).where(eq(resources.slug, 'micro-robots'));
  const [project] = await db
    .insert(projects)
    .values({ districtId: district!.id, schoolId: school!.id, resourceId: resource!.id, name: 'Riverbend Robots', kitsOnHand: 3 })
    .returning();
  const [order] = await db.insert(kitOrders).values({ projectId: project!.id, kind: 'request', status: 'Shipped', requestedKits: 2 }).returning();
  await db.insert(users).values({
    email: 'teacher@riverbend.example',
    passwordHash: await hashPassword('Other-pass1'),
    districtId: district!.id,
    onboardingStep: 7,
    isEmailConfirmed: true,
  });
  return { projectId: project!.id, orderId: order!.id };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ projectId: outsiderProjectId, orderId: outsiderOrderId } = await seedOutsider());
  coordinator = (await signIn(t.app)).token.accessToken;
  outsider = (await signIn(t.app, { email: 'teacher@riverbend.example', password: 'Other-pass1' })).token.accessToken;
  admin = (await signIn(t.app, { email: 'admin@example.org', password: 'Admin-pass1' })).token.accessToken;
  const list = (await call(coordinator, 'GET', '/projects')).json() as { items: ProjectSummary[] };
  coordinatorProjectId = list.items[0]!.id;
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `${API_PREFIX}${url}`, headers: bearer(token), payload });
const ids = (body: unknown) => (body as { items: { id: string }[] }).items.map((i) => i.id);

describe('another district’s projects and orders', () => {
  it('never appear in the coordinator’s lists or lookups', async () => {
    for (const url of ['/projects', '/projects/me', '/projects/me?query=Riverbend', '/lookups/project-creation-kits']) {
      const body = (await call(coordinator, 'GET', url)).json();
      expect(ids(body), url).not.toContain(outsiderProjectId);
    }
    const orders = (await call(coordinator, 'GET', '/projects/orders?limit=50')).json() as { items: KitOrder[]; total: number };
    expect(ids(orders)).not.toContain(outsiderOrderId);
    expect(orders.total).toBe(3);
  });

  it('answer 404, never 403, to reads and writes', async () => {
    const attempts = [
      call(coordinator, 'GET', `/projects/${outsiderProjectId}`),
      call(coordinator, 'POST', '/projects/onsite-inventory-kits', { projectId: outsiderProjectId, kitsOnHand: 5 }),
      call(coordinator, 'POST', '/projects/kits-request', { projectId: outsiderProjectId, requestedKits: 1 }),
      call(coordinator, 'POST', '/projects/kits-return', { orderId: outsiderOrderId, kits: 1 }),
      call(coordinator, 'GET', `/projects/orders?projectId=${outsiderProjectId}`),
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
    const body = (await call(outsider, 'GET', '/projects')).json() as { items: ProjectSummary[]; total: number };
    expect(body).toMatchObject({ total: 1, items: [{ id: outsiderProjectId, name: 'Riverbend Robots', kitsRequested: 2 }] });
    expect((await call(outsider, 'GET', `/projects/${coordinatorProjectId}`)).statusCode).toBe(404);
  });
});

describe('programme staff (ADMIN)', () => {
  it('see every district’s projects and orders', async () => {
    const list = (await call(admin, 'GET', '/projects')).json() as { items: ProjectSummary[]; total: number };
    expect(list.total).toBe(4);
    expect(ids(list)).toEqual(expect.arrayContaining([outsiderProjectId, coordinatorProjectId]));
    expect((await call(admin, 'GET', `/projects/${outsiderProjectId}`)).statusCode).toBe(200);
    const orders = (await call(admin, 'GET', '/projects/orders')).json() as { total: number };
    expect(orders.total).toBe(4);
  });
});

describe('a user with no district yet', () => {
  it('sees no projects', async () => {
    const newcomer = (await signIn(t.app, { email: 'new@example.org', password: 'Demo-pass1' })).token.accessToken;
    expect((await call(newcomer, 'GET', '/projects')).json()).toEqual({ items: [], total: 0 });
    expect((await call(newcomer, 'GET', `/projects/${coordinatorProjectId}`)).statusCode).toBe(404);
  });
});

describe('programme staff act on district data only through the staff side', () => {
  it('cannot count kits, request, check out or return kits, or tick a checklist task (403), and nothing changes', async () => {
    const before = (await call(coordinator, 'GET', `/projects/${coordinatorProjectId}`)).json() as ProjectSummary;
    const count = await call(admin, 'POST', '/projects/onsite-inventory-kits', {
      projectId: coordinatorProjectId,
      kitsOnHand: before.kitsOnHand + 1,
    });
    expect(count.statusCode).toBe(403);
    expect((await call(admin, 'POST', '/projects/kits-request', { projectId: coordinatorProjectId, requestedKits: 1 })).statusCode).toBe(403);
    expect((await call(admin, 'POST', '/projects/kits-return', { orderId: '00000000-0000-4000-8000-000000000000', kits: 1 })).statusCode).toBe(403);
    const after = (await call(coordinator, 'GET', `/projects/${coordinatorProjectId}`)).json() as ProjectSummary;
    expect(after).toMatchObject({ kitsOnHand: before.kitsOnHand, openRequests: before.openRequests });

    const tasks = (await call(coordinator, 'GET', '/action-tasks?limit=50')).json() as { items: { id: string }[] };
    const tick = await call(admin, 'PATCH', `/action-tasks/${tasks.items[0]!.id}`, { isCompleted: true });
    expect(tick.statusCode).toBe(403);
    const still = (await call(coordinator, 'GET', '/action-tasks?limit=50')).json() as { items: { id: string }[] };
    expect(still.items.map((i) => i.id)).toContain(tasks.items[0]!.id);
  });
});
