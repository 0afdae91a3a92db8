// POST /projects/onsite-inventory-kits: an onsite count sets kits on hand (0..10) and is kept in
// the count history.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kitMessages, type ProjectDetail, type ProjectSummary } from '@contract/projects';
import { inventoryCounts } from '@server/db/schema';
import { COORDINATOR, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiCall } from '../helpers/api-call';
import { districtIdOf, makeProject, makeSchool } from '../helpers/factories';
import { insertOrder } from '../helpers/kit-orders';
import { routes } from '@contract/routes';

let t: TestApp;
let token: string;
let coordinatorId: string;
/** A school of the coordinator's district, of the suite's own. */
let school: { id: string; districtId: string };
/** Each test's own project: 7 kits on hand (counted once), 6 of them out on an active checkout. */
let bridgeId: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const session = await signIn(t.app);
  token = session.token.accessToken;
  coordinatorId = session.user.id;
  school = await makeSchool(t.database.db, await districtIdOf(t.database.db, COORDINATOR.email));
});
beforeEach(async () => {
  const db = t.database.db;
  bridgeId = (await makeProject(db, school, { kitsOnHand: 7 })).id;
  await db
    .insert(inventoryCounts)
    .values({ projectId: bridgeId, kitsOnHand: 7, countedById: coordinatorId, countedAt: new Date(Date.now() - 86_400_000) });
  await insertOrder(db, { projectId: bridgeId, kind: 'checkout', status: 'Active', kits: 6, startDate: day(-7), returnDate: day(30) });
});
afterAll(() => t.close());

const detailOf = async (id: string) => (await apiCall(t.app, routes.project, { params: { id }, token })).json() as ProjectDetail;
const count = (body: unknown) => apiCall(t.app, routes.onsiteInventory, { token, body });

describe('onsite inventory', () => {
  it('records the count and answers 200 with the updated project', async () => {
    const before = Date.now();
    const response = await count({ projectId: bridgeId, kitsOnHand: 9 });
    expect(response.statusCode).toBe(200);
    const body = response.json() as ProjectSummary;
    // The active checkout still has 6 kits out, so 3 are available.
    expect(body).toMatchObject({ id: bridgeId, kitsOnHand: 9, kitsAvailable: 3, kitsRequestable: 1 });
    expect(Date.parse(body.inventoryUpdatedAt!)).toBeGreaterThanOrEqual(before - 1000);

    const [latest] = await t.database.db
      .select()
      .from(inventoryCounts)
      .where(eq(inventoryCounts.projectId, bridgeId))
      .orderBy(desc(inventoryCounts.countedAt));
    expect(latest).toMatchObject({ kitsOnHand: 9 });
    const detail = await detailOf(bridgeId);
    expect(detail.inventoryCounts.map((c) => c.kitsOnHand)).toEqual([9, 7]);
  });

  it('accepts the bounds 0 (with no kits out) and 10', async () => {
    // A project with no kits out.
    const idle = await makeProject(t.database.db, school, { kitsOnHand: 4 });
    expect((await count({ projectId: idle.id, kitsOnHand: 0 })).json()).toMatchObject({ kitsOnHand: 0, kitsAvailable: 0 });
    expect((await count({ projectId: bridgeId, kitsOnHand: 10 })).json()).toMatchObject({ kitsOnHand: 10 });
  });

  it('refuses a count below the kits out on checkouts, with the reason, and writes nothing', async () => {
    const before = await detailOf(bridgeId);
    expect(before.kitsCheckedOut).toBe(6);
    for (const kitsOnHand of [0, 2, 5]) {
      const response = await count({ projectId: bridgeId, kitsOnHand });
      expect(response.statusCode, String(kitsOnHand)).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'kitsOnHand', message: kitMessages.countBelowCheckedOut(6) }]);
    }
    const after = await detailOf(bridgeId);
    expect(after).toMatchObject({ kitsOnHand: before.kitsOnHand, kitsRequestable: before.kitsRequestable });
    expect(after.inventoryCounts).toHaveLength(before.inventoryCounts.length);
    // Exactly the kits out is a possible count: every kit is in a classroom.
    expect((await count({ projectId: bridgeId, kitsOnHand: 6 })).json()).toMatchObject({ kitsOnHand: 6, kitsAvailable: 0, kitsRequestable: 4 });
    await count({ projectId: bridgeId, kitsOnHand: before.kitsOnHand });
  });

  it('refuses counts above 10 with the 10-kit limit, negative, non-integer and missing counts', async () => {
    const cases: [unknown, string][] = [
      [11, kitMessages.kitsOnHandLimit],
      [-1, kitMessages.kitsOnHandNegative],
      [2.5, kitMessages.wholeNumber],
      ['7', kitMessages.wholeNumber],
      [undefined, 'Number is required'],
      [null, 'Number is required'],
    ];
    for (const [kitsOnHand, message] of cases) {
      const response = await count({ projectId: bridgeId, kitsOnHand });
      expect(response.statusCode, String(kitsOnHand)).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'kitsOnHand', message }]);
    }
    expect(kitMessages.kitsOnHandLimit).toBe('A school can hold at most 10 kits of one project kit');
    // Nothing changed: still the 7 the project started with.
    expect(((await detailOf(bridgeId)) as ProjectSummary).kitsOnHand).toBe(7);
  });

  it('refuses a missing project and answers 404 for an unknown one', async () => {
    const missing = await count({ kitsOnHand: 3 });
    expect(missing.json().errors).toEqual([{ field: 'projectId', message: 'Project is required' }]);
    const unknown = await count({ projectId: '00000000-0000-4000-8000-000000000000', kitsOnHand: 3 });
    expect(unknown.statusCode).toBe(404);
  });
});
