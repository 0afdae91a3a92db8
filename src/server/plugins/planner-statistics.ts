// The query planner's statistics on the embedded database. PostgreSQL's autovacuum gathers them
// (ANALYZE once enough of a table has changed); PGlite runs no autovacuum, so its tables never had
// any, and the planner estimated every table at a default size. One ANALYZE of the demo data took
// the blueprints list from 1,239 to 661 µs of server CPU per request (bench:api). So the embedded
// database is analysed once a day by the jobs runner, after the night's clean-up, and at every
// start (on PostgreSQL too, where autovacuum comes round only later) the tables never analysed are.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rawRows } from '../db/raw-rows';
import type { JobKind, Planner } from '../jobs/registry';
import { dailyJob, dailyPayload } from '../jobs/schedule';

/** ANALYZE of every table: reads a sample of each (at most 30,000 rows), so it stays brief. */
async function refreshPlannerStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}

/**
 * At start, on either database: analyses the tables never analysed (just created by a migration or
 * filled by the seed, or, on the embedded database, last opened by a version without this). The
 * rest keep their statistics (autovacuum's, or the daily job's), so a start costs one catalogue
 * read, not an ANALYZE of everything (on a large PostgreSQL that takes a while, and the test
 * suites start servers by the hundred). Returns the tables it analysed.
 */
export async function analyzeNeverAnalyzed(db: Db): Promise<string[]> {
  // pg_class.reltuples is -1 for a table never analysed or vacuumed.
  const result = await db.execute(
    sql`select relname as name from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples < 0 order by relname`,
  );
  const tables = rawRows<{ name: string }>(result).map((row) => row.name);
  if (tables.length)
    await db.execute(
      sql`analyze ${sql.join(
        tables.map((name) => sql.identifier(name)),
        sql`, `,
      )}`,
    );
  return tables;
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
