// Waves: a run of kit counts of different projects in one batch is applied set-based (a few
// statements for the run). Each count must still be the count its endpoint would record alone: its
// own answer and record, its own history row, labels, conflict and activity entry; two counts of one
// project in order; a refused count answered on its own without sinking its neighbours.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchedChange, ChangeBatchResponse } from '@contract/change-batches';
import type { CountSessionBody } from '@contract/count-sessions';
import type { KitCodesResponse } from '@contract/kits';
import type { KitPage } from '@contract/kit-page';
import type { ProjectSummary } from '@contract/projects';
import { messages } from '@contract/messages';
import { activityLog, countConflicts, inventoryCounts, kitEvents, kits, processedMutations, projects } from '@server/db/schema';
import { addPerson, tokenOf } from '../helpers/kit-orders';
import { districtIdOf, makeProject, makeSchool } from '../helpers/factories';
import { apiCall } from '../helpers/api-call';
import { COORDINATOR, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiPath, buildPath, routes } from '@contract/routes';

let t: TestApp;
let token: string;
let second: string;
let school: { id: string; districtId: string };

const CLIENT = 'wave-device-0001';
let nextMutation = 1;
const newKey = () => `${CLIENT}:${nextMutation++}`;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token.accessToken;
  const districtId = await districtIdOf(t.database.db, COORDINATOR.email);
  school = await makeSchool(t.database.db, districtId);
  await addPerson(t.database.db, 'wave-second@example.org', 'Demo-pass1', { districtId });
  second = await tokenOf(t.app, { email: 'wave-second@example.org', password: 'Demo-pass1' });
});
afterAll(() => t.close());

const newProject = (kitsOnHand = 0) => makeProject(t.database.db, school, { kitsOnHand });

const count = (project: { id: string }, kitsOnHand: number, extra: { basedOn?: string | null } = {}): BatchedChange => ({
  idempotencyKey: newKey(),
  method: routes.onsiteInventory.method,
  path: buildPath(routes.onsiteInventory.path),
  body: { projectId: project.id, kitsOnHand, ...extra },
});

async function results(changes: BatchedChange[], as = token) {
  const response = await apiCall(t.app, routes.sendChanges, { body: { changes }, token: as });
  expect(response.statusCode).toBe(200);
  return (response.json() as ChangeBatchResponse).results;
}

const projectRow = async (id: string) => (await t.database.db.select().from(projects).where(eq(projects.id, id)))[0]!;
const countsOf = (id: string) =>
  t.database.db
    .select({ kitsOnHand: inventoryCounts.kitsOnHand, countedAt: inventoryCounts.countedAt })
    .from(inventoryCounts)
    .where(eq(inventoryCounts.projectId, id))
    .orderBy(asc(inventoryCounts.countedAt));
const activeKits = async (id: string) =>
  Number(
    (
      await t.database.db
        .select({ n: sql<number>`count(*)` })
        .from(kits)
        .where(and(eq(kits.projectId, id), eq(kits.status, 'active')))
    )[0]!.n,
  );
const recordOf = async (key: string) => {
  const [clientId, mutationId] = key.split(':');
  const [row] = await t.database.db
    .select()
    .from(processedMutations)
    .where(and(eq(processedMutations.clientId, clientId!), eq(processedMutations.mutationId, Number(mutationId))));
  return row;
};
const activityOf = (id: string) =>
  t.database.db
    .select({ action: activityLog.action, after: activityLog.after })
    .from(activityLog)
    .where(and(eq(activityLog.entityType, 'inventory-count'), eq(activityLog.entityId, id)));

