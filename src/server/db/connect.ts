// Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when a URL is given.
// Both run the same Drizzle schema, the same migrations and the same queries.
import { existsSync, rmSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DamagedFileError, fsyncDirectory, writeFileAtomicSync } from '../atomic-write';
import { ensurePrivateDir } from '../private-files';
import { migratePostgresLocked, refuseNewerDatabase } from './migrate';
import { PgliteClient } from './pglite-client';

/**
 * Drizzle is given no schema: the code uses the query builder, not the relational API, and with a
 * schema every transaction would build a relational query builder per table (27 of them) before
 * running a single statement, which is a measurable share of a kit count's time.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** What a callback inside db.transaction() receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgresql';
  /** PostgreSQL only: the connection URL (its own tools, pg_dump, connect with it). */
  url?: string;
  close(): Promise<void>;
  /** Calls `observer` with the time of every statement from now on, in seconds (metrics). */
  observeQueries(observer: (seconds: number) => void): void;
  /**
   * Embedded only: LISTEN on a channel of the one embedded session (PostgreSQL's listeners hold a
   * connection of their own: src/server/features/events/pg-listener.ts). Returns how to stop.
   */
  listen?(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /** Embedded only: a consistent copy of the whole database, as PGlite's gzipped data-directory tarball. */
  dumpDataDir?(): Promise<Blob>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseTarget =
  /**
   * migrated: a copy of a database this very version has migrated (the test suites' copies of
   * their templates), so the migrations check is skipped: it cost a tenth of a second or more of
   * each test file's setup, on each database.
   */
  | { kind: 'postgresql'; url: string; migrated?: boolean }
  /**
   * dataDir undefined: an in-memory database (tests); loadDataDir starts it from a dump
   * (PGlite's dumpDataDir), so test files copy one migrated and seeded template.
   */
  | { kind: 'embedded'; dataDir?: string; loadDataDir?: Blob; migrated?: boolean };

/**
 * Opens (or creates) the embedded database in DATA_DIR/pgdata. Creating one runs initdb, which
 * writes PG_VERSION early: a start killed in the middle would leave a folder PGlite takes for a
 * database and can never open. So a marker file stands beside the folder until the creation is
 * complete; a start that finds the marker knows the folder holds nothing that was ever used, and
 * creates it again.
 */
async function openEmbeddedFiles(dataDir: string): Promise<PGlite> {
  const dir = path.join(dataDir, 'pgdata');
  const marker = path.join(dataDir, 'pgdata.creating');
  const creating = existsSync(marker) || !existsSync(path.join(dir, 'PG_VERSION'));
  ensurePrivateDir(dataDir);
  if (creating) {
    writeFileAtomicSync(marker, 'The embedded database is being created; a start that finds this file creates it again.\n');
    rmSync(dir, { recursive: true, force: true });
  }
  // The database's own files are created by PGlite with its modes; the folder keeps them private.
  ensurePrivateDir(dir);
  let client: PGlite;
  try {
    client = await PGlite.create(dir, { startParams: FILE_START_PARAMS });
  } catch (error) {
    throw new DamagedFileError(
      `The embedded database in ${path.resolve(dir)} could not be opened (${error instanceof Error ? error.message : String(error)}). ` +
        'Restore DATA_DIR from a backup, or move that folder away to start with an empty database.',
    );
  }
  if (creating) {
    unlinkSync(marker);
    fsyncDirectory(dataDir);
  }
  return client;
}

/**
 * Times node-postgres statements: Drizzle awaits pool.query() outside transactions and the
 * checked-out client's query() inside them, both in their promise form. (The pool's own query()
 * calls the client's with a callback, which is not timed again.)
 */
function timePool(pool: pg.Pool, observer: () => ((seconds: number) => void) | undefined) {
  const timed = <F extends (...args: never[]) => unknown>(query: F): F =>
    function (this: unknown, ...args: never[]) {
      const observe = observer();
      if (!observe) return query.apply(this, args);
      const start = performance.now();
      const result = query.apply(this, args);
      if (result instanceof Promise) void result.finally(() => observe((performance.now() - start) / 1000)).catch(() => {});
      return result;
    } as F;
  pool.query = timed(pool.query.bind(pool)) as typeof pool.query;
  pool.on('connect', (client) => {
    client.query = timed(client.query.bind(client)) as typeof client.query;
  });
}

/**
 * An in-memory database (a test's) gets 16 MB of shared buffers instead of the configured 128 MB:
 * PostgreSQL clears its buffer pool at every start, which cost about 135 ms of CPU per database
 * (some 390 ms in all, against 250 ms with 16 MB, measured at WebAssembly's baseline tier as the
 * server suites run it), and a test's data is a fraction of 16 MB.
 */
const IN_MEMORY_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * The embedded database on disk gets 32 MB of shared buffers, not PostgreSQL's 128 MB: the buffer
 * pool lives inside WebAssembly's memory, so it counted whole in the server's resident memory
 * (359 MB after opening the demo database, against 248 MB with 32 MB), and PostgreSQL initialises
 * it at every start. Pages it does not hold still come from the operating system's file cache,
 * not the disk, and a district's data (the embedded database's use) is a few tens of megabytes.
 */
const FILE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgresql') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client's error (e.g. the server restarting) must not crash the process.
    pool.on('error', () => {});
    // Wrapped from the start, so every client the pool ever connects is timed once observed.
    let observer: ((seconds: number) => void) | undefined;
    timePool(pool, () => observer);
    const db = drizzlePg(pool);
    try {
      if (!target.migrated) await migratePostgresLocked(pool, migrationsFolder);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Db, kind: 'postgresql', url: target.url, close: () => pool.end(), observeQueries: (given) => (observer = given) };
  }
  const client = target.dataDir
    ? await openEmbeddedFiles(target.dataDir)
    : await PGlite.create({ ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}), startParams: IN_MEMORY_START_PARAMS });
  // Drizzle calls only query() and transaction(), which PgliteClient provides with a statement cache.
  const cached = new PgliteClient(client);
  const db = drizzlePglite(cached as unknown as PGlite);
  // One process owns the embedded database, so no lock is needed; a newer version's data is refused.
  try {
    if (!target.migrated) {
      await refuseNewerDatabase(db as unknown as Db, migrationsFolder);
      await migratePglite(db, { migrationsFolder });
    }
  } catch (error) {
    await cached.close();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: 'embedded',
    close: () => cached.close(),
    observeQueries: (observer) => (cached.onQuery = observer),
    dumpDataDir: () => cached.dump(),
    listen: (channel, handler) => cached.listen(channel, handler),
  };
}
