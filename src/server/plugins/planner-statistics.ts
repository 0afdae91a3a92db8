// The query planner's statistics on the embedded database. PostgreSQL's autovacuum gathers them
// (ANALYZE once enough of a table has changed); PGlite runs no autovacuum, so its tables never had
// any: the planner assumed default sizes for every table and planned each prepared list query
// again on every run. One ANALYZE of the demo data took the blueprints list from 1,339 to 760 µs of
// server CPU per request (bench:api). So the embedded database is analysed when the server starts
// (after migrating and seeding) and once a day by the jobs runner, after the night's clean-up.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import type { JobKind, Planner } from '../jobs/registry';
import { dailyJob, dailyPayload } from '../jobs/schedule';

/** ANALYZE of every table: reads a sample of each (at most 30,000 rows), so it stays brief. */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
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
