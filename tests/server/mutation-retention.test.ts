// The idempotency records of the offline outbox are kept for the retention window and pruned in the
// by a daily job: a device that resends a change inside the window still gets the first answer.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { jobs, processedMutations } from '@server/db/schema';
import { PROCESSED_MUTATION_RETENTION_DAYS, pruneProcessedMutations } from '@server/plugins/mutation-retention';
import { generateSecrets } from '@server/plugins/secrets';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiCall } from '../helpers/api-call';
import { makeDistrictWorld, makeProject } from '../helpers/factories';
import { routes } from '@contract/routes';

let t: TestApp;
let token: string;
let project: { id: string };
const CLIENT = 'retention-device-1';
let nextMutation = 1;

beforeAll(async () => {
  t = await createTestApp();
  const world = await makeDistrictWorld(t.app, t.database.db);
  token = world.token;
  // A project with no kits out on checkouts, so any count is one the server takes.
  project = await makeProject(t.database.db, world.school);
});
afterAll(() => t.close());

const count = (key: string, kitsOnHand: number, app: FastifyInstance = t.app) =>
  apiCall(app, routes.onsiteInventory, { token, headers: { 'idempotency-key': key }, body: { projectId: project.id, kitsOnHand } });

/** Makes the record of `key` look `days` old. */
async function age(key: string, days: number) {
  const mutationId = Number(key.split(':')[1]);
  await t.database.db
    .update(processedMutations)
    .set({ createdAt: sql`now() - ${days}::integer * interval '1 day'` })
    .where(and(eq(processedMutations.clientId, CLIENT), eq(processedMutations.mutationId, mutationId)));
}

const recorded = async (key: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(processedMutations)
      .where(and(eq(processedMutations.clientId, CLIENT), eq(processedMutations.mutationId, Number(key.split(':')[1]))))
  )[0]!.n;

describe(`processed mutations are kept ${PROCESSED_MUTATION_RETENTION_DAYS} days`, () => {
  it('a resend inside the window, after pruning, still answers the first answer and changes nothing', async () => {
    const key = `${CLIENT}:${nextMutation++}`;
    const first = await count(key, 4);
    expect(first.statusCode).toBe(200);
    await count(`${CLIENT}:${nextMutation++}`, 6); // a later count moves the figure on
    await age(key, PROCESSED_MUTATION_RETENTION_DAYS - 1);
    await pruneProcessedMutations(t.database.db, t.app.clock());
    expect(await recorded(key)).toBe(1);

    const resent = await count(key, 4);
    expect(resent.statusCode).toBe(200);
    expect(resent.headers['idempotent-replayed']).toBe('true');
    expect(resent.body).toBe(first.body);
    const detail = await apiCall(t.app, routes.project, { params: { id: project.id }, token });
    expect(detail.json().kitsOnHand).toBe(6);
  });

  it('older records are pruned, and only those', async () => {
    // Old records other tests left are pruned first, so the count below is this test's own.
    await pruneProcessedMutations(t.database.db, t.app.clock());
    const old = `${CLIENT}:${nextMutation++}`;
    const recent = `${CLIENT}:${nextMutation++}`;
    expect((await count(old, 2)).statusCode).toBe(200);
    expect((await count(recent, 3)).statusCode).toBe(200);
    await age(old, PROCESSED_MUTATION_RETENTION_DAYS + 1);
    expect(await pruneProcessedMutations(t.database.db, t.app.clock())).toBe(1);
    expect(await recorded(old)).toBe(0);
    expect(await recorded(recent)).toBe(1);
  });

  it('is pruned by a daily job of the jobs runner, once a day whatever the number of runs', async () => {
    const old = `${CLIENT}:${nextMutation++}`;
    expect((await count(old, 5)).statusCode).toBe(200);
    await age(old, PROCESSED_MUTATION_RETENTION_DAYS + 10);
    // A second app on the same database whose clock reads 04:00 UTC today, after the job is due.
    const today = new Date().toISOString().slice(0, 10);
    const app = await buildApp({
      config: t.app.config,
      database: t.database,
      secrets: generateSecrets(),
      clock: () => new Date(`${today}T04:00:00Z`),
    });
    try {
      const first = await app.jobs.runDue();
      expect(Object.keys(first.outcomes).some((outcome) => outcome.startsWith('pruned '))).toBe(true);
      expect(await recorded(old)).toBe(0);
      const [job] = await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `prune-processed-mutations:${today}`));
      expect(job).toMatchObject({ status: 'done' });
      // The day's job is keyed by the day: a second run the same day queues nothing new.
      const again = `${CLIENT}:${nextMutation++}`;
      expect((await count(again, 6)).statusCode).toBe(200);
      await age(again, PROCESSED_MUTATION_RETENTION_DAYS + 10);
      await app.jobs.runDue();
      expect(await recorded(again)).toBe(1);
    } finally {
      await app.close();
    }
  });
});
