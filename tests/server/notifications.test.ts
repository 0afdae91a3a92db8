// Notifications: notices written in the transaction of the change, to the people it concerns and
// never its actor; the bell's list, reading and read-all; each person's delivery choices; the
// e-mail sent once by the jobs runner and the daily digest (the clock is moved, never waited for).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PAGE_SIZE, notificationMessages } from '@contract/notifications-messages';
import type { Notification, NotificationList, NotificationSettings } from '@contract/notifications';
import { utcDay } from '@contract/projects';
import { routes } from '@contract/routes';
import { applications, blueprints, notifications, projects, users } from '@server/db/schema';
import { addComment } from '@server/features/blueprints/comments-service';
import { planReminders } from '@server/features/reminders/planner';
import { createAppJobRunner } from '@server/jobs/app-jobs';
import type { JobRunner } from '@server/jobs/runner';
import { addDays } from '@server/jobs/schedule';
import { ADMIN, addPerson, assignDistrict, coordinatorProject, districtNamed, insertOrder, routeCaller, tokenOf } from '../helpers/kit-orders';
import { mailsTo, type ReceivedMail } from '../helpers/mail';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';

const PASSWORD = 'Notice-pass1';
const COORDINATOR_EMAIL = 'coordinator@example.org';

let t: TestApp;
let now: Date;
let runner: JobRunner;
let coordinator: string;
let coordinatorId: string;
let admin: string;
let cedarId: string;
let riverbendId: string;
let blueprintId: string;
let applicationId: string;
/** Staff: the application's assignee, a manager of the district, a manager of another district. */
const staff = { assignee: { id: '', token: '' }, inScope: { id: '', token: '' }, outside: { id: '', token: '' } };
let teacher = { id: '', token: '' };
const call = routeCaller(() => t.app);

const realNow = () => new Date(Date.now() + 60_000);
const list = async (token: string, query: Record<string, string> = {}) => {
  const response = await call(token, routes.notifications, { query });
  expect(response.statusCode).toBe(200);
  return response.json() as NotificationList;
};
const about = async (token: string, entityLink: string) => (await list(token)).items.filter((n) => n.link === entityLink);
const comment = (token: string, text: string) => call(token, routes.addBlueprintComment, { params: { id: blueprintId }, body: { comment: text } });
const newMails = (address: string, before: ReceivedMail[]) => mailsTo(t.dataDir, address).slice(before.length);
async function run(address: string) {
  const before = mailsTo(t.dataDir, address);
  await runner.runDue();
  return newMails(address, before);
}
const setAssignee = (id: string | null) => t.database.db.update(applications).set({ assignedAdminId: id }).where(eq(applications.id, applicationId));

beforeAll(async () => {
  now = realNow();
  t = await createTestApp({ clock: () => now });
  runner = createAppJobRunner({ db: t.app.db, mailer: t.app.mailer, publicUrl: 'http://portal.test', log: t.app.log, clock: () => now });
  const session = await signIn(t.app);
  coordinator = session.token.accessToken;
  coordinatorId = session.user.id;
  admin = await tokenOf(t.app, ADMIN);
  const db = t.database.db;
  cedarId = (await districtNamed(db, 'Cedar Valley Unified School District')).id;
  riverbendId = (await districtNamed(db, 'Riverbend County Schools')).id;
  const [blueprint] = await db.select().from(blueprints).where(eq(blueprints.districtId, cedarId)).limit(1);
  blueprintId = blueprint!.id;
  applicationId = blueprint!.applicationId;
  for (const [name, districtId] of [
    ['assignee', cedarId],
    ['inScope', cedarId],
    ['outside', riverbendId],
  ] as const) {
    const email = `notice-${name.toLowerCase()}@example.org`;
    const id = await addPerson(db, email, PASSWORD, { roles: ['SCHOOL_SUCCESS_MANAGER'] });
    await assignDistrict(db, id, districtId);
    staff[name] = { id, token: await tokenOf(t.app, { email, password: PASSWORD }) };
  }
  const teacherId = await addPerson(db, 'notice-teacher@example.org', PASSWORD, { districtId: cedarId });
  teacher = { id: teacherId, token: await tokenOf(t.app, { email: 'notice-teacher@example.org', password: PASSWORD }) };
  // The demo's own notices and mails go out first, so each test sees only its own.
  await runner.runDue();
});
afterAll(() => t.close());
beforeEach(() => {
  now = realNow();
});

