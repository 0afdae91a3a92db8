// The job runner (src/server/jobs/): due jobs run once, later ones when the clock gets there, a
// failing one is retried later and then given up, a job whose runner died is taken over after its
// lease and the late runner records nothing, a daily job is queued once a day, and two runners
// racing over the same jobs run each exactly once. Tests move the clock; nothing waits for time.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/connect';
import { appMeta, jobs } from '@server/db/schema';
import { claimNext, enqueueJob, enqueueJobs, holdClaim } from '@server/jobs/queue';
import { JobRegistry, type JobDeps, type JobKind } from '@server/jobs/registry';
import { createJobRunner, retryDelayMs } from '@server/jobs/runner';
import { dailyJob } from '@server/jobs/schedule';
import { createMailer } from '@server/plugins/mail';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
let dataDir: string;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hop-jobs-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(jobs);
  await database.db.delete(appMeta).where(like(appMeta.key, 'job:%'));
});

const deps = (db = database.db): JobDeps => ({
  db,
  mailer: createMailer({ dataDir, mailFrom: 'test@localhost' }, silent),
  publicUrl: 'http://localhost',
  log: silent,
});

/** A clock the test moves. */
function testClock(start = '2026-05-04T06:00:00.000Z') {
  let now = new Date(start);
  return { clock: () => now, advance: (ms: number) => (now = new Date(now.getTime() + ms)), set: (iso: string) => (now = new Date(iso)) };
}

/** Runs of each key, and a job kind that records its run in app_meta within its completion. */
function recordingKind(runs: Map<string, number>, behaviour: (key: string, attempt: number) => 'ok' | 'throw' = () => 'ok'): JobKind<{ n: number }> {
  return {
    kind: 'test.record',
    parse: (payload) => {
      const n = (payload as { n?: unknown }).n;
      if (typeof n !== 'number') throw new Error('n is missing');
      return { n };
    },
    async run(ctx) {
      runs.set(ctx.key, (runs.get(ctx.key) ?? 0) + 1);
      if (behaviour(ctx.key, ctx.attempt) === 'throw') throw new Error(`attempt ${ctx.attempt} failed`);
      await ctx.complete('recorded', async (tx) => {
        await tx.insert(appMeta).values({ key: `job:${ctx.key}`, value: { n: ctx.payload.n, attempt: ctx.attempt } });
      });
    },
  };
}

const rowsOf = (keys: string[]) => database.db.select().from(jobs).where(inArray(jobs.key, keys));

describe('queuing', () => {
  it('queues a key once, however often it is asked', async () => {
    const at = new Date('2026-05-04T06:00:00Z');
    expect(await enqueueJob(database.db, { kind: 'test.record', key: 'once', payload: { n: 1 }, runAt: at })).toBe(true);
    expect(await enqueueJob(database.db, { kind: 'test.record', key: 'once', payload: { n: 2 }, runAt: at })).toBe(false);
    expect(
      await enqueueJobs(database.db, [
        { kind: 'test.record', key: 'once', runAt: at },
        { kind: 'test.record', key: 'twice', runAt: at },
      ]),
    ).toBe(1);
    const [row] = await rowsOf(['once']);
    expect(row).toMatchObject({ status: 'pending', attempts: 0, payload: { n: 1 } });
  });
});

