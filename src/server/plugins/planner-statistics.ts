// The query planner's statistics on the embedded database. PostgreSQL's autovacuum gathers them
// (ANALYZE once enough of a table has changed); PGlite runs no autovacuum, so its tables never had
// any, and the planner estimated every table at a default size. One ANALYZE of the demo data took
// the blueprints list from 1,239 to 661 µs of server CPU per request (bench:api). So the embedded
// database is analysed when the server starts with a table never analysed (after migrating and
// seeding) and once a day by the jobs runner, after the night's clean-up.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rawRows } from '../db/raw-rows';
import type { JobKind, Planner } from '../jobs/registry';
import { dailyJob, dailyPayload } from '../jobs/schedule';

/** ANALYZE of every table: reads a sample of each (at most 30,000 rows), so it stays brief. */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}

/**
 * At start: analyses the database when one of its tables has never been (just seeded or migrated,
 * or last opened by a version without this); otherwise the daily job keeps the statistics, and a
 * start costs one catalogue read instead of an ANALYZE (starts are many in the test suites).
 */
export async function analyzeIfNeverAnalyzed(db: Db): Promise<boolean> {
  // pg_class.reltuples is -1 for a table never analysed or vacuumed.
  const result = await db.execute(
    sql`select exists (select 1 from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples < 0) as stale`,
  );
  if (!rawRows<{ stale: boolean }>(result)[0]?.stale) return false;
  await refreshPlannerStatistics(db);
  return true;
}

const KIND = 'refresh-planner-statistics';

/** Daily at 03:30 UTC, after the 03:00 pruning of processed mutations has changed that table. */
export const plannerStatisticsPlanner: Planner = dailyJob({ kind: KIND, hour: 3, minute: 30 });

export const plannerStatisticsJob: JobKind<Record<string, unknown>> = {
  kind: KIND,
  parse: dailyPayload,
  async run(ctx) {
    await refreshPlannerStatistics(ctx.deps.db);
    await ctx.complete('analyzed');
  },
};
