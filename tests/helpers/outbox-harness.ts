// The offline outbox against the real API: the whole server (buildApp on a fresh database with the
// demo data) listening on a free local port, reached with real HTTP. What the tests control is the
// network in between (a fetch wrapper that can drop a request, lose an answer, or stand in for an
// overloaded proxy) and the clock; the outbox, the server and the database are the real ones.
import type { ActionTask, ActionTaskList } from '@contract/action-tasks';
import type { ChangeBatch } from '@contract/change-batches';
import type { KitOrder, ProjectDetail, ProjectSummary } from '@contract/projects';
import type { Clock } from '@offline/backoff';
import { db } from '@offline/db';
import { COORDINATOR, createTestApp, signIn, type TestApp } from './test-app';
import { apiPath, routes, type RouteDef } from '@contract/routes';
import { API_PREFIX } from '@contract/constants';
import { callUrl, type CallOptions } from './api-call';

export interface ApiServer {
  t: TestApp;
  baseUrl: string;
  token: string;
  userId: string;
  /** A GET of a route of the table over real HTTP, as the coordinator unless another token is given. */
  read<T, R extends RouteDef = RouteDef>(route: R, options?: Pick<CallOptions<R>, 'params' | 'query'>, token?: string): Promise<T>;
  /** The OLD way, by path under API_PREFIX: still used by src/offline/pusher.test.ts; delete it once that uses `read`. */
  get<T>(path: string, token?: string): Promise<T>;
  close(): Promise<void>;
}

export async function startApiServer(): Promise<ApiServer> {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const session = await signIn(t.app, COORDINATOR);
  const fetchJson = async <T>(url: string, token: string) => {
    const response = await fetch(`${baseUrl}${url}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const server: ApiServer = {
    t,
    baseUrl,
    token: session.token.accessToken,
    userId: session.user.id,
    read: (route, options = {}, token = session.token.accessToken) => fetchJson(callUrl(route, options), token),
    get: (path, token = session.token.accessToken) => fetchJson(`${API_PREFIX}${path}`, token),
    close: () => t.close(),
  };
  return server;
}

/** The demo coordinator's data the tests work on. */
export async function demoData(server: ApiServer) {
  // Projects with no kits out on checkouts, so any count from 0 to 10 is one the server takes.
  const projects = (await server.read<{ items: ProjectSummary[] }>(routes.projects, { query: { limit: 50 } })).items.filter(
    (p) => p.kitsCheckedOut === 0,
  );
  const returnable = (await server.read<{ items: KitOrder[] }>(routes.myOrders, { query: { limit: 50 } })).items.filter(
    (o) => (o.status === 'Active' || o.status === 'Shipped') && o.kitsOutstanding > 0,
  );
  const tasks = (await server.read<ActionTaskList>(routes.actionTasks, { query: { limit: 50 } })).items;
  return { projects, returnable, tasks };
}

export const projectDetail = (server: ApiServer, id: string) => server.read<ProjectDetail>(routes.project, { params: { id } });
export const taskById = async (server: ApiServer, id: string, completed: boolean) =>
  (await server.read<ActionTaskList>(routes.actionTasks, { query: { limit: 50, IsCompletedTab: completed } })).items.find(
    (t: ActionTask) => t.id === id,
  );

export interface SentRequest {
  method: string;
  path: string;
  key: string | null;
  body: unknown;
  /** Set on a change that travelled in a batch (POST /changes): the number of the batch's request. */
  batch?: number;
}

/** One record per change a request carries: itself, or each change of a batch as its own endpoint would see it. */
function changesOf(url: URL, init: RequestInit | undefined, request: number): SentRequest[] {
  const headers = new Headers(init?.headers);
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  const method = init?.method ?? 'GET';
  if (method === 'POST' && url.pathname === apiPath(routes.sendChanges)) {
    return (body as ChangeBatch).changes.map((change) => ({
      method: change.method,
      // A change carries its endpoint's path under API_PREFIX (buildPath of its route): the full path its own request would have.
      path: `${API_PREFIX}${change.path}`,
      key: change.idempotencyKey,
      body: change.body,
      batch: request,
    }));
  }
  return [{ method, path: url.pathname, key: headers.get('Idempotency-Key'), body }];
}

export type Fault = 'drop' | 'lose-answer' | { status: number; retryAfter?: string } | null;

/**
 * A fetch that records every change it carries (each change of a batch on its own, in `sent` and
 * `delivered`; each request in `requests`) and, for each request, asks `fault()` what the network
 * does: nothing (null), drop the request before it leaves ('drop'), deliver it but lose the answer
 * ('lose-answer': the server HAS applied it), or answer for the server with a status (a proxy's 503).
 * `fault` sees the request's first change.
 */
export function networkBetween(fault: (request: SentRequest) => Fault = () => null) {
  const sent: SentRequest[] = [];
  const delivered: SentRequest[] = [];
  const requests: string[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const changes = changesOf(url, init, requests.length);
    requests.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    sent.push(...changes);
    const what = fault(changes[0]!);
    if (what === 'drop') throw new TypeError('fetch failed');
    if (what && typeof what === 'object') {
      return new Response(JSON.stringify({ statusCode: what.status, error: 'Unavailable', message: 'Try later' }), {
        status: what.status,
        headers: { 'Content-Type': 'application/json', ...(what.retryAfter ? { 'Retry-After': what.retryAfter } : {}) },
      });
    }
    delivered.push(...changes);
    const response = await fetch(input, init);
    if (what === 'lose-answer') {
      await response.arrayBuffer();
      throw new TypeError('connection reset');
    }
    return response;
  };
  return { fetch: fetchImpl, sent, delivered, requests };
}

/** A clock the test moves by hand; timers fire only when it advances past them. */
export class ManualClock implements Clock {
  time = Date.UTC(2025, 2, 10, 9, 0, 0);
  private nextId = 1;
  timers = new Map<number, { at: number; callback: () => void }>();
  now = () => this.time;
  setTimeout = (callback: () => void, ms: number) => {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + ms, callback });
    return id;
  };
  clearTimeout = (handle: unknown) => {
    this.timers.delete(handle as number);
  };
  /** The earliest pending timer's due time, ignoring request timeouts longer than `ignoreAbove` ms away. */
  nextTimerAt(): number | null {
    const due = [...this.timers.values()].map((t) => t.at);
    return due.length ? Math.min(...due) : null;
  }
  advance(ms: number): void {
    this.time += ms;
    for (const [id, timer] of [...this.timers]) {
      if (timer.at <= this.time) {
        this.timers.delete(id);
        timer.callback();
      }
    }
  }
}

export async function resetDeviceDatabase(): Promise<void> {
  await db.transaction('rw', [db.outbox, db.meta, db.snapshots, db.countSessions, db.countDirectories], async () => {
    await Promise.all([db.outbox.clear(), db.meta.clear(), db.snapshots.clear(), db.countSessions.clear(), db.countDirectories.clear()]);
  });
}

/** Waits until `check` holds (polling real time), for effects started by a timer or a nudge. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
