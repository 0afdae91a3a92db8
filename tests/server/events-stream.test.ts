// The live event stream (GET /events, POST /events/tickets): one-time tickets bound to the
// session, the text/event-stream format and heartbeats, Last-Event-ID replay and the reset beyond
// its window, sign-out closing the stream, and who hears what: every kind of event, about one
// district, tried against a user of another district and a manager outside their districts.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENT_KINDS, REPLAY_MAX_EVENTS, RESET_KIND } from '@contract/events-messages';
import { apiPath, routes } from '@contract/routes';
import { activityLog, actionTasks } from '@server/db/schema';
import { recordActivity } from '@server/features/activity/record-activity';
import { apiCall } from '../helpers/api-call';
import { openStream, ticketFor, type OpenStream } from '../helpers/event-stream';
import { districtIdOf, makeDistrict, makePerson, tokenFor } from '../helpers/factories';
import { ADMIN, COORDINATOR } from '../helpers/staff';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let base: string;
/** The test clock runs this far ahead of the real one (ticket expiry). */
let clockAheadMs = 0;
let homeDistrict: string;
const opened: OpenStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { EVENTS_HEARTBEAT_SECONDS: '0.25' }, clock: () => new Date(Date.now() + clockAheadMs) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  homeDistrict = await districtIdOf(t.database.db, COORDINATOR.email);
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await t?.close();
});

async function streamAs(token: string, options: { lastEventId?: number; header?: string } = {}) {
  const stream = await openStream(base, await ticketFor(t.app, token), options);
  opened.push(stream);
  return stream;
}

const entry = (kind: string, districtId: string | null, visibility: 'staff' | 'district', entityId = crypto.randomUUID()) => {
  const [entityType, action] = [kind.slice(0, kind.indexOf('.')), kind.slice(kind.indexOf('.') + 1)];
  return recordActivity(t.database.db, { entityType, entityId, districtId, actorId: null, action, visibility });
};

const newestSeq = async () => Number((await t.database.db.select({ seq: sql<string>`max(${activityLog.seq})` }).from(activityLog))[0]!.seq);

describe('tickets', () => {
  it('are single use, expire, and refuse as JSON 401 rather than a stream', async () => {
    const token = await tokenFor(t.app, COORDINATOR);
    const ticket = await ticketFor(t.app, token);
    const first = await openStream(base, ticket);
    opened.push(first);
    expect(first.status).toBe(200);
    const again = await openStream(base, ticket);
    expect(again.status).toBe(401);
    expect(again.headers.get('content-type')).toMatch(/application\/json/);
    expect(JSON.parse(again.body)).toMatchObject({ message: expect.stringMatching(/ticket/i) });
    expect((await openStream(base, 'not-a-ticket')).status).toBe(401);
    // Missing ticket: a 400 naming the field.
    const missing = await fetch(`${base}${apiPath(routes.eventStream)}`);
    expect(missing.status).toBe(400);

    const late = await ticketFor(t.app, token);
    clockAheadMs = 61_000;
    try {
      expect((await openStream(base, late)).status).toBe(401);
    } finally {
      clockAheadMs = 0;
    }
    // Asking for one needs a session.
    expect((await apiCall(t.app, routes.eventTicket)).statusCode).toBe(401);
  });

  it('are bound to the session: sign-out closes its open stream and refuses its unused ticket', async () => {
    const session = await signIn(t.app, COORDINATOR);
    const token = session.token.accessToken;
    const stream = await streamAs(token);
    const unused = await ticketFor(t.app, token);
    const other = await streamAs(await tokenFor(t.app, COORDINATOR));
    const out = await apiCall(t.app, routes.signOut, { token, body: { refreshToken: session.token.refreshToken } });
    expect(out.statusCode).toBeLessThan(300);
    await expect.poll(() => stream.isEnded(), { timeout: 3_000 }).toBe(true);
    expect((await openStream(base, unused)).status).toBe(401);
    // Another session of the same person stays open.
    expect(other.isEnded()).toBe(false);
  });
});

