// npm run bench:events, the load cases: many open event streams on one API process.
//
// Idle streams: the server's resident memory (VmRSS from /proc) before and after STREAMS streams
// are opened and left idle, and a list endpoint's throughput (autocannon on My Orders) without and
// with them open. Fan-out: CLIENTS streams open while EVENTS_PER_SECOND activity entries are written
// for FANOUT_SECONDS; each client counts each event's delivery latency (receive time − the entry's
// `at`). The clients are child processes (events-clients.ts), so the measuring side has cores of its
// own and its CPU time is reported beside the wall time: a share near 1 per child means it was the
// bottleneck.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import type { ActionTaskList } from '@contract/action-tasks';
import type { SignInResponse } from '@contract/sessions';
import { apiPath, routes } from '@contract/routes';
import { call } from './bench-call';
import { cpuMsOf, type ServerProcess } from '../helpers/server-process';

export interface SummaryRow {
  measure: string;
  figure: string;
  target: string;
  met: boolean;
}

const COORDINATOR = { email: 'coordinator@example.org', password: 'Demo-pass1' };
const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };
const CLIENT_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'events-clients.ts');

const quantileOf = (hits: Map<number, number>, total: number, q: number): number => {
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const ms of [...hits.keys()].sort((a, b) => a - b)) {
    seen += hits.get(ms)!;
    if (seen >= rank) return ms;
  }
  return Number.NaN;
};

