// The kit charts, each one SQL aggregate over the selection: kit use (kit-days with classes over
// kit-days on hand, per district and project kit), count freshness (projects and kits by days since
// their last count) and overdue returns (checkouts due back per week, and those that came back late
// or are still out). Definitions: docs/product.md, "Insights".
import { sql } from 'drizzle-orm';
import type { InsightChartAnswer } from '@contract/insights';
import { FRESHNESS_BUCKETS, INSIGHTS_TOP_ROWS, type FreshnessBucket } from '@contract/insights-messages';
import type { Db } from '@server/db/connect';
import { rawRows } from '@server/db/raw-rows';
import { day, dayPlus, projectInSelection, type Selection } from './selection';

type Chart<C extends InsightChartAnswer['chart']> = Extract<InsightChartAnswer, { chart: C }>;

/** The last day a kit measure counts: the range's end, never after today (days not yet lived hold nothing). */
const lastDay = (s: Selection) => (s.to < s.today ? s.to : s.today);

interface KitUseRow {
  district_id: string | null;
  district: string | null;
  resource_id: string;
  project_kit: string;
  kit_days_out: number;
  kit_days_on_hand: number;
  groups: number;
  all_out: number;
  all_on_hand: number;
}

const ratio = (out: number, onHand: number) => (onHand > 0 ? out / onHand : null);

/** A selection of at most this many districts is drawn per district and project kit; a wider one per project kit. */
const PER_DISTRICT_UP_TO = 25;

/**
 * Kit-days on hand come from the projects' kits on hand (the active labelled kits always number
 * them), less the days before a kit still on hand was labelled, plus the days in the range of kits
 * since retired: only kits labelled or retired within the range are read one by one (their indexes),
 * so the whole programme's figure is one pass over projects, not over every kit.
 * `limit` null: every group (the CSV).
 */
export async function kitUseChart(db: Db, s: Selection, limit: number | null = INSIGHTS_TOP_ROWS): Promise<Chart<'kit-use'>> {
  const from = s.from;
  const end = dayPlus(lastDay(s), 1);
  const perDistrict = s.districtIds !== null && s.districtIds.length <= PER_DISTRICT_UP_TO;
  const key = perDistrict ? sql`p.district_id, p.resource_id` : sql`p.resource_id`;
  const days = sql`greatest(0, ${day(end)} - ${day(from)})`;
  const createdDay = sql`(k.created_at at time zone 'UTC')::date`;
  const retiredDay = sql`(k.retired_at at time zone 'UTC')::date`;
  // Each part is summed per group on its own (orders from the covering index, kits from their
  // labelled and retired indexes, kits on hand from the projects), then the parts are added up.
  const rows = rawRows<KitUseRow>(
    await db.execute(sql`
      with parts as (
        select ${key}, sum(o.kits_needed::bigint * greatest(0, least(o.return_date, ${day(end)}) - greatest(o.start_date, ${day(from)}))) as out_days,
          0::bigint as held_days
        from kit_orders o join projects p on p.id = o.project_id
        where o.kind = 'checkout' and o.status <> 'Cancelled' and o.kits_needed is not null
          and o.return_date > ${day(from)} and o.start_date < ${day(end)} and ${projectInSelection(s)}
        group by ${key}
        union all
        select ${key}, 0, sum(p.kits_on_hand)::bigint * ${days} from projects p where ${projectInSelection(s)} group by ${key}
        union all
        select ${key}, 0, -sum(least(${createdDay}, ${day(end)}) - ${day(from)})
        from kits k join projects p on p.id = k.project_id
        where k.retired_at is null and k.created_at > ${day(from)} and ${projectInSelection(s)}
        group by ${key}
        union all
        select ${key}, 0, sum(greatest(0, least(${retiredDay}, ${day(end)}) - greatest(${createdDay}, ${day(from)})))
        from kits k join projects p on p.id = k.project_id
        where k.retired_at is not null and k.retired_at > ${day(from)} and k.created_at < ${day(end)} and ${projectInSelection(s)}
        group by ${key}
      ), joined as (
        select ${perDistrict ? sql`district_id` : sql`null::uuid as district_id`}, resource_id,
          sum(out_days)::float8 as kit_days_out, sum(held_days)::float8 as kit_days_on_hand
        from parts p group by ${key}
      ), ranked as (
        select joined.*, count(*) over ()::int as groups, sum(kit_days_out) over ()::float8 as all_out,
          sum(kit_days_on_hand) over ()::float8 as all_on_hand
        from joined
        where kit_days_out > 0 or kit_days_on_hand > 0
        order by kit_days_on_hand desc, kit_days_out desc, district_id, resource_id
        ${limit === null ? sql`` : sql`limit ${limit}`}
      )
      select ranked.district_id::text, d.name as district, ranked.resource_id::text, r.name as project_kit,
        kit_days_out, kit_days_on_hand, groups, all_out, all_on_hand
      from ranked left join districts d on d.id = ranked.district_id join resources r on r.id = ranked.resource_id
      order by kit_days_on_hand desc, kit_days_out desc, district, project_kit
    `),
  );
  const first = rows[0];
  const allOut = Number(first?.all_out ?? 0);
  const allOnHand = Number(first?.all_on_hand ?? 0);
  return {
    chart: 'kit-use',
    from: s.from,
    to: s.to,
    rows: rows.map((row) => {
      const out = Number(row.kit_days_out);
      const onHand = Number(row.kit_days_on_hand);
      return {
        districtId: row.district_id,
        district: row.district,
        resourceId: row.resource_id,
        projectKit: row.project_kit,
        kitDaysOut: out,
        kitDaysOnHand: onHand,
        use: ratio(out, onHand),
      };
    }),
    more: Math.max(0, Number(first?.groups ?? 0) - rows.length),
    total: { kitDaysOut: allOut, kitDaysOnHand: allOnHand, use: ratio(allOut, allOnHand) },
  };
}

