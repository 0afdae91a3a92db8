// Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when a URL is given.
// Both run the same Drizzle schema, the same migrations and the same queries.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseTarget =
  | { kind: 'postgresql'; url: string }
  /**
   * dataDir undefined: an in-memory database (tests); loadDataDir starts it from a dump
   * (PGlite's dumpDataDir), so test files copy one migrated and seeded template.
   */
  | { kind: 'embedded'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgresql') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client's error (e.g. the server restarting) must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool);
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgresql', close: () => pool.end() };
  }
  let client: PGlite;
  if (target.dataDir) {
    const dir = path.join(target.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
  }
  // Drizzle calls only query() and transaction(), which PgliteClient provides with a statement cache.
  const cached = new PgliteClient(client);
  const db = drizzlePglite(cached as unknown as PGlite);
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'embedded', close: () => cached.close() };
}
