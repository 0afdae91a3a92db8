// Applies the committed migrations (drizzle-kit's folder) safely:
// - on PostgreSQL under an advisory lock held on one dedicated connection, so several API
//   processes starting together on one empty database apply each migration once (Drizzle's
//   migrator alone reads "what is applied" and then applies, and two processes would both apply);
// - never on a database written by a newer version of the portal: a migration this build does not
//   know means the schema has moved past what its code expects, and running on it would corrupt data.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { rawRows } from './raw-rows';

/** Where Drizzle records applied migrations (its defaults). */
export const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

/**
 * The advisory lock key migrations are applied under: a constant of this product, so every
 * process of every version takes the same lock ("HOPMIGR" in ASCII, as a bigint).
 */
export const MIGRATION_LOCK_KEY = 0x484f504d49475200n;

export class NewerDatabaseError extends Error {
  override name = 'NewerDatabaseError';
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this build knows, oldest first (drizzle-kit's journal). */
export function knownMigrations(migrationsFolder: string): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

type AnyDb = PgDatabase<PgQueryResultHKT>;

/** The created_at (the migration's journal time) of every applied migration; none on an empty database. */
async function appliedMigrations(db: AnyDb): Promise<number[]> {
  const exists = rawRows<{ found: string | null }>(await db.execute(sql`select to_regclass(${MIGRATIONS_TABLE})::text as found`));
  if (!exists[0]?.found) return [];
  const rows = rawRows<{ created_at: string | number | null }>(
    await db.execute(sql.raw(`select created_at from ${MIGRATIONS_TABLE} order by created_at`)),
  );
  return rows.map((row) => Number(row.created_at));
}

/** Throws NewerDatabaseError when the database holds a migration this build does not know. */
export async function refuseNewerDatabase(db: AnyDb, migrationsFolder: string): Promise<void> {
  const known = knownMigrations(migrationsFolder);
  const knownTimes = new Set(known.map((entry) => entry.when));
  const applied = await appliedMigrations(db);
  const unknown = applied.filter((when) => !knownTimes.has(when));
  if (applied.length > known.length || unknown.length > 0) {
    throw new NewerDatabaseError(
      'This database was written by a newer version of Hands-On Portal: it has ' +
        `${applied.length} migrations applied, ${unknown.length} of them unknown to this version, which knows ${known.length} ` +
        `(the newest: ${known.at(-1)?.tag ?? 'none'}). Start the newer version again, or restore a backup taken with this version.`,
    );
  }
}

/** True when the database holds this build's newest migration (readiness). */
export async function hasNewestMigration(db: AnyDb, migrationsFolder: string): Promise<boolean> {
  const newest = knownMigrations(migrationsFolder).at(-1)?.when;
  if (newest === undefined) return true;
  const rows = rawRows<{ found: number }>(
    await db.execute(sql`select count(*)::int as found from ${sql.raw(MIGRATIONS_TABLE)} where created_at = ${newest}`),
  );
  return (rows[0]?.found ?? 0) > 0;
}

/**
 * PostgreSQL: takes the advisory lock on a connection of its own, checks the version, applies what
 * is missing and unlocks. A second process waits on the lock and then finds nothing to apply. A
 * process that dies holding the lock loses it with its connection.
 */
export async function migratePostgresLocked(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      const db = drizzlePg(client) as unknown as AnyDb;
      await refuseNewerDatabase(db, migrationsFolder);
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]).catch(() => {
        // The connection is in doubt: closing it releases the lock for sure.
        broken = true;
      });
    }
  } finally {
    client.release(broken);
  }
}
