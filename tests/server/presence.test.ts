// Presence (PUT/GET/DELETE /presence): a heartbeat adds or keeps a tab on a subject and answers who
// else is there; a tab without a beat for PRESENCE_TTL_SECONDS is gone (the test clock); another
// district's subject is 404; bad input is 400 naming the field; programme staff show only to staff;
// and a tab coming or going reaches the streams of those who may see the subject, and no one else's.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENCE_KIND } from '@contract/events-messages';
import { PRESENCE_TTL_SECONDS, presenceMessages } from '@contract/presence';
import { routes } from '@contract/routes';
import { blueprints, presence, projects, schools } from '@server/db/schema';
import { apiCall } from '../helpers/api-call';
import { openStream, ticketFor, type OpenStream } from '../helpers/event-stream';
import { districtIdOf, makeDistrictWorld, makePerson, tokenFor } from '../helpers/factories';
import { ADMIN, COORDINATOR } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let base: string;
let clockAheadMs = 0;
let home: string;
let school: string;
let blueprint: string;
let coordinator: { id: string; token: string };
let colleague: { id: string; token: string };
let outsider: string;
let admin: string;
const opened: OpenStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(Date.now() + clockAheadMs) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const db = t.database.db;
  home = await districtIdOf(db, COORDINATOR.email);
  const [counted] = await db
    .select({ id: schools.id })
    .from(schools)
    .innerJoin(projects, eq(projects.schoolId, schools.id))
    .where(eq(schools.districtId, home))
    .limit(1);
  school = counted!.id;
  blueprint = (await db.select({ id: blueprints.id }).from(blueprints).where(eq(blueprints.districtId, home)).limit(1))[0]!.id;
  const person = await makePerson(db, { districtId: home });
  colleague = { id: person.id, token: await tokenFor(t.app, person) };
  const signedIn = await apiCall(t.app, routes.signIn, { body: COORDINATOR });
  coordinator = { id: signedIn.json().user.id, token: signedIn.json().token.accessToken };
  outsider = (await makeDistrictWorld(t.app, db)).token;
  admin = await tokenFor(t.app, ADMIN);
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await t?.close();
});

const beat = (token: string, subject: string, activity: string, tab = 'tab-one-1') =>
  apiCall(t.app, routes.beatPresence, { token, body: { subject, tab, activity } });
const who = (token: string, subject: string) => apiCall(t.app, routes.presence, { token, query: { subject } });
const leave = (token: string, subject: string, tab = 'tab-one-1') => apiCall(t.app, routes.leavePresence, { token, query: { subject, tab } });
const names = async (token: string, subject: string) => {
  const answer = await who(token, subject);
  expect(answer.statusCode).toBe(200);
  return (answer.json().items as { userId: string; activity: string }[]).map((p) => `${p.userId}:${p.activity}`);
};

