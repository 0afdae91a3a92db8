// The embedded database (PGlite): opened only when no DATABASE_URL is given, and imported by
// connect.ts only then, so a server on PostgreSQL never loads PGlite.
import { existsSync, rmSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { DamagedFileError, fsyncDirectory, writeFileAtomicSync } from '../atomic-write';
import { ensurePrivateDir } from '../private-files';
import { migrationsFolder, type Database, type DatabaseTarget, type Db } from './connect';
import { refuseNewerDatabase } from './migrate';
import { PgliteClient } from './pglite-client';

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
 * A prepared statement runs its generic plan from the first execution. PostgreSQL plans a
 * statement afresh for each run (a custom plan for its values) while the generic plan looks
 * costlier, and a list's `limit $1` always does (the planner guesses a tenth of the rows for it):
 * so every page was planned again, and planning in WebAssembly cost more than running the query.
 * A staff kit-order page on the demo data planned in 2.1 ms and ran in 0.4 ms; in-process CPU per
 * request fell from 6,137 to 2,566 µs (staff applications 3,306 to 1,981, people 2,426 to 1,206,
 * projects 1,949 to 954). An embedded database holds a district's or a small programme's data,
 * where a plan that ignores the values costs little. PostgreSQL keeps its own choice.
 */
const GENERIC_PLANS = ['-c', 'plan_cache_mode=force_generic_plan'];

/**
 * An in-memory database (a test's) gets 16 MB of shared buffers instead of the configured 128 MB:
 * PostgreSQL clears its buffer pool at every start, which cost about 135 ms of CPU per database
 * (some 390 ms in all, against 250 ms with 16 MB, measured at WebAssembly's baseline tier as the
 * server suites run it), and a test's data is a fraction of 16 MB.
 */
const IN_MEMORY_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', ...GENERIC_PLANS];

/**
 * The embedded database on disk gets 32 MB of shared buffers, not PostgreSQL's 128 MB: the buffer
 * pool lives inside WebAssembly's memory, so it counted whole in the server's resident memory
 * (359 MB after opening the demo database, against 248 MB with 32 MB), and PostgreSQL initialises
 * it at every start. Pages it does not hold still come from the operating system's file cache,
 * not the disk, and a district's data (the embedded database's use) is a few tens of megabytes.
 */
const FILE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB', ...GENERIC_PLANS];

export async function openEmbedded(target: Extract<DatabaseTarget, { kind: 'embedded' }>): Promise<Database> {
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
