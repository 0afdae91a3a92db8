// The calendar feed: each person's private address (POST/GET/DELETE /users/me/calendar) and the
// public iCalendar file at it, read back with a real parser (ical.js). A replaced or revoked address
// answers 404; a person's feed holds what concerns them in their own district and nothing of
// another's; programme staff see returns, deliveries and quotes across their scope.
import ICAL from 'ical.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedAddress, CalendarFeedStatus } from '@contract/calendar-feed';
import { routes } from '@contract/routes';
import { eq } from 'drizzle-orm';
import { actionTasks, blueprints, kitOrders, users } from '@server/db/schema';
import type { Db } from '@server/db/connect';
import { apiCall } from '../helpers/api-call';
import { makeApplication, makeDistrict, makePerson, makeProject, makeSchool, tokenFor, type Person } from '../helpers/factories';
import { insertOrder, routeCaller } from '../helpers/kit-orders';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PUBLIC_URL = 'https://portal.test';
const HOST = 'portal.test';
const FEED_URL = /^https:\/\/portal\.test\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;

let t: TestApp;
let db: Db;
const call = routeCaller(() => t.app);

/** The feed at an address, fetched as a calendar app would: no Authorization header. */
const fetchFeed = (app: FastifyInstance, url: string, remoteAddress?: string) =>
  app.inject({ method: 'GET', url: url.slice(PUBLIC_URL.length), ...(remoteAddress ? { remoteAddress } : {}) });

async function makeAddress(token: string): Promise<string> {
  const response = await call(token, routes.makeCalendarFeed);
  expect(response.statusCode).toBe(200);
  return (response.json() as CalendarFeedAddress).url;
}

function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events, byUid: new Map(events.map((event) => [event.uid, event])) };
}

async function feedOf(token: string) {
  const response = await fetchFeed(t.app, await makeAddress(token));
  expect(response.statusCode).toBe(200);
  return { response, ...parseFeed(response.body) };
}

// A district (A) whose names need escaping and folding, and another (B) that must never show.
const LONG_SCHOOL = 'Escuela Primaria “Núñez”, East Campus; Annex \\ Building 2';
const LONG_PROJECT = 'Bridge Engineering, Robotics; and Water Filtration — Advanced Level, Grades 6–8';
let alice: Person;
let bob: Person;
let carol: Person;
let manager: Person;
let aliceToken: string;
let bobToken: string;
let carolToken: string;
let managerToken: string;
const ids: Record<string, string> = {};

async function task(districtId: string, userId: string | null, values: Partial<typeof actionTasks.$inferInsert>) {
  const [row] = await db
    .insert(actionTasks)
    .values({ districtId, userId, title: 'Task', ...values })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  db = t.database.db;
  const districtA = await makeDistrict(db, { countEveryDays: 30 });
  const districtB = await makeDistrict(db, { countEveryDays: 30 });
  const schoolA = await makeSchool(db, districtA.id, { name: LONG_SCHOOL });
  const schoolB = await makeSchool(db, districtB.id);
  const projectA = await makeProject(db, schoolA, { name: LONG_PROJECT, createdAt: new Date('2031-01-01T10:00:00Z') });
  const projectB = await makeProject(db, schoolB, { createdAt: new Date('2031-01-01T10:00:00Z') });
  ids.projectA = projectA.id;
  ids.projectB = projectB.id;
  alice = await makePerson(db, { districtId: districtA.id });
  bob = await makePerson(db, { districtId: districtA.id });
  carol = await makePerson(db, { districtId: districtB.id });
  manager = await makePerson(db, { roles: ['SCHOOL_SUCCESS_MANAGER'], staffOf: [districtA.id] });

  // District A: a checkout of Alice's, one whose maker is gone (everyone's), one all returned.
  ids.aliceCheckout = (
    await insertOrder(db, { projectId: projectA.id, kind: 'checkout', status: 'Active', createdById: alice.id, returnDate: '2031-03-10' })
  ).id;
  ids.sharedCheckout = (
    await insertOrder(db, { projectId: projectA.id, kind: 'checkout', status: 'Active', createdById: null, returnDate: '2031-03-11' })
  ).id;
  ids.returnedCheckout = (
    await insertOrder(db, { projectId: projectA.id, kind: 'checkout', status: 'Active', createdById: alice.id, kits: 2, kitsReturned: 2 })
  ).id;
  // Alice's request, shipped and on its way.
  const shipped = await insertOrder(db, { projectId: projectA.id, kind: 'request', status: 'Shipped', createdById: alice.id });
  ids.delivery = shipped.id;
  const { eq } = await import('drizzle-orm');
  await db.update(kitOrders).set({ expectedArrival: '2031-03-12', carrier: 'UPS', trackingReference: '1Z999' }).where(eq(kitOrders.id, shipped.id));
  // Tasks: Alice's, the district's, one done, one with no due date.
  ids.aliceTask = await task(districtA.id, alice.id, { title: 'Plan the showcase, then invite parents; bring snacks', dueDate: '2031-03-13' });
  ids.sharedTask = await task(districtA.id, null, { title: 'Register educators', dueDate: '2031-03-14' });
  ids.doneTask = await task(districtA.id, null, { dueDate: '2031-03-15', completedAt: new Date() });
  ids.undatedTask = await task(districtA.id, null, {});
  // A quote waiting for the district's approval.
  const application = await makeApplication(db, districtA.id);
  const [blueprint] = await db
    .insert(blueprints)
    .values({
      applicationId: application.id,
      districtId: districtA.id,
      preparedFor: 'Cedar, Valley; Unified',
      quoteCents: 100_000,
      quoteIssuedOn: '2031-01-16',
      quoteExpiresAt: '2031-07-16',
      quoteRevision: 1,
    })
    .returning();
  ids.quote = blueprint!.id;
  // District B: Carol's checkout and task.
  ids.carolCheckout = (
    await insertOrder(db, { projectId: projectB.id, kind: 'checkout', status: 'Active', createdById: carol.id, returnDate: '2031-03-10' })
  ).id;
  ids.carolTask = await task(districtB.id, null, { dueDate: '2031-03-13' });

  [aliceToken, bobToken, carolToken, managerToken] = await Promise.all([alice, bob, carol, manager].map((person) => tokenFor(t.app, person)));
});
afterAll(() => t?.close());

