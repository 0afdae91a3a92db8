// What the staff lists read beyond the insights data (insights-data.ts), made the same way, by
// set-based SQL over the bench districts, projects, kits and orders already there: the activity
// log's entry of every order (a million at national size), ten checklist tasks a district, kit
// issues (an open report for one kit in fifty, a settled one for one in twenty), a count conflict
// for one project in twenty (half of them settled) and an invitation for every bench person.
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/connect';

/** Runs one statement, printing how long it took. */
async function step(db: Db, label: string, statement: string): Promise<void> {
  const started = performance.now();
  await db.execute(sql.raw(statement));
  console.log(`  ${label.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** A pseudo-random whole number in [0, n) from an integer expression: the same data every build. */
const pick = (expression: string, n: number, salt = 0) => `(abs(hashint4((${expression})::int + ${salt})::bigint) % ${n})::int`;

const benchDistricts = `select d.id, (row_number() over (order by d.id) - 1)::int as n from districts d where d.name like 'Bench District %'`;
const benchProjects = `select p.id, p.district_id, (row_number() over (order by p.id) - 1)::int as n from projects p where p.name = 'Bench project'`;

export async function buildStaffListData(db: Db): Promise<void> {
  // The live events' trigger would queue a notification per row for one commit: a bulk load
  // announces nothing (no screen is open on it).
  await db.execute(sql`alter table activity_log disable trigger activity_log_announce`);
  try {
    await step(
      db,
      'order activity',
      `insert into activity_log (entity_type, entity_id, district_id, actor_id, action, before, after, visibility, created_at)
       select 'kit-order', o.id, p.district_id, null, 'created', null, jsonb_build_object('status', case when o.kind = 'request' then 'Requested' else 'Active' end),
         'district', o.created_at
       from kit_orders o join projects p on p.id = o.project_id where p.name = 'Bench project'`,
    );
  } finally {
    await db.execute(sql`alter table activity_log enable trigger activity_log_announce`);
  }
  await step(
    db,
    'action tasks',
    `with d as (${benchDistricts}),
     person as (select distinct on (u.district_id) u.district_id, u.id from users u where u.email like 'bench-%@example.test' order by u.district_id, u.id)
     insert into action_tasks (district_id, user_id, title, kind, due_date, completed_at, position, created_at)
     select d.id, case when t % 3 = 0 then person.id end, 'Bench task ' || (d.n * 10 + t), 'general',
       current_date + ${pick('d.n * 10 + t', 120)} - 60,
       case when ${pick('d.n * 10 + t', 2, 3)} = 0 then now() - make_interval(days => ${pick('d.n * 10 + t', 300, 5)}) end,
       t, now() - make_interval(days => 60 + ${pick('d.n * 10 + t', 600, 7)})
     from d cross join generate_series(0, 9) t left join person on person.district_id = d.id`,
  );
  // One kit in fifty has an open issue; one in twenty a settled one (repaired), some time before.
  await step(
    db,
    'kit issues',
    `with k as (select k.id, (row_number() over (order by k.id) - 1)::int as n from kits k join projects p on p.id = k.project_id
       where p.name = 'Bench project')
     insert into kit_condition_reports (kit_id, condition, note, source, made_at, created_at, resolved_at, resolution)
     select k.id, (array['needs-parts', 'damaged', 'lost'])[1 + ${pick('k.n', 3, 17)}], 'Bench report', 'return', at, at,
       case when k.n % 50 <> 0 then at + interval '3 days' end, case when k.n % 50 <> 0 then 'repaired' end
     from k cross join lateral (select now() - make_interval(days => ${pick('k.n', 700, 19)}, hours => k.n % 24) as at) x
     where k.n % 50 = 0 or k.n % 20 = 1`,
  );
  // A count conflict between two of the project's counts for one project in twenty, half settled.
  await step(
    db,
    'count conflicts',
    `with p as (${benchProjects}),
     c as (select p.n, p.id as project_id,
       (select array_agg(ic.id order by ic.counted_at desc) from (select id, counted_at from inventory_counts where project_id = p.id
         order by counted_at desc limit 2) ic) as ids,
       (select max(counted_at) from inventory_counts where project_id = p.id) as at
       from p where p.n % 20 = 0)
     insert into count_conflicts (project_id, earlier_count_id, later_count_id, created_at, resolved_at, resolved_kits)
     select c.project_id, c.ids[2], c.ids[1], c.at, case when c.n % 40 = 20 then c.at + interval '1 day' end,
       case when c.n % 40 = 20 then 2 end
     from c where array_length(c.ids, 1) = 2`,
  );
  // An invitation for every bench person: most accepted, some expired, some still pending.
  await step(
    db,
    'invitations',
    `insert into invitations (email, role, district_id, expires_at, accepted_at, created_at)
     select 'bench-invite-' || u.n || '@example.test', 'USER', u.district_id, x.at + interval '14 days',
       case when u.n % 5 < 3 then x.at + interval '2 days' end, x.at
     from (select u.district_id, (row_number() over (order by u.id) - 1)::int as n from users u where u.email like 'bench-%@example.test') u
     cross join lateral (select case when u.n % 5 = 4 then now() - make_interval(days => u.n % 10)
       else now() - make_interval(days => 30 + ${pick('u.n', 700, 23)}) end as at) x`,
  );
  await step(db, 'vacuum analyze', 'vacuum analyze');
}
