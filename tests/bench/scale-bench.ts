// `npm run bench:scale`: the staff console's lists, filters, searches and CSV exports at national
// scale (issue 36, "National scale"). On PostgreSQL (BENCH_DATABASE_URL, e.g.
// postgres://postgres@127.0.0.1:5432/postgres) it uses the national data set bench:insights uses
// (national-database.ts: 13,000 districts, 100,000 schools, 50,000 people, 500,000 kits, 1,000,000
// orders, 5,000,000 counts, and the staff lists' own rows; built on the first run, some minutes, then
// reused; BENCH_SCALE=0.1 a tenth of it), starts the real server on it and signs in as the demo admin.
//
// Lists: every staff list's first page, its filters and searches, and a later page (the 21st: the
// pager goes a page at a time), each under an open loop (open-loop.ts: requests evenly spaced, each
// one's latency counted from the instant it was due). The rate is half of the rate the endpoint
// reached in a short saturation run (BENCH_SATURATION_SECONDS, default 3, 16 connections), as
// bench:api does: every endpoint is then loaded to the same share of what it can carry, a slow query
// shows as queueing instead of hiding behind a rate too low to notice it, and a fast one is not
// judged at a rate the single server could never hold. Target: p99 ≤ 50 ms.
//
// Exports: each CSV download, after one to warm up, with the time to the first and the last byte
// and the server's resident memory (VmRSS, sampled every 10 ms) above what it was before; the
// kit-orders and activity exports over the most recent days that hold 100,000 rows. Targets: 5 s for
// up to 100,000 rows (as much per 100,000 for a longer file), and memory growth below half the file's size (holding the file, or its rows, would
// take more than the file).
//
// Then the plans: the statements the slowest requests run (recorded from an in-process app on the
// same database), each with EXPLAIN (ANALYZE, BUFFERS); the slowest BENCH_PLANS (default 6) printed.
// BENCH_SECONDS (default 10) is each open loop's length; BENCH_ONLY=people,activity (parts of case
// names) runs only those cases; BENCH_PLANS_ONLY=1 prints the plans of every case selected and
// measures nothing. The machine's other load shows in every figure: compare runs on a
// quiet machine. Prints the tables; the exit code says whether every target was met.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { apiPath, routes, type QueryValue, type RouteDef } from '@contract/routes';
import { buildApp } from '@server/app';
import { buildClientIfStale } from '@server/cli/client-build';
import { loadConfig } from '@server/config';
import { openDatabase, type Database } from '@server/db/connect';
import { rawRows } from '@server/db/raw-rows';
import { generateSecrets } from '@server/plugins/secrets';
import { freePort, startServerProcess, type ServerProcess } from '../helpers/server-process';
import { BENCH_SCALE, nationalDatabase } from './national-database';
import { openLoop, type OpenLoopResult } from './open-loop';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SATURATION_SECONDS = Number(process.env.BENCH_SATURATION_SECONDS ?? 3);
const CONNECTIONS = 16;
const PLANS = Number(process.env.BENCH_PLANS ?? 6);
const ONLY = process.env.BENCH_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const TARGETS = { p99Ms: 50, exportSecondsPer100k: 5, rssShareOfFile: 0.5 };
const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };
const EXPORT_ROWS = 100_000;

interface Case {
  name: string;
  path: string;
}

interface ListResult {
  name: string;
  saturatedRate: number;
  loop: OpenLoopResult;
  /** The answer's size, bytes (uncompressed). */
  bytes: number;
  total: number | null;
}

interface ExportResult {
  name: string;
  rows: number;
  megabytes: number;
  firstByteMs: number;
  lastByteMs: number;
  rssGrowthMb: number;
}

const notes: string[] = [];
const wanted = (name: string) => !ONLY || ONLY.some((part) => name.includes(part));

/** A route of the table with its query string. */
const at = (route: RouteDef, query: Record<string, QueryValue> = {}) => apiPath(route, {}, query);

