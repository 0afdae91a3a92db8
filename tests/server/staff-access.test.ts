// Who reaches the staff console: no session 401 and district staff 403 on every /staff call of
// the route table; a manager is kept off the catalogue and inside their districts (dashboard,
// activity, pickers); the dashboard's figures.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityListSchema } from '@contract/activity';
import { routes, type RouteDef } from '@contract/routes';
import { staffDashboardSchema } from '@contract/staff-dashboard';
import { staffDistrictListSchema } from '@contract/staff-directory';
import { apiCall, type CallOptions } from '../helpers/api-call';
import { ADMIN, callerFor, COORDINATOR, MANAGER, type Caller } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: Caller;
let manager: Caller;
let coordinator: Caller;

const staffRoutes: [string, RouteDef][] = Object.entries(routes).filter(([, route]) => route.path.startsWith('/staff'));
/** A call to any route of the table: every path parameter an id that names nothing, and an empty body where one is sent. */
const anyCall = (route: RouteDef): Omit<CallOptions, 'token'> => ({
  params: Object.fromEntries([...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name, '00000000-0000-4000-8000-000000000000'])),
  body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
});

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, coordinator] = await Promise.all([callerFor(t, ADMIN), callerFor(t, MANAGER), callerFor(t, COORDINATOR)]);
});
afterAll(() => t.close());

describe('the console is for programme staff', () => {
  it('answers 401 without a session and 403 to district staff on every /staff call', async () => {
    expect(staffRoutes.length).toBeGreaterThanOrEqual(25);
    for (const [name, route] of staffRoutes) {
      const anonymous = await apiCall(t.app, route, anyCall(route));
      expect(anonymous.statusCode, `${name} without a session`).toBe(401);
      const district = await coordinator.request(route, anyCall(route));
      expect(district.statusCode, `${name} as the coordinator`).toBe(403);
      expect(district.json().message).toBe('You do not have permission to do this');
    }
  });

  it('keeps a manager off the shared catalogue', async () => {
    for (const name of ['staffResources', 'createResource', 'editResource', 'setResourceState'] as const) {
      const route: RouteDef = routes[name];
      const response = await manager.request(route, anyCall(route));
      expect(response.statusCode, name).toBe(403);
    }
  });
});

describe('the staff dashboard and pickers', () => {
  it("counts the admin's figures over every district", async () => {
    const response = await admin.request(routes.staffDashboard);
    expect(response.statusCode).toBe(200);
    const figures = staffDashboardSchema.parse(response.json());
    expect(figures).toMatchObject({
      // The staff console's demo applications plus the blueprint demo's two (one New and unassigned,
      // one assigned to the admin with a blueprint sent to its district).
      applications: { new: 6, unassigned: 5, assignedToMe: 4 },
      blueprintsAwaitingDistrict: 3,
      districts: 3,
    });
    // Allocated: the coordinator's $48,500 and $84,000 more in the demo; drawn by approved blueprints.
    expect(figures.funds).toEqual({ allocatedCents: 13_240_000, usedCents: 7_290_000, expiringSoon: 1 });
    // The demo checklist's 5 and the demo term's outcome report of each approved blueprint (3).
    expect(figures.tasks).toEqual({ pending: 8, overdue: 1 });

    // A new order request is one more to ship.
    await t.database.db.execute(sql`insert into kit_orders (project_id, kind, status, requested_kits)
      select id, 'request', 'Requested', 1 from projects limit 1`);
    const after = staffDashboardSchema.parse((await admin.request(routes.staffDashboard)).json());
    expect(after.kitOrders.toShip).toBe(figures.kitOrders.toShip + 1);
  });

  it("counts a manager's figures over their district only", async () => {
    const figures = staffDashboardSchema.parse((await manager.request(routes.staffDashboard)).json());
    expect(figures).toMatchObject({
      applications: { new: 3, unassigned: 2, assignedToMe: 3 },
      blueprintsAwaitingDistrict: 1,
      funds: { allocatedCents: 4_450_000, usedCents: 600_000, expiringSoon: 1 },
      kitOrders: { toShip: 0, overdueReturns: 0 },
      // Riverbend's approved blueprint owes the demo term's outcome report.
      tasks: { pending: 1, overdue: 0 },
      districts: 1,
    });
  });

  it('counts overdue returns: shipped or active orders past their return date with kits still out', async () => {
    const before = staffDashboardSchema.parse((await admin.request(routes.staffDashboard)).json()).kitOrders.overdueReturns;
    await t.database.db.execute(sql`update kit_orders set start_date = current_date - 20, return_date = current_date - 2
      where id = (select id from kit_orders where status in ('Shipped', 'Active') and kits_returned < coalesce(kits_needed, requested_kits) limit 1)`);
    const after = staffDashboardSchema.parse((await admin.request(routes.staffDashboard)).json()).kitOrders.overdueReturns;
    expect(after).toBe(before + 1);
  });

  it('lists the districts a staff member looks after', async () => {
    const names = async (caller: Caller) =>
      staffDistrictListSchema.parse((await caller.request(routes.staffDistricts)).json()).items.map((d) => d.name);
    expect(await names(admin)).toEqual([
      'Cedar Valley Unified School District',
      'Harbor Point Independent School District',
      'Riverbend County Schools',
    ]);
    expect(await names(manager)).toEqual(['Riverbend County Schools']);
  });
});

describe('GET /staff/activity', () => {
  it("shows a manager their district's entries only, and an admin everything, newest first", async () => {
    const all = activityListSchema.parse((await admin.request(routes.staffActivity, { query: { limit: 50 } })).json());
    expect(new Set(all.items.map((entry) => entry.district?.name)).size).toBe(3);
    const times = all.items.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const theirs = activityListSchema.parse((await manager.request(routes.staffActivity, { query: { limit: 50 } })).json());
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.items.every((entry) => entry.district?.name === 'Riverbend County Schools')).toBe(true);
    const funds = activityListSchema.parse((await manager.request(routes.staffActivity, { query: { entityType: 'application', limit: 50 } })).json());
    expect(funds.items.find((entry) => entry.action === 'funds-allocated')).toMatchObject({
      subject: expect.stringMatching(/^#\d+$/),
      after: { allocatedCents: expect.any(Number) },
    });
    const bad = await admin.request(routes.staffActivity, { query: { entityType: 'DROP TABLE' } });
    expect(bad.json().errors[0].field).toBe('entityType');
  });
});
