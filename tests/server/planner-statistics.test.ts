// The embedded database has no autovacuum, so the server gathers the planner's statistics itself:
// a daily job on PGlite. PostgreSQL's autovacuum does it there, so no job is queued on PostgreSQL.
// At start, on both, the tables never analysed are analysed (src/server/server.ts).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@server/db/schema';
import { rawRows } from '@server/db/raw-rows';
import { analyzeNeverAnalyzed } from '@server/plugins/planner-statistics';
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
    const [{ n: blueprints }] = rawRows<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from blueprints`)) as [
      { n: number },
    ];
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

describe('at start', () => {
  it('analyses the tables never analysed, and only those', async () => {
    const database = await createTestDatabase({ template: 'demo' });
    try {
      // A table just made has no statistics on either database, whatever autovacuum has done since.
      await database.db.execute(sql`create table statistics_probe (n int)`);
      await database.db.execute(sql`insert into statistics_probe select generate_series(1, 40)`);
      expect(await estimatedRows('statistics_probe', database.db)).toBe(-1);
      expect(await analyzeNeverAnalyzed(database.db)).toContain('statistics_probe');
      expect(await estimatedRows('statistics_probe', database.db)).toBe(40);
      // Analysed tables, empty ones too (reltuples 0), are left alone at the next start.
      expect(await analyzeNeverAnalyzed(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it.skipIf(testDatabaseKind() !== 'embedded')('analyses the whole seeded embedded database the first time', async () => {
    const database = await createTestDatabase({ template: 'demo' });
    try {
      expect(await estimatedRows('users', database.db)).toBe(-1);
      expect(await analyzeNeverAnalyzed(database.db)).toEqual(expect.arrayContaining(['blueprints', 'resources', 'users']));
      expect(await estimatedRows('users', database.db)).toBeGreaterThan(0);
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
