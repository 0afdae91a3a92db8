// The files a start reads back from DATA_DIR: written so that a kill at any moment leaves a data
// directory that starts again, and a damaged one named with what to do.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileAtomicSync, DamagedFileError, writeFileAtomicSync } from '@server/atomic-write';
import { buildClientIfStale, clientBuildIsStale, type ClientBuilder } from '@server/cli/client-build';
import { openDatabase } from '@server/db/connect';
import { loadSecrets } from '@server/plugins/secrets';
const secretsFile = (d: string) => path.join(d, 'secrets.json');
import { freePort, spawnServerProcess } from '../helpers/server-process';
import { testDatabaseKind } from '../helpers/test-db';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hop-start-files-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the secrets file', () => {
  it('left empty by a kill (as an in-place write could) stops the start naming the file and what to do', () => {
    const dataDir = tempDir();
    writeFileSync(secretsFile(dataDir), '');
    let caught: unknown;
    try {
      loadSecrets(dataDir);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DamagedFileError);
    const message = (caught as Error).message;
    expect(message).toContain(path.resolve(secretsFile(dataDir)));
    expect(message).toMatch(/delete it and start again/);
    // Doing what it says works: the next start generates a new key.
    rmSync(secretsFile(dataDir));
    expect(loadSecrets(dataDir).tokenKey).toHaveLength(32);
  });

  it('with a key too short or missing is damaged too', () => {
    for (const content of ['{}', '{"tokenKey":"c2hvcnQ="}', 'null']) {
      const dataDir = tempDir();
      writeFileSync(secretsFile(dataDir), content);
      expect(() => loadSecrets(dataDir), content).toThrow(DamagedFileError);
    }
  });

  it('is created whole, once: a second start reads the first key, and old write debris is cleared', () => {
    const dataDir = tempDir();
    const debris = path.join(dataDir, '.secrets.json.123-abcd.tmp');
    writeFileSync(debris, '{"tokenKey":');
    const old = new Date(Date.now() - 10 * 60_000);
    utimesSync(debris, old, old);
    const first = loadSecrets(dataDir);
    const second = loadSecrets(dataDir);
    expect(Buffer.from(second.tokenKey).equals(Buffer.from(first.tokenKey))).toBe(true);
    expect(readdirSync(dataDir)).toEqual(['secrets.json']);
  });

  it('a process that loses the race to create it uses the winner’s key', () => {
    const dataDir = tempDir();
    const file = secretsFile(dataDir);
    expect(createFileAtomicSync(file, '{"tokenKey":"d2lubmVyLWtleS13aW5uZXIta2V5LXdpbm5lci1rZXkh"}')).toBe(true);
    expect(createFileAtomicSync(file, '{"tokenKey":"bG9zZXI="}')).toBe(false);
    expect(readFileSync(file, 'utf8')).toContain('d2lubmVy');
    expect(readdirSync(dataDir)).toEqual(['secrets.json']);
  });

  it('replacing a file atomically leaves the whole new content and no temporary file', () => {
    const dir = tempDir();
    const file = path.join(dir, 'state.json');
    writeFileAtomicSync(file, 'first');
    writeFileAtomicSync(file, 'second');
    expect(readFileSync(file, 'utf8')).toBe('second');
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it.skipIf(testDatabaseKind() !== 'embedded')(
    'the real server refuses to start on a damaged file, naming it',
    async () => {
      const dataDir = tempDir();
      writeFileSync(secretsFile(dataDir), '');
      const server = spawnServerProcess({ port: await freePort(), dataDir });
      await expect(server.healthy(60_000)).rejects.toThrow(/secrets\.json is damaged/);
      expect(server.output()).toContain(path.resolve(secretsFile(dataDir)));
      // The database was never opened: nothing to recover there.
      expect(readdirSync(dataDir)).toEqual(['secrets.json']);
    },
    90_000,
  );
});

