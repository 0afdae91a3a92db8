// The server's own cost of a count-session drain, in one process with no browser and no HTTP
// socket: what POST /changes spends per change on the mix a count session queues (a count per
// project, then the session's record with its scanned codes). The app runs in this process on a
// fresh database (PGlite; TEST_DB_KIND=postgresql with TEST_DATABASE_URL for PostgreSQL, whose own
// processes are then not counted) and is sent the batches with app.inject, as the page sends them:
// 100 changes each, in the outbox's order. A warm-up at other schools first, as in
// count-session-bench.ts. BENCH_PROFILE_OUT=file.cpuprofile writes a CPU profile of the measured
// drain alone (node:inspector), for Chrome DevTools or any .cpuprofile reader.
//
//   npx tsx tests/bench/count-drain-profile.ts   (BENCH_PROFILE_SCHOOLS, default 100)
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import type { ChangeBatchResponse, BatchedChange } from '@contract/change-batches';
import type { KitCodesResponse } from '@contract/kits';
import { countSessions, inventoryCounts, processedMutations, projects, resources, schools, users } from '@server/db/schema';
import { createTestApp, signIn } from '../helpers/test-app';
import { apiPath, buildPath, routes } from '@contract/routes';

const SCHOOLS = Number(process.env.BENCH_PROFILE_SCHOOLS ?? 100);
const WARM_SCHOOLS = Number(process.env.BENCH_PROFILE_WARM_SCHOOLS ?? 40);
const PROJECTS_PER_SCHOOL = 10;
const KITS_PER_PROJECT = 10;
const BATCH = 100;

