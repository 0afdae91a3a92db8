// Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when a URL is given.
// Both run the same Drizzle schema, the same migrations and the same queries.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migratePostgresLocked } from './migrate';

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
  // Loaded only for the embedded database: PGlite's module and its Drizzle driver are some
  // megabytes of a PostgreSQL server's memory it would never use.
  const { openEmbedded } = await import('./open-embedded');
  return openEmbedded(target);
}
