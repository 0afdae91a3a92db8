// Counts that come due: staff set a district's cadence (PUT /staff/districts/{id}/count-schedule),
// GET /staff/count-freshness lists projects most overdue first, and the jobs runner adds one
// checklist task and sends one e-mail per due count (however often it runs), the task completing
// itself once the project is counted; the district's dashboard says which counts are due.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countScheduleMessages, type CountFreshnessList } from '@contract/count-schedule';
import type { DashboardSummary } from '@contract/dashboard';
import { utcDay } from '@contract/projects';
import { routes } from '@contract/routes';
import { actionTasks, activityLog, sentReminders } from '@server/db/schema';
import { createAppJobRunner } from '@server/jobs/app-jobs';
import { addDays } from '@server/jobs/schedule';
import { makeDistrict, makePerson, makeProject, makeSchool, tokenFor } from '../helpers/factories';
import { ADMIN, routeCaller, tokenOf } from '../helpers/kit-orders';
import { mailsTo } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: string;
const call = routeCaller(() => t.app);
const TODAY = utcDay();
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenOf(t.app, ADMIN);
});
afterAll(() => t.close());

const schedule = (districtId: string, body: unknown, token = admin) => call(token, routes.setCountSchedule, { params: { id: districtId }, body });

/** A district with one school, two members, and projects last counted `ages` days ago (null: never). */
async function world(ages: (number | null)[]) {
  const district = await makeDistrict(t.database.db);
  const school = await makeSchool(t.database.db, district.id);
  const people = [await makePerson(t.database.db, { districtId: district.id }), await makePerson(t.database.db, { districtId: district.id })];
  const made = [];
  for (const age of ages) {
    const at = age === null ? null : daysAgo(age);
    made.push(await makeProject(t.database.db, school, { kitsOnHand: 2, inventoryCountedAt: at, inventoryUpdatedAt: at, createdAt: daysAgo(5) }));
  }
  return { district, school, people, projects: made };
}

describe('a district’s count cadence', () => {
  it('is set by staff reaching the district, within 7–180 days or none, and logged', async () => {
    const { district, people } = await world([]);
    for (const everyDays of [6, 181, 30.5, '30', undefined]) {
      const response = await schedule(district.id, { everyDays });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'everyDays', message: countScheduleMessages.everyDaysInvalid }]);
    }
    const set = await schedule(district.id, { everyDays: 30 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ districtId: district.id, districtName: district.name, everyDays: 30 });
    expect((await schedule(district.id, { everyDays: null })).json().everyDays).toBeNull();
    const logged = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, district.id), eq(activityLog.action, 'count-schedule-set')));
    expect(logged.map((row) => row.after)).toEqual([{ everyDays: 30 }, { everyDays: null }]);

    // A manager reaches only their districts; a district's own people may not set it.
    const other = await makeDistrict(t.database.db);
    const manager = await makePerson(t.database.db, { roles: ['SCHOOL_SUCCESS_MANAGER'], staffOf: [district.id] });
    const managerToken = await tokenFor(t.app, manager);
    expect((await schedule(district.id, { everyDays: 14 }, managerToken)).statusCode).toBe(200);
    expect((await schedule(other.id, { everyDays: 14 }, managerToken)).statusCode).toBe(404);
    expect((await schedule('not-a-uuid', { everyDays: 14 })).statusCode).toBe(404);
    expect((await schedule(district.id, { everyDays: 14 }, await tokenFor(t.app, people[0]!))).statusCode).toBe(403);
  });
});

