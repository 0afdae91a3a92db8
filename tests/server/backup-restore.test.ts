// Backups that restore: a backup taken while a device streams kit counts holds a consistent prefix
// of them (every count acknowledged before the backup was asked for, and each count together with
// its idempotency record), and a server started on the restored data directory has them all.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupTaken } from '@contract/backups';
import type { ProjectSummary } from '@contract/projects';
import type { StaffDashboard } from '@contract/staff-dashboard';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/connect';
import { backups, inventoryCounts, processedMutations } from '@server/db/schema';
import { backupFormatOf, backupsDir, listBackups } from '@server/features/backups/backup-files';
import { restoreBackup, RestoreRefusedError } from '@server/features/backups/restore';
import { generateSecrets } from '@server/plugins/secrets';
import { ADMIN } from '../helpers/staff';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { dropDatabase, testDatabaseKind } from '../helpers/test-db';
import { apiCall } from '../helpers/api-call';
import { routes } from '@contract/routes';

const CLIENT = 'device-B4ckup01';
const onEmbedded = testDatabaseKind() === 'embedded';

describe('backup and restore', () => {
  let t: TestApp;
  let adminToken: string;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'hop-backup-'));
  beforeAll(async () => {
    t = await createTestApp({ env: { BACKUP_KEEP: '3' }, clock: () => new Date('2026-11-20T02:30:00Z') });
    adminToken = (await signIn(t.app, ADMIN)).token.accessToken;
  });
  const created: string[] = [];
  afterAll(async () => {
    await t.close();
    rmSync(scratch, { recursive: true, force: true });
    for (const name of created) await dropDatabase(process.env.TEST_DATABASE_URL!, name);
  });

  async function emptyPostgresDatabase(): Promise<string> {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `hop_test_restore_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    created.push(name);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    return url.toString();
  }

  const takeBackup = () => apiCall(t.app, routes.staffTakeBackup, { token: adminToken });

  it('answers 401 without a session and 403 to staff who do not run the server', async () => {
    expect((await apiCall(t.app, routes.staffTakeBackup)).statusCode).toBe(401);
    const manager = await signIn(t.app, { email: 'manager@example.org', password: 'Manager-pass1' });
    expect((await apiCall(t.app, routes.staffTakeBackup, { token: manager.token.accessToken })).statusCode).toBe(403);
    // The control header is no way in without the running server's token.
    expect((await apiCall(t.app, routes.staffTakeBackup, { headers: { 'x-portal-control': 'guess' } })).statusCode).toBe(401);
  });

  const countOf = (n: number) => 6 + (n % 5);

  it('backs up while a device streams counts; the restored server has every count acknowledged before', async () => {
    const { token } = await signIn(t.app);
    const projects = (await apiCall(t.app, routes.projects, { token: token.accessToken })).json() as { items: ProjectSummary[] };
    const project = projects.items.find((p) => p.name === 'Bridge Engineering')!;
    const acknowledged: number[] = [];
    let stop = false;
    // One device sends its outbox in order, as the push loop does: count n is kitsOnHand 6 + n % 5
    // (never below the 6 kits out on the project's checkouts, which a count may not go under).
    const writer = (async () => {
      for (let n = 1; !stop || n <= 10; n += 1) {
        const response = await apiCall(t.app, routes.onsiteInventory, {
          token: token.accessToken,
          headers: { 'idempotency-key': `${CLIENT}:${n}` },
          body: { projectId: project.id, kitsOnHand: countOf(n) },
        });
        expect(response.statusCode).toBe(200);
        acknowledged.push(n);
      }
    })();
    while (acknowledged.length < 10) await new Promise((resolve) => setTimeout(resolve, 5));
    const before = acknowledged.length;
    const response = await takeBackup();
    stop = true;
    await writer;
    expect(response.statusCode).toBe(201);
    const taken = response.json() as BackupTaken;
    expect(path.dirname(taken.file)).toBe(path.resolve(backupsDir(t.dataDir)));
    expect(await backupFormatOf(taken.file)).toBe(testDatabaseKind());

    const dataDir = path.join(scratch, 'restored');
    const target = onEmbedded ? ({ kind: 'embedded', dataDir } as const) : ({ kind: 'postgresql', url: await emptyPostgresDatabase() } as const);
    await restoreBackup(taken.file, target);
    // A second restore onto it is refused without force.
    await expect(restoreBackup(taken.file, target)).rejects.toThrow(RestoreRefusedError);
    // PostgreSQL: forced, the tables are dropped and the backup restored again.
    if (target.kind === 'postgresql') await restoreBackup(taken.file, target, { force: true });

    const database = await openDatabase(target.kind === 'embedded' ? target : { kind: 'postgresql', url: target.url });
    const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, BACKUP_KEEP: '0' }), database, secrets: generateSecrets() });
    try {
      const keys = (
        await database.db
          .select({ id: processedMutations.mutationId })
          .from(processedMutations)
          .where(eq(processedMutations.clientId, CLIENT))
          .orderBy(asc(processedMutations.mutationId))
      ).map((row) => row.id);
      // A prefix of the stream, at least every count acknowledged before the backup was asked for.
      expect(keys.length).toBeGreaterThanOrEqual(before);
      expect(keys).toEqual(Array.from({ length: keys.length }, (_, i) => i + 1));
      // Each recorded write's count is there with it, and no count without its record.
      const counts = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(inventoryCounts)
        .where(eq(inventoryCounts.projectId, project.id));
      const original = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(inventoryCounts)
        .where(eq(inventoryCounts.projectId, project.id));
      expect(counts[0]!.n).toBe(original[0]!.n - (acknowledged.length - keys.length));
      // The restored server answers with the last count it holds, and signs its users in.
      const restoredToken = (await signIn(app)).token.accessToken;
      const detail = (await apiCall(app, routes.project, { params: { id: project.id }, token: restoredToken })).json() as { kitsOnHand: number };
      expect(detail.kitsOnHand).toBe(countOf(keys.at(-1)!));
      // A resend of a count the backup holds is still answered as a replay, not applied twice.
      const resend = await apiCall(app, routes.onsiteInventory, {
        token: restoredToken,
        headers: { 'idempotency-key': `${CLIENT}:1` },
        body: { projectId: project.id, kitsOnHand: countOf(1) },
      });
      expect(resend.headers['idempotent-replayed']).toBe('true');
      // This server takes no daily backup (BACKUP_KEEP=0): its dashboard says so, not that one failed.
      const restoredAdmin = (await signIn(app, ADMIN)).token.accessToken;
      const figures = (await apiCall(app, routes.staffDashboard, { token: restoredAdmin })).json() as StaffDashboard;
      expect(figures.backup?.scheduled).toBe(false);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it.skipIf(!onEmbedded)('restores over an existing database only with force, keeping the old one aside', async () => {
    const taken = await takeBackup();
    expect(taken.statusCode).toBe(201);
    const [newest] = await listBackups(backupsDir(t.dataDir));
    const dataDir = path.join(scratch, 'forced');
    await restoreBackup(newest!.file, { kind: 'embedded', dataDir });
    await restoreBackup(newest!.file, { kind: 'embedded', dataDir }, { force: true });
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pgdata.before-restore-'))).toHaveLength(1);
    const notABackup = path.join(scratch, 'notes.txt');
    writeFileSync(notABackup, 'hello');
    await expect(restoreBackup(notABackup, { kind: 'embedded', dataDir: path.join(scratch, 'other') })).rejects.toThrow(/not a backup/);
    await expect(restoreBackup(newest!.file, { kind: 'postgresql', url: 'postgres://127.0.0.1:1/none' })).rejects.toThrow(
      /is a backup of the embedded database/,
    );
  });

  it('runs the daily backup through the jobs runner, keeps the newest BACKUP_KEEP and shows it on the staff dashboard', async () => {
    const dashboard = async () => ((await apiCall(t.app, routes.staffDashboard, { token: adminToken })).json() as StaffDashboard).backup;
    await t.database.db.delete(backups);
    expect(await dashboard()).toEqual({ lastTakenAt: null, overdue: true, scheduled: true });
    // Older files the server wrote before: only the newest BACKUP_KEEP (3) stay.
    const dir = backupsDir(t.dataDir);
    mkdirSync(dir, { recursive: true });
    for (const day of ['01', '02', '03', '04']) writeFileSync(path.join(dir, `portal-backup-202611${day}T020000Z.tar.gz`), 'old');
    const beforeNames = (await listBackups(dir)).map((b) => b.name);
    const summary = await t.app.jobs.runDue();
    expect(summary.outcomes.written).toBe(1);
    const left = (await listBackups(dir)).map((b) => b.name);
    const added = left.filter((name) => !beforeNames.includes(name));
    expect(added).toHaveLength(1);
    // Newest first: the one just taken (named by the app's clock, after the earlier ones of this file
    // taken at the same instant, so with the highest suffix), then the newest of those before.
    expect(left).toEqual([...added, ...beforeNames].slice(0, 3));
    expect(left).not.toContain('portal-backup-20261101T020000Z.tar.gz');
    expect(await backupFormatOf(path.join(dir, added[0]!))).toBe(testDatabaseKind());
    const rows = await t.database.db.select().from(backups).where(like(backups.file, 'portal-backup-%'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.trigger).toBe('scheduled');
    const status = await dashboard();
    expect(status?.overdue).toBe(false);
    expect(status?.lastTakenAt).toBe(rows[0]!.takenAt.toISOString());
    // Two days and more later, the dashboard warns.
    // (The dashboard's now is the app's clock, 2026-11-20T02:30Z.)
    await t.database.db.update(backups).set({ takenAt: new Date('2026-11-18T02:31:00Z') });
    expect((await dashboard())?.overdue).toBe(false);
    await t.database.db.update(backups).set({ takenAt: new Date('2026-11-18T02:29:00Z') });
    expect((await dashboard())?.overdue).toBe(true);
    // A school success manager is not shown it.
    const manager = await signIn(t.app, { email: 'manager@example.org', password: 'Manager-pass1' });
    const theirs = (await apiCall(t.app, routes.staffDashboard, { token: manager.token.accessToken })).json() as StaffDashboard;
    expect(theirs.backup).toBeNull();
  });
});