describe('who hears of a change', () => {
  it('tells the application’s assignee of a district comment, and nobody else', async () => {
    await setAssignee(staff.assignee.id);
    const link = `/blueprints/${blueprintId}`;
    const before = {
      admin: (await about(admin, link)).length,
      inScope: (await about(staff.inScope.token, link)).length,
      outside: (await about(staff.outside.token, link)).length,
    };
    expect((await comment(coordinator, 'Can the robots come\n in March?')).statusCode).toBe(201);

    const [notice] = await about(staff.assignee.token, link);
    expect(notice).toMatchObject({
      kind: 'district-comment',
      body: 'Can the robots come in March?',
      districtId: cedarId,
      actorName: expect.any(String),
      readAt: null,
    });
    expect(notice!.title).toMatch(/^Cedar Valley Unified School District commented on “.+”$/);
    expect((await about(admin, link)).length).toBe(before.admin);
    expect((await about(staff.inScope.token, link)).length).toBe(before.inScope);
    expect((await about(staff.outside.token, link)).length).toBe(before.outside);
    // The author hears nothing of their own comment.
    expect((await about(coordinator, link)).filter((n) => n.kind === 'district-comment')).toEqual([]);
  });

  it('tells every admin and the district’s managers when the application has no assignee, not a manager elsewhere', async () => {
    await setAssignee(null);
    const link = `/blueprints/${blueprintId}`;
    const count = async (token: string) => (await about(token, link)).length;
    const before = await Promise.all([admin, staff.inScope.token, staff.outside.token, staff.assignee.token].map(count));
    expect((await comment(teacher.token, 'Who brings the batteries?')).statusCode).toBe(201);
    const after = await Promise.all([admin, staff.inScope.token, staff.outside.token, staff.assignee.token].map(count));
    // The former assignee still manages the district, so hears as one of its managers.
    expect(after.map((n, i) => n - before[i]!)).toEqual([1, 1, 0, 1]);
    expect((await about(staff.inScope.token, link))[0]!.body).toBe('Who brings the batteries?');
  });

  it('tells the district of a staff comment, not the staff member who wrote it', async () => {
    const link = `/blueprints/${blueprintId}`;
    const mine = (await about(admin, link)).length;
    expect((await comment(admin, 'Yes, March works.')).statusCode).toBe(201);
    for (const token of [coordinator, teacher.token]) {
      const [notice] = await about(token, link);
      expect(notice).toMatchObject({ kind: 'staff-comment', body: 'Yes, March works.' });
      expect(notice!.title).toMatch(/ commented on “.+”$/);
    }
    expect((await about(admin, link)).length).toBe(mine);
  });

  it('tells the requester of a staff move, not the mover nor the rest of the district', async () => {
    const project = await coordinatorProject(t.database.db, 'micro-robots', 0, 'Cedar Valley High School');
    const order = await insertOrder(t.database.db, { projectId: project.id, status: 'Requested', kits: 2, createdById: coordinatorId });
    const moved = await call(admin, routes.moveKitOrder, {
      params: { id: order.id },
      body: { status: 'Declined', version: 1, reason: 'Out of stock' },
    });
    expect(moved.statusCode).toBe(200);
    const link = `/projects/orders?project=${project.id}&order=${order.id}`;
    const [notice] = await about(coordinator, link);
    expect(notice).toMatchObject({ kind: 'order-moved', body: 'Out of stock' });
    expect(notice!.title).toMatch(/^K-\d+ declined: Coding with Micro Robots for Cedar Valley High School$/);
    expect(await about(teacher.token, link)).toEqual([]);
    expect((await list(admin)).items.some((n) => n.link.includes(order.id))).toBe(false);
  });

  it('tells nobody deactivated', async () => {
    const link = `/blueprints/${blueprintId}`;
    const setDeactivated = (at: Date | null) => t.database.db.update(users).set({ deactivatedAt: at }).where(eq(users.id, teacher.id));
    const before = (await t.database.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, teacher.id))).length;
    await setDeactivated(now);
    expect((await comment(admin, 'Only for those still here.')).statusCode).toBe(201);
    const after = (await t.database.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, teacher.id))).length;
    expect(after).toBe(before);
    expect((await about(coordinator, link))[0]!.body).toBe('Only for those still here.');
    await setDeactivated(null);
  });

  it('tells only the assignee of a task assigned to them', async () => {
    const created = await call(admin, routes.createStaffActionTask, {
      body: { districtId: cedarId, title: 'Book the bus', kind: 'general', userId: teacher.id, dueDate: addDays(utcDay(now), 3) },
    });
    expect(created.statusCode).toBe(201);
    const [notice] = (await list(teacher.token)).items.filter((n) => n.kind === 'task-assigned');
    expect(notice).toMatchObject({ title: 'Task assigned to you: Book the bus', link: '/checklist' });
    expect((await list(coordinator)).items.some((n) => n.title === 'Task assigned to you: Book the bus')).toBe(false);
  });

  it('makes no notice when the change is rolled back', async () => {
    const [me] = await t.database.db.select().from(users).where(eq(users.id, teacher.id));
    const before = await t.database.db.select({ id: notifications.id }).from(notifications);
    await expect(
      t.database.db.transaction(async (tx) => {
        await addComment(tx, { userId: me!.id, districtId: cedarId, allDistricts: false, roles: me!.roles, staff: null }, blueprintId, 'Never said');
        throw new Error('the change fails after its activity entry');
      }),
    ).rejects.toThrow('the change fails');
    const after = await t.database.db.select({ id: notifications.id }).from(notifications);
    expect(after.length).toBe(before.length);
  });

  it('tells staff once of a checkout past its Return Date', async () => {
    await setAssignee(staff.assignee.id);
    const project = await coordinatorProject(t.database.db, 'bridge-engineering', 6, 'Cedar Valley High School');
    // The project's work belongs to the blueprint's application, whose assignee hears of it.
    await t.database.db.update(projects).set({ blueprintId }).where(eq(projects.id, project.id));
    const order = await insertOrder(t.database.db, {
      projectId: project.id,
      kind: 'checkout',
      status: 'Active',
      kits: 2,
      createdById: coordinatorId,
      returnDate: addDays(utcDay(now), -1),
    });
    await planReminders(t.app.db, now);
    await planReminders(t.app.db, now);
    const link = `/staff/kit-orders?order=${order.id}`;
    const notices = await about(staff.assignee.token, link);
    expect(notices.map((n) => [n.kind, n.actorName])).toEqual([['return-overdue', null]]);
    expect(await about(admin, link)).toEqual([]);
  });
});

