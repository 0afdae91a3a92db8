// The insights benchmark's data, made by set-based SQL (INSERT … SELECT generate_series), never row
// by row: districts, schools, people, two project kits per school with 2.5 labelled kits, 5 kit
// orders (3 checkouts, 2 requests) and 25 counts each, returns of the returned checkouts (some
// late), an application per district with its status moves, blueprints, funding and outcome
// reports over the years asked for. At `national` sizes: 13,000 districts, 100,000 schools, 50,000
// people, 500,000 kits, 1,000,000 orders and 5,000,000 counts. With `districtId` every school goes
// into that one district (the embedded case: a district of a year's data).
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/connect';
import { rawRows } from '@server/db/raw-rows';

export interface BenchSizes {
  districts: number;
  schools: number;
  people: number;
  /** How many years back the orders, counts and applications go. */
  years: number;
}

export const NATIONAL: BenchSizes = { districts: 13_000, schools: 100_000, people: 50_000, years: 3 };

/** Runs one statement, printing how long it took. */
async function step(db: Db, label: string, statement: string): Promise<void> {
  const started = performance.now();
  await db.execute(sql.raw(statement));
  console.log(`  ${label.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** A pseudo-random whole number in [0, n) from an integer expression: the same data every build. */
const pick = (expression: string, n: number, salt = 0) => `(abs(hashint4((${expression})::int + ${salt})::bigint) % ${n})::int`;

export async function buildInsightsData(db: Db, sizes: BenchSizes, districtId?: string): Promise<void> {
  const days = Math.round(sizes.years * 365);
  const districts = districtId ? 1 : sizes.districts;
  const inBench = districtId ? `d.id = '${districtId}'::uuid` : `d.name like 'Bench District %'`;
  const benchDistricts = `select d.id, (row_number() over (order by d.id) - 1)::int as n from districts d where ${inBench}`;

  if (!districtId)
    await step(db, 'districts', `insert into districts (name, state) select 'Bench District ' || g, 'CA' from generate_series(1, ${districts}) g`);
  await step(
    db,
    'project kits',
    `insert into resources (type, name, slug, unit_cost_cents) select 'project', 'Bench Kit ' || g, 'bench-kit-' || g, 10000
     from generate_series(1, 12) g on conflict do nothing`,
  );
  await step(
    db,
    'schools',
    `with d as (${benchDistricts})
     insert into schools (district_id, name, state) select d.id, 'Bench School ' || g, 'CA'
     from generate_series(0, ${sizes.schools - 1}) g join d on d.n = g % ${districts}`,
  );
  await step(
    db,
    'people',
    `with d as (${benchDistricts}), hash as (select password_hash from users where email = 'coordinator@example.org')
     insert into users (email, password_hash, first_name, last_name, onboarding_step, is_email_confirmed, roles, district_id)
     select 'bench-' || g || '@example.test', hash.password_hash, 'Bench', 'Person ' || g, 7, true, '{USER}', d.id
     from generate_series(0, ${sizes.people - 1}) g join d on d.n = g % ${districts} cross join hash`,
  );
  // Two project kits per school (different ones), numbered so later steps can spread rows over them.
  await step(
    db,
    'projects',
    `with s as (select s.id, s.district_id, (row_number() over (order by s.id) - 1)::int as n from schools s
       join districts d on d.id = s.district_id where ${inBench} and s.name like 'Bench School %'),
     r as (select id, (row_number() over (order by id) - 1)::int as n, count(*) over ()::int as total from resources where type = 'project')
     insert into projects (district_id, school_id, resource_id, name, kits_on_hand)
     select s.district_id, s.id, r.id, 'Bench project', 0 from s cross join generate_series(0, 1) k
     join r on r.n = (s.n + k * 5) % r.total`,
  );
  const benchProjects = `select p.id, (row_number() over (order by p.id) - 1)::int as n from projects p where p.name = 'Bench project'
    and p.district_id in (select d.id from districts d where ${inBench})`;
  // 2 or 3 kits a project (2.5 on average), one in ten retired; labelled over the years.
  await step(
    db,
    'kits',
    `with p as (${benchProjects})
     insert into kits (project_id, seq, code, status, created_at, retired_at)
     select p.id, k, 'BN' || p.n || '-' || k,
       case when ${pick('p.n * 3 + k', 10)} = 0 then 'retired' else 'active' end,
       now() - make_interval(days => ${days} + 30 - ${pick('p.n', 60)}),
       case when ${pick('p.n * 3 + k', 10)} = 0 then now() - make_interval(days => ${pick('p.n + k', days)}) end
     from p cross join generate_series(1, 3) k where k <= 2 + p.n % 2`,
  );
  await step(
    db,
    'kits on hand',
    `update projects p set kits_on_hand = k.active from (select project_id, count(*)::int as active from kits where status = 'active'
       group by project_id) k where k.project_id = p.id and p.name = 'Bench project'`,
  );
  // 5 orders a project: 3 checkouts over the years (most returned, some cancelled, some still out),
  // 2 requests (delivered or cancelled).
  await step(
    db,
    'kit orders',
    `with p as (${benchProjects}), o as (
       select p.id as project_id, j, current_date - ${pick('p.n * 5 + j', days)} as start_date, 3 + ${pick('p.n * 5 + j', 19, 7)} as length,
         1 + ${pick('p.n * 5 + j', 3, 11)} as kits, ${pick('p.n * 5 + j', 20, 13)} as fate
       from p cross join generate_series(1, 5) j)
     insert into kit_orders (project_id, kind, status, start_date, return_date, total_students, group_size, kits_needed, requested_kits,
       kits_returned, created_at)
     select project_id, case when j <= 3 then 'checkout' else 'request' end,
       case when j > 3 then (case when fate = 0 then 'Cancelled' else 'Delivered' end)
         when fate = 0 then 'Cancelled' when start_date + length >= current_date or fate = 1 then 'Active' else 'Returned' end,
       case when j <= 3 then start_date end, case when j <= 3 then start_date + length end,
       case when j <= 3 then kits * 10 end, case when j <= 3 then 'pairs' end,
       case when j <= 3 then kits end, case when j > 3 then kits end,
       case when j <= 3 and fate > 1 and start_date + length < current_date then kits else 0 end,
       start_date::timestamp at time zone 'UTC'
     from o`,
  );
  await step(
    db,
    'kit returns',
    `insert into kit_returns (order_id, kits, made_at)
     select o.id, o.kits_needed, (o.return_date + ${pick('o.order_number', 5)} - 2)::timestamp at time zone 'UTC' + interval '10 hours'
     from kit_orders o join projects p on p.id = o.project_id
     where o.kind = 'checkout' and o.status = 'Returned' and p.name = 'Bench project'
       and p.district_id in (select d.id from districts d where ${inBench})`,
  );
  // 25 counts a project over the years; the project keeps the latest as its last count.
  await step(
    db,
    'inventory counts',
    `with p as (${benchProjects})
     insert into inventory_counts (project_id, kits_on_hand, counted_at, made_at)
     select p.id, ${pick('p.n * 25 + c', 4)}, t, t from p cross join generate_series(1, 25) c
     cross join lateral (select now() - make_interval(days => ${pick('p.n * 25 + c', days)}, hours => c) as t) x`,
  );
  await step(
    db,
    'last counts',
    `update projects p set inventory_counted_at = c.last, inventory_updated_at = c.last
     from (select project_id, max(made_at) as last from inventory_counts group by project_id) c
     where c.project_id = p.id and p.name = 'Bench project'`,
  );
  // An application per district, its status moves, a blueprint and funding for the ones that got one.
  await step(
    db,
    'applications',
    `with d as (${benchDistricts}), a as (select d.id, d.n, current_date - ${pick('d.n', days)} as day from d)
     insert into applications (district_id, status, applicant_name, number_of_schools, application_date, funding_option, district_linked, created_at)
     select a.id, (array['New', 'Blueprint Created', 'Blueprint Created', 'Building Blueprint', 'Declined', 'Program Completed', 'Waitlisted'])[1 + a.n % 7],
       'Bench Applicant ' || a.n, 1, a.day, 'matching', true, a.day::timestamp at time zone 'UTC'
     from a`,
  );
  await step(
    db,
    'status moves',
    `with path(status, step, before, after) as (values
       ('Building Blueprint', 1, 'New', 'Building Blueprint'), ('Blueprint Created', 1, 'New', 'Building Blueprint'),
       ('Blueprint Created', 2, 'Building Blueprint', 'Blueprint Created'), ('Program Completed', 1, 'New', 'Building Blueprint'),
       ('Program Completed', 2, 'Building Blueprint', 'Blueprint Created'), ('Program Completed', 3, 'Blueprint Created', 'Program Completed'),
       ('Declined', 1, 'New', 'Declined'), ('Waitlisted', 1, 'New', 'Waitlisted'))
     insert into activity_log (entity_type, entity_id, district_id, action, before, after, visibility, created_at)
     select 'application', a.id, a.district_id, 'status-changed', jsonb_build_object('status', path.before), jsonb_build_object('status', path.after),
       'district', a.created_at + make_interval(days => path.step * (3 + ${pick('a.application_number + path.step', 25)}))
     from applications a join path on path.status = a.status where a.applicant_name like 'Bench Applicant %'`,
  );
  await step(
    db,
    'blueprints',
    `insert into blueprints (application_id, district_id, prepared_for, stage, approval, approved_at, total_program_cost_cents, students_min, students_max)
     select a.id, a.district_id, a.applicant_name, 'Approved', 'Approved', a.created_at + interval '20 days',
       (10 + ${pick('a.application_number', 90)}) * 100000, 50 + ${pick('a.application_number', 450)}, 100 + ${pick('a.application_number', 450)} + 450
     from applications a where a.applicant_name like 'Bench Applicant %' and a.status in ('Blueprint Created', 'Program Completed')`,
  );
  await step(
    db,
    'funding',
    `insert into funding_allocations (district_id, application_id, blueprint_id, allocated_cents, use_by, created_at)
     select b.district_id, b.application_id, b.id, b.total_program_cost_cents + 500000, (b.approved_at + interval '1 year')::date, b.approved_at
     from blueprints b join applications a on a.id = b.application_id where a.applicant_name like 'Bench Applicant %'`,
  );
  await step(
    db,
    'outcome terms',
    `insert into outcome_terms (name, starts_on, ends_on, due_on)
     select 'Bench ' || half || ' ' || y, make_date(y, case when half = 'Spring' then 1 else 9 end, 1),
       case when half = 'Spring' then make_date(y, 5, 31) else make_date(y, 12, 31) end,
       case when half = 'Spring' then make_date(y, 6, 10) else make_date(y + 1, 1, 15) end
     from generate_series(extract(year from current_date)::int - ${Math.ceil(sizes.years)}, extract(year from current_date)::int) y
     cross join (values ('Spring'), ('Fall')) h(half)
     on conflict do nothing`,
  );
  await step(
    db,
    'outcome reports',
    `insert into outcome_reports (blueprint_id, district_id, term_id, status, students_reached, sessions_held, teachers_trained, submitted_at)
     select b.id, b.district_id, t.id, (array['Accepted', 'Accepted', 'Submitted', 'Draft'])[1 + ${pick("b.students_min + (t.due_on - date '2000-01-01')", 4)}],
       b.students_min + ${pick('b.students_max', 100)}, 10, 2, t.due_on::timestamp at time zone 'UTC'
     from blueprints b join outcome_terms t on t.due_on >= (b.approved_at at time zone 'UTC')::date and t.due_on <= current_date and t.name like 'Bench %'
     join applications a on a.id = b.application_id where a.applicant_name like 'Bench Applicant %'
     on conflict do nothing`,
  );
  // Vacuumed too, so the charts' index-only scans find the pages all-visible, as autovacuum keeps them.
  await step(db, 'vacuum analyze', 'vacuum analyze');
}

/** How many rows the big tables hold (printed with the results). */
export async function tableSizes(db: Db): Promise<Record<string, number>> {
  const tables = [
    'districts',
    'schools',
    'users',
    'projects',
    'kits',
    'kit_orders',
    'kit_returns',
    'inventory_counts',
    'applications',
    'outcome_reports',
  ];
  const [row] = rawRows<Record<string, string>>(
    await db.execute(sql.raw(`select ${tables.map((t) => `(select count(*) from ${t}) as ${t}`).join(', ')}`)),
  );
  return Object.fromEntries(tables.map((t) => [t, Number(row![t])]));
}
