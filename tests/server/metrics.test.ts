import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionTaskList } from '@contract/action-tasks';
import { apiCall, callUrl } from '../helpers/api-call';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { API_PREFIX } from '@contract/constants';
import { routes } from '@contract/routes';

const TOKEN = 'metrics-token-for-tests-0123456789';
/** Prometheus' scrape path: outside the API and its route table, so written here. */
const METRICS = '/metrics';

/** The value of one series in Prometheus' text format, or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics with METRICS_TOKEN set', () => {
  let t: TestApp;
  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: METRICS, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };
  beforeAll(async () => {
    // 04:00 UTC: the daily clean-up of the outbox's records is due.
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, clock: () => new Date('2026-11-20T04:00:00Z') });
  });
  afterAll(() => t.close());

  it('counts a request by its route pattern and status class, with its latency', async () => {
    const series = `portal_http_requests_total{method="GET",route="${callUrl(routes.health)}",status_class="2xx"}`;
    const before = sample(await scrape(), series) ?? 0;
    expect((await apiCall(t.app, routes.health)).statusCode).toBe(200);
    const text = await scrape();
    expect(sample(text, series)).toBe(before + 1);
    expect(sample(text, `portal_http_request_duration_seconds_count{method="GET",route="${callUrl(routes.health)}",status_class="2xx"}`)).toBe(
      before + 1,
    );
    // Every statement is timed.
    expect(sample(text, 'portal_db_query_duration_seconds_count')).toBeGreaterThan(0);
  });

  it('labels a request with a path parameter by the pattern, never the id, and counts 4xx apart', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await apiCall(t.app, routes.application, { params: { id } });
    const text = await scrape();
    // The route's pattern (the table's path with its :id), not the path asked for.
    expect(sample(text, `portal_http_requests_total{method="GET",route="${API_PREFIX}${routes.application.path}",status_class="4xx"}`)).toBe(1);
    expect(text).not.toContain(id);
  });

  it('counts outbox writes applied and replayed, and e-mails sent', async () => {
    const { token } = await signIn(t.app);
    const tasks = (await apiCall(t.app, routes.actionTasks, { query: { limit: 1 }, token: token.accessToken })).json() as ActionTaskList;
    const write = () =>
      apiCall(t.app, routes.completeActionTask, {
        params: { id: tasks.items[0]!.id },
        token: token.accessToken,
        headers: { 'idempotency-key': 'device-M3tr1cs0:1' },
        body: { isCompleted: true },
      });
    expect((await write()).statusCode).toBe(200);
    expect((await write()).headers['idempotent-replayed']).toBe('true');
    await apiCall(t.app, routes.forgotPassword, { body: { email: 'admin@example.org' } });
    await t.app.mailer.drain();
    const text = await scrape();
    expect(sample(text, 'portal_outbox_writes_total{result="applied"}')).toBe(1);
    expect(sample(text, 'portal_outbox_writes_total{result="replayed"}')).toBe(1);
    expect(sample(text, 'portal_mails_total{result="sent"}')).toBeGreaterThanOrEqual(1);
  });

  it('counts jobs run and shows the jobs due', async () => {
    expect(sample(await scrape(), 'portal_jobs_due')).toBeGreaterThanOrEqual(0);
    await t.app.jobs.runDue();
    const text = await scrape();
    expect(sample(text, 'portal_jobs_finished_total{kind="prune-processed-mutations",result="done"}')).toBe(1);
    expect(sample(text, 'portal_jobs_running{kind="prune-processed-mutations"}')).toBe(0);
  });

  it('takes the scheme name in any case (RFC 9110): bearer, BEARER', async () => {
    for (const scheme of ['bearer', 'BEARER', 'bEaReR']) {
      const response = await t.app.inject({ method: 'GET', url: METRICS, headers: { authorization: `${scheme} ${TOKEN}` } });
      expect(response.statusCode, scheme).toBe(200);
      expect(response.body).toContain('portal_');
    }
  });

  it('answers 401 without the token or with a wrong one', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token' }, { authorization: TOKEN }]) {
      const response = await t.app.inject({ method: 'GET', url: METRICS, headers });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('portal_');
    }
  });
});

describe('metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'none' });
  });
  afterAll(() => t.close());

  it('answers 404, whatever the token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await t.app.inject({ method: 'GET', url: METRICS, headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('portal_');
    }
  });
});
