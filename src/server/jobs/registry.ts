// What the runner runs: job kinds (a handler per kind) and planners (code that queues due jobs).
// Any feature can add its own: define a JobKind and, if it recurs or follows the data, a Planner,
// and register both in app-jobs.ts. docs/jobs.md explains the model.
import type { Db, Tx } from '../db/connect';
import type { Mailer } from '../plugins/mail';

/** Fastify's logger fits; so does a console wrapper (the CLI). */
export interface JobLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What handlers and planners may use. */
export interface JobDeps {
  db: Db;
  mailer: Mailer;
  /** Base of links in e-mails (PUBLIC_URL). */
  publicUrl: string;
  log: JobLog;
}

interface JobContext<P> {
  readonly id: string;
  readonly kind: string;
  readonly key: string;
  readonly payload: P;
  /** 1 on the first run, 2 on the first retry, … */
  readonly attempt: number;
  /** The runner's clock when the run began. */
  readonly now: Date;
  readonly deps: JobDeps;
  /**
   * Marks the job done in one transaction, with `write` inside it: what the job did (e.g. "this
   * reminder was sent") commits together with its completion, or not at all. Throws JobLostError
   * when the job's lease ran out and another runner has taken it over; nothing is written then.
   * A handler that returns without calling it is completed with the outcome 'done'.
   */
  complete(outcome: string, write?: (tx: Tx) => Promise<void>): Promise<void>;
}

export interface JobKind<P = unknown> {
  kind: string;
  /** Reads the stored payload (e.g. a zod schema's parse); a throw fails the job at once. */
  parse(payload: unknown): P;
  /**
   * Does the work. It must first check that the thing it is about still needs it (an order not
   * yet returned, a task still pending) and complete with an outcome such as 'settled' if not.
   * A throw is retried later with a growing delay, up to the job's max_attempts runs (set when
   * it is queued, 5 unless given).
   */
  run(ctx: JobContext<P>): Promise<void>;
}

interface PlanContext {
  db: Db;
  now: Date;
  deps: JobDeps;
}

/**
 * Queues the jobs that are due now, each under its unique key (enqueueJob ignores a key already
 * queued), so every process may plan at the same time without queuing anything twice.
 */
export interface Planner {
  name: string;
  /** The least time between two runs of this planner in one process (default: every tick). */
  everyMs?: number;
  /** Resolves with how many jobs it newly queued. */
  plan(ctx: PlanContext): Promise<number>;
}

export class JobRegistry {
  readonly kinds = new Map<string, JobKind<unknown>>();
  readonly planners: Planner[] = [];

  register<P>(kind: JobKind<P>): this {
    if (this.kinds.has(kind.kind)) throw new Error(`Job kind "${kind.kind}" is registered twice`);
    this.kinds.set(kind.kind, kind as JobKind<unknown>);
    return this;
  }

  addPlanner(planner: Planner): this {
    if (this.planners.some((p) => p.name === planner.name)) throw new Error(`Planner "${planner.name}" is added twice`);
    this.planners.push(planner);
    return this;
  }
}

/** Thrown by complete() when another runner has taken the job over (its lease ran out). */
export class JobLostError extends Error {
  override name = 'JobLostError';
}
