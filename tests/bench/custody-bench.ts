// npm run bench:sync, custody case: kits checked out and returned by code, queued offline on a
// device, drained into a real server exactly once.
//
// A real server (tests/helpers/server-process.ts) on a temporary DATA_DIR with the demo data; the
// coordinator's projects are counted up to 10 kits each (10 labelled codes). The server stops and a
// fresh device (src/offline in Node with fake-indexeddb, as sync-bench.ts) queues CHECKOUTS
// checkouts by code, each followed by the return of the same kits by code, so the same kits go
// out again and again. The server starts, the device drains,
// and the database is checked: every checkout recorded once with its codes and returned, no kit
// left out, one processed mutation per change.
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { KitCodesResponse } from '@contract/kits';
import type { ProjectSummary } from '@contract/projects';
import type { SignInResponse } from '@contract/sessions';
import { routes } from '@contract/routes';
import { db as deviceDb } from '@offline/db';
import { queueMutation } from '@offline/outbox';
import { queueWithPhotos } from '@offline/photos';
import { startPusher } from '@offline/pusher';
import { openDatabase } from '@server/db/connect';
import { kitConditionReports, kitCustody, kitOrders, processedMutations, uploads } from '@server/db/schema';
import { call } from './bench-call';
import { cpuMsOf, freePort, startServerProcess, type ServerProcess } from '../helpers/server-process';

const CHECKOUTS = Number(process.env.BENCH_CUSTODY_CHECKOUTS ?? 100);
const REPORTS = Number(process.env.BENCH_CUSTODY_REPORTS ?? 50);
const PHOTO_BYTES = 200 * 1024;
const KITS_PER_PROJECT = 10;
const KITS_PER_CHECKOUT = 2;
const CREDENTIALS = { email: 'coordinator@example.org', password: 'Demo-pass1' };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface PlannedCheckout {
  id: string;
  projectId: string;
  codes: string[];
}

