// Larger data sets for measuring, on top of the demo data: `scaleDemoData` multiplies the demo's
// projects, kit orders, action tasks and sessions (bench:explain reads the list queries' plans on
// it), `seedDistrictLoad` gives one district a given number of kit orders and tasks (the server
// suite proves paging with it; bench:web with BENCH_LARGE_DATA=1 loads the dashboard on it).
// Added orders are closed (returned checkouts, cancelled requests), so every kit figure the demo
// shows stays what it was and every kit rule still holds.
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/connect';
import { rawRows } from '@server/db/raw-rows';

/** The columns an added order copies (everything but the id, the status and the kits returned). */
const ORDER_COPY_COLUMNS = `kind, checkout_name, start_date, return_date, support_options, total_students, group_size,
  kits_needed, requested_kits, contact_hours_min, contact_hours_max, note, created_by_id, kits_short`;

/** Returned checkouts (all kits back) and cancelled requests: orders that book no kits. */
const CLOSED_STATUS = sql.raw(`case when o.kind = 'checkout' then 'Returned' else 'Cancelled' end`);
const CLOSED_RETURNED = sql.raw(`case when o.kind = 'checkout' then o.kits_needed - o.kits_short else 0 end`);

/**
 * Every school with projects gets `factor - 1` sibling schools holding copies of its projects;
 * every order, task and refresh token `factor - 1` copies (older, closed, half the tasks done).
 */
export async function scaleDemoData(db: Db, factor: number): Promise<void> {
  const copies = factor - 1;
  if (copies < 1) return;
  await db.transaction(async (tx) => {
    // A live session per user, as after everyone signed in once: the session check has rows to find.
    await tx.execute(sql`
      insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
      select id, gen_random_uuid(), md5(random()::text || id::text), now() + interval '30 days' from users`);
    await tx.execute(sql`
      with source as (
        select s.*, g from schools s cross join generate_series(1, ${copies}::integer) g
        where exists (select 1 from projects p where p.school_id = s.id)
      ), added as (
        insert into schools (district_id, name, city, state, grade_band)
        select district_id, name || ' ' || g, city, state, grade_band from source
        returning id, district_id, name
      )
      insert into projects (district_id, school_id, resource_id, name, kits_on_hand, blueprint_id)
      select a.district_id, a.id, p.resource_id, p.name, 0, p.blueprint_id
      from added a join source s on a.name = s.name || ' ' || s.g and a.district_id = s.district_id
      join projects p on p.school_id = s.id`);
    await tx.execute(sql`
      insert into kit_orders (${sql.raw(ORDER_COPY_COLUMNS)}, project_id, status, kits_returned, created_at, updated_at)
      select ${sql.raw(ORDER_COPY_COLUMNS.replace(/(\w+)/g, 'o.$1'))}, o.project_id, ${CLOSED_STATUS}, ${CLOSED_RETURNED},
        o.created_at - make_interval(days => g), o.created_at - make_interval(days => g)
      from kit_orders o cross join generate_series(1, ${copies}::integer) g`);
    await tx.execute(sql`
      insert into action_tasks (district_id, user_id, title, description, kind, resource_type, resource_id, is_required,
        due_date, completed_at, position, created_at)
      select t.district_id, t.user_id, t.title || ' ' || g, t.description, t.kind, t.resource_type, t.resource_id, t.is_required,
        t.due_date + g, case when g % 2 = 0 then now() - make_interval(days => g) end, t.position + 1000 * g, t.created_at
      from action_tasks t cross join generate_series(1, ${copies}::integer) g`);
    await tx.execute(sql`
      insert into refresh_tokens (user_id, family_id, token_hash, expires_at, revoked_at, created_at)
      select r.user_id, gen_random_uuid(), r.token_hash || '-' || g, r.expires_at, case when g % 2 = 0 then now() end, r.created_at
      from refresh_tokens r cross join generate_series(1, ${copies}::integer) g`);
    await tx.execute(sql`analyze`);
  });
}

/** The district of a user (by e-mail), e.g. the demo coordinator's. */
export async function districtOf(db: Db, email: string): Promise<string> {
  const rows = rawRows<{ district_id: string }>(await db.execute(sql`select district_id from users where email = ${email}`));
  if (!rows[0]?.district_id) throw new Error(`${email} has no district`);
  return rows[0].district_id;
}

/**
 * Adds closed orders spread over the district's projects until it holds `orders` of them, and
 * tasks for everyone in it (a third completed, the rest due over the coming months) until it holds
 * `tasks`.
 */
export async function seedDistrictLoad(db: Db, districtId: string, target: { orders: number; tasks: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [held] = rawRows<{ orders: number; tasks: number }>(
      await tx.execute(sql`select
        (select count(*)::integer from kit_orders o join projects p on p.id = o.project_id where p.district_id = ${districtId}::uuid) as orders,
        (select count(*)::integer from action_tasks where district_id = ${districtId}::uuid) as tasks`),
    );
    const addOrders = Math.max(0, target.orders - held!.orders);
    const addTasks = Math.max(0, target.tasks - held!.tasks);
    await tx.execute(sql`
      with pool as (
        select id, row_number() over (order by id) - 1 as n, count(*) over () as size from projects where district_id = ${districtId}::uuid
      )
      insert into kit_orders (project_id, kind, status, checkout_name, start_date, return_date, total_students, group_size,
        kits_needed, requested_kits, kits_returned, created_at, updated_at)
      select pool.id,
        case when g % 2 = 0 then 'checkout' else 'request' end,
        case when g % 2 = 0 then 'Returned' else 'Cancelled' end,
        case when g % 2 = 0 then 'Class ' || g end,
        case when g % 2 = 0 then current_date - (g % 300) - 14 end,
        case when g % 2 = 0 then current_date - (g % 300) - 7 end,
        case when g % 2 = 0 then 24 end,
        case when g % 2 = 0 then 'pairs' end,
        case when g % 2 = 0 then 2 end,
        case when g % 2 = 1 then 2 end,
        case when g % 2 = 0 then 2 else 0 end,
        now() - make_interval(days => 1 + g % 400, mins => g), now() - make_interval(days => 1 + g % 400, mins => g)
      from generate_series(1, ${addOrders}::integer) g join pool on pool.n = g % pool.size`);
    await tx.execute(sql`
      insert into action_tasks (district_id, title, kind, due_date, completed_at, position)
      select ${districtId}::uuid, 'Follow-up ' || g, 'general', current_date + (g % 180),
        case when g % 3 = 0 then now() - make_interval(hours => g) end, 10000 + g
      from generate_series(1, ${addTasks}::integer) g`);
  });
}
