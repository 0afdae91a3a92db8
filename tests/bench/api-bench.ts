// `npm run bench:api`: the real server under load. Starts it on a fresh embedded database (and, with
// BENCH_DATABASE_URL=postgres://…/postgres, on a fresh PostgreSQL database, with one and then two
// API processes), signs in as the demo coordinator and drives the main read endpoints, one
// idempotent write (an offline count replayed by its Idempotency-Key) and the health route with
// autocannon, one endpoint after the other. Prints req/s, p50/p99 and each endpoint's ratio to the
// health route of the same run. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50);
// BENCH_ONLY=projects,health (names as printed, comma-separated) drives only those endpoints.
// Each endpoint is then driven again by an open loop (tests/bench/open-loop.ts) at half the rate it
// reached at saturation, requests evenly spaced and their latency counted from when each was due:
// the p50/p99 a server shows under a load it is meant to carry. The staff lists run as the demo
// admin.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createTestDatabase } from '../helpers/test-db';
import { openLoop, type OpenLoopResult } from './open-loop';
import { freePort, startServerProcess, type ServerProcess } from '../helpers/server-process';
import { apiPath, routes, type RouteDef } from '@contract/routes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const COORDINATOR = { email: 'coordinator@example.org', password: 'Demo-pass1' };
const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };
// The targets: a list endpoint keeps at least this share of the health route's rate at saturation…
const RATIO_TARGET = 0.35;
// …and its 99th percentile under the open loop at half its own saturated rate under this many ms.
const P99_TARGET_MS = 20;
const ONLY = process.env.BENCH_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** A list endpoint is held to the targets. */
  list: boolean;
  /** Staff lists run with the admin's token. */
  staff?: boolean;
}

interface Row {
  endpoint: Endpoint;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The server process's CPU time per request (µs): steadier than req/s on a host whose cores are shared. */
  cpuPerRequest: number;
  /** The open loop at half of `rps`. */
  half: OpenLoopResult;
}

/** A process and its descendants: with WEB_CONCURRENCY the requests are served by forked workers. */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // No children list (not Linux, or the process has gone): the process alone.
  }
  return [pid, ...children.flatMap(processTree)];
}

