// The programme charts, each one SQL aggregate over the selection: students reached per reporting
// term against the blueprints' forecasts, funding per district (allocated, used, expiring) and the
// application funnel with the days spent in each status. Definitions: docs/product.md, "Insights".
import { sql } from 'drizzle-orm';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@contract/applications-messages';
import type { InsightChartAnswer } from '@contract/insights';
import { INSIGHTS_TOP_ROWS } from '@contract/insights-messages';
import { FUNDS_EXPIRING_DAYS } from '@contract/staff-dashboard';
import type { Db } from '@server/db/connect';
import { rawRows } from '@server/db/raw-rows';
import { applicationInSelection, blueprintInSelection, day, dayPlus, inDistricts, type Selection } from './selection';

type Chart<C extends InsightChartAnswer['chart']> = Extract<InsightChartAnswer, { chart: C }>;

/**
 * Terms overlapping the range, oldest first: Σ students reached of the Submitted and Accepted
 * reports of the term, against Σ students min/max of the approved blueprints that owe a report for
 * it (approved on or before its due day).
 */
export async function studentsReachedChart(db: Db, s: Selection): Promise<Chart<'students-reached'>> {
  const rows = rawRows<{
    term_id: string;
    term: string;
    starts_on: string;
    ends_on: string;
    reached: number;
    reports: number;
    forecast_min: number;
    forecast_max: number;
  }>(
    await db.execute(sql`
      select t.id::text as term_id, t.name as term, t.starts_on::text, t.ends_on::text,
        coalesce(r.reached, 0)::float8 as reached, coalesce(r.reports, 0)::int as reports,
        coalesce(f.low, 0)::float8 as forecast_min, coalesce(f.high, 0)::float8 as forecast_max
      from outcome_terms t
      left join lateral (
        select sum(o.students_reached) as reached, count(*) as reports from outcome_reports o
        where o.term_id = t.id and o.status in ('Submitted', 'Accepted') and ${inDistricts(s, sql`o.district_id`)}
          and ${blueprintInSelection(s, sql`o.blueprint_id`)}
      ) r on true
      left join lateral (
        select sum(b.students_min) as low, sum(b.students_max) as high from blueprints b
        where b.approval = 'Approved' and (b.approved_at at time zone 'UTC')::date <= t.due_on
          and ${inDistricts(s, sql`b.district_id`)} and ${blueprintInSelection(s, sql`b.id`)}
      ) f on true
      where t.ends_on >= ${day(s.from)} and t.starts_on <= ${day(s.to)}
      order by t.starts_on, t.name
    `),
  );
  return {
    chart: 'students-reached',
    from: s.from,
    to: s.to,
    rows: rows.map((row) => ({
      termId: row.term_id,
      term: row.term,
      startsOn: row.starts_on,
      endsOn: row.ends_on,
      reached: Number(row.reached),
      reports: Number(row.reports),
      forecastMin: Number(row.forecast_min),
      forecastMax: Number(row.forecast_max),
    })),
  };
}

/**
 * Per district, allocations live in the range (made on or before its last day, to be used by its
 * first day or later): allocated; used, as the staff dashboard counts it (what approved blueprints
 * of the application draw, never more than allocated); and expiring, what is unused of allocations
 * whose use-by day falls within FUNDS_EXPIRING_DAYS of today.
 */
