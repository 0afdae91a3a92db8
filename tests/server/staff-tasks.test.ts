// Checklist tasks from the staff console: a task for a district or one of its people appears in
// their My Checklist; the resource rules; a manager keeps to their districts; edits and deletes
// reach the checklist and the activity log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionTaskListSchema, staffTaskListSchema, staffTaskSchema } from '../../src/contract/action-tasks';
import { activityListSchema } from '../../src/contract/activity';
import { districtPeopleSchema } from '../../src/contract/staff-directory';
import { ADMIN, callerFor, COORDINATOR, districtId, MANAGER, type Caller } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: Caller;
let manager: Caller;
let coordinator: Caller;
let cedar: string;
let riverbend: string;

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const checklistTitles = async () =>
  actionTaskListSchema.parse((await coordinator.call('GET', '/action-tasks?limit=50')).json()).items.map((task) => task.title);

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, coordinator] = await Promise.all([callerFor(t, ADMIN), callerFor(t, MANAGER), callerFor(t, COORDINATOR)]);
  cedar = await districtId(admin, 'Cedar Valley');
  riverbend = await districtId(admin, 'Riverbend');
});
afterAll(() => t.close());

describe('creating tasks', () => {
  it("puts a district-wide task and a personal task into the coordinator's checklist", async () => {
    const people = districtPeopleSchema.parse((await admin.call('GET', `/staff/districts/${cedar}/people`)).json()).items;
    const dana = people.find((p) => p.email === 'coordinator@example.org')!;
    expect(dana.name).toBe('Dana Whitfield');

    const everyone = await admin.call('POST', '/staff/action-tasks', {
      districtId: cedar,
      title: 'Send the spring schedule',
      description: 'Dates of every kit unit per school.',
      kind: 'general',
      isRequired: true,
      dueDate: dayFromToday(14),
    });
    expect(everyone.statusCode, everyone.body).toBe(201);
    expect(staffTaskSchema.parse(everyone.json())).toMatchObject({ assignee: null, district: { id: cedar }, status: 'Pending', isRequired: true });

    const resources = (await admin.call('GET', '/resources?type=project')).json().items as { id: string; name: string }[];
    const personal = await admin.call('POST', '/staff/action-tasks', {
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
    const workshops = (await admin.call('GET', '/resources?type=workshop')).json().items as { id: string }[];
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
      const response = await admin.call('POST', '/staff/action-tasks', { districtId: cedar, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[0], JSON.stringify(body)).toEqual({ field, message });
    }
  });

  it('keeps a manager to their own districts', async () => {
    const outside = await manager.call('POST', '/staff/action-tasks', { districtId: cedar, title: 'x', kind: 'general' });
    expect(outside.json().errors).toEqual([{ field: 'districtId', message: 'Choose a district from the list' }]);
    expect((await manager.call('GET', `/staff/districts/${cedar}/people`)).statusCode).toBe(404);
    const own = await manager.call('POST', '/staff/action-tasks', { districtId: riverbend, title: 'Pick a kickoff date', kind: 'general' });
    expect(own.statusCode).toBe(201);
    const listed = staffTaskListSchema.parse((await manager.call('GET', '/staff/action-tasks?limit=50')).json());
    expect(listed.items.every((task) => task.district.id === riverbend)).toBe(true);
    expect(listed.items.map((task) => task.title)).toEqual(['Pick a kickoff date']);
    const cedarTask = staffTaskListSchema.parse((await admin.call('GET', `/staff/action-tasks?districtId=${cedar}`)).json()).items[0]!;
    expect((await manager.call('PATCH', `/staff/action-tasks/${cedarTask.id}`, { title: 'y' })).statusCode).toBe(404);
    expect((await manager.call('DELETE', `/staff/action-tasks/${cedarTask.id}`)).statusCode).toBe(404);
  });
});

describe('editing and deleting', () => {
  it('edits reach the checklist, deletes take the task out of it, and the log keeps both', async () => {
    const created = staffTaskSchema.parse(
      (await admin.call('POST', '/staff/action-tasks', { districtId: cedar, title: 'Book the maker lab', kind: 'general' })).json(),
    );
    const edited = await admin.call('PATCH', `/staff/action-tasks/${created.id}`, {
      title: 'Book the maker lab visit',
      isRequired: true,
      dueDate: dayFromToday(-1),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Book the maker lab visit', isRequired: true, isOverdue: true });
    expect(await checklistTitles()).toContain('Book the maker lab visit');
    const overdue = staffTaskListSchema.parse((await admin.call('GET', `/staff/action-tasks?status=overdue&districtId=${cedar}&limit=50`)).json());
    expect(overdue.items.map((task) => task.title)).toContain('Book the maker lab visit');
    expect(overdue.items.every((task) => task.isOverdue)).toBe(true);

    // A general task becomes a resource task with its type, and back (dropping the resource).
    const asResource = await admin.call('PATCH', `/staff/action-tasks/${created.id}`, { kind: 'resource', resourceType: 'onsite-field-trip' });
    expect(asResource.json()).toMatchObject({ kind: 'resource', resourceType: 'onsite-field-trip' });
    const asGeneral = await admin.call('PATCH', `/staff/action-tasks/${created.id}`, { kind: 'general' });
    expect(asGeneral.json()).toMatchObject({ kind: 'general', resourceType: null });

    expect((await admin.call('DELETE', `/staff/action-tasks/${created.id}`)).statusCode).toBe(204);
    expect(await checklistTitles()).not.toContain('Book the maker lab visit');
    expect((await admin.call('PATCH', `/staff/action-tasks/${created.id}`, { title: 'z' })).statusCode).toBe(404);

    const log = activityListSchema.parse((await admin.call('GET', `/staff/activity?entityType=action-task&entityId=${created.id}`)).json());
    expect(log.items.map((entry) => entry.action)).toEqual(['task-deleted', 'task-updated', 'task-updated', 'task-updated', 'task-created']);
    expect(log.items[3]).toMatchObject({
      before: { title: 'Book the maker lab', isRequired: false },
      after: { isRequired: true },
    });
    expect(log.items[0]!.subject).toBe('Book the maker lab visit');
  });
});
