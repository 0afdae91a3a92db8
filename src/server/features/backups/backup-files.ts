// Backup files: where the server keeps its own, what they are called, which kind a file is, and
// pruning to the newest BACKUP_KEEP.
import { open, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

/**
 * The two kinds of backup: the embedded database's data directory as PGlite's gzipped tarball
 * (dumpDataDir), or PostgreSQL's own custom-format dump (pg_dump -Fc, read by pg_restore).
 */
export type BackupFormat = 'embedded' | 'postgresql';

const EXTENSION: Record<BackupFormat, string> = { embedded: '.tar.gz', postgresql: '.pgdump' };
const NAME = /^portal-backup-(\d{8}T\d{6}Z)(?:-(\d+))?\.(tar\.gz|pgdump)$/;

/** The time in the name, then the suffix of a second backup in the same second (-2, -3…). */
function sortKey(name: string): string {
  const match = NAME.exec(name);
  return match ? `${match[1]}-${(match[2] ?? '1').padStart(6, '0')}` : '';
}

/** portal-backup-20261120T020000Z.tar.gz: sorts by time, says what it is. */
export function backupFileName(format: BackupFormat, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `portal-backup-${stamp}${EXTENSION[format]}`;
}

/** What a file holds, from its first bytes: gzip (the embedded tarball) or PGDMP (pg_dump's custom format). */
export async function backupFormatOf(file: string): Promise<BackupFormat | null> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    const { bytesRead } = await handle.read(head, 0, 5, 0);
    if (bytesRead >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
    if (bytesRead === 5 && head.toString('latin1') === 'PGDMP') return 'postgresql';
    return null;
  } finally {
    await handle.close();
  }
}

/** The server's backups in `dir`, newest first. */
export async function listBackups(dir: string): Promise<{ name: string; file: string; mtimeMs: number }[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const found = await Promise.all(
    names
      .filter((name) => NAME.test(name))
      .map(async (name) => ({ name, file: path.join(dir, name), mtimeMs: (await stat(path.join(dir, name))).mtimeMs })),
  );
  // The name carries the time it was taken.
  return found
    .map((backup) => ({ ...backup, key: sortKey(backup.name) }))
    .sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0))
    .map(({ key: _key, ...backup }) => backup);
}

/** Deletes all but the newest `keep` backups in `dir`; returns the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const all = await listBackups(dir);
  const gone = all.slice(Math.max(0, keep));
  for (const backup of gone) await unlink(backup.file);
  return gone.map((backup) => backup.name);
}
