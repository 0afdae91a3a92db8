// The review queue and acting on one application: filters, sort and paging, assignment with the
// assignee's districts checked, status moves (none by hand along the programme's steps),
// staff-only notes that never reach the district's answers, bulk assignment and the workload picker.
// The queue is the demo's: its counts, names and dates are what the filters are checked against.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityListSchema } from '@contract/activity';
import { assigneeListSchema, reviewListSchema, staffApplicationSchema, type ReviewList } from '@contract/applications-staff';
import { routes, type QueryValue } from '@contract/routes';
import { staffMessages } from '@contract/staff-messages';
import { ADMIN, callerFor, COORDINATOR, districtId, MANAGER, type Caller } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Query = Record<string, QueryValue | readonly QueryValue[]>;

let t: TestApp;
let admin: Caller;
let manager: Caller;
let coordinator: Caller;
let riverbend: string;
let harbor: string;

async function queue(caller: Caller, query: Query = {}): Promise<ReviewList> {
  const response = await caller.request(routes.staffApplications, { query });
  expect(response.statusCode, response.body).toBe(200);
  return reviewListSchema.parse(response.json());
}
const names = (list: ReviewList) => list.items.map((row) => row.applicantName);
const byName = async (name: string) => (await queue(admin, { search: name })).items[0]!;

/** A test app on the demo data with its three staff callers and two district ids. */
async function startApp() {
  t = await createTestApp();
  [admin, manager, coordinator] = await Promise.all([callerFor(t, ADMIN), callerFor(t, MANAGER), callerFor(t, COORDINATOR)]);
  riverbend = await districtId(admin, 'Riverbend');
  harbor = await districtId(admin, 'Harbor Point');
}

beforeAll(startApp);
afterAll(() => t.close());

