// POST /projects/onsite-inventory-kits: an onsite count sets kits on hand (0..10) and is kept in
// the count history.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitMessages, type ProjectDetail, type ProjectSummary } from '../../src/contract/projects';
import { inventoryCounts } from '../../src/server/db/schema';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiPath, routes } from '../../src/contract/routes';
import { API_PREFIX } from '../../src/contract/constants';

let t: TestApp;
let token: string;
let bridgeId: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token.accessToken;
  const list = (await get('/projects')).json() as { items: ProjectSummary[] };
  bridgeId = list.items.find((p) => p.name === 'Bridge Engineering')!.id;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `${API_PREFIX}${url}`, headers: bearer(token) });
const count = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: apiPath(routes.onsiteInventory), headers: bearer(token), payload: payload as object });

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
    const detail = (await get(`/projects/${bridgeId}`)).json() as ProjectDetail;
    expect(detail.inventoryCounts.map((c) => c.kitsOnHand)).toEqual([9, 7]);
  });

  it('accepts the bounds 0 (with no kits out) and 10', async () => {
    const list = (await get('/projects?limit=50')).json() as { items: ProjectSummary[] };
    const idle = list.items.find((p) => p.kitsCheckedOut === 0)!;
    expect((await count({ projectId: idle.id, kitsOnHand: 0 })).json()).toMatchObject({ kitsOnHand: 0, kitsAvailable: 0 });
    expect((await count({ projectId: bridgeId, kitsOnHand: 10 })).json()).toMatchObject({ kitsOnHand: 10 });
  });

  it('refuses a count below the kits out on checkouts, with the reason, and writes nothing', async () => {
    const before = (await get(`/projects/${bridgeId}`)).json() as ProjectDetail;
    expect(before.kitsCheckedOut).toBe(6);
    for (const kitsOnHand of [0, 2, 5]) {
      const response = await count({ projectId: bridgeId, kitsOnHand });
      expect(response.statusCode, String(kitsOnHand)).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'kitsOnHand', message: kitMessages.countBelowCheckedOut(6) }]);
    }
    const after = (await get(`/projects/${bridgeId}`)).json() as ProjectDetail;
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
    expect(((await get(`/projects/${bridgeId}`)).json() as ProjectSummary).kitsOnHand).toBe(10);
  });

  it('refuses a missing project and answers 404 for an unknown one', async () => {
    const missing = await count({ kitsOnHand: 3 });
    expect(missing.json().errors).toEqual([{ field: 'projectId', message: 'Project is required' }]);
    const unknown = await count({ projectId: '00000000-0000-4000-8000-000000000000', kitsOnHand: 3 });
    expect(unknown.statusCode).toBe(404);
  });
});
