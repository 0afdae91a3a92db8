// The embedded database has no autovacuum, so the server gathers the planner's statistics itself:
// a daily job on PGlite (and ANALYZE at start, src/server/server.ts). PostgreSQL's autovacuum does
// it there, so no job is queued on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/server/db/schema';
import { rawRows } from '../../src/server/db/raw-rows';
import { analyzeIfNeverAnalyzed } from '../../src/server/plugins/planner-statistics';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase, testDatabaseKind } from '../helpers/test-db';

const KIND = 'refresh-planner-statistics';
let now = new Date('2026-03-02T03:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

/** pg_class.reltuples: -1 until the table is first analysed or vacuumed, then its row estimate. */
async function estimatedRows(table: string, db = t.database.db): Promise<number> {
  const result = await db.execute(sql`select reltuples::float8 as rows from pg_class where relname = ${table} and relkind = 'r'`);
  return Number(rawRows<{ rows: number }>(result)[0]!.rows);
}

const queued = async () => t.database.db.select({ key: jobs.key, outcome: jobs.outcome }).from(jobs).where(eq(jobs.kind, KIND));

describe.skipIf(testDatabaseKind() !== 'embedded')('on the embedded database', () => {
  it('a daily job from 03:30 UTC analyses the tables, once that day', async () => {
    const [{ n: blueprints }] = rawRows<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from blueprints`)) as [{ n: number }];
    expect(blueprints).toBeGreaterThan(0);
    expect(await estimatedRows('blueprints')).toBe(-1);

    await t.app.jobs.runDue();
    expect(await queued()).toEqual([]);
    expect(await estimatedRows('blueprints')).toBe(-1);

    now = new Date('2026-03-02T03:30:00Z');
    await t.app.jobs.runDue();
    expect(await queued()).toEqual([{ key: `${KIND}:2026-03-02`, outcome: 'analyzed' }]);
    expect(await estimatedRows('blueprints')).toBe(blueprints);

    now = new Date('2026-03-02T18:00:00Z');
    await t.app.jobs.runDue();
    expect(await queued()).toHaveLength(1);
  });
});

describe.skipIf(testDatabaseKind() !== 'embedded')('at start, on the embedded database', () => {
  it('analyses a database with a table never analysed, and only then', async () => {
    const database = await createTestDatabase({ template: 'demo' });
    try {
      expect(await estimatedRows('users', database.db)).toBe(-1);
      expect(await analyzeIfNeverAnalyzed(database.db)).toBe(true);
      expect(await estimatedRows('users', database.db)).toBeGreaterThan(0);
      // Empty tables too count as analysed now (reltuples 0), so the next start reads and moves on.
      expect(await analyzeIfNeverAnalyzed(database.db)).toBe(false);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(testDatabaseKind() !== 'postgresql')('on PostgreSQL', () => {
  it('queues no such job: autovacuum keeps the statistics', async () => {
    now = new Date('2026-03-02T04:00:00Z');
    await t.app.jobs.runDue();
    expect(await queued()).toEqual([]);
  });
});
