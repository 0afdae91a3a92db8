// The job runner: plans due jobs, then claims and runs them one at a time until none is due. The
// same code runs inside the API process (a timer, every JOBS_POLL_SECONDS), in `npm run
// jobs:run-once`, and in tests, where the clock is theirs. Any number of runners may share one
// PostgreSQL: claims skip each other's rows, and each job's key is unique. Design: docs/jobs.md.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { claimNext, failAbandoned, holdClaim, markDone, markFailed, type ClaimedJob } from './queue';
import type { Tx } from '../db/connect';
import { systemClock, type Clock } from '../clock';
import { JobLostError, type JobDeps, type JobRegistry } from './registry';

export interface RunnerOptions {
  registry: JobRegistry;
  deps: JobDeps;
  clock?: Clock;
  /** How long a claimed job is this runner's before another may take it over (default 5 minutes). */
  leaseMs?: number;
  /** A name for this runner in the jobs table (default: host, process id and a random tag). */
  runnerId?: string;
  /** Told when a job starts and how it ended (metrics). */
  observer?: JobObserver;
}

export interface JobObserver {
  started(kind: string): void;
  /** done: completed (whatever its outcome); retried: failed, to be run again; failed: failed for good. */
  finished(kind: string, result: 'done' | 'retried' | 'failed'): void;
}

interface RunSummary {
  planned: number;
  /** Jobs completed, by outcome. */
  outcomes: Record<string, number>;
  retried: number;
  failed: number;
}

export interface JobRunner {
  readonly id: string;
  /** Plans, then runs every job due now; resolves when none is left (or after `maxJobs`). */
  runDue(options?: { maxJobs?: number }): Promise<RunSummary>;
  /** Runs runDue every `intervalMs` until stop(); a wake() runs it again soon. */
  start(intervalMs: number): void;
  /** Asks a started runner to look for due jobs now (e.g. after a change queued one). */
  wake(): void;
  /** Stops the timer and waits for the run under way. */
  stop(): Promise<void>;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
/** Retry delays grow: 1, 2, 4, 8… minutes, at most an hour. */
export const retryDelayMs = (attempt: number) => Math.min(60, 2 ** Math.max(0, attempt - 1)) * 60_000;

export function createJobRunner(options: RunnerOptions): JobRunner {
  const { registry, deps } = options;
  const clock = options.clock ?? systemClock;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const id = options.runnerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const lastPlanned = new Map<string, number>();

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = true;

  async function plan(summary: RunSummary) {
    const now = clock();
    for (const planner of registry.planners) {
      const last = lastPlanned.get(planner.name);
      if (planner.everyMs && last !== undefined && now.getTime() - last < planner.everyMs) continue;
      try {
        summary.planned += await planner.plan({ db: deps.db, now, deps });
        lastPlanned.set(planner.name, now.getTime());
      } catch (err) {
        // One planner's trouble must not stop the others or the jobs already queued.
        deps.log.error({ err, planner: planner.name }, 'job planner failed');
      }
    }
  }

  async function runOne(job: ClaimedJob, summary: RunSummary) {
    const before = { failed: summary.failed, retried: summary.retried };
    options.observer?.started(job.kind);
    try {
      await runClaimed(job, summary);
    } finally {
      const result = summary.failed > before.failed ? 'failed' : summary.retried > before.retried ? 'retried' : 'done';
      options.observer?.finished(job.kind, result);
    }
  }

  async function runClaimed(job: ClaimedJob, summary: RunSummary) {
    const kind = registry.kinds.get(job.kind)!;
    const now = clock();
    let completed = false;
    const complete = async (outcome: string, write?: (tx: Tx) => Promise<void>) => {
      await deps.db.transaction(async (tx) => {
        if (!(await holdClaim(tx, job, id))) throw new JobLostError(`Job ${job.key} was taken over by another runner`);
        if (write) await write(tx);
        await markDone(tx, job.id, id, outcome, clock());
      });
      completed = true;
      summary.outcomes[outcome] = (summary.outcomes[outcome] ?? 0) + 1;
    };
    try {
      let payload: unknown;
      try {
        payload = kind.parse(job.payload);
      } catch (err) {
        // A payload this code cannot read will not become readable by retrying.
        await markFailed(deps.db, job, id, `Unreadable payload: ${String(err)}`, now, { final: true, now });
        summary.failed += 1;
        return;
      }
      await kind.run({ id: job.id, kind: job.kind, key: job.key, payload, attempt: job.attempts, now, deps, complete });
      if (!completed) await complete('done');
    } catch (err) {
      if (completed) {
        deps.log.error({ err, job: job.key }, 'job handler failed after its completion was recorded');
        return;
      }
      if (err instanceof JobLostError) {
        deps.log.warn({ job: job.key }, 'job taken over by another runner; its result was not recorded here');
        return;
      }
      const final = job.attempts >= job.maxAttempts;
      deps.log.error({ err, job: job.key, attempt: job.attempts }, final ? 'job failed for good' : 'job failed; it will be retried');
      await markFailed(deps.db, job, id, err instanceof Error ? err.message : String(err), new Date(now.getTime() + retryDelayMs(job.attempts)), {
        now,
      });
      if (final) summary.failed += 1;
      else summary.retried += 1;
    }
  }

  async function runDue({ maxJobs = 1000 }: { maxJobs?: number } = {}): Promise<RunSummary> {
    const summary: RunSummary = { planned: 0, outcomes: {}, retried: 0, failed: 0 };
    await failAbandoned(deps.db, clock());
    await plan(summary);
    const kinds = [...registry.kinds.keys()];
    for (let done = 0; done < maxJobs; done += 1) {
      const job = await claimNext(deps.db, id, kinds, clock(), leaseMs);
      if (!job) break;
      await runOne(job, summary);
    }
    return summary;
  }

  /** One run at a time in this process; a wake() during a run asks for one more after it. */
  function tick() {
    if (running) {
      again = true;
      return;
    }
    running = runDue()
      .catch((err: unknown) => deps.log.error({ err }, 'job run failed'))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          tick();
        }
      });
  }

  return {
    id,
    runDue,
    start(intervalMs) {
      if (!stopped) return;
      stopped = false;
      tick();
      timer = setInterval(tick, intervalMs);
      // The timer alone must not keep a process alive that is otherwise done.
      timer.unref();
    },
    wake() {
      if (!stopped) setImmediate(tick);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