/** Resident memory of a process in MB (Linux /proc; NaN elsewhere). */
function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(line!.split(/\s+/)[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Access tokens of a few sessions: half the coordinator's (a district), half an ADMIN's (staff). */
async function sessionTokens(base: string, sessions: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < sessions; i++) {
    const session = await call<SignInResponse>(base, routes.signIn, { body: i % 2 === 0 ? COORDINATOR : ADMIN });
    tokens.push(session.token.accessToken);
  }
  return tokens;
}

interface ClientReport {
  type: 'report';
  events: number;
  bytes: number;
  hits: [number, number][];
  ended: number;
  cpuMs: number;
}

/** Child processes holding the streams; every one of them is killed by close(), also on failure. */
class ClientGroup {
  readonly #children: ChildProcess[] = [];
  readonly #waiting = new Map<
    ChildProcess,
    { resolve: (message: { type: string } & Record<string, unknown>) => void; reject: (error: Error) => void }
  >();

  constructor(processes: number) {
    for (let i = 0; i < processes; i++) {
      const child = fork(CLIENT_SCRIPT, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      child.on('message', (message: { type: string }) => {
        const waiting = this.#waiting.get(child);
        this.#waiting.delete(child);
        waiting?.resolve(message as { type: string } & Record<string, unknown>);
      });
      child.on('exit', (code) => this.#waiting.get(child)?.reject(new Error(`a client process exited (${code})`)));
      this.#children.push(child);
    }
  }

  get pids(): number[] {
    return this.#children.map((c) => c.pid!);
  }

  #ask(child: ChildProcess, message: unknown): Promise<{ type: string } & Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      this.#waiting.set(child, { resolve, reject });
      child.send(message as object);
    });
  }

  /** `count` streams in all, shared between the children. */
  async open(base: string, tokens: string[], count: number): Promise<number> {
    const share = Math.ceil(count / this.#children.length);
    const answers = await Promise.all(
      this.#children.map((child, i) => this.#ask(child, { type: 'open', base, tokens, count: Math.max(0, Math.min(share, count - i * share)) })),
    );
    const failed = answers.reduce((sum, a) => sum + Number(a.failed), 0);
    if (failed > 0) throw new Error(`${failed} streams failed to open, e.g. ${JSON.stringify(answers.flatMap((a) => a.failures as string[])[0])}`);
    return answers.reduce((sum, a) => sum + Number(a.open), 0);
  }

  /** Forgets what was counted; answers the children's CPU time so far (ms). */
  async reset(): Promise<number> {
    const answers = await Promise.all(this.#children.map((child) => this.#ask(child, { type: 'reset' })));
    return answers.reduce((sum, a) => sum + Number(a.cpuMs), 0);
  }

  async report(): Promise<{ events: number; ended: number; hits: Map<number, number>; cpuMs: number[] }> {
    const answers = (await Promise.all(this.#children.map((child) => this.#ask(child, { type: 'report' })))) as unknown as ClientReport[];
    const hits = new Map<number, number>();
    for (const answer of answers) for (const [ms, n] of answer.hits) hits.set(ms, (hits.get(ms) ?? 0) + n);
    return {
      events: answers.reduce((sum, a) => sum + a.events, 0),
      ended: answers.reduce((sum, a) => sum + a.ended, 0),
      hits,
      cpuMs: answers.map((a) => a.cpuMs),
    };
  }

  close(): void {
    for (const child of this.#children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }
}

interface Throughput {
  rps: number;
  p99: number;
  cpuUsPerRequest: number;
  errors: number;
}

/** My Orders, first page, under autocannon: req/s and the server's CPU µs per request. */
async function listThroughput(server: ServerProcess, token: string, seconds: number): Promise<Throughput> {
  const cpuBefore = cpuMsOf(server.pid);
  const result = await autocannon({
    url: `${server.url}${apiPath(routes.myOrders, {}, { limit: 15 })}`,
    connections: 20,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuUsPerRequest: ((cpuMsOf(server.pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runIdleCase(server: ServerProcess, label: string, options: { streams: number; seconds: number }): Promise<SummaryRow[]> {
  const tokens = await sessionTokens(server.url, 8);
  const token = tokens[0]!;
  // Warm-up: the first requests pay for compiling the code they run.
  await listThroughput(server, token, 2);
  const without = await listThroughput(server, token, options.seconds);
  await settle(1000);
  const rssBefore = rssMb(server.pid);
  const clients = new ClientGroup(2);
  try {
    const opened = performance.now();
    const open = await clients.open(server.url, tokens, options.streams);
    const openSeconds = (performance.now() - opened) / 1000;
    await settle(3000);
    const rssAfter = rssMb(server.pid);
    const withStreams = await listThroughput(server, token, options.seconds);
    const report = await clients.report();
    if (report.ended > 0) throw new Error(`${report.ended} idle streams were ended by the server`);
    const grown = rssAfter - rssBefore;
    const ratio = withStreams.rps / without.rps;
    console.log(
      `\nIdle streams, ${label}: ${open} streams opened in ${openSeconds.toFixed(1)} s (a ticket each, ${tokens.length} sessions); ` +
        `server RSS ${rssBefore.toFixed(0)} MB → ${rssAfter.toFixed(0)} MB (+${grown.toFixed(0)} MB, ${((grown * 1024) / open).toFixed(1)} KB a stream)\n` +
        `  My Orders (20 connections, ${options.seconds} s): ${without.rps.toFixed(0)} req/s (p99 ${without.p99} ms, ${without.cpuUsPerRequest.toFixed(0)} µs CPU/req) without streams, ` +
        `${withStreams.rps.toFixed(0)} req/s (p99 ${withStreams.p99} ms, ${withStreams.cpuUsPerRequest.toFixed(0)} µs CPU/req) with ${open} open: ${(ratio * 100).toFixed(0)} %` +
        (without.errors + withStreams.errors > 0 ? ` (${without.errors + withStreams.errors} errors or non-2xx)` : ''),
    );
    return [
      { measure: `${open} idle streams: server memory (${label})`, figure: `+${grown.toFixed(0)} MB`, target: '≤ 150 MB more', met: grown <= 150 },
      {
        measure: `My Orders req/s with ${open} streams open (${label})`,
        figure: `${(ratio * 100).toFixed(0)} % of ${without.rps.toFixed(0)}`,
        target: '≥ 90 %',
        met: ratio >= 0.9,
      },
    ];
  } finally {
    clients.close();
  }
}

/** Writes one activity entry a call; how, is named in the output. */
interface Producer {
  description: string;
  write(i: number): Promise<void>;
  close(): Promise<void>;
}

/** Checklist completions of the coordinator's district, toggled through the API (each records a district-visible entry). */
export async function apiProducer(server: ServerProcess): Promise<Producer> {
  const [token] = await sessionTokens(server.url, 1);
  const tasks = (await call<ActionTaskList>(server.url, routes.actionTasks, { query: { limit: 50 }, token })).items;
  if (tasks.length === 0) throw new Error('the coordinator has no checklist tasks');
  const done = new Map(tasks.map((t) => [t.id, t.isCompleted]));
  return {
    description: `PATCH ${routes.completeActionTask.path} through the API (a checklist task toggled; ${tasks.length} tasks in turn)`,
    async write(i) {
      const task = tasks[i % tasks.length]!;
      const isCompleted = !done.get(task.id);
      done.set(task.id, isCompleted);
      const response = await fetch(`${server.url}${apiPath(routes.completeActionTask, { id: task.id })}`, {
        method: routes.completeActionTask.method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ isCompleted }),
      });
      if (!response.ok) throw new Error(`task toggle: ${response.status} ${await response.text()}`);
    },
    close: async () => undefined,
  };
}

/** activity_log rows inserted straight into the server's PostgreSQL database: the same trigger and NOTIFY as any change. */
export async function sqlProducer(url: string): Promise<Producer> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const { rows } = await pool.query<{ id: string; district_id: string }>(
    `select t.id, t.district_id from action_tasks t join users u on u.district_id = t.district_id where u.email = $1 limit 1`,
    [COORDINATOR.email],
  );
  const task = rows[0];
  if (!task) throw new Error('the coordinator has no checklist tasks');
  return {
    description:
      "activity_log rows inserted straight into the server's database (a district-visible checklist completion each; the trigger's NOTIFY)",
    async write() {
      await pool.query(
        `insert into activity_log (entity_type, entity_id, district_id, action, visibility) values ('action-task', $1, $2, 'task-completed', 'district')`,
        [task.id, task.district_id],
      );
    },
    close: () => pool.end(),
  };
}

export async function runFanoutCase(
  server: ServerProcess,
  label: string,
  producer: Producer,
  options: { clients: number; perSecond: number; seconds: number },
): Promise<SummaryRow[]> {
  const tokens = await sessionTokens(server.url, 8);
  const clients = new ClientGroup(2);
  try {
    const open = await clients.open(server.url, tokens, options.clients);
    await settle(1000);
    const clientCpuBefore = await clients.reset();
    const serverCpuBefore = cpuMsOf(server.pid);
    // Paced: entry i is written at start + i / rate; a write still running does not hold the next.
    const total = options.perSecond * options.seconds;
    const started = performance.now();
    let written = 0;
    let failed = 0;
    let firstError = '';
    const inFlight = new Set<Promise<void>>();
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / options.perSecond;
      const wait = due - performance.now();
      if (wait > 0) await settle(wait);
      const write = producer
        .write(i)
        .then(() => void (written += 1))
        .catch((error: unknown) => {
          failed += 1;
          firstError ||= String(error);
        })
        .finally(() => inFlight.delete(write));
      inFlight.add(write);
      // More than a second's worth waiting: the writer cannot keep the pace; wait rather than pile up.
      if (inFlight.size > options.perSecond) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    const producing = (performance.now() - started) / 1000;
    // Until every client has every entry, or nothing has arrived for 3 s.
    const expected = written * open;
    let report = await clients.report();
    let last = report.events;
    let quiet = performance.now();
    while (report.events < expected && performance.now() - quiet < 3000) {
      await settle(250);
      report = await clients.report();
      if (report.events > last) {
        last = report.events;
        quiet = performance.now();
      }
    }
    const wall = (performance.now() - started) / 1000;
    const serverCpu = (cpuMsOf(server.pid) - serverCpuBefore) / 1000;
    const clientCpu = (report.cpuMs.reduce((a, b) => a + b, 0) - clientCpuBefore) / 1000;
    const busiestClient = Math.max(...report.cpuMs) / 1000;
    const p50 = quantileOf(report.hits, report.events, 0.5);
    const p95 = quantileOf(report.hits, report.events, 0.95);
    const max = Math.max(...report.hits.keys());
    // A child near one core's worth over the run was itself a bottleneck (each is one thread).
    const clientShare = clientCpu / report.cpuMs.length / wall;
    console.log(
      `\nFan-out, ${label}: ${open} streams (${tokens.length} sessions, half district, half ADMIN), ${written} entries written in ${producing.toFixed(1)} s ` +
        `(${(written / producing).toFixed(0)}/s, target pace ${options.perSecond}/s${failed ? `, ${failed} writes failed: ${firstError}` : ''})\n` +
        `  by: ${producer.description}\n` +
        `  delivered ${report.events} of ${expected} (${((report.events / Math.max(1, expected)) * 100).toFixed(1)} %); ` +
        `latency (receive − the entry's at) p50 ${p50} ms, p95 ${p95} ms, max ${max} ms\n` +
        `  CPU over ${wall.toFixed(1)} s: server ${serverCpu.toFixed(1)} s (${((serverCpu / wall) * 100).toFixed(0)} % of a core), ` +
        `clients ${clientCpu.toFixed(1)} s in ${report.cpuMs.length} processes (${(clientShare * 100).toFixed(0)} % of a core each on average; ` +
        `${clientShare > 0.85 ? 'SATURATED: the clients may be the bottleneck' : 'not saturated'}; busiest child ${busiestClient.toFixed(1)} s in all since it started)`,
    );
    if (report.ended > 0) console.log(`  ${report.ended} streams were ended by the server during the run`);
    return [
      {
        measure: `Fan-out ${open} clients × ${(written / producing).toFixed(0)} events/s: p95 (${label})`,
        figure: `${p95} ms (p50 ${p50}, max ${max}; ${((report.events / Math.max(1, expected)) * 100).toFixed(1)} % delivered)`,
        target: '≤ 500 ms',
        met: p95 <= 500 && report.events >= expected,
      },
    ];
  } finally {
    clients.close();
    await producer.close();
  }
}
