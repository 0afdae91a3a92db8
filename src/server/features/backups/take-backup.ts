// Taking a backup: the embedded database copies itself between transactions (PGlite's
// dumpDataDir, under the client's mutex); PostgreSQL is dumped by its own pg_dump, which reads one
// snapshot, so the copy is consistent while the API keeps writing.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { fsyncDirectory, writeFileAtomic } from '@server/atomic-write';
import type { Clock } from '@server/clock';
import type { Database, Db, Tx } from '@server/db/connect';
import { rawRows } from '@server/db/raw-rows';
import { backups } from '@server/db/schema';
import { ensurePrivateDir, ensurePrivateFile, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '@server/private-files';
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

/** A backup asked for while another is being taken (on any process of the database): try again shortly. */
export class BackupUnderWayError extends Error {
  override name = 'BackupUnderWayError';
}

/**
 * The advisory lock a PostgreSQL backup is taken under, by every process of every version ("HOPBACK"
 * in ASCII, as a bigint): held by the backup's transaction, so it is released when the backup is
 * recorded, or when its process dies.
 */
const BACKUP_LOCK_KEY = 0x484f504241434b00n;

/** The embedded database's backup in progress, per database (one process owns it). */
const embeddedRunning = new WeakMap<Database, Promise<unknown>>();

/** A name of its own beside `file` for a copy being written (hidden, unique to this attempt). */
const partialNameFor = (file: string) =>
  path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${randomBytes(4).toString('hex')}.partial`);

/** Writes a backup of `database` to `file` (replacing it only once the copy is whole), readable by its owner only. */
async function writeBackup(database: Database, file: string, takenAt: Date): Promise<BackupRecord> {
  // A folder of the caller's choosing is created private, never changed if it exists.
  await mkdir(path.dirname(path.resolve(file)), { recursive: true, mode: PRIVATE_DIR_MODE });
  if (database.kind === 'embedded') {
    const dump = await database.dumpDataDir!();
    await writeFileAtomic(file, new Uint8Array(await dump.arrayBuffer()), PRIVATE_FILE_MODE);
  } else {
    const databaseUrl = database.url;
    if (!databaseUrl) throw new Error('A PostgreSQL backup needs the database URL');
    const partial = partialNameFor(file);
    try {
      // Created first, with the owner's mode: pg_dump writes into it and keeps it (its own file
      // would be created with the umask's mode, 0644 as a rule).
      await (await open(partial, 'wx', PRIVATE_FILE_MODE)).close();
      await runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`], databaseUrl);
      ensurePrivateFile(partial);
      await rename(partial, file);
      fsyncDirectory(path.dirname(path.resolve(file)));
    } finally {
      await unlink(partial).catch(() => {});
    }
  }
  return { file: path.resolve(file), bytes: (await stat(file)).size, takenAt, format: database.kind };
}

interface TakeOptions {
  database: Database;
  dataDir: string;
  trigger: 'scheduled' | 'manual';
  file?: string;
  /** When the backup is taken: its time in the name and in the record. */
  clock: Clock;
  /**
   * While another backup is being taken: wait for it, then take this one (the daily job), or
   * refuse at once with BackupUnderWayError (a person asking, who is told so).
   */
  whenBusy?: 'wait' | 'refuse';
}

/**
 * Writes a backup into `DATA_DIR/backups` (or `file`) and records it for the staff dashboard. One
 * at a time across every process of the database: on PostgreSQL under an advisory lock its
 * transaction holds (two API processes share one database and, as a rule, one DATA_DIR), on the
 * embedded database in the one process that owns it. The file's name is chosen under the lock, so
 * two backups in one second get two names.
 */
export async function takeBackup(options: TakeOptions): Promise<BackupRecord> {
  const { database } = options;
  const wait = (options.whenBusy ?? 'refuse') === 'wait';
  if (database.kind === 'embedded') {
    const running = embeddedRunning.get(database);
    if (running && !wait) throw new BackupUnderWayError('A backup is under way');
    const next = (running ?? Promise.resolve()).catch(() => {}).then(() => writeAndRecord(options, database.db));
    embeddedRunning.set(database, next);
    try {
      return await next;
    } finally {
      if (embeddedRunning.get(database) === next) embeddedRunning.delete(database);
    }
  }
  return database.db.transaction(async (tx) => {
    const key = BACKUP_LOCK_KEY.toString();
    if (wait) {
      await tx.execute(sql`select pg_advisory_xact_lock(${key}::bigint)`);
    } else {
      const [row] = rawRows<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${key}::bigint) as locked`));
      if (!row?.locked) throw new BackupUnderWayError('A backup is under way');
    }
    return writeAndRecord(options, tx);
  });
}

async function writeAndRecord(options: TakeOptions, db: Db | Tx): Promise<BackupRecord> {
  const takenAt = options.clock();
  let file = options.file;
  if (!file) {
    const dir = backupsDir(options.dataDir);
    ensurePrivateDir(dir);
    const base = backupFileName(options.database.kind, takenAt);
    file = path.join(dir, base);
    // Two in one second: the second gets a suffix rather than replacing the first.
    for (let n = 2; existsSync(file); n += 1) file = path.join(dir, base.replace(/(\.tar\.gz|\.pgdump)$/, `-${n}$1`));
  }
  const record = await writeBackup(options.database, file, takenAt);
  await db.insert(backups).values({
    takenAt: record.takenAt,
    file: path.basename(record.file),
    bytes: record.bytes,
    trigger: options.trigger,
  });
  return record;
}
