// npm run bench:sync — how fast a device's outbox drains, and proof that every change arrives
// exactly once. Further cases: onsite count sessions scanned offline in Chromium with the real
// page (count-session-bench.ts) and kit codes scanned into New checkout (checkout-scan-bench.ts);
// BENCH_CASES=drain,count-session,checkout-scan names the cases to run (default: all).
//
// A real server (the same process `npm start` runs, tests/helpers/server-process.ts) on a
// temporary DATA_DIR with the demo data. The device side is the real src/offline code in Node,
// with fake-indexeddb standing in for the browser's IndexedDB, pushing over real HTTP (one request
// per entry, different entities side by side, as in the browser). For each size (1,000 then 10,000): stop the server, queue the
// changes (kit counts over the demo projects, task completions toggled, a few kit returns), start
// the server, push until the outbox is empty, and time it. Then stop the server, open its database
// directly and check it against applying the changes one by one: each project's last count, one
// inventory_counts row per count, one kit_returns row per return, each task's last state, and one
// processed_mutations row per change.
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { ActionTaskList } from '@contract/action-tasks';
import type { KitOrder, ProjectSummary } from '@contract/projects';
import type { SignInResponse } from '@contract/sessions';
import { db as deviceDb } from '@offline/db';
import { queueMutation, type OutboxEntry } from '@offline/outbox';
import { startPusher } from '@offline/pusher';
import { actionTasks, inventoryCounts, kitReturns, processedMutations, projects as projectsTable } from '@server/db/schema';
import { cpuMsOf, freePort, startServerProcess, type ServerProcess } from '../helpers/server-process';
import { makeStore, type Store } from './bench-store';
import { runCheckoutScanCase } from './checkout-scan-bench';
import { runCountSessionCase } from './count-session-bench';
import { runCustodyCase } from './custody-bench';
import { apiPath, routes, type QueryValue, type RouteDef } from '@contract/routes';

/** BENCH_SIZES=2000 for a quicker look; the target is judged on 10,000. */
const SIZES = process.env.BENCH_SIZES ? process.env.BENCH_SIZES.split(',').map(Number) : [1_000, 10_000];
const TARGET_SECONDS = 10;
/** BENCH_CASES=count-session runs only the count-session case (count-session-bench.ts); default: all. */
const CASES = (process.env.BENCH_CASES ?? 'drain,custody,count-session,checkout-scan').split(',').map((c) => c.trim());
const CREDENTIALS = { email: 'coordinator@example.org', password: 'Demo-pass1' };

