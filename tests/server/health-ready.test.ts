import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '@server/db/connect';
import { knownMigrations, MIGRATIONS_TABLE } from '@server/db/migrate';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiCall } from '../helpers/api-call';
import { routes } from '@contract/routes';

const ready = (t: TestApp) => apiCall(t.app, routes.healthReady);

describe('readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'none' });
  });
  afterAll(() => t.close());

  it('answers 200 on a migrated database that answers', async () => {
    const response = await ready(t);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it("answers 503 while the database lacks this build's newest migration, and 200 again once it has it", async () => {
    const newest = knownMigrations(migrationsFolder).at(-1)!.when;
    await t.app.db.execute(sql`update ${sql.raw(MIGRATIONS_TABLE)} set created_at = -created_at where created_at = ${newest}`);
    const response = await ready(t);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ statusCode: 503, message: 'Database not migrated yet' });
    // Liveness is about the process, not the schema.
    expect((await apiCall(t.app, routes.health)).statusCode).toBe(200);
    await t.app.db.execute(sql`update ${sql.raw(MIGRATIONS_TABLE)} set created_at = -created_at where created_at = ${-newest}`);
    expect((await ready(t)).statusCode).toBe(200);
  });

  it('answers 503 once the process is shutting down', async () => {
    t.app.lifecycle.shuttingDown = true;
    try {
      const response = await ready(t);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ statusCode: 503, message: 'Shutting down' });
    } finally {
      t.app.lifecycle.shuttingDown = false;
    }
  });
});

describe("readiness at the end of the app's life", () => {
  it('turns to shutting down as soon as the app begins to close', async () => {
    const t = await createTestApp({ seed: 'none' });
    expect(t.app.lifecycle.shuttingDown).toBe(false);
    await t.close();
    expect(t.app.lifecycle.shuttingDown).toBe(true);
  });

  it('answers 503 when the database does not answer', async () => {
    const t = await createTestApp({ seed: 'none' });
    try {
      await t.database.close();
      const response = await ready(t);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ statusCode: 503, message: 'Database unavailable' });
    } finally {
      await t.app.close();
      rmSync(t.dataDir, { recursive: true, force: true });
    }
  });
});