describe('the stream', () => {
  it('is text/event-stream, uncached and unbuffered, with a retry hint, heartbeats and one frame per change', async () => {
    const token = await tokenFor(t.app, COORDINATOR);
    const stream = await streamAs(token);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('content-encoding')).toBeNull();
    // The security headers every answer carries come along on the hijacked reply.
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    await expect.poll(() => stream.comments.filter((c) => c === 'heartbeat').length, { timeout: 3_000 }).toBeGreaterThanOrEqual(2);

    // A real change through the API: completing a checklist task of the district.
    const [task] = await t.database.db.select({ id: actionTasks.id }).from(actionTasks).where(eq(actionTasks.districtId, homeDistrict)).limit(1);
    const done = await apiCall(t.app, routes.completeActionTask, { token, params: { id: task!.id }, body: { isCompleted: true } });
    expect(done.statusCode).toBe(200);
    await stream.waitFor((events) => events.some((e) => e.kind === 'action-task.task-completed'));
    const event = stream.events().find((e) => e.kind === 'action-task.task-completed')!;
    expect(event).toMatchObject({ id: task!.id, entityType: 'action-task', action: 'task-completed', districtId: homeDistrict });
    expect(Number.isNaN(Date.parse(event.at))).toBe(false);
    expect(event.seq).toBe(await newestSeq());
  });

  it('gives a first connection its resume point at once: a cursor naming the newest entry', async () => {
    await entry('blueprint.comment-added', homeDistrict, 'district');
    const newest = await newestSeq();
    const stream = await streamAs(await tokenFor(t.app, COORDINATOR));
    await expect.poll(() => stream.frames.find((f) => f.event === 'cursor')?.id, { timeout: 3_000 }).toBe(String(newest));
    // It arrives before any heartbeat could have moved it: a reconnect right away replays from there.
    expect(stream.frames.findIndex((f) => f.event === 'cursor')).toBe(0);
  });

  it('replays what a reconnect missed after Last-Event-ID, and resets beyond the window', async () => {
    const token = await tokenFor(t.app, COORDINATOR);
    await entry('kit-order.status-changed', homeDistrict, 'district');
    const from = await newestSeq();
    const a = crypto.randomUUID();
    const b = crypto.randomUUID();
    await entry('kit-order.status-changed', homeDistrict, 'district', a);
    await entry('application.note-added', homeDistrict, 'staff');
    await entry('blueprint.comment-added', homeDistrict, 'district', b);

    const replayed = await streamAs(token, { header: String(from) });
    await replayed.waitFor((events) => events.length === 2);
    expect(replayed.events().map((e) => e.id)).toEqual([a, b]);
    // The query form, for EventSource polyfills, does the same.
    const byQuery = await streamAs(token, { lastEventId: from });
    await byQuery.waitFor((events) => events.length === 2);
    // A bad header is a 400 naming it.
    const bad = await openStream(base, await ticketFor(t.app, token), { header: 'yesterday' });
    expect(bad.status).toBe(400);

    // An id the log never reached (a restored database): reset.
    const ahead = await streamAs(token, { lastEventId: (await newestSeq()) + 50 });
    await ahead.waitFor((events) => events.length === 1);
    expect(ahead.events()[0]!.kind).toBe(RESET_KIND);

    // More than the window holds: one reset, carrying the newest number to resume from.
    const before = await newestSeq();
    await t.database.db.execute(sql`insert into activity_log (entity_type, entity_id, action, visibility)
      select 'kit-order', gen_random_uuid(), 'status-changed', 'staff' from generate_series(1, ${REPLAY_MAX_EVENTS + 1})`);
    const flooded = await streamAs(token, { lastEventId: before });
    await flooded.waitFor((events) => events.length === 1);
    expect(flooded.events()[0]).toMatchObject({ kind: RESET_KIND, seq: await newestSeq() });

    // Older than the window: reset too.
    const recent = await newestSeq();
    await t.database.db.insert(activityLog).values({
      entityType: 'kit-order',
      entityId: crypto.randomUUID(),
      districtId: homeDistrict,
      action: 'status-changed',
      visibility: 'district',
      createdAt: new Date(Date.now() - 25 * 3_600_000),
    });
    const stale = await streamAs(token, { lastEventId: recent });
    await stale.waitFor((events) => events.length === 1);
    expect(stale.events()[0]!.kind).toBe(RESET_KIND);
  });
});

describe('who hears what', () => {
  it('gives every kind of event only to those who may see it', async () => {
    const elsewhere = await makeDistrict(t.database.db);
    const managed = await makeDistrict(t.database.db);
    const otherUser = await makePerson(t.database.db, { districtId: elsewhere.id });
    const outsideManager = await makePerson(t.database.db, { roles: ['SCHOOL_SUCCESS_MANAGER'], staffOf: [managed.id] });
    const insideManager = await makePerson(t.database.db, { roles: ['SCHOOL_SUCCESS_MANAGER'], staffOf: [homeDistrict] });

    const other = await streamAs(await tokenFor(t.app, otherUser));
    const outside = await streamAs(await tokenFor(t.app, outsideManager));
    const inside = await streamAs(await tokenFor(t.app, insideManager));
    const coordinator = await streamAs(await tokenFor(t.app, COORDINATOR));
    const admin = await streamAs(await tokenFor(t.app, ADMIN));

    const made: { kind: string; districtId: string | null; visibility: 'staff' | 'district' }[] = [];
    for (const kind of LIVE_EVENT_KINDS) {
      for (const visibility of ['staff', 'district'] as const) made.push({ kind, districtId: homeDistrict, visibility });
      // About no district (the shared catalogue, staff invitations): ADMIN only.
      made.push({ kind, districtId: null, visibility: 'staff' });
    }
    // One statement: each row is announced by the trigger all the same.
    await t.database.db.insert(activityLog).values(
      made.map((m) => ({
        entityType: m.kind.slice(0, m.kind.indexOf('.')),
        entityId: crypto.randomUUID(),
        districtId: m.districtId,
        action: m.kind.slice(m.kind.indexOf('.') + 1),
        visibility: m.visibility,
        createdAt: sql`clock_timestamp()`,
      })),
    );
    // A last event each negative stream may see, so "nothing before it" is known to be nothing.
    await entry('kit-order.status-changed', elsewhere.id, 'district');
    await entry('kit-order.status-changed', managed.id, 'staff');

    await admin.waitFor((events) => events.length === made.length + 2, 10_000);
    await other.waitFor((events) => events.some((e) => e.districtId === elsewhere.id));
    await outside.waitFor((events) => events.some((e) => e.districtId === managed.id));
    expect(other.events().map((e) => e.districtId)).toEqual([elsewhere.id]);
    expect(outside.events().map((e) => e.districtId)).toEqual([managed.id]);

    const home = made.filter((m) => m.districtId === homeDistrict);
    await inside.waitFor((events) => events.length === home.length, 10_000);
    const districtVisible = home.filter((m) => m.visibility === 'district');
    await coordinator.waitFor((events) => events.length >= districtVisible.length, 10_000);
    expect(coordinator.events().map((e) => e.kind)).toEqual(districtVisible.map((m) => m.kind));
    // The manager of other districts has heard nothing of the home district, even after a beat.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outside.events()).toHaveLength(1);
    expect(other.events()).toHaveLength(1);
  }, 30_000);
});
