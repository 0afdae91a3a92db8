// The project screens' reads: lists with kit figures, paging, the detail page, search, My Orders
// and the two lookups, on the demo seed (coordinator: three projects with 4, 7 and 10 kits).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canReturnKits, type KitOrder, type ProjectDetail, type ProjectSummary } from '@contract/projects';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiCall, type CallOptions } from '../helpers/api-call';
import { routes, type RouteDef } from '@contract/routes';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token.accessToken;
});
afterAll(() => t.close());

const get = <R extends RouteDef>(route: R, options: Pick<CallOptions<R>, 'params' | 'query'> = {}) => apiCall(t.app, route, { ...options, token });

async function projectsByName(): Promise<Record<string, ProjectSummary>> {
  const body = (await get(routes.projects)).json() as { items: ProjectSummary[] };
  return Object.fromEntries(body.items.map((p) => [p.name, p]));
}

describe('GET /projects', () => {
  it('lists the district’s projects with school, resource and kit figures', async () => {
    const response = await get(routes.projects);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { items: ProjectSummary[]; total: number };
    expect(body.total).toBe(3);
    expect(body.items.map((p) => p.name)).toEqual(['Bridge Engineering', 'Solar Car Challenge', 'Water Filtration Lab']);

    const { 'Bridge Engineering': bridge, 'Solar Car Challenge': solar, 'Water Filtration Lab': water } = await projectsByName();
    // Bridge: 7 on hand, 6 out on the active checkout.
    expect(bridge).toMatchObject({
      kitsOnHand: 7,
      activeCheckouts: 1,
      kitsCheckedOut: 6,
      kitsAvailable: 1,
      openRequests: 0,
      kitsRequested: 0,
      kitsRequestable: 3,
      school: { name: 'Lincoln Middle School' },
      resource: { name: 'Bridge Engineering' },
    });
    // Solar: 4 on hand and 6 shipped: the school is at the cap of 10.
    expect(solar).toMatchObject({ kitsOnHand: 4, openRequests: 1, kitsRequested: 6, kitsRequestable: 0, kitsAvailable: 4 });
    // Water: 10 on hand, the returned checkout no longer counts.
    expect(water).toMatchObject({ kitsOnHand: 10, activeCheckouts: 0, kitsCheckedOut: 0, kitsAvailable: 10, kitsRequestable: 0 });
    expect(Date.parse(water!.inventoryUpdatedAt!)).toBeLessThan(Date.now());
  });

  it('pages with limit and offset and keeps the total', async () => {
    const first = (await get(routes.projects, { query: { limit: 2, offset: 0 } })).json() as { items: ProjectSummary[]; total: number };
    const second = (await get(routes.projects, { query: { limit: 2, offset: 2 } })).json() as { items: ProjectSummary[]; total: number };
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    expect(first.total).toBe(3);
    expect(second.total).toBe(3);
    expect(new Set([...first.items, ...second.items].map((p) => p.id)).size).toBe(3);
  });

  it('refuses a page size above 50 or below 1, and a negative offset', async () => {
    for (const query of [{ limit: 51 }, { limit: 0 }, { limit: 'abc' }, { offset: -1 }]) {
      const response = await get(routes.projects, { query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().errors[0].field).toBe(Object.keys(query)[0]);
    }
    expect((await get(routes.projects, { query: { limit: 50 } })).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const response = await apiCall(t.app, routes.projects);
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /projects/me', () => {
  it('searches by project or school name, any case', async () => {
    const byProject = (await get(routes.myProjects, { query: { query: 'solar' } })).json() as { items: ProjectSummary[]; total: number };
    expect(byProject.items.map((p) => p.name)).toEqual(['Solar Car Challenge']);
    const bySchool = (await get(routes.myProjects, { query: { query: 'LINCOLN' } })).json() as { items: ProjectSummary[]; total: number };
    expect(bySchool.items.map((p) => p.name)).toEqual(['Bridge Engineering']);
    const none = (await get(routes.myProjects, { query: { query: '%' } })).json() as { total: number };
    expect(none.total).toBe(0);
  });

  it('filters by project kit (resourceId)', async () => {
    const { 'Water Filtration Lab': water } = await projectsByName();
    const body = (await get(routes.myProjects, { query: { resourceId: water!.resource.id } })).json() as { items: ProjectSummary[]; total: number };
    expect(body.total).toBe(1);
    expect(body.items[0]!.id).toBe(water!.id);
    expect((await get(routes.myProjects, { query: { resourceId: 'not-a-uuid' } })).statusCode).toBe(400);
  });
});

describe('GET /projects/{id}', () => {
  it('shows the project with its orders newest first and its counts', async () => {
    const { 'Water Filtration Lab': water, 'Bridge Engineering': bridge } = await projectsByName();
    const detail = (await get(routes.project, { params: { id: bridge!.id } })).json() as ProjectDetail;
    expect(detail).toMatchObject({ id: bridge!.id, kitsOnHand: 7, ordersTotal: 1 });
    expect(detail.orders[0]).toMatchObject({
      kind: 'checkout',
      status: 'Active',
      checkoutName: 'Grade 7 Science, Period 3',
      totalStudents: 18,
      groupSize: 'group-of-three',
      kitsNeeded: 6,
      kits: 6,
      kitsReturned: 0,
      kitsOutstanding: 6,
      projectName: 'Bridge Engineering',
      school: { name: 'Lincoln Middle School' },
    });
    expect(detail.inventoryCounts).toEqual([expect.objectContaining({ kitsOnHand: 7, countedBy: 'Dana Whitfield' })]);

    const waterDetail = (await get(routes.project, { params: { id: water!.id } })).json() as ProjectDetail;
    expect(waterDetail.orders[0]).toMatchObject({ status: 'Returned', kitsOutstanding: 0 });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get(routes.project, { params: { id: '00000000-0000-4000-8000-000000000000' } })).statusCode).toBe(404);
    expect((await get(routes.project, { params: { id: 'nope' } })).statusCode).toBe(404);
  });
});

describe('GET /projects/orders (My Orders)', () => {
  it('lists the district’s orders newest first with project and school names', async () => {
    const body = (await get(routes.myOrders)).json() as { items: KitOrder[]; total: number };
    expect(body.total).toBe(3);
    expect(body.items.map((o) => o.status)).toEqual(['Shipped', 'Active', 'Returned']);
    expect(body.items[0]).toMatchObject({
      kind: 'request',
      requestedKits: 6,
      projectName: 'Solar Car Challenge',
      school: { name: 'Cedar Valley High School' },
    });
    // The client disables "Return kits" with the contract's helper, from the order as listed.
    expect(body.items.map((o) => canReturnKits(o).allowed)).toEqual([true, true, false]);
  });

  it('filters by status and kind, and pages', async () => {
    const active = (await get(routes.myOrders, { query: { status: 'Active' } })).json() as { items: KitOrder[]; total: number };
    expect(active.items.map((o) => o.checkoutName)).toEqual(['Grade 7 Science, Period 3']);
    const requests = (await get(routes.myOrders, { query: { kind: 'request' } })).json() as { total: number };
    expect(requests.total).toBe(1);
    const page = (await get(routes.myOrders, { query: { limit: 1, offset: 1 } })).json() as { items: KitOrder[]; total: number };
    expect(page).toMatchObject({ total: 3, items: [expect.objectContaining({ status: 'Active' })] });
    expect((await get(routes.myOrders, { query: { status: 'Lost' } })).statusCode).toBe(400);
  });
});

describe('lookups', () => {
  it('lists the catalogue’s project kits', async () => {
    const body = (await get(routes.projectKits)).json() as { items: { id: string; name: string }[]; total: number };
    expect(body.items.map((k) => k.name)).toEqual(['Bridge Engineering', 'Coding with Micro Robots', 'Solar Car Challenge', 'Water Filtration Lab']);
    expect(body.total).toBe(4);
  });

  it('lists the projects a checkout can take kits from, with kits available', async () => {
    const body = (await get(routes.projectCreationKits)).json() as {
      items: { name: string; kitsAvailable: number; kitsOnHand: number; school: { name: string } }[];
    };
    expect(body.items).toEqual([
      expect.objectContaining({ name: 'Bridge Engineering', kitsAvailable: 1, kitsOnHand: 7 }),
      expect.objectContaining({ name: 'Solar Car Challenge', kitsAvailable: 4 }),
      expect.objectContaining({
        name: 'Water Filtration Lab',
        kitsAvailable: 10,
        school: { id: expect.any(String), name: 'Cedar Valley High School' },
      }),
    ]);
  });
});
