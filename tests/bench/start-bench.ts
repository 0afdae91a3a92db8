// `npm run bench:start`: how long a fresh clone takes from `npm start` to a healthy server (server
// and client builds and first database creation included), a warm restart (the median of five),
// the server process's memory (RSS) once healthy and settled, the same on PostgreSQL when
// TEST_DATABASE_URL is set, and the gzipped JavaScript the sign-in page loads.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config';
import { freePort, repoRoot } from '../helpers/server-process';
import { apiPath, routes } from '@contract/routes';

const SIGN_IN_JS_BUDGET_KB = 170;
const COLD_START_BUDGET_S = 90;

async function timeStart(cwd: string, env: Record<string, string>) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd, env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' }, stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}${apiPath(routes.health)}`)).ok) break;
    } catch {
      // not up yet
    }
    if (performance.now() - started > 180_000) throw new Error(`no healthy server after 180 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  // Memory once the start's own work (first requests of the job runner, the planner statistics)
  // has settled: the server process is npm's descendant running the built start.mjs.
  await new Promise((r) => setTimeout(r, 3000));
  const rssMb = serverRssMb(child.pid!);
  return {
    seconds,
    rssMb,
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of the node process under `pid` (npm, its shell) that runs the server. */
function serverRssMb(pid: number): number {
  const children = (parent: number): number[] => {
    try {
      return readFileSync(`/proc/${parent}/task/${parent}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const queue = [pid];
  while (queue.length) {
    const next = queue.shift()!;
    const args = readFileSync(`/proc/${next}/cmdline`, 'utf8').split('\0');
    // node itself, not the shell npm runs it through (whose command line names start.mjs too).
    if (path.basename(args[0] ?? '') === 'node' && args.some((arg) => arg.endsWith('start.mjs'))) {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${next}/status`, 'utf8'));
      return rss ? Number(rss[1]) / 1024 : NaN;
    }
    queue.push(...children(next));
  }
  return NaN;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function signInPageJs(url: string) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  const page = await browser.newPage();
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
  });
  await page.goto(`${url}/sign-in`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  let total = 0;
  const rows: string[] = [];
  for (const [scriptUrl, body] of scripts) {
    const gz = gzipSync(await body, { level: 9 }).length;
    total += gz;
    rows.push(`    ${(gz / 1024).toFixed(1).padStart(7)} KB  ${new URL(scriptUrl).pathname}`);
  }
  await browser.close();
  return { total: total / 1024, rows };
}

async function main() {
  // Beside the repository, on the disk that holds node_modules (linked into the clone), not in the
  // tests' memory folder: the client build is moved into place by rename, which cannot cross file
  // systems. Not under node_modules either, where esbuild reads no tsconfig.json (so no aliases).
  const clone = mkdtempSync(path.join(path.dirname(repoRoot), '.hop-bench-start-'));
  execFileSync('git', ['clone', '--quiet', '--local', '--no-hardlinks', repoRoot, clone]);
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(clone, 'node_modules'));
  const dataDir = path.join(clone, 'data');
  try {
    const cold = await timeStart(clone, { DATA_DIR: dataDir });
    const js = await signInPageJs(cold.url);
    await cold.stop();
    const warms = [];
    for (let run = 0; run < 5; run++) {
      const warm = await timeStart(clone, { DATA_DIR: dataDir });
      await warm.stop();
      warms.push(warm);
    }

    console.log('Start-up (fresh clone of HEAD, node_modules installed)');
    console.log(`  cold start, embedded (client build + new database + demo data): ${cold.seconds.toFixed(1)} s (budget ${COLD_START_BUDGET_S} s)`);
    console.log(
      `  warm start, embedded, median of 5:                               ${median(warms.map((w) => w.seconds)).toFixed(2)} s (${warms.map((w) => w.seconds.toFixed(2)).join(', ')})`,
    );
    console.log(`  server memory after a warm start, embedded (RSS, median):       ${median(warms.map((w) => w.rssMb)).toFixed(0)} MB`);

    if (process.env.TEST_DATABASE_URL) {
      const name = `hop_bench_${Date.now()}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      try {
        const pgEnv = { DATA_DIR: path.join(clone, 'data-pg'), DATABASE_URL: url.toString() };
        const onPg = await timeStart(clone, pgEnv);
        await onPg.stop();
        console.log(`  first start on PostgreSQL (migrations + demo data):               ${onPg.seconds.toFixed(1)} s`);
        const pgWarms = [];
        for (let run = 0; run < 5; run++) {
          const warm = await timeStart(clone, pgEnv);
          await warm.stop();
          pgWarms.push(warm);
        }
        console.log(`  warm start on PostgreSQL, median of 5:                           ${median(pgWarms.map((w) => w.seconds)).toFixed(2)} s`);
        console.log(`  server memory after a warm start on PostgreSQL (RSS, median):    ${median(pgWarms.map((w) => w.rssMb)).toFixed(0)} MB`);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    }

    console.log(`\nJavaScript the sign-in page loads, gzip -9: ${js.total.toFixed(1)} KB (budget ${SIGN_IN_JS_BUDGET_KB} KB)`);
    for (const row of js.rows) console.log(row);
    if (cold.seconds > COLD_START_BUDGET_S || js.total > SIGN_IN_JS_BUDGET_KB) process.exitCode = 1;
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}

await main();
