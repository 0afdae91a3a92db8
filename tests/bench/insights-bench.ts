// `npm run bench:insights`: the insights charts against the issue's numbers. On PostgreSQL
// (BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres) it builds the national data
// set in a database of its own (national-database.ts, shared with bench:scale; kept and reused by the
// next run, BENCH_REBUILD=1 builds it again, BENCH_DROP=1 drops it at the end; BENCH_SCALE=0.1 builds
// a tenth of it), starts
// the real server on it and times every chart over HTTP (BENCH_REQUESTS, default 50, after a
// warm-up): staff for the whole programme counted live (a range a day shorter than the default),
// staff for the default view from its snapshot (computed first, as the snapshot job does:
// features/insights/snapshots.ts), staff with a district filter, and a district's own. Then the
// insights page's draw (its default view) in Chromium at 4× CPU slowdown, the script the charts add to the dashboard
// (gzipped), and the embedded database with one district holding a year of data. Prints a table;
// the exit code says whether every target was met.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { INSIGHT_CHARTS, INSIGHTS_DEFAULT_DAYS } from '@contract/insights-messages';
import { apiPath, routes } from '@contract/routes';
import { buildClientIfStale } from '@server/cli/client-build';
import { openDatabase, type Database } from '@server/db/connect';
import { rawRows } from '@server/db/raw-rows';
import { loadChart } from '@server/features/insights/load-chart';
import { refreshSnapshots } from '@server/features/insights/snapshots';
import { seedIfEmpty } from '@server/db/seed/run-seed';
import { freePort, startServerProcess, type ServerProcess } from '../helpers/server-process';
import { buildInsightsData, tableSizes } from './insights-data';
import { BENCH_SCALE, dropNationalDatabase, nationalDatabase } from './national-database';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const TARGETS = { postgresP95Ms: 300, embeddedP95Ms: 100, drawMs: 1000, chartsKb: 30 };
const ADMIN = { email: 'admin@example.org', password: 'Admin-pass1' };
const COORDINATOR = { email: 'coordinator@example.org', password: 'Demo-pass1' };
const BENCH_PERSON = { email: 'bench-0@example.test', password: 'Demo-pass1' };

interface Timing {
  label: string;
  p50: number;
  p95: number;
  target: number;
}
const timings: Timing[] = [];
const notes: string[] = [];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function signIn(server: ServerProcess, person: { email: string; password: string }) {
  const response = await fetch(`${server.url}${apiPath(routes.signIn)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(person),
  });
  if (!response.ok) throw new Error(`sign-in ${person.email}: ${response.status}`);
  return (await response.json()) as { token: { accessToken: string }; user: unknown };
}

/** p50/p95 of `REQUESTS` sequential requests of one chart, after three to warm up. */
async function timeChart(url: string, token: string, label: string, target: number) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${label}: ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 3; i += 1) await once();
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) samples.push(await once());
  samples.sort((a, b) => a - b);
  timings.push({ label, p50: percentile(samples, 50), p95: percentile(samples, 95), target });
}

/** A whole-programme range other than the default view's (a day shorter): always counted live. */
const liveRange = () => {
  const today = new Date().toISOString().slice(0, 10);
  return { from: new Date(Date.parse(`${today}T00:00:00Z`) - (INSIGHTS_DEFAULT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10), to: today };
};

async function timeEveryChart(
  server: ServerProcess,
  tag: string,
  target: number,
  districtId: string | null,
  staffToken: string,
  ownToken: string,
  kept: boolean,
) {
  for (const chart of INSIGHT_CHARTS) {
    await timeChart(`${server.url}${apiPath(routes.staffInsights, { chart }, liveRange())}`, staffToken, `${tag} staff, all, live ${chart}`, target);
    if (kept) await timeChart(`${server.url}${apiPath(routes.staffInsights, { chart })}`, staffToken, `${tag} staff, all, kept ${chart}`, target);
    if (districtId)
      await timeChart(
        `${server.url}${apiPath(routes.staffInsights, { chart }, { districtId })}`,
        staffToken,
        `${tag} staff, 1 district ${chart}`,
        target,
      );
    await timeChart(`${server.url}${apiPath(routes.districtInsights, { chart })}`, ownToken, `${tag} district's own  ${chart}`, target);
  }
}

