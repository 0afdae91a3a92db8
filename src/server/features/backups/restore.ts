// Restoring a backup into an empty embedded data directory or an empty PostgreSQL database. A
// target that already holds a database is refused unless forced: the embedded one is then moved
// aside (DATA_DIR/pgdata.before-restore-<time>), PostgreSQL's schemas are dropped. Every process
// using the target must be stopped first. The next start migrates a backup of an older version,
// and refuses one of a newer version.
import { existsSync } from 'node:fs';
import { readFile, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fsyncDirectory, writeFileAtomicSync } from '@server/atomic-write';
import { systemClock, type Clock } from '@server/clock';
import { ensurePrivateDir } from '@server/private-files';
import { backupFormatOf } from './backup-files';
import { libpqEnv, runPgTool } from './take-backup';

export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export type RestoreTarget = { kind: 'embedded'; dataDir: string } | { kind: 'postgresql'; url: string };

async function checkFormat(file: string, target: RestoreTarget) {
  if (!existsSync(file)) throw new RestoreRefusedError(`${file}: no such file`);
  const format = await backupFormatOf(file);
  if (!format) throw new RestoreRefusedError(`${file} is not a backup of Hands-On Portal (neither an embedded database tarball nor a pg_dump file)`);
  if (format !== target.kind) {
    throw new RestoreRefusedError(
      `${file} is a backup of ${format === 'embedded' ? 'the embedded database' : 'a PostgreSQL database'}, ` +
        `but this configuration uses ${target.kind === 'embedded' ? 'the embedded database (no DATABASE_URL)' : 'PostgreSQL (DATABASE_URL)'}`,
    );
  }
}

/** Restores `file` into the target; returns where a replaced embedded database was moved, if any. */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  options: { force?: boolean; clock?: Clock } = {},
): Promise<{ movedAside?: string }> {
  await checkFormat(file, target);
  return target.kind === 'embedded'
    ? restoreEmbedded(file, target.dataDir, options.force ?? false, (options.clock ?? systemClock)())
    : restorePostgres(file, target.url, options.force ?? false);
}

async function restoreEmbedded(file: string, dataDir: string, force: boolean, now: Date): Promise<{ movedAside?: string }> {
  const dir = path.join(dataDir, 'pgdata');
  const marker = path.join(dataDir, 'pgdata.creating');
  let movedAside: string | undefined;
  if (existsSync(path.join(dir, 'PG_VERSION')) && !existsSync(marker)) {
    if (!force) {
      throw new RestoreRefusedError(`${path.resolve(dir)} already holds a database; add --force to replace it (it is moved aside, not deleted)`);
    }
    movedAside = `${dir}.before-restore-${now.toISOString().replace(/[-:.]/g, '')}`;
    await rename(dir, movedAside);
  }
  ensurePrivateDir(dataDir);
  // The same marker a first start uses (db/connect.ts): a restore cut short is never taken for a database.
  writeFileAtomicSync(marker, 'The embedded database is being restored; a start that finds this file creates it again.\n');
  await rm(dir, { recursive: true, force: true });
  ensurePrivateDir(dir);
  const client = await PGlite.create(dir, { loadDataDir: new Blob([await readFile(file)]) });
  try {
    await client.query('select 1');
  } finally {
    await client.close();
  }
  await unlink(marker);
  fsyncDirectory(dataDir);
  return { movedAside };
}

async function restorePostgres(file: string, url: string, force: boolean): Promise<{ movedAside?: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')");
    if ((rows[0]?.n ?? 0) > 0) {
      if (!force) throw new RestoreRefusedError('The database already holds tables; add --force to replace them (they are dropped)');
      await client.query('drop schema if exists drizzle cascade');
      await client.query('drop schema if exists public cascade');
      await client.query('create schema public');
    }
  } finally {
    await client.end();
  }
  const database = libpqEnv(url).PGDATABASE ?? '';
  await runPgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${database}`, file], url);
  return {};
}
