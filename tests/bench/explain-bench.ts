// `npm run bench:explain`: the plans of the district list queries and the session check on the
// demo data scaled up (×100 by default, BENCH_SCALE) and the coordinator's district holding 1,000
// kit orders and 500 tasks (BENCH_ORDERS, BENCH_TASKS), with EXPLAIN ANALYZE, on a fresh embedded
// database (or on PostgreSQL with BENCH_DATABASE_URL=postgres://…/postgres). The queries are the
// ones the routes prepare, with the demo coordinator's values; a sequential scan of a large table
// in these plans is what an index should remove.
import { fillPlaceholders, sql } from 'drizzle-orm';
import { seedIfEmpty } from '@server/db/seed/run-seed';
import type { Db } from '@server/db/connect';
import { rawRows } from '@server/db/raw-rows';
import { sessionCheckQuery } from '@server/features/auth/session-service';
import { taskCounts, taskPage } from '@server/features/checklist/service';
import { orderPage } from '@server/features/projects/order-queries';
import { projectPage } from '@server/features/projects/project-queries';
import { utcDay } from '@contract/projects';
import { createTestDatabase } from '../helpers/test-db';
import { districtOf, scaleDemoData, seedDistrictLoad } from './larger-data';

const SCALE = Number(process.env.BENCH_SCALE ?? 100);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const TASKS = Number(process.env.BENCH_TASKS ?? 500);
const COORDINATOR = 'coordinator@example.org';

interface Built {
  toSQL(): { sql: string; params: unknown[] };
}

async function explain(db: Db, label: string, query: Built, values: Record<string, unknown>) {
  const { sql: text, params } = query.toSQL();
  const client = (db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }> } }).$client;
  // Twice: the first run warms the caches, the second is the one shown.
  await client.query(`explain (analyze) ${text}`, fillPlaceholders(params, values));
  const result = await client.query(`explain (analyze) ${text}`, fillPlaceholders(params, values));
  console.log(`\n── ${label}\n${result.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
}

const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  process.env.TEST_DB_KIND = 'postgresql';
  process.env.TEST_DATABASE_URL = adminUrl;
}
const database = await createTestDatabase();
try {
  const db = database.db;
  await seedIfEmpty(db, 'demo');
  await scaleDemoData(db, SCALE);
  const districtId = await districtOf(db, COORDINATOR);
  await seedDistrictLoad(db, districtId, { orders: ORDERS, tasks: TASKS });
  await db.execute(sql`analyze`);
  const [user] = rawRows<{ id: string; family_id: string }>(
    await db.execute(
      sql`select u.id, r.family_id from users u join refresh_tokens r on r.user_id = u.id where u.email = ${COORDINATOR} and r.revoked_at is null limit 1`,
    ),
  );
  const [sizes] = rawRows<Record<string, number>>(
    await db.execute(sql`select (select count(*)::integer from projects) as projects, (select count(*)::integer from kit_orders) as kit_orders,
      (select count(*)::integer from action_tasks) as action_tasks, (select count(*)::integer from refresh_tokens) as refresh_tokens`),
  );
  console.log(`${database.kind}, demo data ×${SCALE}, the coordinator's district at ${ORDERS} orders and ${TASKS} tasks:`, sizes);
  const page = { districtId, userId: user!.id, today: utcDay(), limit: 15, offset: 0 };
  await explain(db, 'session check', sessionCheckQuery(db), { familyId: user!.family_id, userId: user!.id });
  await explain(db, 'GET /projects', projectPage(db, 'district', false, false), page);
  await explain(db, 'GET /projects?query=…', projectPage(db, 'district', false, true), { ...page, pattern: '%robot%' });
  await explain(db, 'GET /projects/orders', orderPage(db, 'district', { limit: 15, offset: 0 }), page);
  await explain(db, 'GET /projects/orders?kind=checkout', orderPage(db, 'district', { limit: 15, offset: 0, kind: 'checkout' }), {
    ...page,
    kind: 'checkout',
  });
  await explain(db, 'GET /action-tasks (pending tab)', taskPage(db, 'district', false, false), page);
  await explain(db, 'GET /action-tasks (completed tab)', taskPage(db, 'district', false, true), page);
  await explain(db, 'GET /action-tasks (counts)', taskCounts(db, 'district', false), page);
} finally {
  await database.close();
}