describe('count freshness', () => {
  it('lists the district’s projects most overdue first, with due dates and days overdue, paged', async () => {
    const { district, projects: made } = await world([10, 45, null, 31]);
    await schedule(district.id, { everyDays: 30 });
    const response = await call(admin, routes.staffCountFreshness, { query: { districtId: district.id, limit: 3 } });
    expect(response.statusCode).toBe(200);
    const list = response.json() as CountFreshnessList;
    expect(list.total).toBe(4);
    expect(list.items.map((item) => [item.project.id, item.daysOverdue])).toEqual([
      [made[1]!.id, 15],
      [made[3]!.id, 1],
      [made[0]!.id, -20],
    ]);
    // Never counted: due a cadence after the project was made (5 days ago), so last.
    const rest = (
      await call(admin, routes.staffCountFreshness, { query: { districtId: district.id, limit: 3, offset: 3 } })
    ).json() as CountFreshnessList;
    expect(rest.items.map((item) => [item.project.id, item.daysOverdue, item.lastCountedAt])).toEqual([[made[2]!.id, -25, null]]);
    expect(list.items[0]).toMatchObject({ dueDate: addDays(TODAY, -15), district: { id: district.id, everyDays: 30 } });
    expect(list.districts.find((d) => d.districtId === district.id)).toEqual({ districtId: district.id, districtName: district.name, everyDays: 30 });
    const bad = await call(admin, routes.staffCountFreshness, { query: { districtId: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('districtId');
  });
});

describe('due counts on the district side', () => {
  it('adds one task and sends one e-mail per person per due count, however often the job runs; a count completes the task', async () => {
    const { district, school, people, projects: made } = await world([40, 3]);
    await schedule(district.id, { everyDays: 30 });
    const tokens = [await tokenFor(t.app, people[0]!), await tokenFor(t.app, people[1]!)];
    // The second person turned this kind off.
    expect((await call(tokens[1]!, routes.updateReminderSetting, { body: { kind: 'count-due', enabled: false } })).statusCode).toBe(200);

    const runner = createAppJobRunner({ db: t.app.db, mailer: t.app.mailer, publicUrl: 'http://portal.test', log: t.app.log });
    await runner.runDue();
    await runner.runDue();

    const due = addDays(TODAY, -10);
    const tasks = await t.database.db
      .select()
      .from(actionTasks)
      .where(and(eq(actionTasks.districtId, district.id), like(actionTasks.sourceKey, 'count-due:%')));
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ sourceKey: `count-due:${made[0]!.id}:${due}`, kind: 'general', dueDate: due, completedAt: null });
    const mails = mailsTo(t.dataDir, people[0]!.email);
    expect(mails.map((m) => m.subject)).toEqual([`Kit count due: ${made[0]!.name}, ${school.name}`]);
    expect(mails[0]!.text).toContain(`http://portal.test/projects/counts/new?project=${made[0]!.id}`);
    expect(mailsTo(t.dataDir, people[1]!.email)).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(sentReminders)
        .where(like(sentReminders.key, `count-due:${made[0]!.id}:${due}:%`)),
    ).toHaveLength(1);

    const dashboard = (await call(tokens[0]!, routes.dashboardSummary)).json() as DashboardSummary;
    expect(dashboard.countsDue).toEqual([
      { projectId: made[0]!.id, projectName: made[0]!.name, schoolName: school.name, dueDate: due, daysOverdue: 10 },
    ]);

    const counted = await call(tokens[0]!, routes.onsiteInventory, { body: { projectId: made[0]!.id, kitsOnHand: 2 } });
    expect(counted.statusCode).toBe(200);
    const [task] = await t.database.db.select().from(actionTasks).where(eq(actionTasks.id, tasks[0]!.id));
    expect(task!.completedAt).not.toBeNull();
    expect(((await call(tokens[0]!, routes.dashboardSummary)).json() as DashboardSummary).countsDue).toEqual([]);
    // Counted today: nothing more is due, so another run adds no task and sends nothing.
    await runner.runDue();
    expect(
      await t.database.db
        .select()
        .from(actionTasks)
        .where(and(eq(actionTasks.districtId, district.id), like(actionTasks.sourceKey, 'count-due:%'))),
    ).toHaveLength(1);
    expect(mailsTo(t.dataDir, people[0]!.email)).toHaveLength(1);
  });
});