describe('running', () => {
  it('runs what is due, and a later job only once the clock reaches it, recording the result with the completion', async () => {
    const runs = new Map<string, number>();
    const time = testClock();
    const runner = createJobRunner({ registry: new JobRegistry().register(recordingKind(runs)), deps: deps(), clock: time.clock, runnerId: 'r1' });
    await enqueueJobs(database.db, [
      { kind: 'test.record', key: 'now', payload: { n: 1 }, runAt: time.clock() },
      { kind: 'test.record', key: 'later', payload: { n: 2 }, runAt: new Date(time.clock().getTime() + 3_600_000) },
      // A kind this runner does not know is left for a runner that does.
      { kind: 'test.unknown', key: 'stranger', runAt: time.clock() },
    ]);
    expect(await runner.runDue()).toMatchObject({ outcomes: { recorded: 1 }, retried: 0, failed: 0 });
    expect([...runs.keys()]).toEqual(['now']);
    expect((await runner.runDue()).outcomes).toEqual({});

    time.advance(3_600_000);
    expect((await runner.runDue()).outcomes).toEqual({ recorded: 1 });
    expect(runs).toEqual(
      new Map([
        ['now', 1],
        ['later', 1],
      ]),
    );
    const rows = await rowsOf(['now', 'later', 'stranger']);
    expect(rows.find((r) => r.key === 'now')).toMatchObject({ status: 'done', outcome: 'recorded', completedBy: 'r1', attempts: 1, lockedBy: null });
    expect(rows.find((r) => r.key === 'stranger')).toMatchObject({ status: 'pending', attempts: 0 });
    const recorded = await database.db.select().from(appMeta).where(like(appMeta.key, 'job:%'));
    expect(recorded.map((r) => r.key).sort()).toEqual(['job:later', 'job:now']);
  });

  it('retries a failed job after a growing delay, then gives up after its attempts', async () => {
    const runs = new Map<string, number>();
    const time = testClock();
    const runner = createJobRunner({ registry: new JobRegistry().register(recordingKind(runs, () => 'throw')), deps: deps(), clock: time.clock });
    await enqueueJob(database.db, { kind: 'test.record', key: 'flaky', payload: { n: 1 }, runAt: time.clock(), maxAttempts: 3 });

    expect(await runner.runDue()).toMatchObject({ retried: 1, failed: 0 });
    let [row] = await rowsOf(['flaky']);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'attempt 1 failed' });
    expect(row!.runAt.getTime()).toBe(time.clock().getTime() + retryDelayMs(1));

    // Not before its time.
    time.advance(retryDelayMs(1) - 1000);
    expect((await runner.runDue()).retried).toBe(0);
    time.advance(1000);
    expect((await runner.runDue()).retried).toBe(1);
    time.advance(retryDelayMs(2));
    expect(await runner.runDue()).toMatchObject({ retried: 0, failed: 1 });
    [row] = await rowsOf(['flaky']);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'attempt 3 failed' });
    time.advance(86_400_000);
    await runner.runDue();
    expect(runs.get('flaky')).toBe(3);
  });

  it('fails a job whose payload cannot be read, at once', async () => {
    const runs = new Map<string, number>();
    const time = testClock();
    const runner = createJobRunner({ registry: new JobRegistry().register(recordingKind(runs)), deps: deps(), clock: time.clock });
    await enqueueJob(database.db, { kind: 'test.record', key: 'garbled', payload: { nope: true }, runAt: time.clock() });
    expect((await runner.runDue()).failed).toBe(1);
    expect((await rowsOf(['garbled']))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(runs.size).toBe(0);
  });
});

