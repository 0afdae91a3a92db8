// Backups asked for at once: one at a time across every process of the database. On PostgreSQL two
// API processes share one database and one DATA_DIR; here they are two apps, each with its own
// connection pool, so each holds its own database sessions exactly as two processes would (the
// advisory lock is per session). A request while a backup is being taken is told so (409), never
// a 500, and no backup is lost; the daily backup waits for a manual one and is then written under a
// name of its own.
import { statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupMessages, backupTakenSchema } from '@contract/backups';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase, type Database } from '@server/db/connect';
import { backups } from '@server/db/schema';
import { backupFormatOf, backupsDir } from '@server/features/backups/backup-files';
import { ADMIN } from '../helpers/staff';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-db';
import { apiCall } from '../helpers/api-call';
import { routes } from '@contract/routes';

const onPostgres = testDatabaseKind() === 'postgresql';

let t: TestApp;
/** The second API process on PostgreSQL (the first app again on the embedded database, which one process owns). */
let second: FastifyInstance;
let secondDatabase: Database | undefined;
const tokens = new Map<FastifyInstance, string>();

beforeAll(async () => {
  // 02:30 UTC: the daily backup is due.
  const clock = () => new Date('2026-11-20T02:30:00Z');
  t = await createTestApp({ env: { BACKUP_KEEP: '50' }, clock });
  second = t.app;
  if (onPostgres) {
    secondDatabase = await openDatabase({ kind: 'postgresql', url: t.database.url! });
    const config = loadConfig({ DATA_DIR: t.dataDir, SEED: 'demo', BACKUP_KEEP: '50' });
    second = await buildApp({ config, database: secondDatabase, secrets: t.app.secrets, clock });
  }
  tokens.set(t.app, (await signIn(t.app, ADMIN)).token.accessToken);
  tokens.set(second, (await signIn(second, ADMIN)).token.accessToken);
});
afterAll(async () => {
  if (second !== t.app) await second.close();
  await secondDatabase?.close();
  await t.close();
});

const ask = (app: FastifyInstance) => apiCall(app, routes.staffTakeBackup, { token: tokens.get(app)! });

/** Each file is whole (its format from its first bytes), of its own name, readable by its owner only. */
async function expectWholeAndPrivate(files: string[]) {
  expect(new Set(files).size).toBe(files.length);
  for (const file of files) {
    expect(path.dirname(file)).toBe(path.resolve(backupsDir(t.dataDir)));
    expect(await backupFormatOf(file)).toBe(testDatabaseKind());
    expect(statSync(file).mode & 0o777, file).toBe(0o600);
  }
}

describe('backups asked for at once', () => {
  it('six at once from two processes: each is taken (201) or told one is under way (409), never a 500, none lost', async () => {
    await t.database.db.delete(backups);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => ask(i % 2 ? second : t.app)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.filter((status) => status !== 201 && status !== 409),
      statuses.join(' '),
    ).toEqual([]);
    expect(statuses).toContain(201);
    for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json().message).toBe(backupMessages.underWay);
    const files = answers.filter((a) => a.statusCode === 201).map((a) => backupTakenSchema.parse(a.json()).file);
    await expectWholeAndPrivate(files);
    // Every backup answered is recorded, and nothing else.
    const rows = await t.database.db.select().from(backups).where(eq(backups.trigger, 'manual'));
    expect(rows.map((row) => row.file).sort()).toEqual(files.map((file) => path.basename(file)).sort());
    // Once they are done, the next one is taken.
    expect((await ask(second)).statusCode).toBe(201);
  }, 120_000);

  it('the daily backup and a manual one in the same second: the daily one waits and both are written, under two names', async () => {
    await t.database.db.delete(backups);
    const [manual, daily] = await Promise.all([ask(second), t.app.jobs.runDue()]);
    expect(daily.outcomes.written).toBe(1);
    // The manual one may have found the daily one under way: then it says so.
    expect([201, 409]).toContain(manual.statusCode);
    const rows = await t.database.db.select().from(backups);
    expect(rows.filter((row) => row.trigger === 'scheduled')).toHaveLength(1);
    expect(rows.filter((row) => row.trigger === 'manual')).toHaveLength(manual.statusCode === 201 ? 1 : 0);
    await expectWholeAndPrivate(rows.map((row) => path.join(path.resolve(backupsDir(t.dataDir)), row.file)));
    expect(statSync(backupsDir(t.dataDir)).mode & 0o777).toBe(0o700);
  }, 120_000);
});