function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.split(/\s+/)[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Ids and values of the national data the filters name. */
async function benchValues(url: string) {
  const database = await openDatabase({ kind: 'postgresql', url });
  try {
    const one = async <T>(query: ReturnType<typeof sql>) => rawRows<T>(await database.db.execute(query))[0]!;
    const district = await one<{ id: string }>(sql`select district_id::text as id from users where email = 'bench-0@example.test'`);
    const school = await one<{ id: string }>(sql`select id::text from schools where district_id = ${district.id} order by name limit 1`);
    const resource = await one<{ id: string }>(sql`select id::text from resources where slug = 'bench-kit-1'`);
    const term = await one<{ id: string }>(
      sql`select t.id::text from outcome_terms t where exists (select 1 from outcome_reports r where r.term_id = t.id) order by due_on desc limit 1`,
    );
    const application = await one<{ number: number }>(
      sql`select application_number as number from applications where applicant_name like 'Bench Applicant %' order by application_number limit 1
        offset (select count(*) / 3 from applications)`,
    );
    const order = await one<{ id: string }>(
      sql`select o.id::text from kit_orders o join projects p on p.id = o.project_id where p.district_id = ${district.id} limit 1`,
    );
    // The most recent days holding 100,000 orders (activity entries): the exports' window (all of
    // them in a smaller data set).
    const ordersFrom = await one<{ day: string }>(
      sql`select coalesce((select (created_at at time zone 'UTC')::date::text from kit_orders order by created_at desc offset ${EXPORT_ROWS - 1} limit 1), '2000-01-01') as day`,
    );
    const activityFrom = await one<{ day: string }>(
      sql`select coalesce((select (created_at at time zone 'UTC')::date::text from activity_log order by created_at desc offset ${EXPORT_ROWS - 1} limit 1), '2000-01-01') as day`,
    );
    const sizes = await one<Record<string, string>>(sql`select
      (select count(*) from districts) as districts, (select count(*) from schools) as schools, (select count(*) from users) as people,
      (select count(*) from projects) as projects, (select count(*) from kits) as kits, (select count(*) from kit_orders) as kit_orders,
      (select count(*) from inventory_counts) as inventory_counts, (select count(*) from applications) as applications,
      (select count(*) from activity_log) as activity, (select count(*) from action_tasks) as action_tasks,
      (select count(*) from kit_condition_reports) as kit_reports, (select count(*) from count_conflicts) as count_conflicts,
      (select count(*) from invitations) as invitations, (select count(*) from outcome_reports) as outcome_reports`);
    console.log('Rows:', JSON.stringify(Object.fromEntries(Object.entries(sizes).map(([k, v]) => [k, Number(v)]))));
    return { district: district.id, school: school.id, resource: resource.id, term: term.id, application, order: order.id, ordersFrom, activityFrom };
  } finally {
    await database.close();
  }
}

type Values = Awaited<ReturnType<typeof benchValues>>;

/** The lists, their filters and searches, a later page. */
function listCases(v: Values): Case[] {
  const later = { limit: 15, offset: 300 };
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: 'applications', path: at(routes.staffApplications, { limit: 15 }) },
    { name: 'applications ?status=New', path: at(routes.staffApplications, { limit: 15, status: 'New' }) },
    { name: 'applications ?districtId', path: at(routes.staffApplications, { limit: 15, districtId: v.district }) },
    { name: 'applications ?search=name', path: at(routes.staffApplications, { limit: 15, search: 'Applicant 4321' }) },
    { name: 'applications ?search=#number', path: at(routes.staffApplications, { limit: 15, search: `#${v.application.number}` }) },
    { name: 'applications ?sort=applicant', path: at(routes.staffApplications, { limit: 15, sort: 'applicant' }) },
    { name: 'applications page 21', path: at(routes.staffApplications, later) },
    { name: 'kit orders', path: at(routes.staffKitOrders, { limit: 15 }) },
    { name: 'kit orders ?status=Active', path: at(routes.staffKitOrders, { limit: 15, status: 'Active' }) },
    { name: 'kit orders ?kind=request', path: at(routes.staffKitOrders, { limit: 15, kind: 'request' }) },
    { name: 'kit orders ?overdue=true', path: at(routes.staffKitOrders, { limit: 15, overdue: 'true' }) },
    { name: 'kit orders ?districtId', path: at(routes.staffKitOrders, { limit: 15, districtId: v.district }) },
    { name: 'kit orders ?schoolId', path: at(routes.staffKitOrders, { limit: 15, schoolId: v.school }) },
    { name: 'kit orders ?resourceId', path: at(routes.staffKitOrders, { limit: 15, resourceId: v.resource }) },
    { name: 'kit orders ?from&to (30 days)', path: at(routes.staffKitOrders, { limit: 15, from: monthAgo, to: today }) },
    { name: 'kit orders page 21', path: at(routes.staffKitOrders, later) },
    { name: 'kit order filters', path: at(routes.staffKitOrderFilters) },
    { name: 'districts (picker)', path: at(routes.staffDistricts) },
    { name: 'directory districts', path: at(routes.directoryDistricts, { limit: 15 }) },
    { name: 'directory districts ?search', path: at(routes.directoryDistricts, { limit: 15, search: 'District 4321' }) },
    { name: 'people', path: at(routes.staffPeople, { limit: 15 }) },
    { name: 'people ?search=name', path: at(routes.staffPeople, { limit: 15, search: 'Person 4321' }) },
    { name: 'people ?search=e-mail', path: at(routes.staffPeople, { limit: 15, search: 'bench-4321@' }) },
    { name: 'people ?districtId', path: at(routes.staffPeople, { limit: 15, districtId: v.district }) },
    { name: 'people ?lastSignIn=never', path: at(routes.staffPeople, { limit: 15, lastSignIn: 'never' }) },
    { name: 'people page 21', path: at(routes.staffPeople, later) },
    { name: 'action tasks', path: at(routes.staffActionTasks, { limit: 15 }) },
    { name: 'action tasks ?status=overdue', path: at(routes.staffActionTasks, { limit: 15, status: 'overdue' }) },
    { name: 'action tasks ?status=completed', path: at(routes.staffActionTasks, { limit: 15, status: 'completed' }) },
    { name: 'action tasks ?districtId', path: at(routes.staffActionTasks, { limit: 15, districtId: v.district }) },
    { name: 'action tasks ?search', path: at(routes.staffActionTasks, { limit: 15, search: 'task 4321' }) },
    { name: 'action tasks page 21', path: at(routes.staffActionTasks, later) },
    { name: 'kit issues', path: at(routes.staffKitIssues, { limit: 15 }) },
    { name: 'kit issues ?condition=lost', path: at(routes.staffKitIssues, { limit: 15, condition: 'lost' }) },
    { name: 'kit issues ?districtId', path: at(routes.staffKitIssues, { limit: 15, districtId: v.district }) },
    { name: 'kit issues page 21', path: at(routes.staffKitIssues, later) },
    { name: 'count conflicts', path: at(routes.staffCountConflicts, { limit: 15 }) },
    { name: 'count conflicts ?state=resolved', path: at(routes.staffCountConflicts, { limit: 15, state: 'resolved' }) },
    { name: 'count conflicts page 21', path: at(routes.staffCountConflicts, later) },
    { name: 'count freshness', path: at(routes.staffCountFreshness, { limit: 15 }) },
    { name: 'count freshness ?districtId', path: at(routes.staffCountFreshness, { limit: 15, districtId: v.district }) },
    { name: 'count freshness page 21', path: at(routes.staffCountFreshness, later) },
    { name: 'outcome reports', path: at(routes.staffOutcomeReports, { limit: 15 }) },
    { name: 'outcome reports ?status=Submitted', path: at(routes.staffOutcomeReports, { limit: 15, status: 'Submitted' }) },
    { name: 'outcome reports ?termId', path: at(routes.staffOutcomeReports, { limit: 15, termId: v.term }) },
    { name: 'outcome reports ?districtId', path: at(routes.staffOutcomeReports, { limit: 15, districtId: v.district }) },
    { name: 'outcome reports page 21', path: at(routes.staffOutcomeReports, later) },
    { name: 'activity', path: at(routes.staffActivity, { limit: 15 }) },
    { name: 'activity ?entityType=application', path: at(routes.staffActivity, { limit: 15, entityType: 'application' }) },
    { name: 'activity ?districtId', path: at(routes.staffActivity, { limit: 15, districtId: v.district }) },
    { name: 'activity ?entityId', path: at(routes.staffActivity, { limit: 15, entityId: v.order }) },
    { name: 'activity ?from&to (30 days)', path: at(routes.staffActivity, { limit: 15, from: monthAgo, to: today }) },
    { name: 'activity page 21', path: at(routes.staffActivity, later) },
    { name: 'invitations', path: at(routes.staffInvitations, { limit: 15 }) },
    { name: 'invitations ?status=pending', path: at(routes.staffInvitations, { limit: 15, status: 'pending' }) },
    { name: 'invitations ?search', path: at(routes.staffInvitations, { limit: 15, search: 'invite-4321' }) },
    { name: 'invitations page 21', path: at(routes.staffInvitations, later) },
    { name: 'resources', path: at(routes.staffResources, { limit: 15 }) },
    { name: 'resources ?search', path: at(routes.staffResources, { limit: 15, search: 'kit' }) },
    { name: 'search (top bar) school', path: at(routes.search, { q: 'School 43210' }) },
    { name: 'search (top bar) person', path: at(routes.search, { q: 'Person 4321' }) },
  ].filter((c) => wanted(c.name));
}

