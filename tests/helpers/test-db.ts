// A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set and the
// suite runs in the postgresql project, a new database on that server that is dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/connect';

export interface TestDatabase extends Database {
  /** postgres://… of the created database, or undefined for the embedded one. */
  url?: string;
}

export function testDatabaseKind(): 'embedded' | 'postgresql' {
  return process.env.TEST_DB_KIND === 'postgresql' ? 'postgresql' : 'embedded';
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'embedded') return openDatabase({ kind: 'embedded' });

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgresql test project');
  const name = `hop_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgresql', url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