/** Signed-in storage for the browser, as the app keeps it after a sign-in. */
const storageOf = (session: { token: { accessToken: string }; user: unknown }) => ({
  'storage::1::session': JSON.stringify({ signedIn: true, token: session.token, appCreated: true }),
  'storage::1::user': JSON.stringify(session.user),
});

async function gzippedKb(urls: string[]) {
  const bodies = await Promise.all(urls.map(async (url) => Buffer.from(await (await fetch(url)).arrayBuffer())));
  return bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024;
}

interface Draw {
  /** From the navigation's start to the last chart drawn (a first visit: the app loads too). */
  load: number;
  /** From a click on Insights in the staff navigation to the last chart drawn (the app already up). */
  click: number;
}

/** The last chart's drawing time on the page's own clock, once all six are drawn. */
async function lastDrawn(page: Page) {
  await page
    .locator('[data-chart-state="ready"], [data-chart-state="empty"]')
    .nth(INSIGHT_CHARTS.length - 1)
    .waitFor({ timeout: 60_000 });
  return page.evaluate(() => Math.max(...[...document.querySelectorAll('[data-drawn-at]')].map((el) => Number(el.getAttribute('data-drawn-at')))));
}

/** The insights page at 4× CPU slowdown, opened and reached from the staff navigation: best of three after one to warm the server. */
async function drawTime(browser: Browser, server: ServerProcess, storage: Record<string, string>): Promise<Draw> {
  const loads: number[] = [];
  const clicks: number[] = [];
  for (let visit = 0; visit < 4; visit += 1) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1366, height: 768 } });
    await context.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${server.url}/staff/insights`);
    const load = await lastDrawn(page);
    if (visit === 3 && process.env.BENCH_REPORT_DIR)
      await page.screenshot({ path: path.join(process.env.BENCH_REPORT_DIR, 'insights.png'), fullPage: true });
    await page.goto(`${server.url}/staff`);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const started = await page.evaluate(() => performance.now());
    await page.getByRole('navigation').getByRole('link', { name: 'Insights' }).click();
    const click = (await lastDrawn(page)) - started;
    if (visit > 0) {
      loads.push(load);
      clicks.push(click);
    }
    await context.close();
  }
  return { load: Math.min(...loads), click: Math.min(...clicks) };
}

/** What the charts add to the dashboard: the scripts it loads after its first screen, once the charts are drawn. */
async function chartsOnDashboardKb(browser: Browser, server: ServerProcess, storage: Record<string, string>) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1366, height: 768 } });
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${server.url}/dashboard`);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  const firstScreen = scripts.length;
  await page.locator('[data-insights]').scrollIntoViewIfNeeded();
  await page.locator('[data-chart-state="ready"], [data-chart-state="empty"]').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const added = scripts.slice(firstScreen);
  const kb = await gzippedKb(added);
  await context.close();
  return { kb, files: added.map((url) => new URL(url).pathname) };
}

interface Run {
  label: string;
  target: number;
  env: Record<string, string>;
  /** A district for the staff's district filter; null: not measured. */
  districtId: string | null;
  /** Who the district's own charts are asked as. */
  own: { email: string; password: string };
  /** Whether the browser measures are taken too. */
  full: boolean;
  /**
   * A national programme: its default view is kept by the snapshot job (features/insights/
   * snapshots.ts), computed here once as the job does, and timed beside the live one.
   */
  keep?: Database;
}

