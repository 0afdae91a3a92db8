// Reminders and notices as durable jobs: each is e-mailed once, at its time (the clock is moved,
// never waited for), only while the thing still needs it, and never to someone who turned that kind
// off. Also the reminder settings (GET/PATCH /users/me/reminders).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { utcDay } from '@contract/projects';
import { reminderMessages, type ReminderSettings } from '@contract/reminders';
import { blueprints, jobs, sentReminders } from '@server/db/schema';
import { planReminders } from '@server/features/reminders/planner';
import { createAppJobRunner } from '@server/jobs/app-jobs';
import type { JobRunner } from '@server/jobs/runner';
import { addDays } from '@server/jobs/schedule';
import { routes } from '@contract/routes';
import { apiCall } from '../helpers/api-call';
import { ADMIN, coordinatorProject, insertOrder, routeCaller, tokenOf } from '../helpers/kit-orders';
import { mailsTo, type ReceivedMail } from '../helpers/mail';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';

const COORDINATOR_EMAIL = 'coordinator@example.org';
const TODAY = utcDay();

let t: TestApp;
let coordinator: string;
let coordinatorId: string;
let admin: string;
let now: Date;
let runner: JobRunner;
let shelfId: string;
/** What the first run at TODAY sent the coordinator: the demo's reminders already due. */
let demoDue: Awaited<ReturnType<typeof run>>;
const call = routeCaller(() => t.app);

const setClock = (day: string, time = '06:00') => (now = new Date(`${day}T${time}:00.000Z`));
const newMails = (address: string, before: ReceivedMail[]) => mailsTo(t.dataDir, address).slice(before.length);
/** Runs what is due and answers the e-mails it sent to `address`. */
async function run(address = COORDINATOR_EMAIL) {
  const before = mailsTo(t.dataDir, address);
  const summary = await runner.runDue();
  return { summary, mails: newMails(address, before) };
}

beforeAll(async () => {
  setClock(TODAY);
  // The app's clock is the test's: staff moves queue their notices at the time the runner sees.
  t = await createTestApp({ clock: () => now });
  const session = await signIn(t.app);
  coordinator = session.token.accessToken;
  coordinatorId = session.user.id;
  admin = await tokenOf(t.app, ADMIN);
  // A shelf of 10 kits for the class checkouts below.
  shelfId = (await coordinatorProject(t.database.db, 'bridge-engineering', 10, 'Cedar Valley High School')).id;
  runner = createAppJobRunner({ db: t.app.db, mailer: t.app.mailer, publicUrl: 'http://portal.test', log: t.app.log, clock: () => now });
  // The demo's reminders due today go out on the first run, before any test: each test's runs then
  // send only what that test set up.
  demoDue = await run();
});
afterAll(() => t.close());
beforeEach(() => setClock(TODAY));

async function checkout(name: string, returnOffset: number) {
  const response = await call(coordinator, routes.requestKits, {
    body: {
      kind: 'checkout',
      projectId: shelfId,
      checkoutName: name,
      startDate: addDays(TODAY, -20),
      returnDate: addDays(TODAY, returnOffset),
      totalStudents: 1,
      groupSize: 'one-to-one',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; projectId: string; orderNumber: number };
}

describe('checklist reminders', () => {
  it('sends the overdue task of the demo once, the day-before reminder when due tomorrow, then its overdue one', async () => {
    const first = demoDue;
    expect(first.mails.map((m) => m.subject)).toEqual(['Checklist task overdue: Register educators for the PD workshop']);
    expect(first.mails[0]!.text).toContain('http://portal.test/checklist');
    expect(first.mails[0]!.text).toContain('It is a required task.');
    expect((await run()).mails).toEqual([]);

    // "Count kits on hand: Solar Car Challenge" is due in 7 days: the day before, then after.
    setClock(addDays(TODAY, 5));
    expect((await run()).mails).toEqual([]);
    setClock(addDays(TODAY, 6));
    expect((await run()).mails.map((m) => m.subject)).toEqual(['Checklist task due tomorrow: Count kits on hand: Solar Car Challenge']);
    setClock(addDays(TODAY, 8));
    expect((await run()).mails.map((m) => m.subject)).toEqual(['Checklist task overdue: Count kits on hand: Solar Car Challenge']);
    setClock(addDays(TODAY, 9));
    expect((await run()).mails).toEqual([]);
  });
});

describe('checkout reminders', () => {
  it('reminds two days before the Return Date and again once it has passed, and stops when the kits are back', async () => {
    const order = await checkout('Due soon class', 2);
    const soon = await run();
    expect(soon.mails.map((m) => m.subject)).toEqual([`Kits due back on ${dueLabel(addDays(TODAY, 2))}: Due soon class`]);
    expect(soon.mails[0]!.text).toContain(`http://portal.test/projects/${order.projectId}/return-kits?order=${order.id}`);
    expect(soon.mails[0]!.text).toContain(`Order number: K-${order.orderNumber}`);
    setClock(addDays(TODAY, 3));
    const late = await run();
    expect(late.mails.map((m) => m.subject)).toEqual(['Kits overdue: Due soon class']);
    const rows = await t.database.db.select().from(sentReminders).where(eq(sentReminders.subjectId, order.id));
    expect(rows.map((r) => [r.kind, r.userId]).sort()).toEqual([
      ['checkout-due-soon', coordinatorId],
      ['checkout-overdue', coordinatorId],
    ]);
  });

  it('does nothing when the checkout was settled between planning and sending', async () => {
    const order = await checkout('Settled class', -1);
    expect(await planReminders(t.app.db, now)).toBeGreaterThan(0);
    await call(coordinator, routes.returnKits, { body: { orderId: order.id, kits: 1 } });
    const { summary, mails } = await run();
    expect(mails).toEqual([]);
    expect(summary.outcomes.settled).toBe(1);
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `checkout-overdue:${order.id}:${addDays(TODAY, -1)}:${coordinatorId}`));
    expect(job).toMatchObject({ status: 'done', outcome: 'settled' });
  });
});