const uid = (kind: string, id: string) => `${kind}-${id}@${HOST}`;

describe('the address', () => {
  it('is made, replaced (the old one then answers 404) and revoked (404 too)', async () => {
    const status = async () => (await call(bobToken, routes.calendarFeedStatus)).json() as CalendarFeedStatus;
    // Tests run in a shuffled order: another may have made Bob an address already.
    expect((await call(bobToken, routes.revokeCalendarFeed)).statusCode).toBe(204);
    expect(await status()).toEqual({ active: false, createdAt: null });

    const first = await makeAddress(bobToken);
    expect(first).toMatch(FEED_URL);
    expect((await fetchFeed(t.app, first)).statusCode).toBe(200);
    expect((await status()).active).toBe(true);

    const second = await makeAddress(bobToken);
    expect(second).toMatch(FEED_URL);
    expect(second).not.toBe(first);
    expect((await fetchFeed(t.app, first)).statusCode).toBe(404);
    expect((await fetchFeed(t.app, second)).statusCode).toBe(200);

    const revoked = await call(bobToken, routes.revokeCalendarFeed);
    expect(revoked.statusCode).toBe(204);
    expect((await fetchFeed(t.app, second)).statusCode).toBe(404);
    expect(await status()).toEqual({ active: false, createdAt: null });
    // Revoking again is harmless.
    expect((await call(bobToken, routes.revokeCalendarFeed)).statusCode).toBe(204);
  });

  it('stops answering while its person is deactivated, and answers again when they are back', async () => {
    const url = await makeAddress(carolToken);
    const setDeactivated = (at: Date | null) => db.update(users).set({ deactivatedAt: at }).where(eq(users.id, carol.id));
    await setDeactivated(new Date());
    expect((await fetchFeed(t.app, url)).statusCode).toBe(404);
    await setDeactivated(null);
    expect((await fetchFeed(t.app, url)).statusCode).toBe(200);
  });

  it('is only for someone signed in', async () => {
    expect((await apiCall(t.app, routes.makeCalendarFeed)).statusCode).toBe(401);
    expect((await apiCall(t.app, routes.revokeCalendarFeed)).statusCode).toBe(401);
    expect((await apiCall(t.app, routes.calendarFeedStatus)).statusCode).toBe(401);
  });

  it('answers 404 for a token never made, or a file name that is not one', async () => {
    for (const file of [`${'A'.repeat(43)}.ics`, 'nothing.ics', `${'A'.repeat(43)}.txt`, `${'A'.repeat(43)}`]) {
      const response = await apiCall(t.app, routes.calendarFeed, { params: { file }, remoteAddress: '10.9.9.1' });
      expect(response.statusCode, file).toBe(404);
    }
  });

  it('limits misses from one address (429 with Retry-After)', async () => {
    const miss = () => apiCall(t.app, routes.calendarFeed, { params: { file: `${'B'.repeat(43)}.ics` }, remoteAddress: '10.9.9.2' });
    for (let i = 0; i < 30; i += 1) expect((await miss()).statusCode).toBe(404);
    const refused = await miss();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
  });
});

