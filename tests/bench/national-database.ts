// The national data set's PostgreSQL database, shared by bench:insights and bench:scale so one
// build serves both: hop_insights_bench_<scale> beside the database of BENCH_DATABASE_URL, built
// once by set-based SQL (insights-data.ts, then the staff lists' rows of staff-list-data.ts) and
// reused while it is there. BENCH_REBUILD=1 builds it again; BENCH_SCALE=0.1 builds a tenth of it
// under its own name. A database the insights bench built before the staff lists' rows existed is
// given them in place (app_meta records each part).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '@server/db/connect';
import { rawRows } from '@server/db/raw-rows';
import { seedIfEmpty } from '@server/db/seed/run-seed';
import { buildInsightsData, NATIONAL, type BenchSizes } from './insights-data';
import { buildStaffListData } from './staff-list-data';

export const BENCH_SCALE = Number(process.env.BENCH_SCALE ?? 1);
export const NATIONAL_DB_NAME = `hop_insights_bench_${String(BENCH_SCALE).replace('.', '_')}`;

const scaled = (sizes: BenchSizes): BenchSizes => ({
  ...sizes,
  districts: Math.max(1, Math.round(sizes.districts * BENCH_SCALE)),
  schools: Math.max(1, Math.round(sizes.schools * BENCH_SCALE)),
  people: Math.max(1, Math.round(sizes.people * BENCH_SCALE)),
});

async function parts(url: string): Promise<Set<string>> {
  const database = await openDatabase({ kind: 'postgresql', url });
  try {
    const rows = rawRows<{ key: string }>(
      await database.db.execute(sql`select key from app_meta where key in ('insights-bench', 'staff-lists-bench')`),
    );
    return new Set(rows.map((row) => row.key));
  } finally {
    await database.close();
  }
}

/** The national database's URL, built (or completed) first when needed; `notes` tells what was done. */
export async function nationalDatabase(adminUrl: string, notes: string[]): Promise<string> {
  const url = new URL(adminUrl);
  url.pathname = `/${NATIONAL_DB_NAME}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let built = new Set<string>();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [NATIONAL_DB_NAME])).rowCount === 1;
    if (exists && process.env.BENCH_REBUILD !== '1') built = await parts(url.toString());
    if (!built.has('insights-bench')) {
      built = new Set();
      await admin.query(`drop database if exists ${NATIONAL_DB_NAME} with (force)`);
      await admin.query(`create database ${NATIONAL_DB_NAME}`);
    }
  } finally {
    await admin.end();
  }
  if (built.has('insights-bench') && built.has('staff-lists-bench')) {
    notes.push(`Reused ${NATIONAL_DB_NAME} (BENCH_REBUILD=1 builds it again).`);
    return url.toString();
  }
  const started = performance.now();
  const database = await openDatabase({ kind: 'postgresql', url: url.toString() });
  try {
    if (!built.has('insights-bench')) {
      console.log(`Building ${NATIONAL_DB_NAME} (scale ${BENCH_SCALE})…`);
      await seedIfEmpty(database.db, 'demo');
      await buildInsightsData(database.db, scaled(NATIONAL));
      await database.db.execute(sql`insert into app_meta (key, value) values ('insights-bench', ${JSON.stringify({ scale: BENCH_SCALE })}::jsonb)`);
    }
    console.log(`Adding the staff lists' rows to ${NATIONAL_DB_NAME}…`);
    await buildStaffListData(database.db);
    await database.db.execute(sql`insert into app_meta (key, value) values ('staff-lists-bench', ${JSON.stringify({ scale: BENCH_SCALE })}::jsonb)`);
  } finally {
    await database.close();
  }
  notes.push(
    `Built ${NATIONAL_DB_NAME}${built.has('insights-bench') ? "'s staff-list rows" : ''} in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
  return url.toString();
}

/** Drops the national database (BENCH_DROP=1 at the end of a bench). */
export async function dropNationalDatabase(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${NATIONAL_DB_NAME} with (force)`);
  } finally {
    await admin.end();
  }
}
