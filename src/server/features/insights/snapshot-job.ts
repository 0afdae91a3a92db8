// The job that keeps the whole programme's default insights (snapshots.ts): queued once per
// INSIGHT_SNAPSHOT_MINUTES, keyed by that period so several API processes queue it once, and run
// only when the programme is large (a small one is always answered live).
import { enqueueJob } from '@server/jobs/queue';
import { dailyPayload } from '@server/jobs/schedule';
import type { JobKind, Planner } from '@server/jobs/registry';
import { loadChart } from './load-chart';
import { INSIGHT_SNAPSHOT_MINUTES } from '@contract/insights-messages';
import { programmeIsLarge, refreshSnapshots } from './snapshots';

const KIND = 'insight-snapshots';
const PERIOD_MS = INSIGHT_SNAPSHOT_MINUTES * 60_000;

/** `minProjects`: INSIGHTS_SNAPSHOT_PROJECTS, the programme size from which snapshots are kept. */
export function insightSnapshotPlanner(minProjects: number): Planner {
  return {
    name: KIND,
    // The size check is a short scan: once a minute is often enough for a period of minutes.
    everyMs: 60_000,
    async plan({ db, now }) {
      if (!(await programmeIsLarge(db, minProjects))) return 0;
      const period = new Date(Math.floor(now.getTime() / PERIOD_MS) * PERIOD_MS);
      const queued = await enqueueJob(db, { kind: KIND, key: `${KIND}:${period.toISOString()}`, runAt: period, maxAttempts: 1 });
      return queued ? 1 : 0;
    },
  };
}

export const insightSnapshotJob: JobKind<Record<string, unknown>> = {
  kind: KIND,
  parse: dailyPayload,
  async run(ctx) {
    const started = Date.now();
    const written = await refreshSnapshots(ctx.deps.db, ctx.now, loadChart);
    ctx.deps.log.info({ charts: written, ms: Date.now() - started }, 'insight snapshots computed');
    await ctx.complete(`computed ${written}`);
  },
};
