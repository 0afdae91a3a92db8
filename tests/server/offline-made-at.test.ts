// When an offline change was made (src/contract/made-at.ts): a count, a kit return or a count
// session's record sent with `madeAt` is recorded at that moment, not when it reached the server;
// never more than the allowed skew ahead of the server's clock, never before the record before it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeBatchResponse } from '@contract/change-batches';
import type { CountSession, CountSessionBody } from '@contract/count-sessions';
import { MADE_AT_MAX_SKEW_MS, madeApartFromReceived, madeAtMessages } from '@contract/made-at';
import type { TimelineEntry } from '@contract/projects-fulfilment';
import type { ProjectDetail, ProjectSummary } from '@contract/projects';
import { buildPath, routes } from '@contract/routes';
import { activityLog, kitReturns } from '@server/db/schema';
import { COORDINATOR, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiCall } from '../helpers/api-call';
import { districtIdOf, makeProject, makeSchool } from '../helpers/factories';
import { insertOrder } from '../helpers/kit-orders';

let t: TestApp;
let token: string;
let districtId: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token.accessToken;
  districtId = await districtIdOf(t.database.db, COORDINATOR.email);
});
afterAll(() => t.close());

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const MINUTE = 60_000;
type Timeline = { items: TimelineEntry[] };
let mutation = 0;
const newKey = () => `made-at-device-01:${(mutation += 1)}`;

/** A project of its own (in a school of its own) with nothing counted yet. */
async function freshProject() {
  const school = await makeSchool(t.database.db, districtId);
  return { school, project: await makeProject(t.database.db, school, { kitsOnHand: 0 }) };
}
const count = (body: object, key?: string) => apiCall(t.app, routes.onsiteInventory, { token, body, headers: key ? { 'idempotency-key': key } : {} });
const detailOf = async (id: string) => (await apiCall(t.app, routes.project, { params: { id }, token })).json() as ProjectDetail;

