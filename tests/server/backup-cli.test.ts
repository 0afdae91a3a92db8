// npm run backup / restore as an operator runs them: against a running server (which takes the
// backup through its control channel), then with it stopped, and the restored data directory
// started by a real server process.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot, startServerProcess } from '../helpers/server-process';
import { testDatabaseKind } from '../helpers/test-db';
import { cliArgs } from '../helpers/server-bundle';
import { apiPath, routes } from '@contract/routes';

function runCli(script: 'backup' | 'restore', args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...cliArgs(script), ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const signIn = (url: string) =>
  fetch(`${url}${apiPath(routes.signIn)}`, {
    method: routes.signIn.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'coordinator@example.org', password: 'Demo-pass1' }),
  });

describe.skipIf(testDatabaseKind() !== 'embedded')('npm run backup and restore', () => {
  // Made before the first test, not when the file is read: a skipped suite (on PostgreSQL) runs
  // no hooks and would leave the folder behind.
  let scratch = '';
  beforeAll(() => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'hop-backup-cli-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('backs up a running server and a stopped one, and a server starts on the restored directory', async () => {
    const dataDir = path.join(scratch, 'live');
    const port = await freePort();
    const server = await startServerProcess({ port, dataDir });
    let restored;
    try {
      expect((await fetch(`${server.url}${apiPath(routes.healthReady)}`)).status).toBe(200);
      expect(existsSync(path.join(dataDir, 'server.json'))).toBe(true);
      // A session the backup must hold: its refresh token renews on the restored server.
      const session = await signIn(server.url);
      expect(session.status).toBe(200);
      const { token } = (await session.json()) as { token: { refreshToken: string } };
      const running = await runCli('backup', [path.join(scratch, 'running.tar.gz')], dataDir);
      expect(running.output).toContain('Backup written by the running server');
      expect(running.code).toBe(0);
      expect(await server.stop()).toBe(0);
      expect(existsSync(path.join(dataDir, 'server.json'))).toBe(false);

      const stopped = await runCli('backup', [], dataDir);
      expect(stopped.code).toBe(0);
      expect(stopped.output).toMatch(/Backup written: .*backups\/portal-backup-\d{8}T\d{6}Z\.tar\.gz/);

      const target = path.join(scratch, 'restored');
      const restore = await runCli('restore', [path.join(scratch, 'running.tar.gz')], target);
      expect(restore.output).toContain('Restored');
      expect(restore.code).toBe(0);
      const again = await runCli('restore', [path.join(scratch, 'running.tar.gz')], target);
      expect(again.code).toBe(1);
      expect(again.output).toContain('already holds a database; add --force');

      restored = await startServerProcess({ port, dataDir: target });
      expect((await fetch(`${restored.url}${apiPath(routes.healthReady)}`)).status).toBe(200);
      const renew = await fetch(`${restored.url}${apiPath(routes.refresh)}`, {
        method: routes.refresh.method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: token.refreshToken }),
      });
      expect(renew.status).toBe(200);
      // Restored, not seeded again.
      expect(restored.output()).not.toContain('demo data loaded');
    } finally {
      await server.stop();
      if (restored) expect(await restored.stop()).toBe(0);
    }
  }, 180_000);
});
