// npm run bench:sync, count-session case: onsite counts in Chromium with the real page.
//
// A real server on a temporary DATA_DIR with the demo data plus, for the coordinator's district,
// SCHOOLS new schools × 10 project kits × 10 labelled kits. The coordinator signs in in Chromium
// (the built app, its service worker), starts a count session at every school while online, then
// the server stops and the browser goes offline; every kit of every school is scanned through the
// scan field (the same form a person or a wedge scanner submits) and each session is finished.
// The server starts again (warmed with changes at one more school outside the count), the page drains its outbox, and the server's database is checked: one count per project
// with all 10 kits, one record per session, one processed mutation per change.
//
// Measured: the time and cost per scan (submit to the next frame, the page's own work), the time
// for a scan to be drawn with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate) on the first
// THROTTLED schools, and the drain's changes per second (from the first write sent to the last
// answered) with the server's CPU per change.
// BENCH_DATABASE_URL=postgres://…/postgres runs the server on a fresh PostgreSQL database (bench-store.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { inArray, sql } from 'drizzle-orm';
import { chromiumArgs } from '../../playwright.config';
import type { KitCodesResponse } from '@contract/kits';
import type { SignInResponse } from '@contract/sessions';
import { countSessions, inventoryCounts, processedMutations, projects, resources, schools, users } from '@server/db/schema';
import { cpuMsOf, freePort, spawnServerProcess, type ServerProcess } from '../helpers/server-process';
import { makeStore, type Store } from './bench-store';
import { apiPath, routes, type QueryValue, type RouteDef } from '@contract/routes';

const SCHOOLS = Number(process.env.BENCH_COUNT_SCHOOLS ?? 50);
const PROJECTS_PER_SCHOOL = 10;
const KITS_PER_PROJECT = 10;
const THROTTLED = Math.min(SCHOOLS, Number(process.env.BENCH_COUNT_THROTTLED_SCHOOLS ?? 5));
const DRAW_TARGET_MS = 50;
/** Changes per second of the drain: the embedded database's target, and PostgreSQL's (BENCH_DATABASE_URL). */
const DRAIN_TARGET = { PGlite: 1_000, PostgreSQL: 800 } as const;
const WARM_UP_BATCHES = 40;
const CREDENTIALS = { email: 'coordinator@example.org', password: 'Demo-pass1' };

/**
 * Warms a restarted server as one that has been up all along would be: batches of counts and
 * session records at the warm-up school, so V8 has compiled the write path and PGlite's
 * WebAssembly before the device comes back (a cold server spent 4.4 ms per change on its first
 * batches and 1.5–1.9 ms once warm). Returns the changes sent; each is recorded once, like the drain's.
 */
async function warmUpServer(base: string, token: string, warm: { schoolId: string; projectIds: string[] }): Promise<number> {
  let sent = 0;
  const basedOn = new Map<string, string | null>();
  for (let round = 0; round < WARM_UP_BATCHES; round++) {
    const counts = warm.projectIds.map((projectId) => ({
      idempotencyKey: `bench-warm-up-device:${++sent}`,
      method: routes.onsiteInventory.method,
      path: routes.onsiteInventory.path,
      body: { projectId, kitsOnHand: KITS_PER_PROJECT - (round % 2), ...(basedOn.has(projectId) ? { basedOn: basedOn.get(projectId) } : {}) },
    }));
    const record = {
      idempotencyKey: `bench-warm-up-device:${++sent}`,
      method: routes.recordCountSession.method,
      path: routes.recordCountSession.path,
      body: {
        id: crypto.randomUUID(),
        schoolId: warm.schoolId,
        startedAt: new Date(Date.now() - 60_000).toISOString(),
        finishedAt: new Date().toISOString(),
        projects: warm.projectIds.map((projectId) => ({
          projectId,
          expected: KITS_PER_PROJECT,
          found: KITS_PER_PROJECT,
          missing: 0,
          scanned: KITS_PER_PROJECT,
          tapped: 0,
        })),
        unexpected: [],
      },
    };
    const response = await fetch(`${base}${apiPath(routes.sendChanges)}`, {
      method: routes.sendChanges.method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ changes: [...counts, record] }),
    });
    const { results } = (await response.json()) as { results: { statusCode: number; body: { id?: string; inventoryUpdatedAt?: string } }[] };
    if (!response.ok || results.length !== counts.length + 1 || results.some((r) => r.statusCode >= 300)) {
      throw new Error(`warm-up batch refused: ${response.status} ${JSON.stringify(results)}`);
    }
    results.slice(0, counts.length).forEach((r) => basedOn.set(r.body.id!, r.body.inventoryUpdatedAt ?? null));
  }
  return sent;
}

