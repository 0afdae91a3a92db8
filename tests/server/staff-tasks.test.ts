// Checklist tasks from the staff console: a task for a district or one of its people appears in
// their My Checklist; the resource rules; a manager keeps to their districts; edits and deletes
// reach the checklist and the activity log. The tasks go to a district of the tests' own and its
// member; the demo manager keeps to the one district they look after.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionTaskListSchema, staffTaskListSchema, staffTaskSchema } from '@contract/action-tasks';
import { activityListSchema } from '@contract/activity';
import { routes, type QueryValue } from '@contract/routes';
import { districtPeopleSchema, staffDistrictListSchema } from '@contract/staff-directory';
import { users } from '@server/db/schema';
import { apiCall } from '../helpers/api-call';
import { makeDistrictWorld } from '../helpers/factories';
import { ADMIN, callerFor, MANAGER, type Caller } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: Caller;
let manager: Caller;
/** The tests' own district and its member, whose checklist the tasks reach. */
let world: Awaited<ReturnType<typeof makeDistrictWorld>>;
let cedar: string;
let riverbend: string;

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const checklistTitles = async () =>
  actionTaskListSchema
    .parse((await apiCall(t.app, routes.actionTasks, { query: { limit: 50 }, token: world.token })).json())
    .items.map((task) => task.title);
const createTask = (caller: Caller, body: object) => caller.request(routes.createStaffActionTask, { body });
const staffTasks = async (caller: Caller, query: Record<string, QueryValue>) =>
  staffTaskListSchema.parse((await caller.request(routes.staffActionTasks, { query })).json());

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager] = await Promise.all([callerFor(t, ADMIN), callerFor(t, MANAGER)]);
  world = await makeDistrictWorld(t.app, t.database.db);
  await t.database.db.update(users).set({ firstName: 'Dana', lastName: 'Whitfield' }).where(eq(users.id, world.person.id));
  cedar = world.district.id;
  // The one district the demo manager looks after (Riverbend).
  const theirs = staffDistrictListSchema.parse((await manager.request(routes.staffDistricts)).json()).items;
  expect(theirs).toHaveLength(1);
  riverbend = theirs[0]!.id;
});
afterAll(() => t.close());

