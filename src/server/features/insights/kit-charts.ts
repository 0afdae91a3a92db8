// The kit charts, each one SQL aggregate over the selection: kit use (kit-days with classes over
// kit-days on hand, per district and project kit), count freshness (projects and kits by days since
// their last count) and overdue returns (checkouts due back per week, and those that came back late
// or are still out). Definitions: docs/product.md, "Insights".
import { sql } from 'drizzle-orm';
import type { InsightChartAnswer } from '@contract/insights';
import { FRESHNESS_BUCKETS, INSIGHTS_TOP_ROWS, type FreshnessBucket } from '@contract/insights-messages';
import type { Db } from '@server/db/connect';
import { rawRows } from '@server/db/raw-rows';
import { dayPlus, projectInSelection, type Selection } from './selection';

type Chart<C extends InsightChartAnswer['chart']> = Extract<InsightChartAnswer, { chart: C }>;

/** The last day a kit measure counts: the range's end, never after today (days not yet lived hold nothing). */
const lastDay = (s: Selection) => (s.to < s.today ? s.to : s.today);

interface KitUseRow {
  district_id: string;
  district: string;
  resource_id: string;
  project_kit: string;
  kit_days_out: number;
  kit_days_on_hand: number;
  groups: number;
  all_out: number;
  all_on_hand: number;
}

const ratio = (out: number, onHand: number) => (onHand > 0 ? out / onHand : null);

/** `limit` null: every group (the CSV). */
export async function kitUseChart(db: Db, s: Selection, limit: number | null = INSIGHTS_TOP_ROWS): Promise<Chart<'kit-use'>> {
  const from = s.from;
  const end = dayPlus(lastDay(s), 1);
  const rows = rawRows<KitUseRow>(
    await db.execute(sql`
      with out as (
        select p.district_id, p.resource_id,
          sum(o.kits_needed::bigint * greatest(0, least(o.return_date, ${end}::date) - greatest(o.start_date, ${from}::date))) as days
        from kit_orders o join projects p on p.id = o.project_id
        where o.kind = 'checkout' and o.status <> 'Cancelled' and o.kits_needed is not null
          and o.return_date > ${from}::date and o.start_date < ${end}::date and ${projectInSelection(s)}
        group by p.district_id, p.resource_id
      ), held as (
        select p.district_id, p.resource_id,
          sum(greatest(0, least(coalesce((k.retired_at at time zone 'UTC')::date, ${end}::date), ${end}::date)
            - greatest((k.created_at at time zone 'UTC')::date, ${from}::date))) as days
        from kits k join projects p on p.id = k.project_id
        where k.created_at < ${end}::date and (k.retired_at is null or k.retired_at >= ${from}::date) and ${projectInSelection(s)}
        group by p.district_id, p.resource_id
      ), joined as (
        select coalesce(held.district_id, out.district_id) as district_id, coalesce(held.resource_id, out.resource_id) as resource_id,
          coalesce(out.days, 0)::float8 as kit_days_out, coalesce(held.days, 0)::float8 as kit_days_on_hand
        from held full join out on out.district_id = held.district_id and out.resource_id = held.resource_id
      ), ranked as (
        select joined.*, count(*) over ()::int as groups, sum(kit_days_out) over ()::float8 as all_out,
          sum(kit_days_on_hand) over ()::float8 as all_on_hand
        from joined
        order by kit_days_on_hand desc, kit_days_out desc, district_id, resource_id
        ${limit === null ? sql`` : sql`limit ${limit}`}
      )
      select ranked.district_id::text, d.name as district, ranked.resource_id::text, r.name as project_kit,
        kit_days_out, kit_days_on_hand, groups, all_out, all_on_hand
      from ranked join districts d on d.id = ranked.district_id join resources r on r.id = ranked.resource_id
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
          ${s.today}::date - (coalesce(p.inventory_counted_at, p.inventory_updated_at) at time zone 'UTC')::date as age
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
  const rows = rawRows<{ week: string; due: number; late: number; still_out: number }>(
    await db.execute(sql`
      with due as (
        select date_trunc('week', o.return_date)::date as week,
          (o.status in ('Shipped', 'Delivered', 'Active') and o.kits_returned < coalesce(o.kits_needed, 0)
            and o.return_date < ${s.today}::date) as still_out,
          (o.status = 'Returned' and exists (select 1 from kit_returns r where r.order_id = o.id
            and r.made_at >= (o.return_date + 1)::timestamp at time zone 'UTC')) as back_late
        from kit_orders o join projects p on p.id = o.project_id
        where o.kind = 'checkout' and o.status <> 'Cancelled'
          and o.return_date >= date_trunc('week', ${s.from}::date)::date and o.return_date <= ${s.to}::date and ${projectInSelection(s)}
      ), weeks as (
        select week, count(*)::int as due, count(*) filter (where still_out or back_late)::int as late,
          count(*) filter (where still_out)::int as still_out
        from due group by week
      )
      select w::date::text as week, coalesce(weeks.due, 0) as due, coalesce(weeks.late, 0) as late, coalesce(weeks.still_out, 0) as still_out
      from generate_series(date_trunc('week', ${s.from}::date), ${s.to}::date::timestamp, interval '1 week') as w
        left join weeks on weeks.week = w::date
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