async function measureServer(run: Run) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hop-insights-bench-'));
  // No jobs runner: the national data set owes some hundred thousand reminders, whose sending would
  // be measured instead of the charts.
  const server = await startServerProcess({
    port: await freePort(),
    dataDir,
    env: { LOG_LEVEL: 'warn', SEED: 'none', JOBS_POLL_SECONDS: '0', ...run.env },
  });
  try {
    const admin = await signIn(server, ADMIN);
    const district = await signIn(server, run.own);
    if (run.keep) {
      const started = performance.now();
      await refreshSnapshots(run.keep.db, new Date(), loadChart);
      notes.push(`The snapshot job's six whole-programme charts, one after another: ${((performance.now() - started) / 1000).toFixed(2)} s`);
    }
    await timeEveryChart(server, run.label, run.target, run.districtId, admin.token.accessToken, district.token.accessToken, Boolean(run.keep));
    if (run.full && process.env.BENCH_SKIP_BROWSER !== '1') {
      const browser = await chromium.launch({ executablePath: CHROMIUM });
      try {
        const draw = await drawTime(browser, server, storageOf(admin));
        timings.push({ label: `${run.label} /staff/insights from the nav, 4× slowdown`, p50: draw.click, p95: draw.click, target: TARGETS.drawMs });
        timings.push({ label: `${run.label} /staff/insights first load, 4× slowdown`, p50: draw.load, p95: draw.load, target: TARGETS.drawMs });
        // The demo coordinator: a district member with an application, whom the dashboard shows.
        const charts = await chartsOnDashboardKb(browser, server, storageOf(await signIn(server, COORDINATOR)));
        timings.push({ label: `charts' script on the dashboard, KB gzipped`, p50: charts.kb, p95: charts.kb, target: TARGETS.chartsKb });
        notes.push(`Scripts the dashboard loads for its charts, after its first screen: ${charts.files.join(', ') || 'none'}`);
      } catch (error) {
        notes.push(`The browser measures failed: ${String(error)}`);
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function anyBenchDistrict(url: string): Promise<string> {
  const database: Database = await openDatabase({ kind: 'postgresql', url });
  try {
    console.log('Rows:', JSON.stringify(await tableSizes(database.db)));
    const [row] = rawRows<{ id: string }>(
      await database.db.execute(sql`select district_id::text as id from users where email = ${BENCH_PERSON.email}`),
    );
    return row!.id;
  } finally {
    await database.close();
  }
}

/** The embedded database: the demo, and the coordinator's district given a year of data of its own. */
async function embeddedCase() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hop-insights-embedded-'));
  try {
    const database = await openDatabase({ kind: 'embedded', dataDir });
    try {
      await seedIfEmpty(database.db, 'demo');
      const [row] = rawRows<{ id: string }>(
        await database.db.execute(sql`select district_id::text as id from users where email = ${COORDINATOR.email}`),
      );
      console.log('Building the embedded district (200 schools, a year)…');
      await buildInsightsData(database.db, { districts: 1, schools: 200, people: 100, years: 1 }, row!.id);
    } finally {
      await database.close();
    }
    await measureServer({
      label: 'PGlite',
      target: TARGETS.embeddedP95Ms,
      env: { DATA_DIR: dataDir },
      districtId: null,
      own: COORDINATOR,
      full: false,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  await buildClientIfStale();
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const url = await nationalDatabase(adminUrl, notes);
    const districtId = await anyBenchDistrict(url);
    const keep = await openDatabase({ kind: 'postgresql', url, migrated: true });
    try {
      await measureServer({
        label: 'PG ',
        target: TARGETS.postgresP95Ms,
        env: { DATABASE_URL: url },
        districtId,
        own: BENCH_PERSON,
        full: true,
        keep,
      });
    } finally {
      await keep.close();
    }
    if (process.env.BENCH_DROP === '1') await dropNationalDatabase(adminUrl);
  } else {
    notes.push('BENCH_DATABASE_URL is not set: the PostgreSQL measures were skipped.');
  }
  if (process.env.BENCH_SKIP_EMBEDDED !== '1') await embeddedCase();

  console.log(`\nInsights (${REQUESTS} requests per chart${adminUrl ? `, national data × ${BENCH_SCALE}` : ''})\n`);
  console.log(`${'measure'.padEnd(58)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'target'.padStart(7)}`);
  let missed = 0;
  for (const t of timings) {
    const met = t.p95 <= t.target;
    if (!met) missed += 1;
    console.log(
      `${t.label.padEnd(58)} ${t.p50.toFixed(1).padStart(8)} ${t.p95.toFixed(1).padStart(8)} ${String(t.target).padStart(7)}  ${met ? 'met' : 'MISSED'}`,
    );
  }
  for (const note of notes) console.log(note);
  console.log(missed ? `\n${missed} measure(s) missed their target.` : '\nEvery target met.');
  if (missed) process.exitCode = 1;
}

await main();