describe('creating tasks', () => {
  it("puts a district-wide task and a personal task into the coordinator's checklist", async () => {
    const people = districtPeopleSchema.parse((await admin.request(routes.staffDistrictPeople, { params: { id: cedar } })).json()).items;
    const dana = people.find((p) => p.email === world.person.email)!;
    expect(dana.name).toBe('Dana Whitfield');

    const everyone = await createTask(admin, {
      districtId: cedar,
      title: 'Send the spring schedule',
      description: 'Dates of every kit unit per school.',
      kind: 'general',
      isRequired: true,
      dueDate: dayFromToday(14),
    });
    expect(everyone.statusCode, everyone.body).toBe(201);
    expect(staffTaskSchema.parse(everyone.json())).toMatchObject({ assignee: null, district: { id: cedar }, status: 'Pending', isRequired: true });

    const resources = (await admin.request(routes.resources, { query: { type: 'project' } })).json().items as { id: string; name: string }[];
    const personal = await createTask(admin, {
      districtId: cedar,
      userId: dana.id,
      title: 'Count the micro robots',
      kind: 'resource',
      resourceType: 'project',
      resourceId: resources[0]!.id,
      dueDate: '',
    });
    expect(personal.statusCode, personal.body).toBe(201);
    expect(personal.json()).toMatchObject({ assignee: { id: dana.id, name: 'Dana Whitfield' }, resource: { id: resources[0]!.id }, dueDate: null });

    expect(await checklistTitles()).toEqual(expect.arrayContaining(['Send the spring schedule', 'Count the micro robots']));
  });

  it('refuses what the checklist cannot hold, naming the field', async () => {
    const workshops = (await admin.request(routes.resources, { query: { type: 'workshop' } })).json().items as { id: string }[];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '  ', kind: 'general' }, 'title', 'Title is required'],
      [{ title: 'x', kind: 'resource' }, 'resourceType', 'Choose the kind of resource the task is about'],
      [{ title: 'x', kind: 'resource', resourceType: 'project', resourceId: workshops[0]!.id }, 'resourceId', 'Choose a resource of the chosen kind'],
      [{ title: 'x', kind: 'general', resourceType: 'project' }, 'resourceId', 'Choose general or resource task'],
      [{ title: 'x', kind: 'general', userId: manager.userId }, 'userId', 'Choose a person of the chosen district'],
      [{ title: 'x', kind: 'general', dueDate: '2100-01-01' }, 'dueDate', 'Date must be no later than 12/31/2099'],
      [{ title: 'x', kind: 'chore' }, 'kind', 'Choose general or resource task'],
    ];
    for (const [body, field, message] of cases) {
      const response = await createTask(admin, { districtId: cedar, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[0], JSON.stringify(body)).toEqual({ field, message });
    }
  });

  it('keeps a manager to their own districts', async () => {
    const outside = await createTask(manager, { districtId: cedar, title: 'x', kind: 'general' });
    expect(outside.json().errors).toEqual([{ field: 'districtId', message: 'Choose a district from the list' }]);
    expect((await manager.request(routes.staffDistrictPeople, { params: { id: cedar } })).statusCode).toBe(404);
    const own = await createTask(manager, { districtId: riverbend, title: 'Pick a kickoff date', kind: 'general' });
    expect(own.statusCode).toBe(201);
    const listed = await staffTasks(manager, { limit: 50 });
    expect(listed.items.every((task) => task.district.id === riverbend)).toBe(true);
    // Riverbend's own (its seeded outcome report's task among them), and the one just added.
    expect(listed.items.map((task) => task.title)).toContain('Pick a kickoff date');
    const cedarTask = staffTaskSchema.parse((await createTask(admin, { districtId: cedar, title: 'Not for the manager', kind: 'general' })).json());
    expect((await manager.request(routes.updateStaffActionTask, { params: { id: cedarTask.id }, body: { title: 'y' } })).statusCode).toBe(404);
    expect((await manager.request(routes.deleteStaffActionTask, { params: { id: cedarTask.id } })).statusCode).toBe(404);
  });
});

describe('editing and deleting', () => {
  it('edits reach the checklist, deletes take the task out of it, and the log keeps both', async () => {
    const created = staffTaskSchema.parse((await createTask(admin, { districtId: cedar, title: 'Book the maker lab', kind: 'general' })).json());
    const update = (body: object) => admin.request(routes.updateStaffActionTask, { params: { id: created.id }, body });
    const edited = await update({
      title: 'Book the maker lab visit',
      isRequired: true,
      dueDate: dayFromToday(-1),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Book the maker lab visit', isRequired: true, isOverdue: true });
    expect(await checklistTitles()).toContain('Book the maker lab visit');
    const overdue = await staffTasks(admin, { status: 'overdue', districtId: cedar, limit: 50 });
    expect(overdue.items.map((task) => task.title)).toContain('Book the maker lab visit');
    expect(overdue.items.every((task) => task.isOverdue)).toBe(true);

    // A general task becomes a resource task with its type, and back (dropping the resource).
    const asResource = await update({ kind: 'resource', resourceType: 'onsite-field-trip' });
    expect(asResource.json()).toMatchObject({ kind: 'resource', resourceType: 'onsite-field-trip' });
    const asGeneral = await update({ kind: 'general' });
    expect(asGeneral.json()).toMatchObject({ kind: 'general', resourceType: null });

    expect((await admin.request(routes.deleteStaffActionTask, { params: { id: created.id } })).statusCode).toBe(204);
    expect(await checklistTitles()).not.toContain('Book the maker lab visit');
    expect((await update({ title: 'z' })).statusCode).toBe(404);

    const log = activityListSchema.parse(
      (await admin.request(routes.staffActivity, { query: { entityType: 'action-task', entityId: created.id } })).json(),
    );
    expect(log.items.map((entry) => entry.action)).toEqual(['task-deleted', 'task-updated', 'task-updated', 'task-updated', 'task-created']);
    expect(log.items[3]).toMatchObject({
      before: { title: 'Book the maker lab', isRequired: false },
      after: { isRequired: true },
    });
    expect(log.items[0]!.subject).toBe('Book the maker lab visit');
  });
});