describe.skipIf(testDatabaseKind() !== 'embedded')('the embedded database folder', () => {
  it('left half-created by a kill during the first start is created again', async () => {
    const dataDir = tempDir();
    // What a kill in the middle of initdb leaves: PG_VERSION written, the rest missing, and the
    // marker the creation put down first.
    mkdirSync(path.join(dataDir, 'pgdata', 'base'), { recursive: true, mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(path.join(dataDir, 'pgdata', 'PG_VERSION'), '17\n');
    writeFileSync(path.join(dataDir, 'pgdata.creating'), '');
    const database = await openDatabase({ kind: 'embedded', dataDir });
    try {
      await database.db.execute(sql`select count(*) from users`);
      expect(readdirSync(dataDir).sort()).toEqual(['pgdata']);
      // Made by hand with the umask's wider modes, both folders are the owner's alone now.
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dataDir, 'pgdata')).mode & 0o777).toBe(0o700);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('damaged in another way stops the start naming the folder and what to do', async () => {
    const dataDir = tempDir();
    mkdirSync(path.join(dataDir, 'pgdata'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pgdata', 'PG_VERSION'), '17\n');
    const opening = openDatabase({ kind: 'embedded', dataDir });
    await expect(opening).rejects.toThrow(DamagedFileError);
    await expect(opening).rejects.toThrow(new RegExp(`${path.resolve(dataDir, 'pgdata')}.*Restore DATA_DIR from a backup`));
  }, 60_000);
});

describe('the built client', () => {
  /** A build that writes the files `npm start` checks first, then the rest, failing in between when told. */
  const builder =
    (version: string, failMidway: boolean): ClientBuilder =>
    async (outDir) => {
      mkdirSync(path.join(outDir, 'assets'), { recursive: true });
      writeFileSync(path.join(outDir, 'index.html'), `<!doctype html>${version}`);
      writeFileSync(path.join(outDir, 'service-worker.js'), `// ${version}`);
      if (failMidway) throw new Error('killed in the middle of the build');
      writeFileSync(path.join(outDir, 'assets', 'app.js'), `console.log('${version}')`);
    };
  const silence = () => {
    const log = console.log;
    console.log = () => {};
    return () => (console.log = log);
  };

  it('a build cut short leaves no dist/ that looks complete, and the next start builds again', async () => {
    const root = tempDir();
    mkdirSync(path.join(root, 'node_modules'));
    const restore = silence();
    try {
      await expect(buildClientIfStale(root, builder('v1', true))).rejects.toThrow(/killed/);
      expect(clientBuildIsStale(root)).toBe(true);
      expect(await buildClientIfStale(root, builder('v1', false))).toBe(true);
      expect(readFileSync(path.join(root, 'dist', 'assets', 'app.js'), 'utf8')).toContain('v1');
      expect(clientBuildIsStale(root)).toBe(false);
    } finally {
      restore();
    }
  });

  it('a rebuild cut short leaves the previous build whole', async () => {
    const root = tempDir();
    mkdirSync(path.join(root, 'node_modules'));
    mkdirSync(path.join(root, 'src', 'client'), { recursive: true });
    const restore = silence();
    try {
      await buildClientIfStale(root, builder('v1', false));
      // A newer source makes the build stale.
      const later = new Date(Date.now() + 60_000);
      writeFileSync(path.join(root, 'src', 'client', 'main.tsx'), '');
      utimesSync(path.join(root, 'src', 'client', 'main.tsx'), later, later);
      await expect(buildClientIfStale(root, builder('v2', true))).rejects.toThrow(/killed/);
      expect(readFileSync(path.join(root, 'dist', 'index.html'), 'utf8')).toContain('v1');
      expect(readFileSync(path.join(root, 'dist', 'assets', 'app.js'), 'utf8')).toContain('v1');
      expect(readdirSync(path.join(root, 'dist')).sort()).toEqual(['assets', 'index.html', 'service-worker.js']);
    } finally {
      restore();
    }
  });
});
