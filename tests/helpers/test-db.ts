// A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set and the
// suite runs in the postgresql project, a new database on that server that is dropped afterwards.
// With a template (built once per run by tests/helpers/db-templates-setup.ts) the database starts
// as a copy of one already migrated (and seeded) instead of migrating and seeding again per file.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@server/db/connect';
import type { TemplateKind } from './db-templates';

export interface TestDatabase extends Database {
  /** postgres://… of the created database, or undefined for the embedded one. */
  url?: string;
}

export function testDatabaseKind(): 'embedded' | 'postgresql' {
  return process.env.TEST_DB_KIND === 'postgresql' ? 'postgresql' : 'embedded';
}

/** The run's templates, when a global setup built them (Vitest); outside Vitest, none. */
function templates(): Partial<Record<TemplateKind, string>> {
  try {
    return inject('dbTemplates') ?? {};
  } catch {
    return {};
  }
}

const dumps = new Map<string, Blob>();
function dumpAt(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) dumps.set(file, (dump = new Blob([readFileSync(file)])));
  return dump;
}

/**
 * `template`: start from the run's migrated ('none') or migrated-and-seeded ('demo') template;
 * omitted, an empty database that openDatabase migrates itself.
 */
export async function createTestDatabase(options: { template?: TemplateKind } = {}): Promise<TestDatabase> {
  const template = options.template ? templates()[options.template] : undefined;
  if (testDatabaseKind() === 'embedded') {
    return openDatabase({ kind: 'embedded', loadDataDir: template ? dumpAt(template) : undefined, migrated: template !== undefined });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgresql test project');
  const name = `hop_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgresql', url: url.toString(), migrated: template !== undefined });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const dropper = new pg.Client({ connectionString: adminUrl });
  await dropper.connect();
  await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await dropper.end();
}
