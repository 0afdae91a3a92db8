// Pruning processed_mutations (the idempotency records of the offline outbox, idempotency.ts). A
// record answers a device that sends the same mutation again; it is kept for
// PROCESSED_MUTATION_RETENTION_DAYS, longer than any device is expected to hold an unsent change,
// and then deleted, so the table does not grow forever. A resend older than that is applied as new.
// It runs as a daily job of the jobs runner (src/server/jobs/app-jobs.ts), so with several API
// processes it runs once a day, not once per process.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rawRows } from '../db/raw-rows';
import type { JobKind, Planner } from '../jobs/registry';
import { dailyJob, dailyPayload } from '../jobs/schedule';

/** How long a processed mutation is kept: a device offline longer than this is not expected. */
export const PROCESSED_MUTATION_RETENTION_DAYS = 90;
/** Rows deleted per statement, so no single delete holds locks or memory for long. */
const BATCH = 5_000;

/** Deletes the records older than the retention window as of `now`; returns how many went. */
export async function pruneProcessedMutations(db: Db, now: Date, retentionDays: number = PROCESSED_MUTATION_RETENTION_DAYS): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  let total = 0;
  for (;;) {
    // SKIP LOCKED: several API processes on one PostgreSQL prune side by side without waiting on
    // each other (or on a resend reading a record).
    const result = await db.execute(sql`
      delete from processed_mutations
      where (client_id, mutation_id) in (
        select client_id, mutation_id from processed_mutations
        where created_at < ${cutoff}::timestamptz
        limit ${BATCH}
        for update skip locked
      )
      returning 1 as gone`);
    const deleted = rawRows<{ gone: number }>(result).length;
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

const KIND = 'prune-processed-mutations';

/** Once a day at 03:00 UTC, a quiet hour for districts in the Americas. */
export const mutationRetentionPlanner: Planner = dailyJob({ kind: KIND, hour: 3 });

export const mutationRetentionJob: JobKind<Record<string, unknown>> = {
  kind: KIND,
  parse: dailyPayload,
  async run(ctx) {
    const deleted = await pruneProcessedMutations(ctx.deps.db, ctx.now);
    if (deleted) ctx.deps.log.info({ deleted }, 'pruned processed mutations older than the retention window');
    await ctx.complete(`pruned ${deleted}`);
  },
};