function exportCases(v: Values): Case[] {
  return [
    { name: 'kit-orders.csv (100,000 newest)', path: at(routes.exportKitOrders, { from: v.ordersFrom.day }) },
    { name: 'activity.csv (100,000 newest)', path: at(routes.exportActivity, { from: v.activityFrom.day }) },
    { name: 'inventory.csv (every project kit)', path: at(routes.exportInventory) },
    { name: 'people.csv (everyone)', path: at(routes.exportPeople) },
    { name: 'applications.csv (every one)', path: at(routes.exportApplications) },
  ].filter((c) => wanted(c.name));
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}${apiPath(routes.signIn)}`, {
    method: routes.signIn.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status}`);
  return ((await response.json()) as { token: { accessToken: string } }).token.accessToken;
}

async function measureList(server: ServerProcess, token: string, c: Case): Promise<ListResult> {
  const url = `${server.url}${c.path}`;
  const headers = { authorization: `Bearer ${token}` };
  const first = await fetch(url, { headers });
  const body = await first.text();
  if (!first.ok) throw new Error(`${c.name}: ${first.status} ${body.slice(0, 300)}`);
  const total = (JSON.parse(body) as { total?: number }).total ?? null;
  const saturated = await autocannon({ url, connections: CONNECTIONS, duration: SATURATION_SECONDS, headers });
  const rate = Math.max(1, saturated.requests.average / 2);
  const loop = await openLoop({ url, method: 'GET', headers }, rate, SECONDS);
  return { name: c.name, saturatedRate: saturated.requests.average, loop, bytes: Buffer.byteLength(body), total };
}