export async function fundingChart(db: Db, s: Selection, limit: number | null = INSIGHTS_TOP_ROWS): Promise<Chart<'funding'>> {
  const soon = dayPlus(s.today, FUNDS_EXPIRING_DAYS);
  const rows = rawRows<{
    district_id: string;
    district: string;
    allocated: number;
    used: number;
    expiring: number;
    groups: number;
    all_allocated: number;
    all_used: number;
    all_expiring: number;
  }>(
    await db.execute(sql`
      with live as (
        select fa.district_id, fa.allocated_cents, fa.use_by,
          least(fa.allocated_cents, coalesce((select sum(b.total_program_cost_cents - b.direct_cost_to_district_cents) from blueprints b
            where b.application_id = fa.application_id and b.approval = 'Approved'), 0)) as used
        from funding_allocations fa
        where (fa.created_at at time zone 'UTC')::date <= ${day(s.to)} and fa.use_by >= ${day(s.from)}
          and ${inDistricts(s, sql`fa.district_id`)} and ${applicationInSelection(s, sql`fa.application_id`)}
      ), per as (
        select district_id, sum(allocated_cents)::float8 as allocated, sum(used)::float8 as used,
          coalesce(sum(allocated_cents - used) filter (where use_by between ${day(s.today)} and ${day(soon)}), 0)::float8 as expiring
        from live group by district_id
      ), ranked as (
        select per.*, count(*) over ()::int as groups, sum(allocated) over ()::float8 as all_allocated,
          sum(used) over ()::float8 as all_used, sum(expiring) over ()::float8 as all_expiring
        from per order by allocated desc, district_id
        ${limit === null ? sql`` : sql`limit ${limit}`}
      )
      select ranked.district_id::text, d.name as district, allocated, used, expiring, groups, all_allocated, all_used, all_expiring
      from ranked join districts d on d.id = ranked.district_id
      order by allocated desc, district
    `),
  );
  const first = rows[0];
  return {
    chart: 'funding',
    from: s.from,
    to: s.to,
    rows: rows.map((row) => ({
      districtId: row.district_id,
      district: row.district,
      allocatedCents: Number(row.allocated),
      usedCents: Number(row.used),
      expiringCents: Number(row.expiring),
    })),
    more: Math.max(0, Number(first?.groups ?? 0) - rows.length),
    total: {
      allocatedCents: Number(first?.all_allocated ?? 0),
      usedCents: Number(first?.all_used ?? 0),
      expiringCents: Number(first?.all_expiring ?? 0),
    },
  };
}

/**
 * Applications dated within the range, per status: how many are in it now, how many ever entered it
 * (New at creation, then each status move of the activity log), and the median and mean days of the
 * stays in it that have ended (a move out of it).
 */
export async function funnelChart(db: Db, s: Selection): Promise<Chart<'funnel'>> {
  const rows = rawRows<{ status: ApplicationStatus; current: number; entered: number; median_days: number | null; mean_days: number | null }>(
    await db.execute(sql`
      with apps as (
        select a.id, a.status, a.created_at from applications a
        where a.application_date between ${day(s.from)} and ${day(s.to)}
          and ${inDistricts(s, sql`a.district_id`)} and ${applicationInSelection(s, sql`a.id`)}
      ), moves as (
        select apps.id, apps.created_at as at, 0::bigint as seq, 'New' as status from apps
        union all
        select l.entity_id, l.created_at, l.seq, l.after ->> 'status' from activity_log l join apps on apps.id = l.entity_id
        where l.entity_type = 'application' and l.action = 'status-changed' and l.after ? 'status'
      ), stays as (
        select id, status, extract(epoch from (lead(at) over (partition by id order by at, seq) - at)) / 86400 as days from moves
      ), spent as (
        select status, count(distinct id)::int as entered,
          (percentile_cont(0.5) within group (order by days))::float8 as median_days, avg(days)::float8 as mean_days
        from stays group by status
      ), now as (
        select status, count(*)::int as current from apps group by status
      )
      select coalesce(spent.status, now.status) as status, coalesce(now.current, 0) as current, coalesce(spent.entered, 0) as entered,
        spent.median_days, spent.mean_days
      from spent full join now on now.status = spent.status
    `),
  );
  const byStatus = new Map(rows.map((row) => [row.status, row]));
  const days = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);
  return {
    chart: 'funnel',
    from: s.from,
    to: s.to,
    rows: APPLICATION_STATUSES.map((status) => {
      const row = byStatus.get(status);
      return {
        status,
        current: Number(row?.current ?? 0),
        entered: Number(row?.entered ?? 0),
        medianDays: days(row?.median_days),
        meanDays: days(row?.mean_days),
      };
    }),
  };
}
