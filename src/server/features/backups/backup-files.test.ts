import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupFileName, backupFormatOf, listBackups, pruneBackups } from './backup-files';
import { libpqEnv } from './take-backup';

// Each test writes into a folder of its own, so it passes alone and in any order.
const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hop-backup-files-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('backup files', () => {
  it('names a backup by its time and kind, so names sort by time', () => {
    expect(backupFileName('embedded', new Date('2026-11-20T02:00:05.123Z'))).toBe('portal-backup-20261120T020005Z.tar.gz');
    expect(backupFileName('postgresql', new Date('2026-11-20T02:00:05Z'))).toBe('portal-backup-20261120T020005Z.pgdump');
  });

  it('tells the kinds apart by their first bytes', async () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'a.tar.gz'), Buffer.from([0x1f, 0x8b, 8, 0, 0]));
    writeFileSync(path.join(dir, 'b.pgdump'), 'PGDMP\u0001\u000e');
    writeFileSync(path.join(dir, 'c.txt'), 'PG');
    expect(await backupFormatOf(path.join(dir, 'a.tar.gz'))).toBe('embedded');
    expect(await backupFormatOf(path.join(dir, 'b.pgdump'))).toBe('postgresql');
    expect(await backupFormatOf(path.join(dir, 'c.txt'))).toBeNull();
  });

  it('prunes to the newest n of its own files and leaves other files alone', async () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'c.txt'), 'PG');
    const own = ['20261101T020000Z', '20261102T020000Z', '20261102T020000Z-2', '20261103T020000Z'].map((s) => `portal-backup-${s}.tar.gz`);
    for (const name of own) writeFileSync(path.join(dir, name), 'x');
    expect(await pruneBackups(dir, 2)).toEqual(['portal-backup-20261102T020000Z.tar.gz', 'portal-backup-20261101T020000Z.tar.gz']);
    expect((await listBackups(dir)).map((b) => b.name)).toEqual(['portal-backup-20261103T020000Z.tar.gz', 'portal-backup-20261102T020000Z-2.tar.gz']);
    expect(await backupFormatOf(path.join(dir, 'c.txt'))).toBeNull();
  });
});

describe('libpq environment', () => {
  it('carries every part of the URL, the password decoded and never on a command line', () => {
    const env = libpqEnv('postgres://portal%40ops:p%3Ass%2Fw@db.example.org:6543/hop%20data?sslmode=require');
    expect(env).toMatchObject({
      PGHOST: 'db.example.org',
      PGPORT: '6543',
      PGUSER: 'portal@ops',
      PGPASSWORD: 'p:ss/w',
      PGDATABASE: 'hop data',
      PGSSLMODE: 'require',
    });
  });
});