async function measureExport(server: ServerProcess, token: string, c: Case): Promise<ExportResult> {
  const once = async () => {
    const before = rssMb(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 10);
    const started = performance.now();
    const response = await fetch(`${server.url}${c.path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok || !response.body) throw new Error(`${c.name}: ${response.status} ${await response.text()}`);
    let firstByteMs = Number.NaN;
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const lastByteMs = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(server.pid));
    // The header row is one of the lines (a cell with a line break would count twice: none here).
    return { name: c.name, rows: lines - 1, megabytes: bytes / 1024 / 1024, firstByteMs, lastByteMs, rssGrowthMb: peak - before };
  };
  await once();
  return once();
}

interface Statement {
  text: string;
  values: unknown[];
}

/**
 * The statements each case's request runs, recorded from an in-process app on the same database,
 * each explained with ANALYZE and BUFFERS (twice: the second, warm, is kept); the slowest printed.
 */
async function plans(url: string, cases: Case[], count = PLANS): Promise<string[]> {
  const database: Database = await openDatabase({ kind: 'postgresql', url, migrated: true });
  const recorded: Statement[] = [];
  let recording = false;
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: typeof query }).query = (config, values) => {
    if (recording && config && typeof config === 'object' && 'text' in config)
      recorded.push({ text: String((config as { text: string }).text), values: values ?? [] });
    return query(config, values);
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hop-scale-plans-'));
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'warn', JOBS_POLL_SECONDS: '0', BACKUP_KEEP: '0' }),
    database,
    secrets: generateSecrets(),
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const signedIn = await app.inject({ method: 'POST', url: apiPath(routes.signIn), payload: ADMIN });
    const token = (signedIn.json() as { token: { accessToken: string } }).token.accessToken;
    const explained: { label: string; ms: number; plan: string }[] = [];
    for (const c of cases) {
      recorded.length = 0;
      recording = true;
      await app.inject({ method: 'GET', url: c.path, headers: { authorization: `Bearer ${token}` } });
      recording = false;
      for (const statement of [...recorded]) {
        // The sign-in's session check and the staff scope are the same in every request.
        if (/refresh_tokens|staff_districts/.test(statement.text) && !/kit_orders|applications|activity_log/.test(statement.text)) continue;
        const explain = `explain (analyze, buffers) ${statement.text}`;
        await client.query(explain, statement.values);
        const result = await client.query<{ 'QUERY PLAN': string }>(explain, statement.values);
        const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
        const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
        explained.push({ label: c.name, ms, plan: `${statement.text}\n${plan}` });
      }
    }
    explained.sort((a, b) => b.ms - a.ms);
    return explained.slice(0, count).map((e) => `── ${e.label}: ${e.ms.toFixed(1)} ms\n${e.plan}`);
  } finally {
    await client.end();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function listTable(rows: ListResult[]): { text: string; missed: number } {
  let missed = 0;
  const lines = [
    `\nStaff lists (national data × ${BENCH_SCALE}; open loop at ½ the saturated rate, ${SECONDS} s each)`,
    `${'list'.padEnd(36)} ${'sat. r/s'.padStart(8)} ${'rate'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'fail'.padStart(5)} ${'KB'.padStart(7)} ${'total'.padStart(9)}  target`,
  ];
  for (const r of rows) {
    const met = r.loop.p99 <= TARGETS.p99Ms && r.loop.failed === 0;
    if (!met) missed += 1;
    lines.push(
      `${r.name.padEnd(36)} ${r.saturatedRate.toFixed(0).padStart(8)} ${(r.saturatedRate / 2).toFixed(0).padStart(6)} ${r.loop.p50.toFixed(1).padStart(8)} ${r.loop.p99.toFixed(1).padStart(8)} ${r.loop.max.toFixed(0).padStart(8)} ${String(r.loop.failed).padStart(5)} ${(r.bytes / 1024).toFixed(1).padStart(7)} ${(r.total === null ? '' : String(r.total)).padStart(9)}  ${met ? 'met' : 'MISSED'}`,
    );
  }
  return { text: lines.join('\n'), missed };
}

function exportTable(rows: ExportResult[]): { text: string; missed: number } {
  let missed = 0;
  const lines = [
    `\nCSV exports (the second of two downloads)`,
    `${'export'.padEnd(36)} ${'rows'.padStart(8)} ${'MB'.padStart(7)} ${'first ms'.padStart(9)} ${'last s'.padStart(7)} ${'s/100k'.padStart(7)} ${'RSS +MB'.padStart(8)}  target`,
  ];
  for (const r of rows) {
    const per100k = r.lastByteMs / 1000 / (Math.max(1, r.rows) / 100_000);
    // Up to 100,000 rows in 5 s; a longer file 5 s per 100,000 rows.
    const met =
      r.lastByteMs / 1000 <= TARGETS.exportSecondsPer100k * Math.max(1, r.rows / 100_000) &&
      r.rssGrowthMb <= Math.max(16, r.megabytes * TARGETS.rssShareOfFile);
    if (!met) missed += 1;
    lines.push(
      `${r.name.padEnd(36)} ${String(r.rows).padStart(8)} ${r.megabytes.toFixed(1).padStart(7)} ${r.firstByteMs.toFixed(0).padStart(9)} ${(r.lastByteMs / 1000).toFixed(2).padStart(7)} ${per100k.toFixed(2).padStart(7)} ${r.rssGrowthMb.toFixed(1).padStart(8)}  ${met ? 'met' : 'MISSED'}`,
    );
  }
  return { text: lines.join('\n'), missed };
}

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    console.log('bench:scale needs PostgreSQL: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale');
    process.exitCode = 1;
    return;
  }
  await buildClientIfStale();
  const url = await nationalDatabase(adminUrl, notes);
  const values = await benchValues(url);
  const lists = listCases(values);
  const exports = exportCases(values);
  if (process.env.BENCH_PLANS_ONLY === '1') {
    // Only the plans, of every list selected (BENCH_ONLY), slowest first.
    console.log((await plans(url, lists, Number.POSITIVE_INFINITY)).join('\n\n'));
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hop-scale-bench-'));
  // No jobs runner: the national data owes reminders whose sending would be measured instead.
  const server = await startServerProcess({
    port: await freePort(),
    dataDir,
    env: { LOG_LEVEL: 'warn', SEED: 'none', JOBS_POLL_SECONDS: '0', DATABASE_URL: url },
  });
  const listResults: ListResult[] = [];
  const exportResults: ExportResult[] = [];
  try {
    // A token per case: a run outlasts an access token.
    for (const c of lists) {
      const result = await measureList(server, await signIn(server.url), c);
      console.log(`  ${c.name}: p99 ${result.loop.p99.toFixed(1)} ms at ${(result.saturatedRate / 2).toFixed(0)} req/s`);
      listResults.push(result);
    }
    for (const c of exports) {
      const result = await measureExport(server, await signIn(server.url), c);
      console.log(`  ${c.name}: ${result.rows} rows in ${(result.lastByteMs / 1000).toFixed(2)} s`);
      exportResults.push(result);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // The plans of the slowest: the lists by their p99, the exports' first pages too.
  const slowest = [...listResults]
    .sort((a, b) => b.loop.p99 - a.loop.p99)
    .slice(0, PLANS)
    .map((r) => lists.find((c) => c.name === r.name)!);
  const explained = await plans(url, slowest);
  console.log(`\nThe slowest statements of the ${slowest.length} slowest lists, EXPLAIN (ANALYZE, BUFFERS):\n`);
  console.log(explained.join('\n\n'));

  const listReport = listTable(listResults);
  const exportReport = exportTable(exportResults);
  console.log(listReport.text);
  console.log(exportReport.text);
  for (const note of notes) console.log(note);
  const missed = listReport.missed + exportReport.missed;
  console.log(
    `\nTargets: p99 ≤ ${TARGETS.p99Ms} ms for every list; an export of up to 100,000 rows ≤ ${TARGETS.exportSecondsPer100k} s (a longer one as much per 100,000 rows) with the server's memory growing by less than ${TARGETS.rssShareOfFile * 100}% of the file (16 MB at least).`,
  );
  console.log(missed ? `${missed} measure(s) missed their target.` : 'Every target met.');
  if (missed) process.exitCode = 1;
}

await main();
