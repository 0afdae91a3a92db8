// Across processes on PostgreSQL: two API instances on one database, each with its own pool and its
// own LISTEN connection, as two processes (WEB_CONCURRENCY) or two machines behind a load balancer
// have. A change made through one reaches a stream opened on the other, through the database's
// NOTIFY; and a dropped listening connection resumes and replays what it missed. PostgreSQL only:
// the embedded database belongs to one process.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, routes } from '@contract/routes';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase, type Database } from '@server/db/connect';
import { PRESENCE_KIND } from '@contract/events-messages';
import { actionTasks, blueprints } from '@server/db/schema';
import { apiCall } from '../helpers/api-call';
import { openStream, ticketFor, type OpenStream } from '../helpers/event-stream';
import { districtIdOf, makePerson, tokenFor } from '../helpers/factories';
import { COORDINATOR } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-db';

const onPostgres = testDatabaseKind() === 'postgresql';
let first: TestApp;
let secondDatabase: Database;
let second: FastifyInstance;
let secondUrl: string;
const opened: OpenStream[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  first = await createTestApp();
  secondDatabase = await openDatabase({ kind: 'postgresql', url: first.database.url! });
  second = await buildApp({
    config: loadConfig({ DATA_DIR: first.dataDir, BACKUP_KEEP: '0', CHECK_RESPONSES: '1' }),
    database: secondDatabase,
    // Both instances sign with one key, as the processes of one deployment do.
    secrets: first.app.secrets,
  });
  await second.listen({ port: 0, host: '127.0.0.1' });
  const address = second.server.address();
  secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 60_000);
afterAll(async () => {
  if (!onPostgres) return;
  for (const stream of opened) stream.close();
  await second?.close();
  await secondDatabase?.close();
  await first?.close();
});

describe.skipIf(!onPostgres)('two API instances on one PostgreSQL', () => {
  it('deliver a change made through one to a stream open on the other, and resume after the listener drops', async () => {
    const token = await tokenFor(first.app, COORDINATOR);
    const stream = await openStream(secondUrl, await ticketFor(second, token));
    opened.push(stream);
    expect(stream.status).toBe(200);

    const district = await districtIdOf(first.database.db, COORDINATOR.email);
    const [task] = await first.database.db.select({ id: actionTasks.id }).from(actionTasks).where(eq(actionTasks.districtId, district)).limit(1);
    const done = await apiCall(first.app, routes.completeActionTask, { token, params: { id: task!.id }, body: { isCompleted: true } });
    expect(done.statusCode).toBe(200);
    await stream.waitFor((events) => events.some((e) => e.kind === 'action-task.task-completed' && e.id === task!.id));

    // The second instance's listening connection is cut (a database restart, a network blip); a
    // change made meanwhile reaches the stream once it listens again, replayed from the log.
    const admin = new pg.Client({ connectionString: first.database.url });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'hop-events' and datname = current_database() and pid <> pg_backend_pid()`,
      );
    } finally {
      await admin.end();
    }
    const reopened = await apiCall(first.app, routes.completeActionTask, { token, params: { id: task!.id }, body: { isCompleted: false } });
    expect(reopened.statusCode).toBe(200);
    await stream.waitFor((events) => events.some((e) => e.kind === 'action-task.task-reopened' && e.id === task!.id), 10_000);
    expect(stream.isEnded()).toBe(false);
  }, 30_000);

  it("deliver a tab's presence announced through one to a stream open on the other", async () => {
    const token = await tokenFor(first.app, COORDINATOR);
    const stream = await openStream(secondUrl, await ticketFor(second, token));
    opened.push(stream);
    const district = await districtIdOf(first.database.db, COORDINATOR.email);
    const [blueprint] = await first.database.db.select({ id: blueprints.id }).from(blueprints).where(eq(blueprints.districtId, district)).limit(1);
    const subject = `blueprint:${blueprint!.id}`;
    const colleague = await tokenFor(first.app, await makePerson(first.database.db, { districtId: district }));
    const beat = await apiCall(first.app, routes.beatPresence, { token: colleague, body: { subject, tab: 'cluster-tab', activity: 'viewing' } });
    expect(beat.statusCode).toBe(200);
    await stream.waitFor((events) => events.some((e) => e.kind === PRESENCE_KIND && e.id === subject));
    // And the other process answers who is there from the same table.
    const seen = await fetch(`${secondUrl}${apiPath(routes.presence, undefined, { subject })}`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await seen.json()) as { items: unknown[] }).items).toHaveLength(1);
  }, 30_000);
});
