// POST /changes: several outbox changes in one request. Each change gets exactly the answer its own
// endpoint would give, is applied once under its own Idempotency-Key, and is the same change
// whether it travels in a batch or alone; one rejected change does not hold back the others.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionTaskList } from '@contract/action-tasks';
import { changeBatchMessages, MAX_BATCH_CHANGES, type BatchedChange, type ChangeBatchResponse } from '@contract/change-batches';
import type { CountSessionBody } from '@contract/count-sessions';
import { messages } from '@contract/messages';
import { kitMessages } from '@contract/projects';
import { actionTasks, countSessions, inventoryCounts, processedMutations, projects } from '@server/db/schema';
import { idempotencyMessages } from '@server/plugins/idempotency';
import { ADMIN, coordinatorProject, tokenOf } from '../helpers/kit-orders';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiCall } from '../helpers/api-call';
import { apiPath, buildPath, routes } from '@contract/routes';

let t: TestApp;
let token: string;
let admin: string;
/** Fresh projects of the coordinator's with no kits out: any count from 0 to 10 is taken. */
let free: { id: string; schoolId: string }[];
let taskId: string;
let schoolOfFirst: string;

const CLIENT = 'batching-device-01';
let nextMutation = 1;
const newKey = () => `${CLIENT}:${nextMutation++}`;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token.accessToken;
  admin = await tokenOf(t.app, ADMIN);
  free = [
    await coordinatorProject(t.database.db, 'solar-car-challenge'),
    await coordinatorProject(t.database.db, 'water-filtration'),
    await coordinatorProject(t.database.db, 'micro-robots'),
  ];
  schoolOfFirst = free[0]!.schoolId;
  taskId = ((await apiCall(t.app, routes.actionTasks, { query: { limit: 1 }, token })).json() as ActionTaskList).items[0]!.id;
});
afterAll(() => t.close());

function sendBatch(changes: BatchedChange[], as = token, headers: Record<string, string> = {}) {
  return apiCall(t.app, routes.sendChanges, { body: { changes }, token: as, headers });
}

async function results(changes: BatchedChange[], as = token) {
  const response = await sendBatch(changes, as);
  expect(response.statusCode).toBe(200);
  return (response.json() as ChangeBatchResponse).results;
}

const count = (project: { id: string }, kitsOnHand: number, key = newKey()): BatchedChange => ({
  idempotencyKey: key,
  method: routes.onsiteInventory.method,
  path: buildPath(routes.onsiteInventory.path),
  body: { projectId: project.id, kitsOnHand },
});

/** A finished count session at the first project's school that found `found` kits of `project`. */
const sessionOf = (project: { id: string }, found: number): CountSessionBody => ({
  id: crypto.randomUUID(),
  schoolId: schoolOfFirst,
  startedAt: '2026-03-02T09:00:00.000Z',
  finishedAt: '2026-03-02T09:10:00.000Z',
  projects: [{ projectId: project.id, expected: 0, found, missing: 0, scanned: found, tapped: 0 }],
  unexpected: [],
});

const kitsOnHand = async (project: { id: string }) =>
  (await t.database.db.select({ n: projects.kitsOnHand }).from(projects).where(eq(projects.id, project.id)))[0]!.n;
