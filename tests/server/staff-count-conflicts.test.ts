// GET /staff/count-conflicts: the count conflicts of the districts a staff member reaches, open ones
// first, filtered open or resolved and paged, each with where it happened, both counts and, once
// settled, who settled it with what number; and the staff dashboard's figure of open ones.
// The three conflicts are counted on the demo's projects (the kit-orders helpers'); settling one
// changes what the listing tests read, so that test has a database of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitMessages } from '@contract/projects';
import { listMessages } from '@contract/lists';
import type { StaffCountConflict } from '@contract/projects-conflicts';
import { routes, type QueryValue } from '@contract/routes';
import { staffDashboardSchema } from '@contract/staff-dashboard';
import { apiCall } from '../helpers/api-call';
import { ADMIN, addPerson, coordinatorProject, districtNamed, riverbendProject, routeCaller, tokenOf } from '../helpers/kit-orders';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';

const MANAGER = { email: 'manager@example.org', password: 'Manager-pass1' };

let t: TestApp;
let admin: string;
let manager: string;
let dana: string;
const ids: { robots: string; bridge: string; riverbend: string } = { robots: '', bridge: '', riverbend: '' };
const call = routeCaller(() => t.app);
type Page = { items: StaffCountConflict[]; total: number };
const list = async (token: string, query: Record<string, QueryValue> = {}) => {
  const response = await call(token, routes.staffCountConflicts, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
};

/** Two people count one project from the same figure: the second count flags a conflict. */
async function conflictOn(projectId: string, first: [string, number], second: [string, number]) {
  const seen = ((await call(first[0], routes.project, { params: { id: projectId } })).json() as { inventoryUpdatedAt: string | null })
    .inventoryUpdatedAt;
  for (const [token, kitsOnHand] of [first, second]) {
    const counted = await call(token, routes.onsiteInventory, { body: { projectId, kitsOnHand, basedOn: seen } });
    expect(counted.statusCode, counted.body).toBe(200);
  }
}

/** A new app on the demo data, and the three open conflicts: two in Cedar Valley, one in Riverbend. */
async function setUp() {
  t = await createTestApp();
  admin = await tokenOf(t.app, ADMIN);
  manager = await tokenOf(t.app, MANAGER);
  dana = (await signIn(t.app)).token.accessToken;
  const cedar = await districtNamed(t.database.db, 'Cedar Valley Unified School District');
  await addPerson(t.database.db, 'sam.counter@example.org', 'Demo-pass1', { districtId: cedar.id });
  const sam = await tokenOf(t.app, { email: 'sam.counter@example.org', password: 'Demo-pass1' });
  const { project: riverbend, district: riverbendDistrict } = await riverbendProject(t.database.db, 2);
  await addPerson(t.database.db, 'ria.one@example.org', 'Demo-pass1', { districtId: riverbendDistrict.id });
  await addPerson(t.database.db, 'rob.two@example.org', 'Demo-pass1', { districtId: riverbendDistrict.id });
  const ria = await tokenOf(t.app, { email: 'ria.one@example.org', password: 'Demo-pass1' });
  const rob = await tokenOf(t.app, { email: 'rob.two@example.org', password: 'Demo-pass1' });

  ids.robots = (await coordinatorProject(t.database.db, 'micro-robots', 5)).id;
  ids.bridge = (await coordinatorProject(t.database.db, 'bridge-engineering', 3, 'Cedar Valley High School')).id;
  ids.riverbend = riverbend.id;
  await conflictOn(ids.robots, [dana, 7], [sam, 6]);
  await conflictOn(ids.bridge, [sam, 4], [dana, 5]);
  await conflictOn(ids.riverbend, [ria, 3], [rob, 1]);
}

describe('the staff list of count conflicts', () => {
  beforeAll(setUp);
  afterAll(() => t.close());

  it('lists every district’s open conflicts for ADMIN, oldest first, with where and both counts', async () => {
    const all = await list(admin);
    expect(all.total).toBe(3);
    expect(all.items.map((c) => c.project.id)).toEqual([ids.robots, ids.bridge, ids.riverbend]);
    expect(all.items[0]).toMatchObject({
      district: { name: 'Cedar Valley Unified School District' },
      school: { name: 'Lincoln Middle School' },
      project: { id: ids.robots, name: 'Coding with Micro Robots', kitsOnHand: 6 },
      earlier: { kitsOnHand: 7, countedBy: 'Dana Whitfield' },
      later: { kitsOnHand: 6, countedBy: 'sam counter' },
      resolution: null,
    });
    expect(Date.parse(all.items[0]!.later.countedAt)).toBeGreaterThanOrEqual(Date.parse(all.items[0]!.earlier.countedAt));
    expect(all.items[2]).toMatchObject({ district: { name: 'Riverbend County Schools' }, earlier: { kitsOnHand: 3 }, later: { kitsOnHand: 1 } });
  });

  it('reaches only the districts a school success manager looks after; district staff are refused', async () => {
    const mine = await list(manager);
    expect(mine.total).toBe(1);
    expect(mine.items.map((c) => c.project.id)).toEqual([ids.riverbend]);
    const nobody = await addPerson(t.database.db, 'ssm.none@example.org', 'Demo-pass1', { roles: ['SCHOOL_SUCCESS_MANAGER'] });
    expect(nobody).toBeTruthy();
    expect(await list(await tokenOf(t.app, { email: 'ssm.none@example.org', password: 'Demo-pass1' }))).toEqual({ items: [], total: 0 });
    expect((await call(dana, routes.staffCountConflicts)).statusCode).toBe(403);
    expect((await apiCall(t.app, routes.staffCountConflicts)).statusCode).toBe(401);
  });

  it('names the field of a bad filter or page', async () => {
    const bad = await call(admin, routes.staffCountConflicts, { query: { state: 'closed' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'state', message: kitMessages.conflictStateInvalid }]);
    const page = await call(admin, routes.staffCountConflicts, { query: { limit: 0, offset: -1 } });
    expect(page.statusCode).toBe(400);
    expect(page.json().errors).toEqual([
      { field: 'limit', message: listMessages.limit },
      { field: 'offset', message: listMessages.offset },
    ]);
  });
});

describe('settling a count conflict', () => {
  beforeAll(setUp);
  afterAll(() => t.close());

  it('moves a settled conflict after the open ones, with who settled it with what number, and filters and pages', async () => {
    const figure = async (token: string) => staffDashboardSchema.parse((await call(token, routes.staffDashboard)).json()).openCountConflicts;
    expect(await figure(admin)).toBe(3);
    expect(await figure(manager)).toBe(1);

    const [robots] = (await list(admin)).items;
    const settled = await call(admin, routes.staffResolveCountConflict, {
      params: { id: ids.robots, conflictId: robots!.id },
      body: { kitsOnHand: 7 },
    });
    expect(settled.statusCode, settled.body).toBe(200);
    const me = (await call(admin, routes.me)).json() as { firstName: string; lastName: string };

    const all = await list(admin);
    expect(all.total).toBe(3);
    expect(all.items.map((c) => c.project.id)).toEqual([ids.bridge, ids.riverbend, ids.robots]);
    expect(all.items[2]).toMatchObject({
      id: robots!.id,
      project: { kitsOnHand: 7 },
      earlier: { kitsOnHand: 7 },
      later: { kitsOnHand: 6 },
      resolution: { kitsOnHand: 7, resolvedBy: `${me.firstName} ${me.lastName}` },
    });
    expect(Date.parse(all.items[2]!.resolution!.resolvedAt)).toBeGreaterThanOrEqual(Date.parse(all.items[2]!.createdAt));

    expect((await list(admin, { state: 'open' })).items.map((c) => c.project.id)).toEqual([ids.bridge, ids.riverbend]);
    expect(await list(admin, { state: 'resolved' })).toMatchObject({ total: 1, items: [{ id: robots!.id }] });
    expect(await list(admin, { state: '' })).toMatchObject({ total: 3 });
    const second = await list(admin, { limit: 1, offset: 1 });
    expect(second.total).toBe(3);
    expect(second.items.map((c) => c.project.id)).toEqual([ids.riverbend]);

    expect(await figure(admin)).toBe(2);
    expect(await figure(manager)).toBe(1);
  });
});
