// `npm run bench:events`: the live event stream's figures (docs/architecture.md §14, "Live events").
//
// - screen: a staff move reaching a district's open My Orders in Chromium (events-screen-bench.ts),
//   on one embedded server, and, with PostgreSQL, across two servers on one database (the browser on
//   one, staff on the other).
// - idle: 2,000 idle streams on one API process: its memory, and My Orders' throughput without and
//   with them (events-load-bench.ts).
// - fanout: 500 streams while 200 activity entries a second are written for 10 s: delivery latency
//   per event per client. Embedded, the entries come from API calls (the server does the writes as
//   well as the fan-out); on PostgreSQL, from rows inserted straight into its database.
//
// Each case starts its own servers on free ports with a fresh DATA_DIR (and a PostgreSQL database
// it creates and drops, with BENCH_DATABASE_URL or TEST_DATABASE_URL=postgres://…/postgres), prints
// its figures and stops everything it started, also on failure or Ctrl-C. BENCH_EVENTS_CASES picks
// cases (screen,idle,fanout); BENCH_EVENTS_SMALL=1 runs everything at a small size for a quick
// look; BENCH_EVENTS_ENGINES=embedded or postgresql runs one engine's runs; BENCH_EVENTS_MOVES, _STREAMS, _CLIENTS, _RATE, _SECONDS and BENCH_SECONDS set the sizes.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildClientIfStale } from '@server/cli/client-build';
import { freePort, spawnServerProcess, type ServerProcess } from '../helpers/server-process';
import { dropDatabase } from '../helpers/test-db';
import { apiProducer, runFanoutCase, runIdleCase, sqlProducer, type SummaryRow } from './events-load-bench';
import { runScreenCase } from './events-screen-bench';

const small = process.env.BENCH_EVENTS_SMALL === '1';
const size = (name: string, full: number, reduced: number) => Number(process.env[name] ?? (small ? reduced : full));
const MOVES = size('BENCH_EVENTS_MOVES', 30, 6);
const STREAMS = size('BENCH_EVENTS_STREAMS', 2000, 200);
const CLIENTS = size('BENCH_EVENTS_CLIENTS', 500, 50);
const RATE = size('BENCH_EVENTS_RATE', 200, 50);
const FANOUT_SECONDS = size('BENCH_EVENTS_SECONDS', 10, 3);
const LIST_SECONDS = size('BENCH_SECONDS', 10, 3);
const CASES = (process.env.BENCH_EVENTS_CASES ?? 'screen,idle,fanout').split(',').map((c) => c.trim());
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** BENCH_EVENTS_ENGINES=postgresql runs only the PostgreSQL runs of the cases (default: both). */
const ENGINES = (process.env.BENCH_EVENTS_ENGINES ?? 'embedded,postgresql').split(',').map((e) => e.trim());
const embedded = ENGINES.includes('embedded');
const postgres = ENGINES.includes('postgresql');

// Everything started, stopped in reverse order at the end, on failure and on Ctrl-C.
const cleanups: (() => Promise<unknown>)[] = [];
async function cleanUp() {
  while (cleanups.length > 0) await cleanups.pop()!().catch((error: unknown) => console.error('cleanup:', error));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping what the benchmark started…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = spawnServerProcess({ port: await freePort(), dataDir, env });
  cleanups.push(() => server.stop());
  // A first start migrates and seeds the demo data.
  await server.healthy(300_000);
  return server;
}

function freshDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hop-bench-events-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A scratch PostgreSQL database (dropped at the end), or null with the reason printed. */
async function scratchDatabase(): Promise<string | null> {
  if (!ADMIN_URL) {
    console.log('\n(PostgreSQL cases skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL=postgres://…/postgres)');
    return null;
  }
  const name = `hop_bench_events_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`\n(PostgreSQL cases skipped: ${ADMIN_URL} is not available: ${String(error)})`);
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  cleanups.push(() => dropDatabase(ADMIN_URL, name));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one case with its own servers; whatever it started is stopped before the next. */
async function inCase(run: () => Promise<SummaryRow[]>): Promise<SummaryRow[]> {
  const mark = cleanups.length;
  try {
    return await run();
  } finally {
    while (cleanups.length > mark) await cleanups.pop()!().catch((error: unknown) => console.error('cleanup:', error));
  }
}

const rows: SummaryRow[] = [];
let failed = false;
try {
  console.log(
    `bench:events${small ? ' (small)' : ''}: ${MOVES} moves; ${STREAMS} idle streams; fan-out ${CLIENTS} clients × ${RATE} events/s × ${FANOUT_SECONDS} s; ` +
      `list throughput ${LIST_SECONDS} s per run. Host: ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  if (CASES.includes('screen')) {
    // The servers serve the built client, as `npm start` does.
    await buildClientIfStale();
    rows.push(
      ...(await inCase(async () => {
        if (!embedded) return [];
        const server = await startServer(freshDir());
        return runScreenCase(server, server, 'embedded, 1 process', MOVES);
      })),
    );
    rows.push(
      ...(await inCase(async () => {
        if (!postgres) return [];
        const url = await scratchDatabase();
        if (!url) return [];
        // One DATA_DIR for both, as the processes of one deployment share their signing key.
        const dataDir = freshDir();
        const district = await startServer(dataDir, { DATABASE_URL: url });
        const staff = await startServer(dataDir, { DATABASE_URL: url });
        return runScreenCase(district, staff, 'PostgreSQL, browser on one server, staff on another', MOVES);
      })),
    );
  }
  if (CASES.includes('idle')) {
    rows.push(
      ...(await inCase(async () => {
        if (!embedded) return [];
        const server = await startServer(freshDir());
        return runIdleCase(server, 'embedded, 1 process', { streams: STREAMS, seconds: LIST_SECONDS });
      })),
    );
  }
  if (CASES.includes('fanout')) {
    const options = { clients: CLIENTS, perSecond: RATE, seconds: FANOUT_SECONDS };
    rows.push(
      ...(await inCase(async () => {
        if (!embedded) return [];
        const server = await startServer(freshDir());
        return runFanoutCase(server, 'embedded, 1 process, API writes', await apiProducer(server), options);
      })),
    );
    rows.push(
      ...(await inCase(async () => {
        if (!postgres) return [];
        const url = await scratchDatabase();
        if (!url) return [];
        const server = await startServer(freshDir(), { DATABASE_URL: url });
        return runFanoutCase(server, 'PostgreSQL, 1 process, SQL inserts', await sqlProducer(url), options);
      })),
    );
  }
} catch (error) {
  failed = true;
  console.error('\nbench:events failed:', error);
} finally {
  await cleanUp();
}

if (rows.length > 0) {
  const width = Math.max(...rows.map((r) => r.measure.length));
  const figureWidth = Math.max(...rows.map((r) => r.figure.length));
  console.log(`\nSummary${small ? ' (small sizes: the targets are judged at full size)' : ''}`);
  console.log(`${'measure'.padEnd(width)}  ${'figure'.padEnd(figureWidth)}  ${'target'.padEnd(14)}  verdict`);
  for (const row of rows) {
    console.log(`${row.measure.padEnd(width)}  ${row.figure.padEnd(figureWidth)}  ${row.target.padEnd(14)}  ${row.met ? 'met' : 'MISSED'}`);
  }
}
process.exit(failed ? 1 : 0);