describe("a district member's feed", () => {
  it('is private iCalendar that the parser reads, with the days that concern them', async () => {
    const { response, calendar, byUid } = await feedOf(aliceToken);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Hands-On Portal');
    expect([...byUid.keys()].sort()).toEqual(
      [
        uid('checkout', ids.aliceCheckout!),
        uid('checkout', ids.sharedCheckout!),
        uid('delivery', ids.delivery!),
        uid('task', ids.aliceTask!),
        uid('task', ids.sharedTask!),
        uid('quote', ids.quote!),
        uid('count', ids.projectA!),
      ].sort(),
    );
    const day = (kind: string, id: string) => {
      const event = byUid.get(uid(kind, id))!;
      expect(event.startDate.isDate).toBe(true);
      return event.startDate.toString();
    };
    expect(day('checkout', ids.aliceCheckout!)).toBe('2031-03-10');
    expect(day('delivery', ids.delivery!)).toBe('2031-03-12');
    expect(day('task', ids.aliceTask!)).toBe('2031-03-13');
    expect(day('quote', ids.quote!)).toBe('2031-07-16');
    // Never counted: due 30 days (the district's cadence) after the project's first day.
    expect(day('count', ids.projectA!)).toBe('2031-01-31');

    const checkout = byUid.get(uid('checkout', ids.aliceCheckout!))!;
    const returnLink = `${PUBLIC_URL}/projects/${ids.projectA}/return-kits?order=${ids.aliceCheckout}`;
    expect(checkout.description).toContain(returnLink);
    expect(checkout.component.getFirstPropertyValue('url')).toBe(returnLink);
    expect(byUid.get(uid('delivery', ids.delivery!))!.description).toContain('Tracking: UPS 1Z999');
    expect(byUid.get(uid('quote', ids.quote!))!.summary).toBe('Quote expires: Cedar, Valley; Unified');
  });

  it('escapes and folds long names with commas, semicolons and backslashes', async () => {
    const { response, byUid } = await feedOf(aliceToken);
    const lines = response.body.split('\r\n');
    expect(response.body.endsWith('\r\n')).toBe(true);
    expect(response.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    // The summary was long enough to be folded, and comes back whole.
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(byUid.get(uid('checkout', ids.aliceCheckout!))!.summary).toBe(`Return kits: Seeded class — ${LONG_PROJECT}, ${LONG_SCHOOL}`);
    expect(byUid.get(uid('task', ids.aliceTask!))!.summary).toBe('Task due: Plan the showcase, then invite parents; bring snacks');
    // Unfolded, the raw text shows each special character escaped.
    expect(response.body.replace(/\r\n /g, '')).toContain('Escuela Primaria “Núñez”\\, East Campus\\; Annex \\\\ Building 2');
  });

  it('leaves out what concerns a colleague, and everything of another district', async () => {
    const bobFeed = await feedOf(bobToken);
    expect(bobFeed.byUid.has(uid('checkout', ids.sharedCheckout!))).toBe(true);
    expect(bobFeed.byUid.has(uid('task', ids.sharedTask!))).toBe(true);
    expect(bobFeed.byUid.has(uid('checkout', ids.aliceCheckout!))).toBe(false);
    expect(bobFeed.byUid.has(uid('task', ids.aliceTask!))).toBe(false);
    expect(bobFeed.byUid.has(uid('delivery', ids.delivery!))).toBe(false);

    const carolFeed = await feedOf(carolToken);
    expect([...carolFeed.byUid.keys()].sort()).toEqual(
      [uid('checkout', ids.carolCheckout!), uid('task', ids.carolTask!), uid('count', ids.projectB!)].sort(),
    );
  });
});

describe("a programme staff member's feed", () => {
  it('holds returns, deliveries and quotes of their districts, without tasks or counts', async () => {
    const { byUid } = await feedOf(managerToken);
    expect([...byUid.keys()].sort()).toEqual(
      [uid('checkout', ids.aliceCheckout!), uid('checkout', ids.sharedCheckout!), uid('delivery', ids.delivery!), uid('quote', ids.quote!)].sort(),
    );
    // Staff links go to the fulfilment queue.
    expect(byUid.get(uid('delivery', ids.delivery!))!.component.getFirstPropertyValue('url')).toBe(
      `${PUBLIC_URL}/staff/kit-orders?order=${ids.delivery}`,
    );
  });
});