describe('a count with madeAt', () => {
  it('is recorded as made at that moment, beside the moment it was received', async () => {
    const { project } = await freshProject();
    const madeAt = ago(2 * MINUTE);
    const before = Date.now();
    const response = await count({ projectId: project.id, kitsOnHand: 4, madeAt });
    expect(response.statusCode).toBe(200);
    expect((response.json() as ProjectSummary).lastCountedAt).toBe(madeAt);

    const detail = await detailOf(project.id);
    expect(detail.lastCountedAt).toBe(madeAt);
    expect(detail.inventoryCounts[0]).toMatchObject({ kitsOnHand: 4, countedAt: madeAt });
    expect(Date.parse(detail.inventoryCounts[0]!.recordedAt!)).toBeGreaterThanOrEqual(before - 1000);
    // The version a later count names as basedOn stays the server's own (arrival) time.
    expect(detail.inventoryUpdatedAt).toBe(detail.inventoryCounts[0]!.recordedAt);
  });

  it('clamps a madeAt further ahead than the allowed skew to the received time', async () => {
    const { project } = await freshProject();
    await count({ projectId: project.id, kitsOnHand: 3, madeAt: new Date(Date.now() + MADE_AT_MAX_SKEW_MS + 60 * MINUTE).toISOString() });
    const [latest] = (await detailOf(project.id)).inventoryCounts;
    expect(latest!.countedAt).toBe(latest!.recordedAt);
  });

  it('raises a madeAt before the previous count of the project to that count', async () => {
    const { project } = await freshProject();
    const first = ago(5 * MINUTE);
    await count({ projectId: project.id, kitsOnHand: 2, madeAt: first });
    // A second device whose clock is behind: its count arrives later but says it was made earlier.
    await count({ projectId: project.id, kitsOnHand: 3, madeAt: ago(30 * MINUTE) });
    const detail = await detailOf(project.id);
    expect(detail.inventoryCounts.map((c) => [c.kitsOnHand, c.countedAt])).toEqual([
      [3, first],
      [2, first],
    ]);
    expect(detail.lastCountedAt).toBe(first);
  });

  it('uses the received time when there is no madeAt (an entry queued before it existed)', async () => {
    const { project } = await freshProject();
    await count({ projectId: project.id, kitsOnHand: 5 });
    const detail = await detailOf(project.id);
    expect(detail.inventoryCounts[0]!.countedAt).toBe(detail.inventoryCounts[0]!.recordedAt);
    expect(detail.lastCountedAt).toBe(detail.inventoryUpdatedAt);
  });

  it('refuses a madeAt that is not a date and time with 400 naming the field', async () => {
    const { project } = await freshProject();
    for (const madeAt of ['yesterday at 7', '2026-13-40T25:00:00Z', 1_700_000_000_000]) {
      const response = await count({ projectId: project.id, kitsOnHand: 1, madeAt });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'madeAt', message: madeAtMessages.invalid }]);
    }
    expect((await detailOf(project.id)).inventoryCounts).toEqual([]);
  });

  it('answers a replay as the first time, recording the count once', async () => {
    const { project } = await freshProject();
    const key = newKey();
    const body = { projectId: project.id, kitsOnHand: 6, madeAt: ago(3 * MINUTE) };
    const first = await count(body, key);
    const again = await count(body, key);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect((await detailOf(project.id)).inventoryCounts).toHaveLength(1);
  });

  it('is recorded at its madeAt when it travels in a batch (POST /changes)', async () => {
    const { project } = await freshProject();
    const madeAt = ago(2 * MINUTE);
    const change = (kitsOnHand: number, at?: string) => ({
      idempotencyKey: newKey(),
      method: routes.onsiteInventory.method,
      path: buildPath(routes.onsiteInventory.path),
      body: { projectId: project.id, kitsOnHand, ...(at ? { madeAt: at } : {}) },
    });
    const response = await apiCall(t.app, routes.sendChanges, { token, body: { changes: [change(1, madeAt), change(2, 'soon'), change(3)] } });
    const { results } = response.json() as ChangeBatchResponse;
    expect(results.map((r) => r.statusCode)).toEqual([200, 400, 200]);
    expect((results[1]!.body as { errors: unknown[] }).errors).toEqual([{ field: 'madeAt', message: madeAtMessages.invalid }]);
    const [latest, earlier] = (await detailOf(project.id)).inventoryCounts;
    expect(earlier).toMatchObject({ kitsOnHand: 1, countedAt: madeAt });
    expect(latest).toMatchObject({ kitsOnHand: 3 });
    expect(latest!.countedAt).toBe(latest!.recordedAt);
  });
});