const t = await createTestApp({ env: { CHECK_RESPONSES: '0' } });
try {
  const { db } = t.database;
  const token = (await signIn(t.app)).token.accessToken;
  const [coordinator] = await db.select({ districtId: users.districtId }).from(users).where(eq(users.email, 'coordinator@example.org'));
  const districtId = coordinator!.districtId!;
  const kitRows = await db
    .insert(resources)
    .values(
      Array.from({ length: PROJECTS_PER_SCHOOL }, (_, i) => ({
        type: 'project' as const,
        name: `Profile Kit ${i + 1}`,
        slug: `profile-kit-${i + 1}`,
      })),
    )
    .returning({ id: resources.id });
  const schoolRows = await db
    .insert(schools)
    .values(Array.from({ length: SCHOOLS + WARM_SCHOOLS }, (_, i) => ({ districtId, name: `Profile School ${String(i + 1).padStart(3, '0')}` })))
    .returning({ id: schools.id });
  await db.insert(projects).values(
    schoolRows.flatMap((school, s) =>
      kitRows.map((kit, k) => ({
        districtId,
        schoolId: school.id,
        resourceId: kit.id,
        name: `Kit ${k + 1} at ${s + 1}`,
        kitsOnHand: KITS_PER_PROJECT,
      })),
    ),
  );

  const get = async <T>(url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
    return response.json() as T;
  };
  let mutation = 0;
  /** A school's count session as the outbox queues it: a count per project, then the record. */
  async function sessionChanges(schoolId: string): Promise<BatchedChange[]> {
    // Asking for the codes labels the kits, as a session started online does.
    const kits = await get<KitCodesResponse>(apiPath(routes.kitCodes, {}, { schoolId }));
    const codes = new Map<string, string[]>();
    for (const kit of kits.items) codes.set(kit.project.id, [...(codes.get(kit.project.id) ?? []), kit.code]);
    const basedOn = new Map(
      (await db.select({ id: projects.id, at: projects.inventoryUpdatedAt }).from(projects).where(eq(projects.schoolId, schoolId))).map((p) => [
        p.id,
        p.at?.toISOString() ?? null,
      ]),
    );
    const key = () => `profile-device:${++mutation}`;
    const counts: BatchedChange[] = [...codes.keys()].map((projectId) => ({
      idempotencyKey: key(),
      method: routes.onsiteInventory.method,
      path: buildPath(routes.onsiteInventory.path),
      body: { projectId, kitsOnHand: KITS_PER_PROJECT, basedOn: basedOn.get(projectId) ?? null, madeAt: new Date().toISOString() },
    }));
    const record: BatchedChange = {
      idempotencyKey: key(),
      method: routes.recordCountSession.method,
      path: buildPath(routes.recordCountSession.path),
      body: {
        id: crypto.randomUUID(),
        schoolId,
        startedAt: new Date(Date.now() - 60_000).toISOString(),
        finishedAt: new Date().toISOString(),
        madeAt: new Date().toISOString(),
        projects: [...codes].map(([projectId, scanned]) => ({
          projectId,
          expected: KITS_PER_PROJECT,
          found: KITS_PER_PROJECT,
          missing: 0,
          scanned: KITS_PER_PROJECT,
          tapped: 0,
          scannedCodes: scanned,
        })),
        unexpected: [],
      },
    };
    return [...counts, record];
  }

  async function drain(changes: BatchedChange[]): Promise<void> {
    for (let i = 0; i < changes.length; i += BATCH) {
      const batch = changes.slice(i, i + BATCH);
      const response = await t.app.inject({
        method: 'POST',
        url: apiPath(routes.sendChanges),
        headers: { authorization: `Bearer ${token}` },
        payload: { changes: batch },
      });
      const { results } = response.json() as ChangeBatchResponse;
      if (response.statusCode !== 200 || results.length !== batch.length || results.some((r) => r.statusCode >= 300)) {
        throw new Error(`batch refused: ${response.statusCode} ${response.body.slice(0, 500)}`);
      }
    }
  }

  const warm: BatchedChange[] = [];
  for (const school of schoolRows.slice(SCHOOLS)) warm.push(...(await sessionChanges(school.id)));
  const measured: BatchedChange[] = [];
  for (const school of schoolRows.slice(0, SCHOOLS)) measured.push(...(await sessionChanges(school.id)));
  await drain(warm);

  const profileOut = process.env.BENCH_PROFILE_OUT;
  const inspector = profileOut ? new Session() : null;
  if (inspector) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  }
  const cpu = process.cpuUsage();
  const started = performance.now();
  await drain(measured);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  if (inspector && profileOut) {
    const { profile } = await inspector.post('Profiler.stop');
    writeFileSync(profileOut, JSON.stringify(profile));
    inspector.disconnect();
  }
  const cpuMs = (used.user + used.system) / 1000;

  // Each change arrived once: a count per project, a record per school, a processed mutation each.
  const measuredSchools = schoolRows.slice(0, SCHOOLS).map((s) => s.id);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inventoryCounts)
    .innerJoin(projects, eq(projects.id, inventoryCounts.projectId))
    .where(inArray(projects.schoolId, measuredSchools));
  const [records] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(countSessions)
    .where(inArray(countSessions.schoolId, measuredSchools));
  const [processed] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(processedMutations)
    .where(eq(processedMutations.clientId, 'profile-device'));
  const [events] = await db
    .execute(
      sql`
    select count(*)::int as n from kit_events e join kits k on k.id = e.kit_id join projects p on p.id = k.project_id
    where e.kind = 'counted' and p.school_id in (${sql.join(
      measuredSchools.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
    )
    .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
  const problems = [
    counted?.n !== SCHOOLS * PROJECTS_PER_SCHOOL && `${counted?.n} counts`,
    records?.n !== SCHOOLS && `${records?.n} session records`,
    processed?.n !== warm.length + measured.length && `${processed?.n} processed mutations`,
    events?.n !== SCHOOLS * PROJECTS_PER_SCHOOL * KITS_PER_PROJECT && `${events?.n} counted events`,
  ].filter(Boolean);
  if (problems.length) throw new Error(`database differs: ${problems.join(', ')}`);
  console.log(
    `count-session drain in process (${process.env.TEST_DB_KIND === 'postgresql' ? 'PostgreSQL, Node only' : 'PGlite'}): ${measured.length} changes ` +
      `(${SCHOOLS} schools × (${PROJECTS_PER_SCHOOL} counts + 1 record)) in ${Math.ceil(measured.length / BATCH)} batches: ${seconds.toFixed(2)} s, ` +
      `${(measured.length / seconds).toFixed(0)} changes/s, CPU ${(cpuMs / measured.length).toFixed(2)} ms per change; verified`,
  );
} finally {
  await t.close();
}