describe('turning a kind off', () => {
  it('stops that kind for that person, even one already queued, and turning it on again resumes it', async () => {
    const queuedBefore = await checkout('Queued before opting out', -2);
    await planReminders(t.app.db, now);
    const setReminder = (kind: string, enabled: boolean) => call(coordinator, routes.updateReminderSetting, { body: { kind, enabled } });
    const off = await setReminder('checkout-overdue', false);
    expect(off.statusCode).toBe(200);
    expect((off.json() as ReminderSettings).items).toContainEqual({ kind: 'checkout-overdue', enabled: false });

    const plannedAfter = await checkout('Late while opted out', -3);
    const { summary, mails } = await run();
    expect(mails).toEqual([]);
    expect(summary.outcomes['opted-out']).toBe(1);
    // Not even queued while off.
    const keys = (await t.database.db.select({ key: jobs.key }).from(jobs)).map((r) => r.key);
    expect(keys.some((k) => k.startsWith(`checkout-overdue:${plannedAfter.id}`))).toBe(false);

    await setReminder('checkout-overdue', true);
    const resumed = await run();
    expect(resumed.mails.map((m) => m.subject)).toEqual(['Kits overdue: Late while opted out']);
    // The one refused while off stays refused: each reminder is decided once.
    expect(resumed.mails.some((m) => m.subject === 'Kits overdue: Queued before opting out')).toBe(false);
    const [refused] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `checkout-overdue:${queuedBefore.id}:${addDays(TODAY, -2)}:${coordinatorId}`));
    expect(refused).toMatchObject({ status: 'done', outcome: 'opted-out' });
  });
});

describe('kit request notices', () => {
  // These e-mails are now the order-moved notice's (features/notifications), in the same words; the
  // choice that silences them is the notice's delivery ('in-app'), the old 'order-updates' switch is gone.
  it('mails the requester when staff approve, decline or ship, unless they chose the portal only', async () => {
    const project = await coordinatorProject(t.database.db, 'micro-robots', 0);
    const order = await insertOrder(t.database.db, { projectId: project.id, status: 'Requested', kits: 3, createdById: coordinatorId });
    const move = (id: string, body: object) => call(admin, routes.moveKitOrder, { params: { id }, body });
    const setDelivery = (delivery: string) => call(coordinator, routes.updateNotificationSetting, { body: { kind: 'order-moved', delivery } });
    await move(order.id, { status: 'Approved', version: 1 });
    await move(order.id, {
      status: 'Shipped',
      version: 2,
      carrier: 'UPS',
      trackingReference: '1Z<b>42',
      expectedArrival: addDays(TODAY, 3),
    });
    const { mails } = await run();
    expect(mails.map((m) => m.subject)).toEqual(['Kit request approved: Coding with Micro Robots', 'Kits shipped: Coding with Micro Robots']);
    expect(mails[1]!.text).toContain('Tracking reference: 1Z<b>42');
    expect(mails.every((m) => m.text.includes(`Order number: K-${order.orderNumber}`))).toBe(true);
    expect(mails[1]!.html).toContain('1Z&lt;b&gt;42');
    expect(mails[1]!.text).toContain(`Expected arrival: ${dueLabel(addDays(TODAY, 3))}`);

    // Approved in part: the e-mail says how many of the kits asked for, and why.
    const part = await insertOrder(t.database.db, { projectId: project.id, status: 'Requested', kits: 4, createdById: coordinatorId });
    await move(part.id, { status: 'Approved', version: 1, kits: 2, reason: 'Two kits are out for repair' });
    const inPart = (await run()).mails;
    expect(inPart.map((m) => m.subject)).toEqual(['Kit request approved in part: Coding with Micro Robots']);
    expect(inPart[0]!.text).toContain('approved 2 kits of your request for 4 kits of Coding with Micro Robots');
    expect(inPart[0]!.text).toContain('Kits approved: 2 of 4');
    expect(inPart[0]!.text).toContain('Reason: Two kits are out for repair');

    expect((await setDelivery('in-app')).statusCode).toBe(200);
    const other = await insertOrder(t.database.db, { projectId: project.id, status: 'Requested', kits: 1, createdById: coordinatorId });
    await move(other.id, { status: 'Declined', version: 1, reason: 'Out of stock' });
    expect((await run()).mails).toEqual([]);
    expect((await setDelivery('email')).statusCode).toBe(200);
  });
});

