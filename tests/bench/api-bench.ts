// `npm run bench:api`: the real server under load. Starts it on a fresh embedded database (and, with
// BENCH_DATABASE_URL=postgres://…/postgres, on a fresh PostgreSQL database, with one and then two
// API processes), signs in as the demo coordinator and drives the main read endpoints, one
// idempotent write (an offline count replayed by its Idempotency-Key) and the health route with
// autocannon, one endpoint after the other. Prints req/s, p50/p99 and each endpoint's ratio to the
// health route of the same run. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50);
// BENCH_ONLY=projects,health (names as printed, comma-separated) drives only those endpoints.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createTestDatabase } from '../helpers/test-db';
import { freePort, startServerProcess, type ServerProcess } from '../helpers/server-process';
import { apiPath, routes, type RouteDef } from '@contract/routes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const COORDINATOR = { email: 'coordinator@example.org', password: 'Demo-pass1' };
// The targets: a list endpoint keeps at least this share of the health route's rate…
const RATIO_TARGET = 0.3;
// …and its 99th percentile under this many milliseconds.
const P99_TARGET_MS = 25;
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

async function endpointsFor(server: ServerProcess): Promise<{ endpoints: Endpoint[]; token: string }> {
  const session = await json<{ token: { accessToken: string } }>(`${server.url}${apiPath(routes.signIn)}`, {
    method: routes.signIn.method,
    body: JSON.stringify(COORDINATOR),
  });
  const token = session.token.accessToken;
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
    ],
  };
}

async function drive(server: ServerProcess, token: string, endpoint: Endpoint): Promise<Row> {
  const cpuBefore = cpuMicros(server.pid);
  const result = await autocannon({
    url: `${server.url}${endpoint.path}`,
    method: endpoint.method,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...endpoint.headers },
    body: endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body),
  });
  return {
    endpoint,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    // The primary's own CPU only: with WEB_CONCURRENCY the workers' time is not in it.
    cpuPerRequest: (cpuMicros(server.pid) - cpuBefore) / Math.max(1, result.requests.total),
  };
}

function table(label: string, rows: Row[]): string {
  // Without the health route in the run (BENCH_ONLY), no ratio is printed.
  const health = rows.find((row) => row.endpoint.name === 'health')?.rps ?? Number.NaN;
  const lines = [
    `\n${label} (${CONNECTIONS} connections, ${SECONDS} s each)`,
    `${'endpoint'.padEnd(24)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'÷ health'.padStart(9)} ${'non-2xx'.padStart(8)} ${'CPU µs/req'.padStart(10)}  target`,
  ];
  for (const row of rows) {
    const ratio = row.rps / health;
    const verdict = row.endpoint.list ? (ratio >= RATIO_TARGET && row.p99 <= P99_TARGET_MS ? 'met' : 'MISSED') : '';
    lines.push(
      `${row.endpoint.name.padEnd(24)} ${row.rps.toFixed(0).padStart(8)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${ratio.toFixed(2).padStart(9)} ${String(row.non2xx + row.errors).padStart(8)} ${row.cpuPerRequest.toFixed(0).padStart(10)}  ${verdict}`,
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
    const { endpoints, token } = await endpointsFor(server);
    // A short warm-up so the first endpoint does not pay for V8's compilation alone.
    await autocannon({
      url: `${server.url}${apiPath(routes.projects, {}, { limit: 15 })}`,
      connections: 10,
      duration: 2,
      headers: { authorization: `Bearer ${token}` },
    });
    const rows: Row[] = [];
    for (const endpoint of endpoints) {
      if (!ONLY || ONLY.includes(endpoint.name)) rows.push(await drive(server, token, endpoint));
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
console.log(`\nTargets: every list endpoint ≥ ${RATIO_TARGET} of the health route's req/s and p99 ≤ ${P99_TARGET_MS} ms.`);