/** The user + system CPU time in µs of a process and its workers (Linux /proc; NaN elsewhere). */
function cpuMicros(pid: number): number {
  try {
    return processTree(pid).reduce((sum, each) => {
      const fields = readFileSync(`/proc/${each}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
      return sum + (Number(fields[11]) + Number(fields[12])) * 10_000;
    }, 0);
  } catch {
    return Number.NaN;
  }
}

async function json<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A list read of the route table's, first page of 15: its method and path from the table. */
const listOf = (name: string, route: RouteDef & { method: Endpoint['method'] }, body?: unknown): Endpoint => ({
  name,
  method: route.method,
  path: apiPath(route, {}, { limit: 15 }),
  ...(body === undefined ? {} : { body }),
  list: true,
});

const staffListOf = (name: string, route: RouteDef & { method: Endpoint['method'] }): Endpoint => ({ ...listOf(name, route), staff: true });

async function signIn(server: ServerProcess, credentials: typeof COORDINATOR): Promise<string> {
  const session = await json<{ token: { accessToken: string } }>(`${server.url}${apiPath(routes.signIn)}`, {
    method: routes.signIn.method,
    body: JSON.stringify(credentials),
  });
  return session.token.accessToken;
}

async function endpointsFor(server: ServerProcess): Promise<{ endpoints: Endpoint[]; token: string; staffToken: string }> {
  const token = await signIn(server, COORDINATOR);
  const staffToken = await signIn(server, ADMIN);
  const projects = await json<{ items: { id: string; kitsOnHand: number }[] }>(`${server.url}${apiPath(routes.projects, {}, { limit: 1 })}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const project = projects.items[0]!;
  const count = { projectId: project.id, kitsOnHand: project.kitsOnHand };
  const idempotencyKey = `bench-${Date.now()}:1`;
  // The first send applies the count; every request of the run is then its replay.
  await json(`${server.url}${apiPath(routes.onsiteInventory)}`, {
    method: routes.onsiteInventory.method,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey },
    body: JSON.stringify(count),
  });
  return {
    token,
    staffToken,
    endpoints: [
      { name: 'health', method: routes.health.method, path: apiPath(routes.health), list: false },
      listOf('projects', routes.projects),
      listOf('action tasks', routes.actionTasks),
      listOf('kit orders', routes.myOrders),
      listOf('applications', routes.myApplications, {}),
      listOf('blueprints', routes.myBlueprints, {}),
      listOf('resources', routes.resources),
      {
        name: 'count (replayed write)',
        method: routes.onsiteInventory.method,
        path: apiPath(routes.onsiteInventory),
        body: count,
        headers: { 'idempotency-key': idempotencyKey },
        list: false,
      },
      staffListOf('staff applications', routes.staffApplications),
      staffListOf('staff kit orders', routes.staffKitOrders),
      staffListOf('staff districts', routes.staffDistricts),
      staffListOf('staff people', routes.staffPeople),
      staffListOf('staff action tasks', routes.staffActionTasks),
      staffListOf('staff kit issues', routes.staffKitIssues),
      staffListOf('staff count conflicts', routes.staffCountConflicts),
      staffListOf('staff outcome reports', routes.staffOutcomeReports),
      staffListOf('staff activity', routes.staffActivity),
    ],
  };
}

async function drive(server: ServerProcess, token: string, endpoint: Endpoint): Promise<Row> {
  const cpuBefore = cpuMicros(server.pid);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...endpoint.headers };
  const body = endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body);
  const result = await autocannon({
    url: `${server.url}${endpoint.path}`,
    method: endpoint.method,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    body,
  });
  const cpuAfter = cpuMicros(server.pid);
  const half = await openLoop({ url: `${server.url}${endpoint.path}`, method: endpoint.method, headers, body }, result.requests.average / 2, SECONDS);
  return {
    endpoint,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    // The primary's own CPU only: with WEB_CONCURRENCY the workers' time is not in it.
    cpuPerRequest: (cpuAfter - cpuBefore) / Math.max(1, result.requests.total),
    half,
  };
}

function table(label: string, rows: Row[]): string {
  // Without the health route in the run (BENCH_ONLY), no ratio is printed.
  const health = rows.find((row) => row.endpoint.name === 'health')?.rps ?? Number.NaN;
  const lines = [
    `\n${label} (saturation: ${CONNECTIONS} connections, ${SECONDS} s each; then an open loop at half that rate, ${SECONDS} s)`,
    `${''.padEnd(24)} ${'--- saturation ---'.padStart(26)} ${''.padStart(9)} ${''.padStart(8)} ${''.padStart(10)}  ${'--- open loop at ½ ---'.padStart(30)}`,
    `${'endpoint'.padEnd(24)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'÷ health'.padStart(9)} ${'non-2xx'.padStart(8)} ${'CPU µs/req'.padStart(10)}  ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'failed'.padStart(6)}  target`,
  ];
  const ms = (value: number): string => value.toFixed(1).padStart(7);
  for (const row of rows) {
    const ratio = row.rps / health;
    const verdict = row.endpoint.list ? (ratio >= RATIO_TARGET && row.half.p99 <= P99_TARGET_MS ? 'met' : 'MISSED') : '';
    lines.push(
      `${row.endpoint.name.padEnd(24)} ${row.rps.toFixed(0).padStart(8)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(8)} ${ratio.toFixed(2).padStart(9)} ${String(row.non2xx + row.errors).padStart(8)} ${row.cpuPerRequest.toFixed(0).padStart(10)}  ${row.half.achievedRate.toFixed(0).padStart(7)} ${ms(row.half.p50)} ${ms(row.half.p99)} ${String(row.half.failed).padStart(6)}  ${verdict}`,
    );
  }
  return lines.join('\n');
}

async function run(label: string, env: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hop-api-bench-'));
  let server: ServerProcess | undefined;
  try {
    // Info-level request logs would measure the log writer: the benchmark runs at warn.
    server = await startServerProcess({ port: await freePort(), dataDir, env: { LOG_LEVEL: 'warn', ...env } });
    const { endpoints, token, staffToken } = await endpointsFor(server);
    // A short warm-up so the first endpoint does not pay for V8's compilation alone.
    await autocannon({
      url: `${server.url}${apiPath(routes.projects, {}, { limit: 15 })}`,
      connections: 10,
      duration: 2,
      headers: { authorization: `Bearer ${token}` },
    });
    const rows: Row[] = [];
    for (const endpoint of endpoints) {
      if (!ONLY || ONLY.includes(endpoint.name)) rows.push(await drive(server, endpoint.staff ? staffToken : token, endpoint));
    }
    return table(label, rows);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const reports: string[] = [];
reports.push(await run('PGlite, 1 process', {}));
const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  process.env.TEST_DB_KIND = 'postgresql';
  process.env.TEST_DATABASE_URL = adminUrl;
  for (const processes of [1, 2]) {
    const database = await createTestDatabase();
    try {
      reports.push(
        await run(`PostgreSQL, ${processes} process${processes > 1 ? 'es' : ''}`, {
          DATABASE_URL: database.url!,
          WEB_CONCURRENCY: String(processes),
        }),
      );
    } finally {
      await database.close();
    }
  }
}
console.log(reports.join('\n'));
console.log(
  `\nTargets: every list endpoint ≥ ${RATIO_TARGET} of the health route's req/s at saturation, and p99 ≤ ${P99_TARGET_MS} ms under the open loop at half its saturated rate.`,
);