describe('a run of counts in a batch (a wave)', () => {
  it('answers and records each count as its own: its project, figure, history row, labels and activity entry', async () => {
    const made = [await newProject(0), await newProject(4), await newProject(2), await newProject(9)];
    const figures = [3, 0, 7, 9];
    const changes = made.map((p, i) => count(p, figures[i]!));
    const answers = await results(changes);
    expect(answers.map((r) => [r.statusCode, r.replayed])).toEqual(made.map(() => [200, false]));
    for (const [i, project] of made.entries()) {
      const body = answers[i]!.body as ProjectSummary;
      // Each answer is its own project's summary, not a neighbour's.
      expect(body).toMatchObject({ id: project.id, name: project.name, kitsOnHand: figures[i] });
      const row = await projectRow(project.id);
      expect(row.kitsOnHand).toBe(figures[i]);
      expect(body.inventoryUpdatedAt).toBe(row.inventoryUpdatedAt!.toISOString());
      expect((await countsOf(project.id)).map((c) => c.kitsOnHand)).toEqual([figures[i]]);
      // Labels follow each project's own figure (raised, lowered, unchanged).
      expect(await activeKits(project.id)).toBe(figures[i]);
      expect(await activityOf(project.id)).toEqual([{ action: 'count-recorded', after: { name: project.name, kitsOnHand: figures[i] } }]);
      const record = await recordOf(changes[i]!.idempotencyKey);
      expect(record).toMatchObject({ statusCode: 200, path: apiPath(routes.onsiteInventory) });
      expect(record!.response).toEqual(body);
    }

    // Sent again: every answer is its own recorded one.
    const again = await results(changes);
    expect(again).toEqual(answers.map((r) => ({ ...r, replayed: true })));
    for (const [i, project] of made.entries()) expect((await countsOf(project.id)).length, `project ${i}`).toBe(1);
  });

  it('applies two counts of one project in order, in separate waves, each with its own answer', async () => {
    const [a, b] = [await newProject(1), await newProject(1)];
    const answers = await results([count(a, 3), count(b, 2), count(a, 5), count(b, 6), count(a, 4)]);
    expect(answers.map((r) => (r.body as ProjectSummary).kitsOnHand)).toEqual([3, 2, 5, 6, 4]);
    expect(answers.map((r) => (r.body as ProjectSummary).id)).toEqual([a.id, b.id, a.id, b.id, a.id]);
    expect((await countsOf(a.id)).map((c) => c.kitsOnHand)).toEqual([3, 5, 4]);
    expect((await countsOf(b.id)).map((c) => c.kitsOnHand)).toEqual([2, 6]);
    expect((await projectRow(a.id)).kitsOnHand).toBe(4);
    expect((await projectRow(b.id)).kitsOnHand).toBe(6);
    expect(await activeKits(a.id)).toBe(4);
    // Each answer's time is its own count's, later for the later count.
    const times = answers.map((r) => Date.parse((r.body as ProjectSummary).inventoryUpdatedAt!));
    expect(times[2]).toBeGreaterThan(times[0]!);
    expect(times[4]).toBeGreaterThan(times[2]!);
  });

  it('answers a count refused inside a run on its own and applies its neighbours', async () => {
    const [a, b, c] = [await newProject(1), await newProject(1), await newProject(1)];
    const missing = { ...count(a, 2), body: { projectId: crypto.randomUUID(), kitsOnHand: 2 } };
    const changes = [count(a, 2), missing, count(b, 4), count(c, 8)];
    const answers = await results(changes);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 200, 200]);
    expect(answers[1]!.body).toMatchObject({ statusCode: 404, message: messages.projectNotFound });
    expect(answers.filter((_, i) => i !== 1).map((r) => (r.body as ProjectSummary).id)).toEqual([a.id, b.id, c.id]);
    expect([(await projectRow(a.id)).kitsOnHand, (await projectRow(b.id)).kitsOnHand, (await projectRow(c.id)).kitsOnHand]).toEqual([2, 4, 8]);
    expect(await recordOf(missing.idempotencyKey)).toMatchObject({ statusCode: 404 });
    for (const p of [a, b, c]) expect((await countsOf(p.id)).length).toBe(1);
    // The refusal is recorded: sent again, the same 404 and nothing applied.
    const again = await results(changes);
    expect(again).toEqual(answers.map((r) => ({ ...r, replayed: true })));
  });

  it('flags a conflict for the count of the run whose project another person counted since, and for no other', async () => {
    const [x, y, z] = [await newProject(5), await newProject(5), await newProject(5)];
    // The device saw none of them counted; meanwhile another person counted x and z.
    for (const p of [x, z])
      expect((await apiCall(t.app, routes.onsiteInventory, { token: second, body: { projectId: p.id, kitsOnHand: 6 } })).statusCode).toBe(200);
    // …and the device had seen z's count before its own (based on it: no conflict).
    const zSeen = (await projectRow(z.id)).inventoryUpdatedAt!.toISOString();
    const answers = await results([count(x, 7, { basedOn: null }), count(y, 7, { basedOn: null }), count(z, 7, { basedOn: zSeen })]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const conflicts = await t.database.db
      .select({ projectId: countConflicts.projectId })
      .from(countConflicts)
      .where(inArray(countConflicts.projectId, [x.id, y.id, z.id]));
    expect(conflicts).toEqual([{ projectId: x.id }]);
    expect((await activityOf(x.id)).map((e) => e.action).sort()).toEqual(['count-conflict-flagged', 'count-recorded']);
    expect((await activityOf(y.id)).map((e) => e.action)).toEqual(['count-recorded']);
    expect((await activityOf(z.id)).map((e) => e.action)).toEqual(['count-recorded', 'count-recorded']);
  });
});