/** Count freshness as of today: a snapshot, so the day range does not apply. */
export async function countFreshnessChart(db: Db, s: Selection): Promise<Chart<'count-freshness'>> {
  const rows = rawRows<{ bucket: FreshnessBucket; projects: number; kits: number }>(
    await db.execute(sql`
      with aged as (
        select p.kits_on_hand,
          ${day(s.today)} - (coalesce(p.inventory_counted_at, p.inventory_updated_at) at time zone 'UTC')::date as age
        from projects p where ${projectInSelection(s)}
      )
      select case when age is null then 'never' when age <= 30 then '0-30' when age <= 90 then '31-90'
          when age <= 180 then '91-180' when age <= 365 then '181-365' else 'over-365' end as bucket,
        count(*)::int as projects, coalesce(sum(kits_on_hand), 0)::int as kits
      from aged group by 1
    `),
  );
  const byBucket = new Map(rows.map((row) => [row.bucket, row]));
  return {
    chart: 'count-freshness',
    from: s.from,
    to: s.to,
    rows: FRESHNESS_BUCKETS.map((bucket) => ({
      bucket,
      projects: Number(byBucket.get(bucket)?.projects ?? 0),
      kits: Number(byBucket.get(bucket)?.kits ?? 0),
    })),
  };
}

/**
 * Per week (its Monday) of the range: checkouts due back that week, those late (back after their
 * return day, or still out past it) and those still out today.
 */
export async function overdueChart(db: Db, s: Selection): Promise<Chart<'overdue'>> {
  const weekStart = sql`date_trunc('week', ${day(s.from)})::date`;
  // The whole programme needs no project: the join is made only when a filter reads one.
  const filtered = s.districtIds !== null || s.schoolId !== undefined || s.resourceId !== undefined;
  const rows = rawRows<{ week: string; due: number; late: number; still_out: number }>(
    await db.execute(sql`
      with due as (
        select date_trunc('week', o.return_date)::date as week, count(*)::int as due,
          count(*) filter (where o.status in ('Shipped', 'Delivered', 'Active') and o.kits_returned < coalesce(o.kits_needed, 0)
            and o.return_date < ${day(s.today)})::int as still_out
        from kit_orders o ${filtered ? sql`join projects p on p.id = o.project_id and ${projectInSelection(s)}` : sql``}
        where o.kind = 'checkout' and o.status <> 'Cancelled' and o.return_date >= ${weekStart} and o.return_date <= ${day(s.to)}
        group by 1
      ), back_late as (
        -- Returned checkouts with a return made after their return day; such a return was made
        -- after the range began, so only those returns are read.
        select date_trunc('week', o.return_date)::date as week, count(distinct o.id)::int as late
        from kit_orders o join kit_returns r on r.order_id = o.id
          ${filtered ? sql`join projects p on p.id = o.project_id and ${projectInSelection(s)}` : sql``}
        where o.kind = 'checkout' and o.status = 'Returned' and o.return_date >= ${weekStart} and o.return_date <= ${day(s.to)}
          and r.made_at >= ${weekStart} and r.made_at >= (o.return_date + 1)::timestamp at time zone 'UTC'
        group by 1
      )
      select w::date::text as week, coalesce(due.due, 0) as due, coalesce(due.still_out, 0) + coalesce(back_late.late, 0) as late,
        coalesce(due.still_out, 0) as still_out
      from generate_series(${weekStart}::timestamp, ${day(s.to)}::timestamp, interval '1 week') as w
        left join due on due.week = w::date left join back_late on back_late.week = w::date
      order by w
    `),
  );
  return {
    chart: 'overdue',
    from: s.from,
    to: s.to,
    rows: rows.map((row) => ({ week: row.week, due: Number(row.due), late: Number(row.late), stillOut: Number(row.still_out) })),
  };
}
