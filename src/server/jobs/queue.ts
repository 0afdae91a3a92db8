// The jobs table's statements. Plain SQL where the locking matters (claim and complete), with every
// instant passed in from the runner's clock, never the database's now(), so tests can move time.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { rawRows } from '../db/raw-rows';
import { jobs } from '../db/schema';

export interface NewJob {
  kind: string;
  /** Unique for the life of the row: the same key is never queued twice. */
  key: string;
  payload?: Record<string, unknown>;
  runAt: Date;
  maxAttempts?: number;
}

/**
 * Queues jobs, skipping keys already queued (by anyone, in any process). Call it inside the
 * transaction of the change that makes the job necessary, so both commit or neither does.
 * Resolves with how many were newly queued.
 */
export async function enqueueJobs(db: Db | Tx, list: readonly NewJob[]): Promise<number> {
  if (list.length === 0) return 0;
  const inserted = await db
    .insert(jobs)
    .values(
      list.map((job) => ({
        kind: job.kind,
        key: job.key,
        payload: job.payload ?? {},
        runAt: job.runAt,
        ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
      })),
    )
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return inserted.length;
}

export const enqueueJob = (db: Db | Tx, job: NewJob) => enqueueJobs(db, [job]).then((n) => n === 1);

export interface ClaimedJob {
  id: string;
  kind: string;
  key: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

interface ClaimedRow {
  id: string;
  kind: string;
  key: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/**
 * Takes the next due job of the given kinds for this runner: a pending one whose time has come, or
 * a running one whose lease ran out (its runner died). FOR UPDATE SKIP LOCKED lets several runners
 * claim at once without waiting on, or taking, each other's rows. The claim commits at once; the
 * lease (locked_until) keeps others off while the handler runs.
 */
export async function claimNext(db: Db, runnerId: string, kinds: readonly string[], now: Date, leaseMs: number): Promise<ClaimedJob | null> {
  if (kinds.length === 0) return null;
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update jobs
    set status = 'running', attempts = jobs.attempts + 1, locked_by = ${runnerId}, locked_until = ${until}::timestamptz
    where jobs.id = (
      select j.id from jobs j
      where j.kind in (${kindList}) and j.attempts < j.max_attempts
        and ((j.status = 'pending' and j.run_at <= ${at}::timestamptz)
          or (j.status = 'running' and j.locked_until < ${at}::timestamptz))
      order by j.run_at, j.created_at, j.id
      limit 1
      for update skip locked
    )
    returning jobs.id, jobs.kind, jobs.key, jobs.payload, jobs.attempts, jobs.max_attempts`);
  const row = rawRows<ClaimedRow>(result)[0];
  if (!row) return null;
  const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as unknown) : row.payload;
  return { id: row.id, kind: row.kind, key: row.key, payload, attempts: row.attempts, maxAttempts: row.max_attempts };
}

/**
 * Locks the claimed job's row inside `tx` if this runner still holds it (same runner, same
 * attempt, still running). False when its lease ran out and another runner took it over.
 */
export async function holdClaim(tx: Tx, job: ClaimedJob, runnerId: string): Promise<boolean> {
  const result = await tx.execute(sql`
    select j.id from jobs j
    where j.id = ${job.id}::uuid and j.status = 'running' and j.locked_by = ${runnerId} and j.attempts = ${job.attempts}::integer
    for update`);
  return rawRows(result).length === 1;
}

export async function markDone(tx: Tx, jobId: string, runnerId: string, outcome: string, now: Date): Promise<void> {
  await tx.execute(sql`
    update jobs
    set status = 'done', outcome = ${outcome}, completed_by = ${runnerId}, completed_at = ${now.toISOString()}::timestamptz,
      locked_by = null, locked_until = null, last_error = null
    where jobs.id = ${jobId}::uuid`);
}

/**
 * After a failed run: pending again at `retryAt`, or failed for good once the attempts are spent
 * (or when `final`). Only while this runner still holds the job.
 */
export async function markFailed(
  db: Db,
  job: ClaimedJob,
  runnerId: string,
  error: string,
  retryAt: Date,
  options: { final?: boolean; now: Date },
): Promise<void> {
  const final = options.final || job.attempts >= job.maxAttempts;
  await db.execute(sql`
    update jobs
    set status = ${final ? 'failed' : 'pending'}, run_at = ${retryAt.toISOString()}::timestamptz, last_error = ${error.slice(0, 2000)},
      locked_by = null, locked_until = null,
      completed_at = ${final ? options.now.toISOString() : null}::timestamptz, completed_by = ${final ? runnerId : null}
    where jobs.id = ${job.id}::uuid and jobs.locked_by = ${runnerId} and jobs.attempts = ${job.attempts}::integer`);
}

/** Running jobs whose lease ran out on their last attempt: their runner died; they fail for good. */
export async function failAbandoned(db: Db, now: Date): Promise<number> {
  const result = await db.execute(sql`
    update jobs set status = 'failed', last_error = 'The runner stopped before finishing its last attempt',
      completed_at = ${now.toISOString()}::timestamptz, locked_by = null, locked_until = null
    where jobs.status = 'running' and jobs.locked_until < ${now.toISOString()}::timestamptz and jobs.attempts >= jobs.max_attempts
    returning jobs.id`);
  return rawRows(result).length;
}