describe('the bell', () => {
  it('lists newest first a page at a time, marks one read or unread, then all', async () => {
    // Enough notices for two pages.
    for (let i = 0; i < NOTIFICATIONS_PAGE_SIZE + 2; i++) expect((await comment(admin, `Note ${i}`)).statusCode).toBe(201);
    const first = await list(teacher.token);
    expect(first.items).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.items[0]!.body).toBe(`Note ${NOTIFICATIONS_PAGE_SIZE + 1}`);
    expect(first.nextBefore).toBe(first.items.at(-1)!.id);
    const second = await list(teacher.token, { before: first.nextBefore! });
    expect(second.items.length).toBeGreaterThan(0);
    expect(second.items.some((n) => first.items.some((m) => m.id === n.id))).toBe(false);
    expect(second.items[0]!.body).toBe('Note 1');
    expect(first.unread).toBe(first.items.length + second.items.length);

    const target = first.items[0]!;
    const read = await call(teacher.token, routes.updateNotification, { params: { id: target.id }, body: { read: true } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ item: { id: target.id, readAt: expect.any(String) }, unread: first.unread - 1 });
    const again = await call(teacher.token, routes.updateNotification, { params: { id: target.id }, body: { read: true } });
    expect((again.json() as { item: Notification }).item.readAt).toBe((read.json() as { item: Notification }).item.readAt);
    const unread = await call(teacher.token, routes.updateNotification, { params: { id: target.id }, body: { read: false } });
    expect(unread.json()).toMatchObject({ item: { readAt: null }, unread: first.unread });

    const all = await call(teacher.token, routes.readAllNotifications);
    expect(all.json()).toEqual({ marked: first.unread, unread: 0 });
    expect((await list(teacher.token)).unread).toBe(0);
  });

  it('answers 404 for another person’s notice and 400 naming a bad field', async () => {
    // Tests run in a shuffled order: give the coordinator a notice of their own first.
    expect((await comment(admin, 'A notice for the coordinator.')).statusCode).toBe(201);
    const [theirs] = (await list(coordinator)).items;
    const other = await call(teacher.token, routes.updateNotification, { params: { id: theirs!.id }, body: { read: true } });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(notificationMessages.notFound);
    expect((await call(teacher.token, routes.updateNotification, { params: { id: 'nope' }, body: { read: true } })).statusCode).toBe(404);
    const noRead = await call(teacher.token, routes.updateNotification, { params: { id: theirs!.id }, body: {} });
    expect(noRead.statusCode).toBe(400);
    expect(noRead.json().errors).toEqual([{ field: 'read', message: notificationMessages.readRequired }]);
    // Someone else's notice is no cursor for my list either.
    const cursor = await call(teacher.token, routes.notifications, { query: { before: theirs!.id } });
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().errors).toEqual([{ field: 'before', message: notificationMessages.cursorInvalid }]);
    expect((await call('', routes.notifications)).statusCode).toBe(401);
  });
});