describe('presence', () => {
  it('a beat adds a tab and answers who else is there; leaving removes it', async () => {
    const subject = `school:${school}`;
    const first = await beat(colleague.token, subject, 'counting');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ items: [] });
    const second = await beat(coordinator.token, subject, 'counting');
    expect(second.json().items).toEqual([{ userId: colleague.id, name: expect.any(String), since: expect.any(String), activity: 'counting' }]);
    expect(await names(colleague.token, subject)).toEqual([`${coordinator.id}:counting`]);
    // A second tab of the same person is one line.
    await beat(colleague.token, subject, 'counting', 'tab-two-22');
    expect(await names(coordinator.token, subject)).toEqual([`${colleague.id}:counting`]);

    expect((await leave(colleague.token, subject)).statusCode).toBe(204);
    expect(await names(coordinator.token, subject)).toEqual([`${colleague.id}:counting`]);
    await leave(colleague.token, subject, 'tab-two-22');
    expect(await names(coordinator.token, subject)).toEqual([]);
    await leave(coordinator.token, subject);
  });

  it(`a tab without a beat for ${PRESENCE_TTL_SECONDS} s is gone, and the next beat sweeps it`, async () => {
    const subject = `blueprint:${blueprint}`;
    await beat(colleague.token, subject, 'viewing', 'crashed-tab');
    expect(await names(coordinator.token, subject)).toEqual([`${colleague.id}:viewing`]);
    clockAheadMs = (PRESENCE_TTL_SECONDS - 1) * 1000;
    expect(await names(coordinator.token, subject)).toEqual([`${colleague.id}:viewing`]);
    clockAheadMs = (PRESENCE_TTL_SECONDS + 1) * 1000;
    try {
      expect(await names(coordinator.token, subject)).toEqual([]);
      await beat(coordinator.token, subject, 'viewing');
      const left = await t.database.db
        .select()
        .from(presence)
        .where(and(eq(presence.userId, colleague.id), eq(presence.tab, 'crashed-tab')));
      expect(left).toEqual([]);
    } finally {
      clockAheadMs = 0;
      await leave(coordinator.token, subject);
    }
  });

  it("answers 404 for another district's school or blueprint, and for one that does not exist", async () => {
    for (const subject of [`school:${school}`, `blueprint:${blueprint}`, `blueprint:${crypto.randomUUID()}`, `school:${crypto.randomUUID()}`]) {
      const activity = subject.startsWith('school') ? 'counting' : 'viewing';
      const refused = await beat(outsider, subject, activity);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(presenceMessages.notFound);
      expect((await who(outsider, subject)).statusCode).toBe(404);
    }
    expect((await who('', `school:${school}`)).statusCode).toBe(401);
  });

  it('answers 400 naming the field for a bad subject, tab or activity', async () => {
    const field = async (response: Awaited<ReturnType<typeof apiCall>>) => {
      expect(response.statusCode).toBe(400);
      return (response.json().errors as { field: string }[]).map((e) => e.field);
    };
    expect(await field(await beat(coordinator.token, 'project:abc', 'viewing'))).toContain('subject');
    expect(await field(await beat(coordinator.token, `blueprint:${blueprint}`, 'counting'))).toContain('activity');
    expect(await field(await beat(coordinator.token, `blueprint:${blueprint}`, 'dancing'))).toContain('activity');
    expect(await field(await beat(coordinator.token, `blueprint:${blueprint}`, 'viewing', 'x'))).toContain('tab');
    expect(await field(await apiCall(t.app, routes.presence, { token: coordinator.token }))).toContain('subject');
    expect(await field(await apiCall(t.app, routes.leavePresence, { token: coordinator.token, query: { subject: `school:${school}` } }))).toContain(
      'tab',
    );
  });

  it('shows programme staff only to staff, and the district to staff', async () => {
    const subject = `blueprint:${blueprint}`;
    await beat(admin, subject, 'editing');
    await beat(colleague.token, subject, 'viewing');
    expect(await names(coordinator.token, subject)).toEqual([`${colleague.id}:viewing`]);
    expect((await names(admin, subject)).map((line) => line.split(':')[1])).toEqual(['viewing']);
    await leave(admin, subject);
    await leave(colleague.token, subject);
  });
});

describe('presence on the live stream', () => {
  const streamAs = async (token: string) => {
    const stream = await openStream(base, await ticketFor(t.app, token));
    opened.push(stream);
    return stream;
  };

  it('reaches those who may see the subject when a tab comes or goes, never an outsider, and never for staff to a district', async () => {
    const subject = `school:${school}`;
    const mine = await streamAs(coordinator.token);
    const theirs = await streamAs(outsider);
    const staff = await streamAs(admin);
    const presenceOf = (stream: OpenStream) => stream.events().filter((e) => e.kind === PRESENCE_KIND && e.id === subject);

    // Staff beat first: the district must not hear of it. Then a colleague comes, beats again
    // (nothing new), and leaves.
    const bp = `blueprint:${blueprint}`;
    await beat(admin, bp, 'editing');
    await beat(colleague.token, subject, 'counting');
    await mine.waitFor(() => presenceOf(mine).length === 1);
    expect(presenceOf(mine)[0]).toMatchObject({ entityType: 'presence', action: 'changed', districtId: home });
    // Presence frames carry no id: they move no resume point.
    expect(mine.frames.filter((f) => f.data.includes(PRESENCE_KIND)).every((f) => f.id === null)).toBe(true);
    await beat(colleague.token, subject, 'counting');
    await leave(colleague.token, subject);
    await mine.waitFor(() => presenceOf(mine).length === 2);
    await staff.waitFor((events) => events.filter((e) => e.kind === PRESENCE_KIND && e.id === subject).length === 2);
    await staff.waitFor((events) => events.some((e) => e.kind === PRESENCE_KIND && e.id === bp));

    await leave(admin, bp);
    await staff.waitFor((events) => events.filter((e) => e.kind === PRESENCE_KIND && e.id === bp).length === 2);
    // The refreshing beat announced nothing: one event for the coming, one for the going.
    expect(presenceOf(mine)).toHaveLength(2);
    expect(mine.events().some((e) => e.id === bp)).toBe(false);
    expect(theirs.events().some((e) => e.kind === PRESENCE_KIND)).toBe(false);
  });
});
