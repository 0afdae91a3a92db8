// Pruning processed_mutations (the idempotency records of the offline outbox, idempotency.ts) in
// the background. A record answers a device that sends the same mutation again; it is kept for
// PROCESSED_MUTATION_RETENTION_DAYS, longer than any device is expected to hold an unsent change,
// and then deleted, so the table does not grow forever. A resend older than that is applied as new.
//
// A plain interval timer for now: `pruneProcessedMutations` is the job, `startMutationRetention`
// only schedules it, so moving it onto the jobs runner (src/server/jobs/) is a matter of calling
// the former from a job and dropping the latter.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect';
import { rawRows } from '../db/raw-rows';

/** How long a processed mutation is kept: a device offline longer than this is not expected. */
export const PROCESSED_MUTATION_RETENTION_DAYS = 90;
/** How often the records are pruned, and how soon after a start the first time. */
export const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;
export const RETENTION_FIRST_RUN_MS = 60 * 1000;
/** Rows deleted per statement, so no single delete holds locks or memory for long. */
const BATCH = 5_000;

/** Deletes the records older than the retention window as of `now`; returns how many went. */
export async function pruneProcessedMutations(
  db: Db,
  now: Date = new Date(),
  retentionDays: number = PROCESSED_MUTATION_RETENTION_DAYS,
): Promise<number> {
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

/** Prunes now and then while the app runs; stops when it closes. */
export function startMutationRetention(
  app: FastifyInstance,
  options: { intervalMs?: number; firstRunMs?: number } = {},
): void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const deleted = await pruneProcessedMutations(app.db);
      if (deleted) app.log.info({ deleted }, 'pruned processed mutations older than the retention window');
    } catch (err) {
      // A failed run is retried at the next interval; the records stay meanwhile.
      app.log.error({ err }, 'pruning processed mutations failed');
    } finally {
      running = false;
    }
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void run();
    interval = setInterval(() => void run(), options.intervalMs ?? RETENTION_INTERVAL_MS);
    interval.unref();
  }, options.firstRunMs ?? RETENTION_FIRST_RUN_MS);
  first.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    if (interval) clearInterval(interval);
    // A run in progress finishes before the database is closed.
    while (running) await new Promise((resolve) => setTimeout(resolve, 10));
  });
}