describe('delivery', () => {
  it('lists the kinds of each person’s roles with their defaults and refuses others, naming the field', async () => {
    const mine = (await call(teacher.token, routes.notificationSettings)).json() as NotificationSettings;
    expect(mine.items).toEqual(
      ['order-moved', 'task-assigned', 'staff-comment', 'quote-issued', 'application-status', 'outcome-report-reviewed'].map((kind) => ({
        kind,
        delivery: 'email',
      })),
    );
    const staffSettings = (await call(admin, routes.notificationSettings)).json() as NotificationSettings;
    expect(staffSettings.items).toEqual(
      [
        'district-comment',
        'blueprint-approved',
        'order-cancelled',
        'delivery-confirmed',
        'count-conflict',
        'return-overdue',
        'outcome-report-submitted',
      ].map((kind) => ({
        kind,
        delivery: 'digest',
      })),
    );

    const update = (body: object) => call(teacher.token, routes.updateNotificationSetting, { body });
    const wrongSide = await update({ kind: 'district-comment', delivery: 'email' });
    expect(wrongSide.statusCode).toBe(400);
    expect(wrongSide.json().errors).toEqual([{ field: 'kind', message: notificationMessages.kindInvalid }]);
    const noSuch = await update({ kind: 'task-assigned', delivery: 'pigeon' });
    expect(noSuch.json().errors).toEqual([{ field: 'delivery', message: notificationMessages.deliveryInvalid }]);
    const ok = await update({ kind: 'task-assigned', delivery: 'digest' });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as NotificationSettings).items).toContainEqual({ kind: 'task-assigned', delivery: 'digest' });
    await update({ kind: 'task-assigned', delivery: 'email' });
  });

  it('e-mails a notice once through the jobs runner', async () => {
    await run(COORDINATOR_EMAIL);
    expect((await comment(admin, 'The quote is ready for you.')).statusCode).toBe(201);
    const mails = await run(COORDINATOR_EMAIL);
    expect(mails.map((m) => m.subject)).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/ commented on “.+”$/);
    expect(mails[0]!.text).toContain('The quote is ready for you.');
    expect(mails[0]!.text).toContain(`http://portal.test/blueprints/${blueprintId}`);
    expect(await run(COORDINATOR_EMAIL)).toEqual([]);

    // Chosen 'in-app': the next one stays in the portal.
    await call(coordinator, routes.updateNotificationSetting, { body: { kind: 'staff-comment', delivery: 'in-app' } });
    expect((await comment(admin, 'Quiet one.')).statusCode).toBe(201);
    expect(await run(COORDINATOR_EMAIL)).toEqual([]);
    expect((await list(coordinator)).items[0]!.body).toBe('Quiet one.');
    await call(coordinator, routes.updateNotificationSetting, { body: { kind: 'staff-comment', delivery: 'email' } });
  });

  it('gathers a day’s digest notices into one e-mail, leaving out those already read', async () => {
    await setAssignee(staff.assignee.id);
    const email = 'notice-assignee@example.org';
    // The staff digest of the reminders goes out at the same hour; these are the notices' own.
    const runNotices = async () => (await run(email)).filter((m) => !m.subject.startsWith('Programme digest'));
    await call(staff.assignee.token, routes.readAllNotifications);
    // Anything waiting from earlier tests goes out first.
    now = new Date(`${addDays(utcDay(realNow()), 1)}T07:30:00.000Z`);
    await runNotices();

    for (const text of ['First question', 'Second question', 'Third question']) expect((await comment(coordinator, text)).statusCode).toBe(201);
    const third = (await about(staff.assignee.token, `/blueprints/${blueprintId}`))[0]!;
    expect(third.body).toBe('Third question');
    await call(staff.assignee.token, routes.updateNotification, { params: { id: third.id }, body: { read: true } });
    // Digest, not e-mail: nothing before the digest's hour.
    now = new Date(`${addDays(utcDay(realNow()), 2)}T06:00:00.000Z`);
    expect(await runNotices()).toEqual([]);

    now = new Date(`${addDays(utcDay(realNow()), 2)}T07:30:00.000Z`);
    const mails = await runNotices();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Your notices for .+: 2 notices$/);
    expect(mails[0]!.text).toContain('First question');
    expect(mails[0]!.text).toContain('Second question');
    expect(mails[0]!.text).not.toContain('Third question');
    now = new Date(`${addDays(utcDay(realNow()), 2)}T09:00:00.000Z`);
    expect(await runNotices()).toEqual([]);
    // Told apart from the district: the coordinator got none of these.
    expect(mailsTo(t.dataDir, COORDINATOR_EMAIL).some((m) => m.subject.startsWith('Your notices'))).toBe(false);
  });
});
