// Prometheus metrics at GET /metrics, for an operator's dashboards and alerts. Off unless
// METRICS_TOKEN is set, and then only for `Authorization: Bearer <METRICS_TOKEN>`, so the numbers
// (route names, volumes, error rates) are never public by accident. Each app has its own registry
// (not prom-client's global one), so apps built side by side (tests) never share a series.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rawRows } from '../db/raw-rows';
import { bearerToken } from '@contract/bearer';
import { HttpError } from './http-error';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from './idempotency';

const METRICS_PATH = '/metrics';

export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status_class'>;
  httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  httpErrors: Counter<'method' | 'route'>;
  outboxWrites: Counter<'result'>;
  jobsRunning: Gauge<'kind'>;
  jobsFinished: Counter<'kind' | 'result'>;
  mails: Counter<'result'>;
  dbQueryDuration: Histogram;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** The metrics of one app; `db` feeds the jobs-due gauge, read when Prometheus scrapes. */
export function createMetrics(db: Db): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const jobsDue = new Gauge({
    name: 'portal_jobs_due',
    help: 'Jobs whose time has come and that no runner has taken yet (all processes).',
    registers,
    async collect() {
      try {
        const rows = rawRows<{ n: number }>(await db.execute(sql`select count(*)::int as n from jobs where status = 'pending' and run_at <= now()`));
        this.set(rows[0]?.n ?? 0);
      } catch {
        // The database is away: the other series still answer; readiness says what is wrong.
      }
    },
  });
  void jobsDue;
  return {
    registry,
    httpRequests: new Counter({
      name: 'portal_http_requests_total',
      help: 'HTTP requests answered, by route pattern and status class.',
      labelNames: ['method', 'route', 'status_class'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern and status class.',
      labelNames: ['method', 'route', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    httpErrors: new Counter({
      name: 'portal_http_server_errors_total',
      help: 'Answers with a 5xx status, by route pattern.',
      labelNames: ['method', 'route'],
      registers,
    }),
    outboxWrites: new Counter({
      name: 'portal_outbox_writes_total',
      help: 'Writes sent with an Idempotency-Key (the offline outbox, kit requests): applied now, or answered from the record of an earlier copy (replayed).',
      labelNames: ['result'],
      registers,
    }),
    jobsRunning: new Gauge({
      name: 'portal_jobs_running',
      help: 'Jobs this process is running now.',
      labelNames: ['kind'],
      registers,
    }),
    jobsFinished: new Counter({
      name: 'portal_jobs_finished_total',
      help: 'Job runs in this process: done, retried later, or failed for good.',
      labelNames: ['kind', 'result'],
      registers,
    }),
    mails: new Counter({
      name: 'portal_mails_total',
      help: 'E-mails sent (or written to the outbox folder without SMTP_URL) and e-mails that failed.',
      labelNames: ['result'],
      registers,
    }),
    dbQueryDuration: new Histogram({
      name: 'portal_db_query_duration_seconds',
      help: 'Time of each database statement, from sending it to its result.',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
      registers,
    }),
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Counts every answer, and serves /metrics when a token is configured. */
export function registerMetrics(app: FastifyInstance) {
  const metrics = app.metrics;
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/api/v1/projects/:id), never the raw URL: one series per route, not per id.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) metrics.httpErrors.inc({ method: request.method, route });
    if (request.headers[IDEMPOTENCY_HEADER.toLowerCase()] !== undefined && reply.statusCode < 500 && reply.statusCode !== 422) {
      const replayed = reply.getHeader(REPLAYED_HEADER) === 'true';
      // A write refused before it was recorded (bad key, no session) is neither.
      if (replayed || reply.statusCode < 400) metrics.outboxWrites.inc({ result: replayed ? 'replayed' : 'applied' });
    }
  });

  const token = app.config.metricsToken;
  const expected = token ? digest(token) : undefined;
  app.get(METRICS_PATH, async (request, reply) => {
    if (!expected) throw new HttpError(404, `Route GET:${METRICS_PATH} not found`);
    const given = bearerToken(request.headers.authorization) ?? '';
    // Compared as digests of equal length, in constant time.
    if (!timingSafeEqual(digest(given), expected)) {
      throw new HttpError(401, 'A valid metrics token is required', undefined, { 'www-authenticate': 'Bearer' });
    }
    reply.header('content-type', metrics.registry.contentType);
    reply.header('cache-control', 'no-store');
    return metrics.registry.metrics();
  });
}
