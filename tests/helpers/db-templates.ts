// The run's template databases: one migrated ('none') and one migrated and seeded with the demo
// data ('demo'), built once per Vitest project by db-templates-setup.ts and copied by every test
// file (tests/helpers/test-db.ts), so no file migrates or seeds again.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openDatabase, migrationsFolder, type Db } from '@server/db/connect';
import { seedIfEmpty } from '@server/db/seed/run-seed';

export type TemplateKind = 'none' | 'demo';
/** Embedded: the path of a PGlite dump; PostgreSQL: the template database's name. */
export type Templates = Record<TemplateKind, string>;

declare module 'vitest' {
  interface ProvidedContext {
    dbTemplates: Templates;
  }
}

const KINDS: TemplateKind[] = ['none', 'demo'];

export async function buildEmbeddedTemplates(): Promise<{ templates: Templates; remove(): void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hop-db-template-'));
  // A fresh PGlite runs initdb (seconds of CPU): migrate one, then seed copies of it.
  const fresh = await PGlite.create();
  await migrate(drizzle(fresh), { migrationsFolder });
  await dropTemplateDatabases(fresh);
  const migrated = await fresh.dumpDataDir('none');
  await fresh.close();
  const templates = {} as Templates;
  for (const kind of KINDS) {
    const client = await PGlite.create({ loadDataDir: migrated });
    await seedIfEmpty(drizzle(client) as unknown as Db, kind);
    const dump = await client.dumpDataDir('none');
    await client.close();
    const file = path.join(dir, `${kind}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    templates[kind] = file;
  }
  return { templates, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * PostgreSQL's own template databases (template0, template1) out of the embedded templates: they
 * are two thirds of each dump's files and a third of its bytes, which every test file unpacks
 * into memory again (about 90 ms of CPU per copy), and no test creates a database on PGlite.
 */
async function dropTemplateDatabases(client: PGlite) {
  await client.exec(`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
  await client.exec('drop database template0');
  await client.exec('drop database template1');
}

export async function buildPostgresTemplates(adminUrl: string): Promise<{ templates: Templates; remove(): Promise<void> }> {
  const run = `${Date.now()}_${randomBytes(3).toString('hex')}`;
  const templates = {} as Templates;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await dropStaleTemplates(admin);
    for (const kind of KINDS) {
      const name = `hop_tpl_${run}_${kind}`;
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      // Every connection to it is closed before copies are made: PostgreSQL copies a template
      // only while nobody is connected to it.
      const database = await openDatabase({ kind: 'postgresql', url: url.toString() });
      await seedIfEmpty(database.db, kind);
      await database.close();
      templates[kind] = name;
    }
  } finally {
    await admin.end();
  }
  return {
    templates,
    async remove() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      for (const name of Object.values(templates)) await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Templates left by a run that was killed before its teardown, older than a day. */
async function dropStaleTemplates(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'hop\\_tpl\\_%'`);
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const { datname } of rows) {
    const started = Number(datname.split('_')[2]);
    if (Number.isFinite(started) && started < dayAgo) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}
