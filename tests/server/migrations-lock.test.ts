import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from '@server/db/connect';
import { knownMigrations, MIGRATION_LOCK_KEY, MIGRATIONS_TABLE, NewerDatabaseError } from '@server/db/migrate';
import { rawRows } from '@server/db/raw-rows';
import { repoRoot } from '../helpers/server-process';
import { createTestDatabase, dropDatabase, testDatabaseKind } from '../helpers/test-db';

const onPostgres = testDatabaseKind() === 'postgresql';
const known = knownMigrations(migrationsFolder);
/** A migration a later version of the portal would have written. */
const fromTheFuture = known.at(-1)!.when + 86_400_000;

describe.skipIf(!onPostgres)('migrations on PostgreSQL', () => {
  it('applies each migration once when several openings (each its own pool) race on one empty database', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `hop_test_race_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      // Each opening has its own pool and connections, as separate processes would (the next test uses real ones).
      const opened = await Promise.all([0, 1, 2].map(() => openDatabase({ kind: 'postgresql', url: url.toString() })));
      try {
        const rows = rawRows<{ created_at: string; hash: string }>(
          await opened[0]!.db.execute(sql.raw(`select created_at, hash from ${MIGRATIONS_TABLE} order by created_at`)),
        );
        expect(rows.map((row) => Number(row.created_at))).toEqual(known.map((entry) => entry.when));
        // The lock is given back: nothing holds it once the starts are done.
        const held = rawRows<{ n: number }>(
          await opened[0]!.db.execute(
            sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
          ),
        );
        expect(held[0]!.n).toBe(0);
      } finally {
        await Promise.all(opened.map((database) => database.close()));
      }
    } finally {
      await dropDatabase(adminUrl, name);
    }
  });

  it('applies each migration once when two real processes open one empty database together', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `hop_test_race2_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const open = () =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          [
            '--import',
            'tsx',
            '--input-type=module',
            '-e',
            `const { openDatabase } = await import('./src/server/db/connect.ts');
const database = await openDatabase({ kind: 'postgresql', url: process.env.RACE_URL });
await database.close();`,
          ],
          { cwd: repoRoot, env: { ...process.env, RACE_URL: url.toString() }, stdio: ['ignore', 'pipe', 'pipe'] },
        );
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('exit', (code) => resolve({ code, output }));
      });
    try {
      const results = await Promise.all([open(), open()]);
      for (const result of results) expect(result.code, result.output).toBe(0);
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query<{ created_at: string }>(`select created_at from ${MIGRATIONS_TABLE} order by created_at`);
      await check.end();
      expect(rows.map((row) => Number(row.created_at))).toEqual(known.map((entry) => entry.when));
    } finally {
      await dropDatabase(adminUrl, name);
    }
  }, 60_000);

  it('waits for a process that holds the migration lock', async () => {
    const database = await createTestDatabase({ template: 'none' });
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
      let opened = false;
      const opening = openDatabase({ kind: 'postgresql', url: database.url! }).then((second) => {
        opened = true;
        return second;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(opened).toBe(false);
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
      await (await opening).close();
      expect(opened).toBe(true);
    } finally {
      await holder.end();
      await database.close();
    }
  });

  it('refuses a database written by a newer version', async () => {
    const database = await createTestDatabase({ template: 'none' });
    try {
      await database.db.execute(sql`insert into ${sql.raw(MIGRATIONS_TABLE)} (hash, created_at) values ('later', ${fromTheFuture})`);
      const opening = openDatabase({ kind: 'postgresql', url: database.url! });
      await expect(opening).rejects.toThrow(NewerDatabaseError);
      await expect(opening).rejects.toThrow(/This database was written by a newer version of Hands-On Portal/);
      // Nothing was applied or changed on the way.
      const rows = rawRows<{ n: number }>(await database.db.execute(sql.raw(`select count(*)::int as n from ${MIGRATIONS_TABLE}`)));
      expect(rows[0]!.n).toBe(known.length + 1);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(onPostgres)('migrations on the embedded database', () => {
  it('refuses a data directory written by a newer version', async () => {
    const database = await createTestDatabase({ template: 'none' });
    await database.db.execute(sql`insert into ${sql.raw(MIGRATIONS_TABLE)} (hash, created_at) values ('later', ${fromTheFuture})`);
    const dump = await database.dumpDataDir!();
    await database.close();
    await expect(openDatabase({ kind: 'embedded', loadDataDir: dump })).rejects.toThrow(
      /This database was written by a newer version of Hands-On Portal.*knows \d+/,
    );
  });

  it('opens a copy of a database of this version', async () => {
    const database = await createTestDatabase({ template: 'none' });
    const dump = await database.dumpDataDir!();
    await database.close();
    const copy = await openDatabase({ kind: 'embedded', loadDataDir: dump });
    await copy.close();
  });
});