/** A JPEG of its own: the JPEG signature, random bytes, the end marker (the server judges a photo by its bytes). */
async function benchPhoto(): Promise<{ sha256: string; blob: Blob; contentType: string }> {
  const bytes = new Uint8Array(PHOTO_BYTES);
  for (let i = 0; i < bytes.length; i += 65_536) crypto.getRandomValues(bytes.subarray(i, Math.min(bytes.length, i + 65_536)));
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  bytes.set([0xff, 0xd9], bytes.length - 2);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const sha256 = [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
  return { sha256, blob: new Blob([bytes], { type: 'image/jpeg' }), contentType: 'image/jpeg' };
}

/** Checkouts round the projects, each taking the next two kits of its project (all come back before they go again). */
function planCheckouts(projects: { id: string; codes: string[] }[]): PlannedCheckout[] {
  return Array.from({ length: CHECKOUTS }, (_, i) => {
    const project = projects[i % projects.length]!;
    const round = Math.floor(i / projects.length);
    const first = (round * KITS_PER_CHECKOUT) % KITS_PER_PROJECT;
    return { id: crypto.randomUUID(), projectId: project.id, codes: project.codes.slice(first, first + KITS_PER_CHECKOUT) };
  });
}

export async function runCustodyCase(): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hop-bench-custody-'));
  const port = await freePort();
  let server: ServerProcess | null = null;
  try {
    server = await startServerProcess({ port, dataDir });
    let session = await call<SignInResponse>(server.url, routes.signIn, { body: CREDENTIALS });
    const token = session.token.accessToken;
    const all = (await call<{ items: ProjectSummary[] }>(server.url, routes.projects, { query: { limit: 50 }, token })).items;
    // Projects with no kits out, so every kit is on the shelf when the device starts.
    const free = all.filter((p) => p.kitsCheckedOut === 0);
    const projects: { id: string; codes: string[] }[] = [];
    for (const project of free) {
      await call(server.url, routes.onsiteInventory, { token, body: { projectId: project.id, kitsOnHand: KITS_PER_PROJECT } });
      const codes = (await call<KitCodesResponse>(server.url, routes.kitCodes, { query: { projectId: project.id }, token })).items.map((k) => k.code);
      projects.push({ id: project.id, codes });
    }
    if (projects.length === 0) throw new Error('no project of the coordinator is free of checkouts');
    await server.stop();
    server = null;

    // Offline: a fresh device queues every checkout and its return.
    await Promise.all([deviceDb.outbox.clear(), deviceDb.meta.clear(), deviceDb.snapshots.clear()]);
    const plan = planCheckouts(projects);
    const userId = session.user.id;
    const queueStarted = performance.now();
    for (const [i, planned] of plan.entries()) {
      await queueMutation({
        userId,
        kind: 'kits-checkout',
        payload: {
          id: planned.id,
          kind: 'checkout',
          projectId: planned.projectId,
          checkoutName: `Bench class ${i + 1}`,
          startDate: day(0),
          returnDate: day(14),
          totalStudents: KITS_PER_CHECKOUT,
          groupSize: 'one-to-one',
          kitCodes: planned.codes,
        },
      });
      await queueMutation({
        userId,
        kind: 'kits-return',
        payload: { orderId: planned.id, kits: planned.codes.length, kitCodes: planned.codes },
      });
    }
    // Condition reports with a photo each, round the kits (reported as needing parts once every checkout is back).
    const allCodes = projects.flatMap((p) => p.codes);
    const photoIds: string[] = [];
    for (let i = 0; i < REPORTS; i++) {
      const photo = await benchPhoto();
      photoIds.push(photo.sha256);
      await queueWithPhotos(userId, [photo], 'condition-report', {
        code: allCodes[i % allCodes.length]!,
        condition: 'needs-parts',
        note: `Bench report ${i + 1}`,
        photoIds: [photo.sha256],
        source: 'kit-page',
      });
    }
    const changes = plan.length * 2 + REPORTS;
    const queueSeconds = (performance.now() - queueStarted) / 1000;

    server = await startServerProcess({ port, dataDir });
    const started = performance.now();
    let serverCpuMs = 0;
    let serverCpu = cpuMsOf(server.pid);
    const url = server.url;
    // The cut: once half the uploads have been sent, the server stops under them and starts again.
    let uploadsSent = 0;
    let cut: Promise<void> | null = null;
    let cutMs = 0;
    const running = server;
    const cuttingFetch: typeof fetch = (input, init) => {
      if (init?.method === 'PUT' && ++uploadsSent === Math.ceil(REPORTS / 2) && !cut) {
        cut = (async () => {
          const t0 = performance.now();
          serverCpuMs += cpuMsOf(running.pid) - serverCpu;
          await running.stop();
          server = await startServerProcess({ port, dataDir });
          serverCpu = cpuMsOf(server.pid);
          cutMs = performance.now() - t0;
        })();
      }
      return fetch(input, init);
    };
    const pusher = startPusher({
      fetch: cuttingFetch,
      baseUrl: url,
      getAccessToken: () => session.token.accessToken,
      userId: () => userId,
      renewSession: async () => {
        session = await call<SignInResponse>(url, routes.signIn, { body: CREDENTIALS });
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
    if (!cut) throw new Error('the drain ended before the cut');
    serverCpuMs += cpuMsOf(server!.pid) - serverCpu;
    pusher.stop();
    await server!.stop();
    server = null;

    const problems = await verify(dataDir, plan, changes, photoIds);
    const ok = problems.length === 0;
    const working = drainSeconds - cutMs / 1000;
    console.log(
      `Custody: ${plan.length} checkouts and ${plan.length} returns by code (${KITS_PER_CHECKOUT} kits each, ${projects.length} projects) and ` +
        `${REPORTS} condition reports with ${REPORTS} photos (${PHOTO_BYTES / 1024} KB each) queued offline in ${queueSeconds.toFixed(1)} s; ` +
        `drained in ${drainSeconds.toFixed(1)} s with the server cut after ${Math.ceil(REPORTS / 2)} uploads and back ${(cutMs / 1000).toFixed(1)} s later ` +
        `(${working.toFixed(1)} s of sending: ${(changes / working).toFixed(0)} changes/s; server CPU ${(serverCpuMs / changes).toFixed(2)} ms per change); ` +
        `${ok ? 'every change and photo recorded exactly once' : `PROBLEMS:\n  ${problems.join('\n  ')}`}`,
    );
    return ok;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The server's database against the plan: each checkout once, with its codes, all returned; each photo and report once; one record per change. */
async function verify(dataDir: string, plan: PlannedCheckout[], changes: number, photoIds: string[]): Promise<string[]> {
  const problems: string[] = [];
  const entries = await deviceDb.outbox.toArray();
  const notSynced = entries.filter((e) => e.status !== 'synced');
  if (notSynced.length > 0) problems.push(`${notSynced.length} entries not synced (first: ${JSON.stringify(notSynced[0])})`);
  const leftOnDevice = await deviceDb.photos.count();
  if (leftOnDevice > 0) problems.push(`${leftOnDevice} photos still kept on the device`);
  const database = await openDatabase({ kind: 'embedded', dataDir });
  try {
    const { db } = database;
    const ids = plan.map((p) => p.id);
    const orders = await db.select({ id: kitOrders.id, status: kitOrders.status }).from(kitOrders).where(inArray(kitOrders.id, ids));
    if (orders.length !== plan.length) problems.push(`${orders.length} checkouts recorded, expected ${plan.length}`);
    const notReturned = orders.filter((o) => o.status !== 'Returned');
    if (notReturned.length > 0) problems.push(`${notReturned.length} checkouts not Returned (first: ${notReturned[0]!.status})`);
    const [custody] = await db
      .select({ n: sql<number>`count(*)::int`, open: sql<number>`count(*) filter (where ${kitCustody.returnedAt} is null)::int` })
      .from(kitCustody)
      .where(inArray(kitCustody.orderId, ids));
    if (custody?.n !== plan.length * KITS_PER_CHECKOUT) problems.push(`${custody?.n} kit_custody rows, expected ${plan.length * KITS_PER_CHECKOUT}`);
    const [stillOut] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(kitCustody)
      .where(and(inArray(kitCustody.orderId, ids), isNull(kitCustody.returnedAt)));
    if (stillOut?.n !== 0) problems.push(`${stillOut?.n} kits still out`);
    const [stored] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(uploads)
      .where(inArray(uploads.sha256, photoIds));
    if (stored?.n !== photoIds.length) problems.push(`${stored?.n} photos stored, expected ${photoIds.length}`);
    const reports = await db
      .select({ photoIds: kitConditionReports.photoIds })
      .from(kitConditionReports)
      .where(sql`${kitConditionReports.photoIds} && ${sql.raw(`ARRAY[${photoIds.map((id) => `'${id}'`).join(',')}]::text[]`)}`);
    if (reports.length !== photoIds.length) problems.push(`${reports.length} condition reports naming the photos, expected ${photoIds.length}`);
    const named = new Set(reports.flatMap((r) => r.photoIds));
    if (!photoIds.every((id) => named.has(id))) problems.push('a photo is named by no report');
    const clientIds = [...new Set(entries.map((e) => e.clientId))];
    const [processed] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(processedMutations)
      .where(inArray(processedMutations.clientId, clientIds));
    if (processed?.n !== changes) problems.push(`processed_mutations: ${processed?.n}, expected ${changes}`);
  } finally {
    await database.close();
  }
  return problems;
}