/** A call to a route of the table: its method from the table, its path by apiPath. */
async function api<T>(base: string, route: RouteDef, query: Record<string, QueryValue> = {}, token?: string, body?: unknown): Promise<T> {
  const url = apiPath(route, {}, query);
  const method = route.method;
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** CPU time a process has used, in ms (Linux /proc; 0 elsewhere). */
interface Plan {
  kind: OutboxEntry['kind'];
  payload: OutboxEntry['payload'];
}

/** N changes: mostly counts, every 4th a task toggle, and one-kit returns while kits are out. */
function planChanges(n: number, projects: { id: string; kitsCheckedOut: number }[], taskIds: string[], outstanding: Map<string, number>): Plan[] {
  const plan: Plan[] = [];
  const taskState = new Map<string, boolean>();
  for (let i = 0; i < n; i++) {
    const returnable = [...outstanding].find(([, kits]) => kits > 0);
    if (i % 50 === 7 && returnable) {
      outstanding.set(returnable[0], returnable[1] - 1);
      plan.push({ kind: 'kits-return', payload: { orderId: returnable[0], kits: 1 } });
    } else if (i % 4 === 3) {
      const taskId = taskIds[i % taskIds.length]!;
      const next = !(taskState.get(taskId) ?? false);
      taskState.set(taskId, next);
      plan.push({ kind: 'task-completion', payload: { taskId, isCompleted: next } });
    } else {
      // Never below the kits out on checkouts at the start (a count may not go under them; returns only lower them).
      const project = projects[i % projects.length]!;
      plan.push({ kind: 'inventory', payload: { projectId: project.id, kitsOnHand: Math.max(project.kitsCheckedOut, (i * 7) % 11) } });
    }
  }
  return plan;
}

interface Tally {
  countRows: Map<string, number>;
  returnRows: number;
}

/** Rows the server's database holds now (read directly while the server is stopped). */
async function tally(store: Store, projectIds: string[]): Promise<Tally> {
  const database = await store.open();
  try {
    const countRows = new Map<string, number>();
    for (const projectId of projectIds) {
      const [row] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(inventoryCounts)
        .where(eq(inventoryCounts.projectId, projectId));
      countRows.set(projectId, row?.n ?? 0);
    }
    const [returns] = await database.db.select({ n: sql<number>`count(*)::int` }).from(kitReturns);
    return { countRows, returnRows: returns?.n ?? 0 };
  } finally {
    await database.close();
  }
}

async function runSize(n: number): Promise<{
  drainSeconds: number;
  perSecond: number;
  queueSeconds: number;
  store: string;
  onTheWay: number;
  /** Requests sent (a batch carries up to MAX_BATCH_CHANGES changes). */
  requests: number;
  roundTripMs: number;
  deviceCpuMs: number;
  serverCpuMs: number;
}> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hop-bench-'));
  const port = await freePort();
  const store = await makeStore(dataDir);
  try {
    let server: ServerProcess = await startServerProcess({ port, dataDir, env: store.env });
    let session = await api<SignInResponse>(server.url, routes.signIn, {}, undefined, CREDENTIALS);
    const get = <T>(route: RouteDef & { method: 'GET' }, query: Record<string, QueryValue>) =>
      api<T>(server.url, route, query, session.token.accessToken);
    const projects = (await get<{ items: ProjectSummary[] }>(routes.projects, { limit: 50 })).items;
    // Toggle only tasks pending now, so a task's first toggle completes it.
    const taskIds = (await get<ActionTaskList>(routes.actionTasks, { limit: 50, IsCompletedTab: false })).items.map((t) => t.id);
    const orders = (await get<{ items: KitOrder[] }>(routes.myOrders, { limit: 50 })).items;
    // Checkout orders only: their returns leave kits on hand alone, so each project's last count stands.
    const outstanding = new Map(
      orders
        .filter((o) => o.kind === 'checkout' && (o.status === 'Active' || o.status === 'Shipped') && o.kitsOutstanding > 0)
        .map((o) => [o.id, o.kitsOutstanding]),
    );
    await server.stop();
    const before = await tally(
      store,
      projects.map((p) => p.id),
    );

    // Offline: the server is down; a fresh device queues.
    await Promise.all([deviceDb.outbox.clear(), deviceDb.meta.clear(), deviceDb.snapshots.clear()]);
    const plan = planChanges(n, projects, taskIds, outstanding);
    const queueStarted = performance.now();
    for (const change of plan) await queueMutation({ userId: session.user.id, kind: change.kind, payload: change.payload as never });
    const queueSeconds = (performance.now() - queueStarted) / 1000;

    server = await startServerProcess({ port, dataDir, env: store.env });
    // Time requests spent on their way (summed over requests travelling side by side): per request,
    // the round trip up to the answer's headers (the bodies are a few hundred bytes and come with
    // them; cloning the body to time it would cost the device as much again); over the drain, how
    // many were on their way on average.
    let waitingMs = 0;
    let requests = 0;
    const timedFetch: typeof fetch = async (input, init) => {
      requests += 1;
      const t0 = performance.now();
      try {
        return await fetch(input, init);
      } finally {
        waitingMs += performance.now() - t0;
      }
    };
    const started = performance.now();
    const deviceCpu = process.cpuUsage();
    const serverCpu = cpuMsOf(server.pid);
    const pusher = startPusher({
      fetch: timedFetch,
      baseUrl: server.url,
      getAccessToken: () => session.token.accessToken,
      userId: () => session.user.id,
      renewSession: async () => {
        session = await api<SignInResponse>(server.url, routes.signIn, {}, undefined, CREDENTIALS);
        return true;
      },
      onSessionLost: () => undefined,
      pushOnStart: false,
    });
    for (;;) {
      const result = await pusher.pushNow();
      if (result.remaining === 0) break;
      if (result.outcome !== 'retry' && result.outcome !== 'done') throw new Error(`push stopped: ${result.outcome}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const drainSeconds = (performance.now() - started) / 1000;
    const deviceCpuUsed = process.cpuUsage(deviceCpu);
    const deviceCpuMs = (deviceCpuUsed.user + deviceCpuUsed.system) / 1000;
    const serverCpuMs = cpuMsOf(server.pid) - serverCpu;
    pusher.stop();
    await server.stop();

    const problems = await verify(store, plan, projects, before);
    if (problems.length) throw new Error(`server state differs from the changes applied one by one:\n${problems.join('\n')}`);
    return {
      drainSeconds,
      perSecond: n / drainSeconds,
      queueSeconds,
      store: store.label,
      onTheWay: waitingMs / 1000 / drainSeconds,
      requests,
      roundTripMs: waitingMs / requests,
      deviceCpuMs: deviceCpuMs / n,
      serverCpuMs: serverCpuMs / n,
    };
  } finally {
    await store.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The server's database against the changes applied one by one; the differences, if any. */
async function verify(store: Store, plan: Plan[], projects: ProjectSummary[], before: Tally): Promise<string[]> {
  const problems: string[] = [];
  const entries = await deviceDb.outbox.toArray();
  const notSynced = entries.filter((e) => e.status !== 'synced');
  if (notSynced.length > 0) problems.push(`${notSynced.length} entries not synced (first: ${JSON.stringify(notSynced[0])})`);

  const lastCount = new Map<string, number>();
  const counts = new Map<string, number>();
  const lastTask = new Map<string, boolean>();
  let returns = 0;
  for (const change of plan) {
    const p = change.payload as { projectId?: string; kitsOnHand?: number; taskId?: string; isCompleted?: boolean };
    if (change.kind === 'inventory') {
      lastCount.set(p.projectId!, p.kitsOnHand!);
      counts.set(p.projectId!, (counts.get(p.projectId!) ?? 0) + 1);
    } else if (change.kind === 'task-completion') lastTask.set(p.taskId!, p.isCompleted!);
    else returns += 1;
  }

  const after = await tally(
    store,
    projects.map((p) => p.id),
  );
  if (after.returnRows - before.returnRows !== returns)
    problems.push(`kit_returns: ${after.returnRows - before.returnRows} new rows, expected ${returns}`);
  const database = await store.open();
  try {
    const { db } = database;
    for (const project of projects) {
      const added = after.countRows.get(project.id)! - before.countRows.get(project.id)!;
      if (added !== (counts.get(project.id) ?? 0))
        problems.push(`${project.name}: ${added} new inventory_counts rows, expected ${counts.get(project.id) ?? 0}`);
      const [row] = await db.select({ kitsOnHand: projectsTable.kitsOnHand }).from(projectsTable).where(eq(projectsTable.id, project.id));
      const expected = lastCount.get(project.id);
      if (expected !== undefined && row?.kitsOnHand !== expected)
        problems.push(`${project.name}: ${row?.kitsOnHand} kits on hand, expected ${expected}`);
    }
    for (const [taskId, completed] of lastTask) {
      const [row] = await db.select({ completedAt: actionTasks.completedAt }).from(actionTasks).where(eq(actionTasks.id, taskId));
      if ((row?.completedAt != null) !== completed) problems.push(`task ${taskId}: completed ${row?.completedAt != null}, expected ${completed}`);
    }
    const clientIds = [...new Set(entries.map((e) => e.clientId))];
    const [processed] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(processedMutations)
      .where(inArray(processedMutations.clientId, clientIds));
    if (processed?.n !== plan.length) problems.push(`processed_mutations: ${processed?.n}, expected ${plan.length}`);
  } finally {
    await database.close();
  }
  return problems;
}

async function main() {
  console.log(
    `Sync benchmark: a real server (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, fresh database per run); ` +
      'the device is src/offline in Node with fake-indexeddb, sending changes in batches (POST /changes).',
  );
  let failed = false;
  if (CASES.includes('drain')) {
    for (const n of SIZES) {
      const { drainSeconds, perSecond, queueSeconds, onTheWay, requests, roundTripMs, deviceCpuMs, serverCpuMs } = await runSize(n);
      const ok = n < 10_000 || drainSeconds <= TARGET_SECONDS;
      failed ||= !ok;
      console.log(
        `${n.toLocaleString('en-US').padStart(6)} changes: queued offline in ${queueSeconds.toFixed(1)} s; drained in ${drainSeconds.toFixed(1)} s ` +
          `(${perSecond.toFixed(0)} changes/s; ${requests.toLocaleString('en-US')} requests, ${onTheWay.toFixed(1)} on their way on average, ` +
          `${roundTripMs.toFixed(1)} ms round trip each; CPU per change: server ${serverCpuMs.toFixed(2)} ms, device ${deviceCpuMs.toFixed(2)} ms)${n >= 10_000 ? ` — target ≤ ${TARGET_SECONDS} s: ${ok ? 'met' : 'MISSED'}` : ''}; server state verified`,
      );
    }
  }
  if (CASES.includes('custody')) failed = !(await runCustodyCase()) || failed;
  if (CASES.includes('count-session')) failed = !(await runCountSessionCase()) || failed;
  if (CASES.includes('checkout-scan')) failed = !(await runCheckoutScanCase()) || failed;
  const [load] = os.loadavg();
  console.log(`Load average during the run: ${load!.toFixed(1)} on ${os.cpus().length} cores (other work on the machine slows the server too).`);
  if (failed) process.exitCode = 1;
}

await main();
