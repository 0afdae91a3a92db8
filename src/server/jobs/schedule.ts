// Planners for work that recurs on the calendar (a daily digest, a nightly backup, a weekly
// clean-up): each period gets one job, keyed by the period, so it runs once per period however many
// processes plan it and however often.
import { enqueueJob } from './queue';
import type { Planner } from './registry';

/** YYYY-MM-DD of an instant in UTC. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The calendar day `n` days after `day` (YYYY-MM-DD; negative n goes back). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The UTC instant of `day` (YYYY-MM-DD) at hour:minute. */
export function atUtc(day: string, hour: number, minute = 0): Date {
  return new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`);
}

/** The payload a daily job is queued with ({ day } unless it gives its own), read back as an object. */
export const dailyPayload = (payload: unknown): Record<string, unknown> =>
  typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};

export interface DailyJob {
  /** The job kind to queue (registered separately). */
  kind: string;
  /** UTC time of day from which the day's job is due. */
  hour: number;
  minute?: number;
  payload?: (day: string) => Record<string, unknown>;
  maxAttempts?: number;
}

/**
 * Queues `kind` once per UTC day, due at hour:minute, under the key `<kind>:<YYYY-MM-DD>`. Before
 * that time of day nothing is queued; a process started later in the day still queues that day's
 * job (a missed day is not made up: only today's is planned).
 */
export function dailyJob(job: DailyJob): Planner {
  return {
    name: `daily:${job.kind}`,
    async plan({ db, now }) {
      const day = dayOf(now);
      const due = atUtc(day, job.hour, job.minute ?? 0);
      if (now < due) return 0;
      const queued = await enqueueJob(db, {
        kind: job.kind,
        key: `${job.kind}:${day}`,
        payload: job.payload?.(day) ?? { day },
        runAt: due,
        maxAttempts: job.maxAttempts,
      });
      return queued ? 1 : 0;
    },
  };
}