describe('quotes', () => {
  it('reminds the primary contact of a quote expiring within 14 days while the blueprint awaits approval', async () => {
    const [blueprint] = await t.database.db.select().from(blueprints).limit(1);
    await t.database.db
      .update(blueprints)
      .set({ approval: 'Needs approval', approvedAt: null, approvedById: null, quoteExpiresAt: addDays(TODAY, 15) })
      .where(eq(blueprints.id, blueprint!.id));
    expect((await run()).mails).toEqual([]);
    setClock(addDays(TODAY, 1));
    const { mails } = await run();
    expect(mails.map((m) => m.subject)).toEqual([`Your quote expires on ${dueLabel(addDays(TODAY, 15))}`]);
    expect(mails[0]!.text).toContain(`http://portal.test/blueprints/${blueprint!.id}`);
  });
});

describe('the staff digest', () => {
  it('goes to programme staff once a day from 07:00 UTC, only when something waits', async () => {
    // A class checkout past its Return Date, for the digest to count (its own reminder to the
    // coordinator goes out with the first run below).
    await checkout('Overdue for the digest', -1);
    const before = await run(ADMIN.email);
    expect(before.mails).toEqual([]);
    setClock(TODAY, '07:30');
    // The same hour also brings the admin's digest of notices (features/notifications): told apart by subject.
    const { mails: all } = await run(ADMIN.email);
    const mails = all.filter((m) => m.subject.startsWith('Programme digest for '));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/Overdue returns: [1-9]/);
    expect(mails[0]!.text).toContain('http://portal.test/staff/kit-orders');
    setClock(TODAY, '15:00');
    expect((await run(ADMIN.email)).mails.filter((m) => m.subject.startsWith('Programme digest'))).toEqual([]);
    // District people never get it.
    expect(mailsTo(t.dataDir, COORDINATOR_EMAIL).some((m) => m.subject.startsWith('Programme digest'))).toBe(false);
  });
});

describe('reminder settings', () => {
  it('lists the kinds that concern each person, all on by default, and refuses others', async () => {
    const fresh = await signIn(t.app, { email: 'new@example.org', password: 'Demo-pass1' });
    const mine = (await call(fresh.token.accessToken, routes.reminderSettings)).json() as ReminderSettings;
    // 'order-updates' is no longer offered: the order-moved notice's e-mail took its place.
    expect(mine.items.map((i) => i.kind)).toEqual([
      'checkout-due-soon',
      'checkout-overdue',
      'task-due-soon',
      'task-overdue',
      'quote-expiring',
      'count-due',
      'outcome-report-due-soon',
      'outcome-report-overdue',
    ]);
    expect(mine.items.every((i) => i.enabled)).toBe(true);
    expect((await call(admin, routes.reminderSettings)).json()).toEqual({ items: [{ kind: 'staff-digest', enabled: true }] });

    const update = (body: object) => call(coordinator, routes.updateReminderSetting, { body });
    const wrongKind = await update({ kind: 'staff-digest', enabled: false });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().errors).toEqual([{ field: 'kind', message: reminderMessages.kindInvalid }]);
    const noSuch = await update({ kind: 'spam', enabled: false });
    expect(noSuch.json().errors).toEqual([{ field: 'kind', message: reminderMessages.kindInvalid }]);
    const noValue = await update({ kind: 'task-overdue' });
    expect(noValue.json().errors).toEqual([{ field: 'enabled', message: reminderMessages.enabledRequired }]);
    expect((await apiCall(t.app, routes.reminderSettings)).statusCode).toBe(401);
  });
});

/** D MMM YYYY, as the e-mails write dates. */
function dueLabel(day: string) {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${months[m - 1]} ${y}`;
}
