// WEB_CONCURRENCY=2 on PostgreSQL: one port, two API processes under a primary that migrated and
// seeded once. Two processes run, the banner is printed once, a token signed by one is accepted on
// fresh connections the primary spreads over both (they share the signing secret), a process
// killed at work is replaced, and SIGTERM stops them all. PostgreSQL only: more
// than one process is refused on the embedded database (tests/server/config.test.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnServerProcess, type StartingServer } from '../helpers/server-process';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../helpers/test-db';
import { apiPath, routes } from '@contract/routes';

const onPostgres = testDatabaseKind() === 'postgresql';
let database: TestDatabase;
let dataDir: string;
let server: StartingServer;

/** The pids of the primary's API processes (not the other helpers it may run, such as a transpiler service). */
const workers = () =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(server.pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => /server\.(ts|mjs)/.test(line))
    .map((line) => Number(line.trim().split(/\s+/)[0]));

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hop-cluster-'));
  server = spawnServerProcess({ port: await freePort(), dataDir, env: { DATABASE_URL: database.url!, WEB_CONCURRENCY: '2' } });
  await server.healthy();
}, 120_000);
afterAll(async () => {
  if (!onPostgres) return;
  await server?.kill();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!onPostgres)('WEB_CONCURRENCY=2', () => {
  it('runs two API processes on one port sharing sessions, replaces one that dies at work, and stops all on SIGTERM', async () => {
    await expect.poll(() => workers().length, { timeout: 20_000 }).toBe(2);
    const signIn = await fetch(`${server.url}${apiPath(routes.signIn)}`, {
      method: routes.signIn.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'coordinator@example.org', password: 'Demo-pass1' }),
    });
    expect(signIn.status).toBe(200);
    const token = ((await signIn.json()) as { token: { accessToken: string } }).token.accessToken;
    // Fresh connections are spread over the processes; every one of them accepts the token.
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${server.url}${apiPath(routes.me)}`, { headers: { authorization: `Bearer ${token}`, connection: 'close' } }).then((r) => r.status),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(server.output().match(/Hands-On Portal is running at/g)).toHaveLength(1);

    // One test, not two: stopping the server is its last step, so no other test may come after it.
    const [first] = workers();
    process.kill(first!, 'SIGKILL');
    await expect.poll(() => workers().filter((pid) => pid !== first).length, { timeout: 30_000 }).toBe(2);
    await server.healthy();
    expect(await server.stop()).toBe(0);
  }, 90_000);
});
