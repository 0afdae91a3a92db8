import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/connect';
import { rawRows } from '@server/db/raw-rows';
import { freePort, startServerProcess } from '../helpers/server-process';
import { testDatabaseKind } from '../helpers/test-db';
import { apiPath, routes } from '@contract/routes';

// The embedded database must survive a stop: this runs the real server process twice on one DATA_DIR.
describe.skipIf(testDatabaseKind() !== 'embedded')('server process lifecycle', () => {
  // Made before the first test, not when the file is read: a skipped suite (on PostgreSQL) runs
  // no hooks and would leave the folder behind.
  let dataDir = '';
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'hop-lifecycle-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds once, stops cleanly on SIGTERM and reopens the embedded database without loss', async () => {
    const port = await freePort();
    // No jobs runner (its daily statistics job would analyse the tables too; checked below).
    const env = { JOBS_POLL_SECONDS: '0' };
    const first = await startServerProcess({ port, dataDir, env });
    expect(first.output()).toContain('coordinator@example.org');
    const signIn = await fetch(`${first.url}${apiPath(routes.signIn)}`, {
      method: routes.signIn.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'coordinator@example.org', password: 'Demo-pass1' }),
    });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: { refreshToken: string } };
    expect(await first.stop()).toBe(0);

    const second = await startServerProcess({ port, dataDir, env });
    // Written before the stop: the refresh token row and the generated signing key are both still there.
    const renew = await fetch(`${second.url}${apiPath(routes.refresh)}`, {
      method: routes.refresh.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: token.refreshToken }),
    });
    expect(renew.status).toBe(200);
    expect(second.output()).not.toContain('demo data loaded');
    expect(await second.stop()).toBe(0);

    // The start analysed the tables, as PGlite has no autovacuum (plugins/planner-statistics.ts):
    // pg_class.reltuples is -1 for a table never analysed.
    const database = await openDatabase({ kind: 'embedded', dataDir });
    try {
      const result = await database.db.execute(sql`select reltuples::float8 as rows from pg_class where relname = 'users' and relkind = 'r'`);
      expect(Number(rawRows<{ rows: number }>(result)[0]!.rows)).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses to start with a bad setting, naming the variable', async () => {
    const port = await freePort();
    await expect(startServerProcess({ port, dataDir, env: { SEED: 'lots' } })).rejects.toThrow(/SEED: must be 'demo' or 'none'/);
  }, 60_000);
});
