// A district with 1,000 kit orders and 500 tasks: every district list (orders, checkouts, the
// checklist, projects and a project's page) answers one page from the server, never the whole set,
// and its total counts the whole set, also on a page past the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionTaskListSchema } from '@contract/action-tasks';
import { LIST_MAX_PAGE_SIZE } from '@contract/lists';
import { kitOrderListSchema, projectDetailSchema, projectListSchema } from '@contract/projects';
import { districtOf, seedDistrictLoad } from '../bench/larger-data';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiCall, type CallOptions } from '../helpers/api-call';
import { routes, type RouteDef } from '@contract/routes';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDistrictLoad(t.database.db, await districtOf(t.database.db, 'coordinator@example.org'), { orders: 1000, tasks: 500 });
  token = (await signIn(t.app)).token.accessToken;
});
afterAll(() => t.close());

async function get<R extends RouteDef>(route: R, options: Pick<CallOptions<R>, 'params' | 'query'> = {}): Promise<unknown> {
  const response = await apiCall(t.app, route, { ...options, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('a district with 1,000 orders and 500 tasks', () => {
  it('pages My Orders on the server, newest first across pages, with the total of all', async () => {
    const first = kitOrderListSchema.parse(await get(routes.myOrders, { query: { limit: LIST_MAX_PAGE_SIZE } }));
    expect(first.items).toHaveLength(LIST_MAX_PAGE_SIZE);
    expect(first.total).toBe(1000);
    const second = kitOrderListSchema.parse(await get(routes.myOrders, { query: { limit: LIST_MAX_PAGE_SIZE, offset: LIST_MAX_PAGE_SIZE } }));
    expect(second.items).toHaveLength(LIST_MAX_PAGE_SIZE);
    expect(new Set([...first.items, ...second.items].map((o) => o.id)).size).toBe(2 * LIST_MAX_PAGE_SIZE);
    const times = [...first.items, ...second.items].map((o) => o.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const last = kitOrderListSchema.parse(await get(routes.myOrders, { query: { limit: 15, offset: 990 } }));
    expect(last.items).toHaveLength(10);
    expect(last.total).toBe(1000);
    // Past the end: no row carries the count, yet the total is still the whole set's.
    expect(kitOrderListSchema.parse(await get(routes.myOrders, { query: { limit: 15, offset: 1000 } }))).toEqual({ items: [], total: 1000 });
  });

  it('pages checkouts (orders of one kind) on the server', async () => {
    const checkouts = kitOrderListSchema.parse(await get(routes.myOrders, { query: { kind: 'checkout', limit: 15 } }));
    expect(checkouts.items).toHaveLength(15);
    expect(checkouts.items.every((o) => o.kind === 'checkout')).toBe(true);
    const requests = kitOrderListSchema.parse(await get(routes.myOrders, { query: { kind: 'request', limit: 15 } }));
    expect(checkouts.total + requests.total).toBe(1000);
    expect(checkouts.total).toBeGreaterThan(400);
  });

  it('refuses a page larger than the largest page size', async () => {
    const response = await apiCall(t.app, routes.myOrders, { query: { limit: LIST_MAX_PAGE_SIZE + 1 }, token });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('limit');
  });

  it('pages the checklist on the server, counting both tabs', async () => {
    const pending = actionTaskListSchema.parse(await get(routes.actionTasks, { query: { limit: 15 } }));
    expect(pending.items).toHaveLength(15);
    expect(pending.counts.pending + pending.counts.completed).toBeGreaterThanOrEqual(500);
    expect(pending.total).toBe(pending.counts.pending);
    const completed = actionTaskListSchema.parse(await get(routes.actionTasks, { query: { IsCompletedTab: true, limit: 15, offset: 15 } }));
    expect(completed.items).toHaveLength(15);
    expect(completed.total).toBe(pending.counts.completed);
    const beyond = actionTaskListSchema.parse(await get(routes.actionTasks, { query: { limit: 15, offset: pending.counts.pending } }));
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(pending.counts.pending);
  });

  it("keeps the projects list and a project's page to one page of orders", async () => {
    const projects = projectListSchema.parse(await get(routes.projects, { query: { limit: 1 } }));
    expect(projects.items).toHaveLength(1);
    expect(projects.total).toBeGreaterThan(1);
    // Past the end of the projects: the total still counts them all.
    expect(projectListSchema.parse(await get(routes.projects, { query: { limit: 15, offset: projects.total } }))).toEqual({
      items: [],
      total: projects.total,
    });

    const all = projectListSchema.parse(await get(routes.projects, { query: { limit: LIST_MAX_PAGE_SIZE } }));
    const busiest = await Promise.all(all.items.map(async (p) => projectDetailSchema.parse(await get(routes.project, { params: { id: p.id } }))));
    const detail = busiest.sort((a, b) => b.ordersTotal - a.ordersTotal)[0]!;
    expect(detail.ordersTotal).toBeGreaterThan(50);
    expect(detail.orders).toHaveLength(50);
  });
});