describe('a kit return with madeAt', () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  async function checkout() {
    const { project } = await freshProject();
    return insertOrder(t.database.db, {
      projectId: project.id,
      kind: 'checkout',
      status: 'Active',
      kits: 6,
      startDate: day(-7),
      returnDate: day(30),
    });
  }
  const giveBack = (body: object) => apiCall(t.app, routes.returnKits, { token, body });
  const madeTimes = async (orderId: string) =>
    (
      await t.database.db
        .select({ madeAt: kitReturns.madeAt, createdAt: kitReturns.createdAt })
        .from(kitReturns)
        .where(eq(kitReturns.orderId, orderId))
    )
      .map((r) => [r.madeAt.toISOString(), r.createdAt.toISOString()])
      .sort();

  it('keeps the moment it was made, raises one before the previous return, and clamps the future', async () => {
    const order = await checkout();
    const first = ago(10 * MINUTE);
    expect((await giveBack({ orderId: order.id, kits: 1, madeAt: first })).statusCode).toBe(200);
    expect((await giveBack({ orderId: order.id, kits: 1, madeAt: ago(60 * MINUTE) })).statusCode).toBe(200);
    const rows = await madeTimes(order.id);
    expect(rows.map(([made]) => made)).toEqual([first, first]);

    const later = await checkout();
    await giveBack({ orderId: later.id, kits: 1, madeAt: new Date(Date.now() + 24 * 60 * MINUTE).toISOString() });
    await giveBack({ orderId: later.id, kits: 1 });
    for (const [made, received] of await madeTimes(later.id)) expect(made).toBe(received);
  });

  it("shows on the order's timeline when it was made beside when it was received", async () => {
    const order = await checkout();
    const madeAt = ago(2 * MINUTE);
    const change = {
      idempotencyKey: newKey(),
      method: routes.returnKits.method,
      path: buildPath(routes.returnKits.path),
      body: { orderId: order.id, kits: 4, madeAt },
    };
    const sent = await apiCall(t.app, routes.sendChanges, { token, body: { changes: [change] } });
    expect((sent.json() as ChangeBatchResponse).results.map((r) => r.statusCode)).toEqual([200]);
    await giveBack({ orderId: order.id, kits: 1 });
    const timeline = (await apiCall(t.app, routes.orderTimeline, { params: { id: order.id }, token })).json() as Timeline;
    const [outbox, online] = timeline.items.filter((entry) => entry.action === 'kits-returned');
    expect(outbox).toMatchObject({ kits: 4, madeAt });
    expect(Date.parse(outbox!.at) - Date.parse(madeAt)).toBeGreaterThan(MINUTE);
    expect(madeApartFromReceived(outbox!.madeAt, outbox!.at)).toBe(true);
    // Sent as it was made: one moment, shown once.
    expect(madeApartFromReceived(online!.madeAt, online!.at)).toBe(false);

    // An entry written before returns kept the moment shows the received time only.
    await t.database.db
      .update(activityLog)
      .set({ after: { status: 'Active', kits: 4 } })
      .where(and(eq(activityLog.entityId, order.id), eq(activityLog.action, 'kits-returned')));
    const older = (await apiCall(t.app, routes.orderTimeline, { params: { id: order.id }, token })).json() as Timeline;
    expect(older.items.filter((entry) => entry.action === 'kits-returned').map((entry) => entry.madeAt)).toEqual([null, null]);
  });

  it('refuses a bad madeAt with 400 naming the field', async () => {
    const order = await checkout();
    const response = await giveBack({ orderId: order.id, kits: 1, madeAt: 'now' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'madeAt', message: madeAtMessages.invalid }]);
  });
});

describe("a count session's record with madeAt", () => {
  const sessionAt = (school: { id: string }, projectId: string, madeAt?: string): CountSessionBody => ({
    id: crypto.randomUUID(),
    schoolId: school.id,
    startedAt: '2026-03-02T09:00:00.000Z',
    finishedAt: '2026-03-02T09:12:00.000Z',
    projects: [{ projectId, expected: 0, found: 1, missing: 0, scanned: 1, tapped: 0 }],
    unexpected: [],
    ...(madeAt === undefined ? {} : { madeAt }),
  });
  const record = (body: object) => apiCall(t.app, routes.recordCountSession, { token, body });

  it("keeps the moment it was made, raised to the school's previous record, received time without one", async () => {
    const { school, project } = await freshProject();
    const madeAt = ago(2 * MINUTE);
    const first = await record(sessionAt(school, project.id, madeAt));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ madeAt });

    const earlier = (await record(sessionAt(school, project.id, ago(20 * MINUTE)))).json() as CountSession;
    expect(earlier.madeAt).toBe(madeAt);

    const future = (await record(sessionAt(school, project.id, new Date(Date.now() + 60 * MINUTE).toISOString()))).json() as CountSession;
    expect(future.madeAt).toBe(future.recordedAt);
    const none = (await record(sessionAt(school, project.id))).json() as CountSession;
    expect(none.madeAt).toBe(none.recordedAt);
  });

  it('refuses a bad madeAt with 400 naming the field', async () => {
    const { school, project } = await freshProject();
    const response = await record(sessionAt(school, project.id, '02/03/2026'));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'madeAt', message: madeAtMessages.invalid }]);
  });
});