describe("a count session's record in a batch", () => {
  it('marks each scanned kit of its own project counted once, and ignores a code of another project', async () => {
    const [p, q] = [await newProject(3), await newProject(2)];
    const codes = (await apiCall(t.app, routes.kitCodes, { query: { schoolId: school.id }, token })).json() as KitCodesResponse;
    const codesOf = (id: string) => codes.items.filter((k) => k.project.id === id).map((k) => k.code);
    const [p1, p2, p3] = codesOf(p.id);
    const [q1] = codesOf(q.id);
    const madeAt = '2026-03-02T09:05:00.000Z';
    const session: CountSessionBody = {
      id: crypto.randomUUID(),
      schoolId: school.id,
      startedAt: '2026-03-02T09:00:00.000Z',
      finishedAt: '2026-03-02T09:10:00.000Z',
      madeAt,
      projects: [
        // p's codes, one twice and one in lower case; q's list carries one of p's codes, which is not q's kit.
        { projectId: p.id, expected: 3, found: 2, missing: 1, scanned: 2, tapped: 0, scannedCodes: [p1!, p1!, p2!.toLowerCase()] },
        { projectId: q.id, expected: 2, found: 1, missing: 1, scanned: 1, tapped: 0, scannedCodes: [q1!, p3!] },
      ],
      unexpected: [],
    };
    const [answer] = await results([
      { idempotencyKey: newKey(), method: routes.recordCountSession.method, path: buildPath(routes.recordCountSession.path), body: session },
    ]);
    expect(answer!.statusCode).toBe(201);
    const counted = await t.database.db
      .select({ code: kits.code, events: sql<number>`count(${kitEvents.id})::int` })
      .from(kits)
      .leftJoin(kitEvents, and(eq(kitEvents.kitId, kits.id), eq(kitEvents.kind, 'counted'), eq(kitEvents.countSessionId, session.id)))
      .where(inArray(kits.projectId, [p.id, q.id]))
      .groupBy(kits.code)
      .orderBy(asc(kits.code));
    const seen = new Set([p1, p2, q1]);
    expect(counted.map((k) => [k.code, k.events])).toEqual(counted.map((k) => [k.code, seen.has(k.code) ? 1 : 0]));
    // Each kit's page says when it was last counted: the session's made-at time, or never.
    for (const { code } of counted) {
      const page = (await apiCall(t.app, routes.kit, { params: { code }, token })).json() as KitPage;
      expect(page.lastCountedAt, code).toBe(seen.has(code) ? madeAt : null);
    }
  });
});