/** A server on the bench's data; a busy machine is given time (a first start migrates and seeds). */
async function startServer(port: number, dataDir: string, store: Store): Promise<ServerProcess> {
  const server = spawnServerProcess({ port, dataDir, env: store.env });
  await server.healthy(300_000);
  return server;
}

/** A read (GET) of a route of the table. */
async function api<T>(base: string, route: RouteDef & { method: 'GET' }, query: Record<string, QueryValue>, token: string): Promise<T> {
  const url = apiPath(route, {}, query);
  const response = await fetch(`${base}${url}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The bench's schools and project kits, written while the server is stopped. */
async function addSchools(
  store: Store,
): Promise<{ schoolIds: string[]; projectIds: string[]; warmUp: { schoolId: string; projectIds: string[] }; processedBefore: number }> {
  const database = await store.open();
  try {
    const { db } = database;
    const [coordinator] = await db
      .select({ districtId: users.districtId })
      .from(users)
      .where(sql`${users.email} = ${CREDENTIALS.email}`);
    const districtId = coordinator!.districtId!;
    const kitRows = await db
      .insert(resources)
      .values(
        Array.from({ length: PROJECTS_PER_SCHOOL }, (_, i) => ({
          type: 'project' as const,
          name: `Bench Kit ${String(i + 1).padStart(2, '0')}`,
          slug: `bench-kit-${i + 1}`,
        })),
      )
      .returning({ id: resources.id, name: resources.name });
    const schoolRows = await db
      .insert(schools)
      .values([
        ...Array.from({ length: SCHOOLS }, (_, i) => ({ districtId, name: `Bench School ${String(i + 1).padStart(3, '0')}` })),
        { districtId, name: 'Bench Warm-up School' },
      ])
      .returning({ id: schools.id, name: schools.name });
    const projectRows = await db
      .insert(projects)
      .values(
        schoolRows.flatMap((school) =>
          kitRows.map((kit) => ({
            districtId,
            schoolId: school.id,
            resourceId: kit.id,
            name: `${kit.name} at ${school.name}`,
            kitsOnHand: KITS_PER_PROJECT,
          })),
        ),
      )
      .returning({ id: projects.id, schoolId: projects.schoolId });
    const [processed] = await db.select({ n: sql<number>`count(*)::int` }).from(processedMutations);
    const warmSchool = schoolRows.at(-1)!;
    const benchProjects = projectRows.filter((p) => p.schoolId !== warmSchool.id);
    return {
      schoolIds: schoolRows.slice(0, -1).map((s) => s.id),
      projectIds: benchProjects.map((p) => p.id),
      warmUp: { schoolId: warmSchool.id, projectIds: projectRows.filter((p) => p.schoolId === warmSchool.id).map((p) => p.id) },
      processedBefore: processed?.n ?? 0,
    };
  } finally {
    await database.close();
  }
}

interface ScanTimes {
  /** Submit to the frame after the page drew the scan, per scan (ms). */
  draw: number[];
  /** The page's synchronous work for the scan (the submit handler and React's render), per scan (ms). */
  work: number[];
}

/** Every code of the open session, through the scan field; timed in the page. */
async function scanAll(page: Page, codes: string[]): Promise<ScanTimes> {
  return page.evaluate(async (list) => {
    const field = document.getElementById('kit-scan') as HTMLInputElement;
    const form = field.form!;
    // No named functions in here: the bench runs through tsx, whose names helper the page lacks.
    const draw: number[] = [];
    const work: number[] = [];
    for (const code of list) {
      const t0 = performance.now();
      field.value = code;
      form.requestSubmit();
      const t1 = performance.now();
      // The frame after the page drew the scan: the mark names the code once React has rendered it.
      do await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      while (!(document.querySelector('[data-outcome]')?.textContent ?? '').startsWith(code));
      draw.push(performance.now() - t0);
      work.push(t1 - t0);
    }
    return { draw, work };
  }, codes);
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const stats = (values: number[]) =>
  `median ${quantile(values, 0.5).toFixed(1)} ms, p95 ${quantile(values, 0.95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

export async function runCountSessionCase(): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hop-bench-count-'));
  const port = await freePort();
  let server: ServerProcess | null = null;
  const store = await makeStore(dataDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    server = await startServer(port, dataDir, store);
    // The server writes its demo data on first start; the bench's schools go in beside it.
    await server.stop();
    const { schoolIds, projectIds, warmUp, processedBefore } = await addSchools(store);
    server = await startServer(port, dataDir, store);
    const base = server.url;

    const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(CREDENTIALS.email);
    await page.getByLabel('Password', { exact: true }).fill(CREDENTIALS.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    // The codes to scan: every kit of every bench school (asking labels the kits on hand).
    const session = (await (
      await fetch(`${base}${apiPath(routes.signIn)}`, {
        method: routes.signIn.method,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(CREDENTIALS),
      })
    ).json()) as SignInResponse;
    const codesBySchool = new Map<string, string[]>();
    for (const schoolId of schoolIds) {
      const kits = await api<KitCodesResponse>(base, routes.kitCodes, { schoolId }, session.token.accessToken);
      codesBySchool.set(
        schoolId,
        kits.items.map((kit) => kit.code),
      );
    }
    const totalScans = [...codesBySchool.values()].reduce((sum, codes) => sum + codes.length, 0);
    if (totalScans !== SCHOOLS * PROJECTS_PER_SCHOOL * KITS_PER_PROJECT)
      throw new Error(`${totalScans} kit codes, expected ${SCHOOLS * PROJECTS_PER_SCHOOL * KITS_PER_PROJECT}`);

    // Every school's session starts online (its figures and codes are downloaded once).
    const sessionUrls: string[] = [];
    for (const schoolId of schoolIds) {
      await page.goto(`/projects/counts/new?school=${schoolId}`);
      await page.waitForURL(/\/projects\/counts\/[0-9a-f-]{36}$/);
      await page.locator('#kit-scan').waitFor();
      sessionUrls.push(page.url());
    }

    // Offline: the server stops and the browser loses its network.
    await server.stop();
    server = null;
    await context.setOffline(true);

    const cdp = await context.newCDPSession(page);
    const throttled: ScanTimes = { draw: [], work: [] };
    const normal: ScanTimes = { draw: [], work: [] };
    let scanMs = 0;
    for (const [i, url] of sessionUrls.entries()) {
      await page.goto(url);
      await page.locator('#kit-scan').waitFor();
      const slow = i < THROTTLED;
      if (slow) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const started = performance.now();
      const times = await scanAll(page, codesBySchool.get(schoolIds[i]!)!);
      if (!slow) scanMs += performance.now() - started;
      if (slow) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const into = slow ? throttled : normal;
      into.draw.push(...times.draw);
      into.work.push(...times.work);
      const missing = await page.locator('[data-figure="missing"]').allTextContents();
      if (missing.some((m) => m !== '0')) throw new Error(`school ${i + 1}: kits still missing after every scan (${missing.join(', ')})`);
      await page.getByRole('button', { name: 'Finish count' }).click();
      await page.waitForURL(/\/receipt$/);
    }

    const changes = SCHOOLS * (PROJECTS_PER_SCHOOL + 1);
    const queued = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('hands-on-portal');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const request = open.result.transaction('outbox').objectStore('outbox').count();
            request.onsuccess = () => resolve(request.result);
          };
        }),
    );
    if (queued !== changes) throw new Error(`${queued} changes queued, expected ${changes}`);

    // Back online: the page drains its outbox; the answered writes are timed.
    const answered: number[] = [];
    let batches = 0;
    const writePath = /\/api\/v1\/(projects\/onsite-inventory-kits|kits\/count-sessions|changes)$/;
    let firstSent: number | null = null;
    let online = false;
    context.on('request', (request) => {
      // Attempts while the browser is still offline never leave it.
      if (online && request.method() === 'POST' && writePath.test(request.url())) firstSent ??= performance.now();
    });
    context.on('response', async (response) => {
      if (response.request().method() !== 'POST') return;
      if (/\/api\/v1\/(projects\/onsite-inventory-kits|kits\/count-sessions)$/.test(response.url())) answered.push(performance.now());
      else if (/\/api\/v1\/changes$/.test(response.url()) && response.ok()) {
        // A batch: each change it answered is an answered write, at the batch's answer.
        const at = performance.now();
        const { results } = (await response.json()) as { results: unknown[] };
        for (let i = 0; i < results.length; i++) answered.push(at);
        batches += 1;
      }
    });
    server = await startServer(port, dataDir, store);
    // The device comes back to a server that has been up all along: the restart is only how the
    // bench makes it unreachable, so the server is warmed before the browser is online.
    const warmUpChanges = await warmUpServer(server.url, session.token.accessToken, warmUp);
    const back = performance.now();
    const serverCpuBefore = cpuMsOf(server.pid);
    online = true;
    await context.setOffline(false);
    const pending = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('hands-on-portal');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const request = open.result.transaction('outbox').objectStore('outbox').getAll();
              request.onsuccess = () => resolve((request.result as { status: string }[]).filter((e) => e.status !== 'synced').length);
            };
          }),
      );
    while ((await pending()) > 0) {
      if (performance.now() - back > 300_000) throw new Error('the outbox did not drain in 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const drainedIn = (performance.now() - back) / 1000;
    const serverCpuMs = cpuMsOf(server.pid) - serverCpuBefore;
    // From the first write sent to the last answered (a batch answers many at once, so the first
    // answer would leave out the first batch's own time).
    const writeSpan = firstSent !== null && answered.length > 0 ? (answered.at(-1)! - firstSent) / 1000 : drainedIn;
    await context.close();
    await server.stop();
    server = null;

    // The server's database: everything arrived exactly once.
    const problems: string[] = [];
    const database = await store.open();
    try {
      const { db } = database;
      const counts = await db
        .select({ projectId: inventoryCounts.projectId, n: sql<number>`count(*)::int`, kits: sql<number>`max(${inventoryCounts.kitsOnHand})::int` })
        .from(inventoryCounts)
        .where(inArray(inventoryCounts.projectId, projectIds))
        .groupBy(inventoryCounts.projectId);
      if (counts.length !== projectIds.length) problems.push(`${counts.length} projects counted, expected ${projectIds.length}`);
      const wrong = counts.filter((c) => c.n !== 1 || c.kits !== KITS_PER_PROJECT);
      if (wrong.length)
        problems.push(`${wrong.length} projects without exactly one count of ${KITS_PER_PROJECT} (first: ${JSON.stringify(wrong[0])})`);
      const [records] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(countSessions)
        .where(inArray(countSessions.schoolId, schoolIds));
      if (records?.n !== SCHOOLS) problems.push(`${records?.n} session records, expected ${SCHOOLS}`);
      const [processed] = await db.select({ n: sql<number>`count(*)::int` }).from(processedMutations);
      const added = (processed?.n ?? 0) - processedBefore;
      if (added !== changes + warmUpChanges)
        problems.push(`${added} new processed mutations, expected one per change: ${changes} + ${warmUpChanges} of the warm-up`);
    } finally {
      await database.close();
    }
    if (problems.length) throw new Error(`server state differs:\n${problems.join('\n')}`);

    const unthrottledScans = normal.draw.length;
    const drawnP95 = quantile(throttled.draw, 0.95);
    const perSecond = changes / writeSpan;
    const drawOk = drawnP95 <= DRAW_TARGET_MS;
    const drainTarget = DRAIN_TARGET[store.label as keyof typeof DRAIN_TARGET] ?? DRAIN_TARGET.PGlite;
    const drainOk = perSecond >= drainTarget;
    console.log(
      `Count sessions (${store.label}): ${SCHOOLS} schools × ${PROJECTS_PER_SCHOOL} projects × ${KITS_PER_PROJECT} kits = ${totalScans.toLocaleString('en-US')} scans offline in Chromium.`,
    );
    if (unthrottledScans > 0) {
      console.log(
        `  ${unthrottledScans.toLocaleString('en-US')} scans at full speed in ${(scanMs / 1000).toFixed(1)} s (${(scanMs / unthrottledScans).toFixed(1)} ms per scan, ` +
          `drawn: ${stats(normal.draw)}; the page's work: ${stats(normal.work)})`,
      );
    }
    console.log(
      `  ${throttled.draw.length} scans at 4× CPU slowdown: drawn ${stats(throttled.draw)}; the page's work ${stats(throttled.work)} — ` +
        `target p95 ≤ ${DRAW_TARGET_MS} ms: ${drawOk ? 'met' : 'MISSED'}`,
    );
    console.log(
      `  ${changes} changes (${SCHOOLS * PROJECTS_PER_SCHOOL} counts + ${SCHOOLS} session records) drained in ${drainedIn.toFixed(1)} s after the server came back and took ${warmUpChanges} warm-up changes at another school ` +
        `(${batches} batches; server CPU ${(serverCpuMs / changes).toFixed(2)} ms per change${store.label === 'PostgreSQL' ? ' (Node only)' : ''}; ${perSecond.toFixed(0)} changes/s from the first write sent to the last answered — target ≥ ${drainTarget}: ${drainOk ? 'met' : 'MISSED'}); server state verified: each count and record arrived once`,
    );
    return drawOk && drainOk;
  } finally {
    await browser.close();
    await server?.stop();
    await store.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