describe('a runner that stops mid-job', () => {
  it('has its job taken over once the lease runs out; its late completion records nothing', async () => {
    const runs = new Map<string, number>();
    const time = testClock();
    await enqueueJob(database.db, { kind: 'test.record', key: 'orphan', payload: { n: 7 }, runAt: time.clock() });
    // Runner "dead" claims it and then goes quiet.
    const claim = await claimNext(database.db, 'dead', ['test.record'], time.clock(), 60_000);
    expect(claim).toMatchObject({ key: 'orphan', attempts: 1 });

    const survivor = createJobRunner({
      registry: new JobRegistry().register(recordingKind(runs)),
      deps: deps(),
      clock: time.clock,
      runnerId: 'alive',
      leaseMs: 60_000,
    });
    expect((await survivor.runDue()).outcomes).toEqual({});
    time.advance(60_001);
    expect((await survivor.runDue()).outcomes).toEqual({ recorded: 1 });
    expect((await rowsOf(['orphan']))[0]).toMatchObject({ status: 'done', completedBy: 'alive', attempts: 2 });

    // The first runner comes back: it no longer holds the job, so it may write nothing.
    const held = await database.db.transaction((tx) => holdClaim(tx, claim!, 'dead'));
    expect(held).toBe(false);
  });

  it('fails a job whose runner died on its last attempt', async () => {
    const time = testClock();
    await enqueueJob(database.db, { kind: 'test.record', key: 'last-try', payload: { n: 1 }, runAt: time.clock(), maxAttempts: 1 });
    await claimNext(database.db, 'dead', ['test.record'], time.clock(), 60_000);
    time.advance(120_000);
    const runner = createJobRunner({ registry: new JobRegistry().register(recordingKind(new Map())), deps: deps(), clock: time.clock });
    await runner.runDue();
    expect((await rowsOf(['last-try']))[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });
});

describe('daily jobs', () => {
  it('queues one job per day, from its hour on', async () => {
    const runs = new Map<string, number>();
    const time = testClock('2026-05-04T01:59:00.000Z');
    const registry = new JobRegistry()
      .register({ ...recordingKind(runs), kind: 'test.nightly' })
      .addPlanner(dailyJob({ kind: 'test.nightly', hour: 2, payload: () => ({ n: 1 }) }));
    const a = createJobRunner({ registry, deps: deps(), clock: time.clock });
    const b = createJobRunner({ registry, deps: deps(), clock: time.clock });
    expect((await a.runDue()).planned).toBe(0);
    time.advance(60_000);
    expect(await a.runDue()).toMatchObject({ planned: 1, outcomes: { recorded: 1 } });
    time.advance(3 * 3_600_000);
    expect(await b.runDue()).toMatchObject({ planned: 0, outcomes: {} });
    time.set('2026-05-05T02:30:00.000Z');
    expect(await b.runDue()).toMatchObject({ planned: 1, outcomes: { recorded: 1 } });
    expect([...runs.keys()]).toEqual(['test.nightly:2026-05-04', 'test.nightly:2026-05-05']);
  });
});

describe('two runners racing', () => {
  it('run every job exactly once between them', async () => {
    // On PostgreSQL each runner has its own connection pool, as separate processes would.
    const second: Database | null = testDatabaseKind() === 'postgresql' ? await openDatabase({ kind: 'postgresql', url: database.url! }) : null;
    try {
      const runs = new Map<string, number>();
      const time = testClock();
      const kind = recordingKind(runs);
      const slow: JobKind<{ n: number }> = {
        ...kind,
        async run(ctx) {
          // Long enough that both runners are busy at once.
          await new Promise((resolve) => setTimeout(resolve, 5));
          return kind.run(ctx);
        },
      };
      const keys = Array.from({ length: 40 }, (_, i) => `race-${i}`);
      await enqueueJobs(
        database.db,
        keys.map((key, n) => ({ kind: 'test.record', key, payload: { n }, runAt: time.clock() })),
      );
      const registry = new JobRegistry().register(slow);
      const one = createJobRunner({ registry, deps: deps(), clock: time.clock, runnerId: 'one' });
      const two = createJobRunner({ registry, deps: deps(second?.db ?? database.db), clock: time.clock, runnerId: 'two' });
      await Promise.all([one.runDue(), two.runDue()]);

      expect([...runs.values()].every((n) => n === 1)).toBe(true);
      expect(runs.size).toBe(40);
      const rows = await rowsOf(keys);
      expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
      const recorded = await database.db.select().from(appMeta).where(like(appMeta.key, 'job:race-%'));
      expect(recorded).toHaveLength(40);
      if (second) expect(new Set(rows.map((r) => r.completedBy))).toEqual(new Set(['one', 'two']));
    } finally {
      await second?.close();
    }
  });
});

describe('the runner in the background', () => {
  it('runs due jobs on its timer and on wake(), and stops cleanly', async () => {
    const runs = new Map<string, number>();
    const runner = createJobRunner({ registry: new JobRegistry().register(recordingKind(runs)), deps: deps() });
    runner.start(60_000);
    await enqueueJob(database.db, { kind: 'test.record', key: 'woken', payload: { n: 1 }, runAt: new Date() });
    runner.wake();
    for (let i = 0; i < 200 && !runs.has('woken'); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    await runner.stop();
    expect(runs.get('woken')).toBe(1);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.key, 'woken'));
    expect(row!.status).toBe('done');
  });
});