describe('GET /staff/applications', () => {
  it('lists every application for an admin and only the assigned district for a manager, with assignee names', async () => {
    // The staff console's twelve demo applications and the blueprint demo's two.
    const all = await queue(admin);
    expect(all.total).toBe(14);
    expect(new Set(all.items.map((row) => row.district.name)).size).toBe(3);
    const mine = await queue(manager, { limit: 50 });
    expect(mine.total).toBe(6);
    expect(mine.items.every((row) => row.district.id === riverbend)).toBe(true);
    expect(mine.items.find((row) => row.applicantName === 'Alicia Gomez')!.assignedAdmin).toEqual({ id: manager.userId, name: 'Renee Alvarez' });
    expect(mine.items.find((row) => row.applicantName === 'Nadia Rahman')!.assignedAdmin).toBeNull();
  });

  it('pages 15 by default, newest first, with limit and offset', async () => {
    const first = await queue(admin, { limit: 10 });
    const second = await queue(admin, { limit: 10, offset: 10 });
    expect([first.items.length, second.items.length, first.total]).toEqual([10, 4, 14]);
    const dates = [...first.items, ...second.items].map((row) => row.applicationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await queue(admin)).items).toHaveLength(14);
  });

  it('filters by statuses, assignee (or "Not assigned yet"), district, date range and search', async () => {
    const fresh = await queue(admin, { status: ['New', 'Building Blueprint'] });
    expect(fresh.items.every((row) => row.status === 'New' || row.status === 'Building Blueprint')).toBe(true);
    expect(fresh.total).toBe(9);
    const unassigned = await queue(admin, { assignee: 'none' });
    expect(unassigned.items.every((row) => row.assignedAdmin === null)).toBe(true);
    expect(unassigned.total).toBe(5);
    expect((await queue(admin, { assignee: manager.userId })).total).toBe(3);
    expect((await queue(admin, { districtId: harbor })).total).toBe(6);
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    expect(names(await queue(admin, { dateFrom: monthAgo, dateTo: today, sort: 'applicant' }))).toEqual([
      'Alex Morgan',
      'Alicia Gomez',
      'Grace Whitaker',
      'Luis Serrano',
      'Marcus Bell',
      'Nadia Rahman',
      'Sofia Lindqvist',
    ]);
    const gomez = await byName('gomez');
    expect(names(await queue(admin, { search: `#${gomez.applicationNumber}` }))).toEqual(['Alicia Gomez']);
    expect(names(await queue(admin, { search: 'harbor point', status: 'Program Completed' }))).toEqual(['Beatrice Nwosu']);
    // The assignee's name is searched too, and a manager's search stays inside their district.
    expect((await queue(manager, { search: 'Marcus Reyes' })).items.map((row) => row.district.id)).toEqual([riverbend]);
  });

  it('sorts by status in the workflow order and by assignee with the unassigned first', async () => {
    const statuses = (await queue(admin, { sort: 'status' })).items.map((row) => row.status);
    expect(statuses.indexOf('Program Completed')).toBeGreaterThan(statuses.lastIndexOf('New'));
    expect(statuses[0]).toBe('New');
    const assignees = (await queue(admin, { sort: 'assignee' })).items.map((row) => row.assignedAdmin?.name ?? null);
    expect(assignees.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(assignees.slice(5)).toEqual([...assignees.slice(5)].sort());
  });

  it('refuses bad filters with 400 naming the field', async () => {
    for (const [query, field] of [
      [{ status: 'Approved' }, 'status.0'],
      [{ assignee: 'somebody' }, 'assignee'],
      [{ sort: 'random' }, 'sort'],
      [{ districtId: '12' }, 'districtId'],
      [{ dateFrom: '2026-05-02', dateTo: '2026-05-01' }, 'dateTo'],
      [{ limit: 500 }, 'limit'],
    ] as const) {
      const response = await admin.request(routes.staffApplications, { query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().errors[0].field, JSON.stringify(query)).toBe(field);
    }
  });
});

/** PATCH /staff/applications/:id as `caller`. */
const update = (caller: Caller, id: string, body: object) => caller.request(routes.updateStaffApplication, { params: { id }, body });

describe('acting on one application', () => {
  it('shows staff the application with its notes and the allowed moves; another district is 404 for a manager', async () => {
    const rahman = await byName('Rahman');
    const response = await manager.request(routes.staffApplication, { params: { id: rahman.id } });
    expect(response.statusCode).toBe(200);
    const body = staffApplicationSchema.parse(response.json());
    expect(body.allowedStatuses).toEqual(['Waitlisted', 'Declined', 'Withdrawn']);
    expect(body.notes[0]!.body).toContain('Title IV-A');
    const whitaker = await byName('Whitaker');
    expect((await manager.request(routes.staffApplication, { params: { id: whitaker.id } })).statusCode).toBe(404);
    expect((await update(manager, whitaker.id, { status: 'Building Blueprint' })).statusCode).toBe(404);
    expect((await admin.request(routes.staffApplication, { params: { id: 'not-a-uuid' } })).statusCode).toBe(404);
  });

  it('assigns to an admin or a manager of the district, and refuses anyone else', async () => {
    const bell = await byName('Bell');
    const assigned = await update(manager, bell.id, { assignedAdminId: manager.userId });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(staffApplicationSchema.parse(assigned.json()).application.assignedAdmin).toEqual({ id: manager.userId, name: 'Renee Alvarez' });

    const whitaker = await byName('Whitaker');
    const outside = await update(admin, whitaker.id, { assignedAdminId: manager.userId });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toEqual([{ field: 'assignedAdminId', message: 'Renee Alvarez does not look after this district' }]);
    const notStaff = await update(admin, whitaker.id, { assignedAdminId: coordinator.userId });
    expect(notStaff.json().errors[0]).toEqual({ field: 'assignedAdminId', message: 'Choose an admin or school success manager from the list' });

    const back = await update(admin, bell.id, { assignedAdminId: null });
    expect(staffApplicationSchema.parse(back.json()).application.assignedAdmin).toBeNull();
    expect((await update(admin, bell.id, {})).statusCode).toBe(400);
  });

  it("refuses every manual move along the programme's steps: they follow the blueprint", async () => {
    const follows = { field: 'status', message: staffMessages.statusFollowsBlueprint };
    const serrano = await byName('Serrano');
    for (const status of ['Building Blueprint', 'Blueprint Created', 'Program Completed'] as const) {
      const refused = await update(admin, serrano.id, { status, assignedAdminId: manager.userId });
      expect(refused.statusCode, status).toBe(400);
      expect(refused.json().errors).toEqual([follows]);
    }
    // Nothing was written, the assignment asked for alongside included.
    const after = staffApplicationSchema.parse((await admin.request(routes.staffApplication, { params: { id: serrano.id } })).json());
    expect(after.application.status).toBe('New');
    expect(after.application.assignedAdmin?.id ?? null).toBe(serrano.assignedAdmin?.id ?? null);

    const nwosu = await byName('Nwosu');
    const final = await update(admin, nwosu.id, { status: 'Blueprint Created', note: 'x' });
    expect(final.json().errors).toEqual([follows]);
    const gomez = await byName('Gomez');
    expect((await update(admin, gomez.id, { status: 'Blueprint Created' })).json().errors).toEqual([follows]);
  });
});

describe('staff notes stay with staff', () => {
  it("never appear in the district's answers, while visible moves do", async () => {
    // The coordinator's own application, with a note and a status move from staff.
    const demo = await byName('Whitfield');
    const secret = 'Budget office hinted they may cut the matching share next year.';
    expect((await admin.request(routes.addApplicationNote, { params: { id: demo.id }, body: { body: secret } })).statusCode).toBe(201);
    expect((await update(admin, demo.id, { assignedAdminId: admin.userId, note: 'Closed out after the final report.' })).statusCode).toBe(200);

    const answers = await Promise.all([
      coordinator.request(routes.application, { params: { id: demo.id } }),
      coordinator.request(routes.myApplications, { body: {} }),
      coordinator.request(routes.dashboardSummary),
      coordinator.request(routes.applicationActivity, { params: { id: demo.id } }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('Budget office');
      expect(answer.body).not.toContain('final report');
      expect(answer.body).not.toContain('note');
    }
    const visible = activityListSchema.parse(answers[3]!.json());
    expect(visible.items.some((entry) => entry.action === 'status-changed')).toBe(true);
    expect(visible.items.some((entry) => entry.action === 'assigned')).toBe(false);
    expect(visible.items.every((entry) => entry.visibility === 'district')).toBe(true);
    expect(visible.items.some((entry) => entry.action === 'funds-allocated')).toBe(true);

    // Another district's history is not found, like the application.
    const whitaker = await byName('Whitaker');
    expect((await coordinator.request(routes.applicationActivity, { params: { id: whitaker.id } })).statusCode).toBe(404);
  });

  it('refuses an empty note', async () => {
    const demo = await byName('Whitfield');
    const response = await admin.request(routes.addApplicationNote, { params: { id: demo.id }, body: { body: '   ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({ field: 'body', message: 'Note is required' });
  });
});

describe('bulk assignment and the workload picker', () => {
  // A database of their own: assigning every unassigned row of the manager's district would change
  // the demo queue that the listing tests count, whichever runs first.
  let shared: [TestApp, Caller, Caller, Caller, string, string];
  beforeAll(async () => {
    shared = [t, admin, manager, coordinator, riverbend, harbor];
    await startApp();
  });
  afterAll(async () => {
    await t.close();
    [t, admin, manager, coordinator, riverbend, harbor] = shared;
  });

  const assign = (caller: Caller, body: object) => caller.request(routes.bulkAssignApplications, { body });

  it('assigns the selected rows together, all or nothing', async () => {
    const unassigned = await queue(manager, { assignee: 'none' });
    const ids = unassigned.items.map((row) => row.id);
    expect(ids.length).toBeGreaterThan(0);
    const whitaker = await byName('Whitaker');

    const refused = await assign(manager, { applicationIds: [...ids, whitaker.id], assignedAdminId: manager.userId });
    expect(refused.statusCode).toBe(400);
    expect((await queue(manager, { assignee: 'none' })).total).toBe(ids.length);

    const done = await assign(manager, { applicationIds: ids, assignedAdminId: manager.userId });
    expect(done.json()).toEqual({ updated: ids.length });
    expect((await queue(manager, { assignee: 'none' })).total).toBe(0);
    const again = await assign(manager, { applicationIds: ids, assignedAdminId: manager.userId });
    expect(again.json()).toEqual({ updated: 0 });

    const empty = await assign(manager, { applicationIds: [], assignedAdminId: null });
    expect(empty.json().errors[0]).toEqual({ field: 'applicationIds', message: 'Select at least one application' });
  });

  it("shows each person's open workload, and for a district only who may take it", async () => {
    const open = async (caller: Caller, query: Query = {}) =>
      assigneeListSchema.parse((await caller.request(routes.staffAssignees, { query })).json()).items;
    const everyone = await open(manager);
    const reyes = everyone.find((a) => a.name === 'Marcus Reyes')!;
    const alvarez = everyone.find((a) => a.name === 'Renee Alvarez')!;
    expect(reyes).toMatchObject({ role: 'ADMIN', districtIds: null });
    expect(alvarez).toMatchObject({ role: 'SCHOOL_SUCCESS_MANAGER', districtIds: [riverbend] });
    const assignedTo = async (id: string) => (await queue(admin, { assignee: id, status: ['New', 'Building Blueprint', 'Blueprint Created'] })).total;
    expect(alvarez.openApplications).toBe(await assignedTo(manager.userId));
    expect(reyes.openApplications).toBe(await assignedTo(admin.userId));
    expect((await open(admin, { districtId: harbor })).map((a) => a.name)).toEqual(['Marcus Reyes']);
  });
});