const countsOf = async (project: { id: string }) =>
  Number(
    (
      await t.database.db
        .select({ n: sql<number>`count(*)` })
        .from(inventoryCounts)
        .where(eq(inventoryCounts.projectId, project.id))
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

describe('a batch of changes', () => {
  it('applies each in order, answers each as its endpoint would, and records each under its key and endpoint', async () => {
    const [a, b] = free;
    const countsBefore = await countsOf(a!);
    const session = sessionOf(a!, 4);
    const changes: BatchedChange[] = [
      count(a!, 3),
      count(b!, 2),
      { idempotencyKey: newKey(), method: 'PATCH', path: buildPath(routes.completeActionTask.path, { id: taskId }), body: { isCompleted: true } },
      // The same project again: applied after the first, so it is what stays.
      count(a!, 4),
      { idempotencyKey: newKey(), method: 'POST', path: buildPath(routes.recordCountSession.path), body: session },
    ];
    const answers = await results(changes);
    expect(answers.map((r) => [r.statusCode, r.replayed])).toEqual([
      [200, false],
      [200, false],
      [200, false],
      [200, false],
      [201, false],
    ]);
    expect(answers[0]!.body).toMatchObject({ id: a!.id, kitsOnHand: 3 });
    expect(answers[3]!.body).toMatchObject({ id: a!.id, kitsOnHand: 4 });
    expect(answers[4]!.body).toMatchObject({ id: session.id });
    expect(await kitsOnHand(a!)).toBe(4);
    expect(await kitsOnHand(b!)).toBe(2);
    expect(await countsOf(a!)).toBe(countsBefore + 2);
    const [task] = await t.database.db.select().from(actionTasks).where(eq(actionTasks.id, taskId));
    expect(task!.completedAt).not.toBeNull();

    expect(await recordOf(changes[2]!.idempotencyKey)).toMatchObject({
      method: 'PATCH',
      path: apiPath(routes.completeActionTask, { id: taskId }),
      statusCode: 200,
    });
    expect(await recordOf(changes[4]!.idempotencyKey)).toMatchObject({ method: 'POST', path: apiPath(routes.recordCountSession), statusCode: 201 });
  });

  it('sent again: every change answered from its record, nothing applied twice', async () => {
    const [a, b] = free;
    const changes = [count(a!, 6), count(b!, 7)];
    const first = await results(changes);
    const countsAfter = await countsOf(a!);
    // Meanwhile another change moved the count on: a replay must not bring the old one back.
    await results([count(a!, 1)]);
    const again = await results(changes);
    expect(again).toEqual(first.map((r) => ({ ...r, replayed: true })));
    expect(await countsOf(a!)).toBe(countsAfter + 1);
    expect(await kitsOnHand(a!)).toBe(1);
  });

  it('counts each change in the outbox writes metric, applied or replayed', async () => {
    const [a, b] = free;
    const outboxWrites = async (result: 'applied' | 'replayed') =>
      (await t.app.metrics.outboxWrites.get()).values.find((v) => v.labels.result === result)?.value ?? 0;
    const applied = await outboxWrites('applied');
    const replayed = await outboxWrites('replayed');
    const changes = [count(a!, 2), count(b!, 2)];
    await results(changes);
    expect(await outboxWrites('applied')).toBe(applied + 2);
    await results(changes);
    expect(await outboxWrites('replayed')).toBe(replayed + 2);
  });

  it('is one change with the same change sent alone: either way round, applied once', async () => {
    const [a] = free;
    const inBatch = count(a!, 5);
    const [batched] = await results([inBatch]);
    const alone = await apiCall(t.app, routes.onsiteInventory, {
      token,
      headers: { 'idempotency-key': inBatch.idempotencyKey },
      body: inBatch.body,
    });
    expect(alone.statusCode).toBe(200);
    expect(alone.headers['idempotent-replayed']).toBe('true');
    expect(alone.json()).toEqual(batched!.body);

    const key = newKey();
    const first = await apiCall(t.app, routes.onsiteInventory, {
      token,
      headers: { 'idempotency-key': key },
      body: { projectId: a!.id, kitsOnHand: 2 },
    });
    const before = await countsOf(a!);
    const [later] = await results([count(a!, 2, key)]);
    expect(later).toEqual({ statusCode: 200, body: first.json(), replayed: true });
    expect(await countsOf(a!)).toBe(before);
  });

  it("answers a rejected change with its endpoint's 4xx and applies the others", async () => {
    const [a, b, c] = free;
    const rule = count(a!, 11);
    const answers = await results([
      count(b!, 3),
      rule,
      { ...count(c!, 1), body: { projectId: 'not-a-project', kitsOnHand: 1 } },
      { ...count(c!, 1), idempotencyKey: 'no-colon' },
      { idempotencyKey: newKey(), method: 'POST', path: buildPath(routes.requestKits.path), body: {} },
      count(c!, 9),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 400, 400, 400, 400, 200]);
    expect(answers[1]!.body).toMatchObject({ statusCode: 400, errors: [{ field: 'kitsOnHand', message: kitMessages.kitsOnHandLimit }] });
    expect(answers[3]!.body).toMatchObject({ errors: [{ field: 'Idempotency-Key', message: idempotencyMessages.malformed }] });
    expect(answers[4]!.body).toMatchObject({ errors: [{ field: 'path', message: changeBatchMessages.notBatchable }] });
    expect(await kitsOnHand(b!)).toBe(3);
    expect(await kitsOnHand(c!)).toBe(9);
  });

  it('answers a change whose path does not decode with its own 400 naming the path, and applies the others', async () => {
    const [a, b] = free;
    // The task route's path with an id whose percent-encoding is broken: written as it goes on the
    // wire, since buildPath would encode the "%" and make the path a good one.
    const broken = ['%E0%A4%A', '%', '%ZZ'].map((id): BatchedChange => ({
      idempotencyKey: newKey(),
      method: 'PATCH',
      path: routes.completeActionTask.path.replace(':id', id),
      body: { isCompleted: true },
    }));
    const answers = await results([count(a!, 2), ...broken, count(b!, 5)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 400, 400, 400, 200]);
    for (const answer of answers.slice(1, 4)) {
      expect(answer.body).toMatchObject({ statusCode: 400, errors: [{ field: 'path', message: changeBatchMessages.badPath }] });
    }
    expect(await kitsOnHand(a!)).toBe(2);
    expect(await kitsOnHand(b!)).toBe(5);
    // Nothing was recorded for them: the same key with a good path is a new change.
    expect(await recordOf(broken[0]!.idempotencyKey)).toBeUndefined();
  });

  it('records a business rejection as its endpoint does: the same 4xx again, nothing applied', async () => {
    const [a, b] = free;
    // A project that is not there is refused by the change itself, inside its transaction.
    const missing = { ...count(a!, 2), body: { projectId: crypto.randomUUID(), kitsOnHand: 2 } };
    const first = await results([missing, count(a!, 4), count(b!, 4)]);
    expect(first.map((r) => r.statusCode)).toEqual([404, 200, 200]);
    expect(await recordOf(missing.idempotencyKey)).toMatchObject({ statusCode: 404 });
    expect(await kitsOnHand(a!)).toBe(4);
    const again = await results([missing]);
    expect(again).toEqual([{ ...first[0]!, replayed: true }]);
  });

  it('refuses a key used before for another change (422), and applies nothing for it', async () => {
    const [a, b] = free;
    const key = newKey();
    await results([count(a!, 3, key)]);
    const before = await kitsOnHand(b!);
    const [reused] = await results([count(b!, 8, key)]);
    expect(reused).toMatchObject({ statusCode: 422, body: { message: idempotencyMessages.reused } });
    expect(await kitsOnHand(b!)).toBe(before);
    // Twice in one batch: the first is applied, the second is refused.
    const twice = newKey();
    const answers = await results([count(a!, 6, twice), count(b!, 6, twice)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 422]);
    expect(await kitsOnHand(a!)).toBe(6);
    expect(await kitsOnHand(b!)).toBe(before);
  });

  it("runs each change's own guards: programme staff cannot count a district's kits (403 per change)", async () => {
    const [a] = free;
    const before = await kitsOnHand(a!);
    const [answer] = await results([count(a!, 7)], admin);
    expect(answer).toMatchObject({ statusCode: 403, body: { message: messages.forbidden } });
    expect(await kitsOnHand(a!)).toBe(before);
  });

  it('refuses a batch without a session, an empty or oversized one, and a key on the batch itself', async () => {
    const [a] = free;
    const unsigned = await apiCall(t.app, routes.sendChanges, { body: { changes: [count(a!, 1)] } });
    expect(unsigned.statusCode).toBe(401);
    const empty = await sendBatch([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(changeBatchMessages.changesRequired);
    const tooMany = await sendBatch(Array.from({ length: MAX_BATCH_CHANGES + 1 }, () => count(a!, 1)));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(changeBatchMessages.tooManyChanges);
    const keyed = await sendBatch([count(a!, 1)], token, { 'idempotency-key': newKey() });
    expect(keyed.statusCode).toBe(400);
    expect(keyed.json().errors).toEqual([{ field: 'Idempotency-Key', message: changeBatchMessages.keyOnBatch }]);
  });
});

describe('a batch that fails on the server', () => {
  it('answers what was applied, the failing change with 500, and leaves the rest unanswered to send again', async () => {
    const [a, b, c] = free;
    const session = sessionOf(a!, 1);
    // The session table refuses writes for a moment, as a failing disk or a broken migration would.
    await t.database.db.execute(sql`
      create or replace function refuse_session_writes() returns trigger language plpgsql as $$
      begin raise exception 'disk trouble'; end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_session_writes before insert on count_sessions for each row execute function refuse_session_writes()`,
    );
    try {
      const changes = [
        count(a!, 2),
        { idempotencyKey: newKey(), method: 'POST' as const, path: buildPath(routes.recordCountSession.path), body: session },
        count(b!, 5),
        count(c!, 6),
      ];
      const cBefore = await kitsOnHand(c!);
      const answers = await results(changes);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 500]);
      expect(answers[1]!.body).toEqual({ statusCode: 500, error: 'Internal Server Error', message: messages.internalError });
      expect(await kitsOnHand(a!)).toBe(2);
      expect(await kitsOnHand(c!)).toBe(cBefore);
      expect(await recordOf(changes[1]!.idempotencyKey)).toBeUndefined();
      expect(await t.database.db.select().from(countSessions).where(eq(countSessions.id, session.id))).toEqual([]);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_session_writes on count_sessions`);
    }
  });
});
