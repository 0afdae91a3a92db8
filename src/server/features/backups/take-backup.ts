// Taking a backup: the embedded database copies itself between transactions (PGlite's
// dumpDataDir, under the client's mutex); PostgreSQL is dumped by its own pg_dump, which reads one
// snapshot, so the copy is consistent while the API keeps writing.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../../atomic-write';
import type { Database } from '../../db/connect';
import { backups } from '../../db/schema';
import { backupFileName, backupsDir, type BackupFormat } from './backup-files';

export interface BackupRecord {
  /** Absolute path of the file written. */
  file: string;
  bytes: number;
  takenAt: Date;
  format: BackupFormat;
}

/** The libpq environment for a postgres:// URL, so no password ever appears in a command line. */
export function libpqEnv(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.hostname) env.PGHOST = decodeURIComponent(parsed.hostname.replace(/^\[|\]$/g, ''));
  if (parsed.port) env.PGPORT = parsed.port;
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  env.PGDATABASE = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || env.PGUSER;
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs one of PostgreSQL's client tools; rejects with its own message when it fails. */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: libpqEnv(url), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${tool} was not found: install PostgreSQL's client tools (the server's major version or newer) on this machine.`)
          : error,
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed (exit code ${code}): ${stderr.trim()}`))));
  });
}

/** Writes a backup of `database` to `file` (replacing it only once the copy is whole). */
export async function writeBackup(database: Database, file: string): Promise<BackupRecord> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const takenAt = new Date();
  if (database.kind === 'embedded') {
    const dump = await database.dumpDataDir!();
    await writeFileAtomic(file, new Uint8Array(await dump.arrayBuffer()));
  } else {
    const databaseUrl = database.url;
    if (!databaseUrl) throw new Error('A PostgreSQL backup needs the database URL');
    const partial = `${file}.partial`;
    try {
      await runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`], databaseUrl);
      await rename(partial, file);
    } finally {
      await unlink(partial).catch(() => {});
    }
  }
  return { file: path.resolve(file), bytes: (await stat(file)).size, takenAt, format: database.kind };
}

/** Writes a backup into `DATA_DIR/backups` (or `file`) and records it for the staff dashboard. */
export async function takeBackup(options: {
  database: Database;
  dataDir: string;
  trigger: 'scheduled' | 'manual';
  file?: string;
}): Promise<BackupRecord> {
  let file = options.file;
  if (!file) {
    const dir = backupsDir(options.dataDir);
    const base = backupFileName(options.database.kind, new Date());
    file = path.join(dir, base);
    // Two in one second: the second gets a suffix rather than replacing the first.
    for (let n = 2; existsSync(file); n += 1) file = path.join(dir, base.replace(/(\.tar\.gz|\.pgdump)$/, `-${n}$1`));
  }
  const record = await writeBackup(options.database, file);
  await options.database.db.insert(backups).values({
    takenAt: record.takenAt,
    file: path.basename(record.file),
    bytes: record.bytes,
    trigger: options.trigger,
  });
  return record;
}
