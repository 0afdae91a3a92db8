// Snapshots of the whole programme's charts. At national scale (hundreds of thousands of projects,
// a million orders) the default view of /staff/insights — every district, the last year — costs
// six aggregates of 50–250 ms each, and six at once on a small server take over a second: more
// than the page may. A job computes that view every INSIGHT_SNAPSHOT_MINUTES and keeps it; the
// staff page's default view is answered from it, with the moment it was computed (`asOf`), which
// the page shows. Any other view (a district, a school, a project kit, other days) and every CSV
// is computed live. A programme below `minProjects` projects is always live: its aggregates take
// a few milliseconds, and its staff see every change at once.
import { sql } from 'drizzle-orm';
import { INSIGHT_CHARTS, INSIGHT_SNAPSHOT_MINUTES, type InsightChart } from '@contract/insights-messages';
import type { InsightChartAnswer } from '@contract/insights';
import type { Db } from '@server/db/connect';
import { rawRows } from '@server/db/raw-rows';
import { staffSelection, type Selection } from './selection';

/** A snapshot older than two periods of the job is not used (a job that failed, or no runner). */
const MAX_AGE_MS = 2 * INSIGHT_SNAPSHOT_MINUTES * 60_000;

type ChartLoader = (db: Db, chart: InsightChart, selection: Selection) => Promise<InsightChartAnswer>;

/** The whole programme's default view for `now`: what a snapshot holds. */
const defaultView = (now: Date): Selection => staffSelection({ all: true, userId: '' }, {}, now);

/** Whether `selection` is the whole programme's default view of `now`. */
export function isDefaultView(selection: Selection, now: Date): boolean {
  const view = defaultView(now);
  return (
    selection.districtIds === null &&
    selection.schoolId === undefined &&
    selection.resourceId === undefined &&
    selection.from === view.from &&
    selection.to === view.to
  );
}

/** At least `minProjects` projects, counted no further than that. */
export async function programmeIsLarge(db: Db, minProjects: number): Promise<boolean> {
  if (minProjects <= 0) return true;
  const rows = rawRows<{ n: number }>(await db.execute(sql`select count(*)::int as n from (select 1 from projects limit ${minProjects}) p`));
  return Number(rows[0]?.n ?? 0) >= minProjects;
}

/** The chart's snapshot for the default view of `now`, if one is fresh; null otherwise. */
export async function readSnapshot(db: Db, chart: InsightChart, now: Date): Promise<InsightChartAnswer | null> {
  const view = defaultView(now);
  const rows = rawRows<{ answer: InsightChartAnswer; computed_at: string | Date }>(
    await db.execute(sql`
      select answer, computed_at from insight_snapshots
      where chart = ${chart} and from_day = ${view.from}::date and to_day = ${view.to}::date
        and computed_at >= ${new Date(now.getTime() - MAX_AGE_MS).toISOString()}::timestamptz`),
  );
  const row = rows[0];
  if (!row) return null;
  const answer = typeof row.answer === 'string' ? (JSON.parse(row.answer) as InsightChartAnswer) : row.answer;
  return { ...answer, asOf: new Date(row.computed_at).toISOString() };
}

/**
 * Computes the default view's six charts one after another (one at a time keeps the job from
 * taking both cores from the requests) and keeps them. Returns how many were written.
 */
export async function refreshSnapshots(db: Db, now: Date, load: ChartLoader): Promise<number> {
  const view = defaultView(now);
  for (const chart of INSIGHT_CHARTS) {
    const answer = await load(db, chart, view);
    await db.execute(sql`
      insert into insight_snapshots (chart, from_day, to_day, answer, computed_at)
      values (${chart}, ${view.from}::date, ${view.to}::date, ${JSON.stringify(answer)}::jsonb, ${now.toISOString()}::timestamptz)
      on conflict (chart) do update set from_day = excluded.from_day, to_day = excluded.to_day, answer = excluded.answer,
        computed_at = excluded.computed_at`);
  }
  return INSIGHT_CHARTS.length;
}
