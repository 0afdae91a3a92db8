// People and roles: the staff People list and its filters and CSV, role changes and who may make
// them, deactivation ending every session at once (access and refresh tokens refused on the next
// request, sign-in refused with a clear message, history kept), reactivation, the last admin, and
// what a person leaves open to hand over.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peopleListSchema, personDetailSchema } from '@contract/people';
import { peopleMessages } from '@contract/people-messages';
import { routes, type QueryValue } from '@contract/routes';
import { actionTasks, activityLog, kitOrders, staffDistricts, users } from '@server/db/schema';
import { apiCall } from '../helpers/api-call';
import { makeDistrict, makePerson, makeProject, makeSchool, type Person } from '../helpers/factories';
import { ADMIN, callerFor, MANAGER, type Caller } from '../helpers/staff';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: Caller;
let manager: Caller;
/** A district the demo manager looks after, with one district member. */
let managed: { districtId: string; member: Person };

const list = async (caller: Caller, query: Record<string, QueryValue> = {}) => {
  const response = await caller.request(routes.staffPeople, { query: { limit: 50, ...query } });
  expect(response.statusCode, response.body).toBe(200);
  return peopleListSchema.parse(response.json());
};
const patch = (caller: Caller, id: string, body: object) => caller.request(routes.updateStaffPerson, { params: { id }, body });
const me = (token: string) => apiCall(t.app, routes.me, { token });
const refresh = (refreshToken: string) => apiCall(t.app, routes.refresh, { body: { refreshToken } });

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager] = await Promise.all([callerFor(t, ADMIN), callerFor(t, MANAGER)]);
  const district = await makeDistrict(t.database.db);
  await t.database.db.insert(staffDistricts).values({ userId: manager.userId, districtId: district.id });
  managed = { districtId: district.id, member: await makePerson(t.database.db, { districtId: district.id }) };
});
afterAll(() => t.close());

describe('GET /staff/people', () => {
  it('filters by role, district, state and last sign-in, and a manager sees only their districts’ staff', async () => {
    const db = t.database.db;
    const harbor = await makeDistrict(db);
    const other = await makeDistrict(db);
    const teacher = await makePerson(db, { districtId: harbor.id, email: 'harbor.teacher@example.test' });
    const away = await makePerson(db, { districtId: harbor.id, email: 'harbor.away@example.test' });
    const looker = await makePerson(db, { roles: ['SCHOOL_SUCCESS_MANAGER'], staffOf: [harbor.id], email: 'harbor.manager@example.test' });
    await makePerson(db, { districtId: other.id, email: 'elsewhere@example.test' });
    await signIn(t.app, teacher);
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, away.id));

    const inHarbor = await list(admin, { districtId: harbor.id });
    expect(inHarbor.items.map((p) => p.email).sort()).toEqual([away.email, looker.email, teacher.email].sort());
    expect(inHarbor.items.find((p) => p.id === looker.id)).toMatchObject({ role: 'SCHOOL_SUCCESS_MANAGER', managedDistricts: [{ id: harbor.id }] });
    expect((await list(admin, { districtId: harbor.id, role: 'USER' })).items.map((p) => p.id).sort()).toEqual([teacher.id, away.id].sort());
    expect((await list(admin, { districtId: harbor.id, state: 'deactivated' })).items.map((p) => p.id)).toEqual([away.id]);
    expect((await list(admin, { districtId: harbor.id, state: 'active', role: 'USER' })).items.map((p) => p.id)).toEqual([teacher.id]);
    const recent = await list(admin, { districtId: harbor.id, lastSignIn: '7d' });
    expect(recent.items.map((p) => p.id)).toEqual([teacher.id]);
    expect(recent.items[0]!.lastSignInAt).not.toBeNull();
    expect((await list(admin, { districtId: harbor.id, lastSignIn: 'never' })).items.map((p) => p.id).sort()).toEqual([away.id, looker.id].sort());
    expect((await list(admin, { search: 'harbor.tea' })).items.map((p) => p.id)).toEqual([teacher.id]);
    const admins = await list(admin, { role: 'ADMIN' });
    expect(admins.items.map((p) => p.email)).toContain('admin@example.org');
    expect(admins.items.every((p) => p.role === 'ADMIN')).toBe(true);

    // The manager sees none of Harbor's people, and no programme staff.
    const managerView = await list(manager);
    expect(managerView.items.some((p) => p.district?.id === harbor.id)).toBe(false);
    expect(managerView.items.every((p) => p.role === 'USER')).toBe(true);
    expect(managerView.items.map((p) => p.id)).toContain(managed.member.id);
    const hidden = await manager.request(routes.staffPerson, { params: { id: teacher.id } });
    expect(hidden.statusCode).toBe(404);
  });

  it('names the field of a bad filter', async () => {
    const response = await admin.request(routes.staffPeople, { query: { role: 'OWNER', lastSignIn: 'yesterday' } });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['lastSignIn', 'role']);
  });

  it('downloads the filtered list as CSV', async () => {
    const db = t.database.db;
    const district = await makeDistrict(db, { name: 'Csv Valley District' });
    const person = await makePerson(db, { districtId: district.id, email: 'csv.person@example.test' });
    await db.update(users).set({ firstName: '=Eve', lastName: 'Ng' }).where(eq(users.id, person.id));
    const response = await admin.request(routes.exportPeople, { query: { districtId: district.id } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/people-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Email,Role,District,School,Districts looked after,State,Last sign-in,Added');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^'=Eve Ng,csv\.person@example\.test,District or school staff,Csv Valley District,,,Active,,\d{4}-\d{2}-\d{2}$/);
  });
});

describe('PATCH /staff/people/{id}: roles', () => {
  it('lets an admin make a person a manager of chosen districts, and back', async () => {
    const db = t.database.db;
    const [north, south] = [await makeDistrict(db), await makeDistrict(db)];
    const person = await makePerson(db, { districtId: north.id });
    const made = await patch(admin, person.id, { role: 'SCHOOL_SUCCESS_MANAGER', districtIds: [north.id, south.id] });
    expect(made.statusCode, made.body).toBe(200);
    const detail = personDetailSchema.parse(made.json());
    expect(detail.person.role).toBe('SCHOOL_SUCCESS_MANAGER');
    expect(detail.person.managedDistricts.map((d) => d.id).sort()).toEqual([north.id, south.id].sort());
    // Their new abilities apply from the next request: the staff console opens.
    const token = (await signIn(t.app, person)).token.accessToken;
    expect((await apiCall(t.app, routes.staffPeople, { token })).statusCode).toBe(200);

    const back = await patch(admin, person.id, { role: 'USER' });
    expect(personDetailSchema.parse(back.json()).person).toMatchObject({ role: 'USER', managedDistricts: [] });
    expect((await apiCall(t.app, routes.staffPeople, { token })).statusCode).toBe(403);
    const logged = await db.select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.entityId, person.id));
    expect(logged.map((row) => row.action)).toEqual(expect.arrayContaining(['person-role-changed', 'person-districts-changed']));
  });

  it('refuses roles and districts from a manager, districts for a non-manager, unknown districts and an unknown role', async () => {
    const db = t.database.db;
    const riverbendPerson = managed.member;
    const byManager = await patch(manager, riverbendPerson.id, { role: 'ADMIN' });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().errors).toEqual([{ field: 'role', message: peopleMessages.rolesAdminOnly }]);
    const districtsByManager = await patch(manager, riverbendPerson.id, { districtIds: [] });
    expect(districtsByManager.statusCode).toBe(403);
    expect(districtsByManager.json().errors[0].field).toBe('districtIds');

    const person = await makePerson(db, { districtId: (await makeDistrict(db)).id });
    const forUser = await patch(admin, person.id, { districtIds: [(await makeDistrict(db)).id] });
    expect(forUser.statusCode).toBe(400);
    expect(forUser.json().errors).toEqual([{ field: 'districtIds', message: peopleMessages.districtIdsOnlyForManagers }]);
    const unknown = await patch(admin, person.id, { role: 'SCHOOL_SUCCESS_MANAGER', districtIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'districtIds', message: peopleMessages.districtIdsInvalid }]);
    const badRole = await patch(admin, person.id, { role: 'OWNER' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().errors[0].field).toBe('role');
    const nothing = await patch(admin, person.id, {});
    expect(nothing.statusCode).toBe(400);
    // Nothing was changed by the refused calls.
    const [row] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, person.id));
    expect(row!.roles).toEqual(['USER']);
  });

  it('refuses anyone deactivating themselves or changing their own role', async () => {
    const self = await patch(admin, admin.userId, { active: false });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toEqual([{ field: 'active', message: peopleMessages.notYourself }]);
    const selfRole = await patch(admin, admin.userId, { role: 'USER' });
    expect(selfRole.statusCode).toBe(400);
    expect(selfRole.json().errors).toEqual([{ field: 'role', message: peopleMessages.notYourself }]);
  });
});

describe('PATCH /staff/people/{id}: deactivation', () => {
  let person: Person;
  let session: Awaited<ReturnType<typeof signIn>>;
  let checkoutId: string;

  beforeAll(async () => {
    const db = t.database.db;
    const district = await makeDistrict(db);
    const school = await makeSchool(db, district.id);
    const project = await makeProject(db, school, { kitsOnHand: 5 });
    person = await makePerson(db, { districtId: district.id });
    session = await signIn(t.app, person);
    const [order] = await db
      .insert(kitOrders)
      .values({
        projectId: project.id,
        kind: 'checkout',
        status: 'Active',
        kitsNeeded: 3,
        kitsReturned: 1,
        startDate: '2026-01-05',
        returnDate: '2026-02-05',
        checkoutName: 'Period 3',
        createdById: person.id,
      })
      .returning({ id: kitOrders.id });
    checkoutId = order!.id;
    await db.insert(actionTasks).values([
      { districtId: district.id, userId: person.id, title: 'Label the kits', dueDate: '2026-03-01' },
      { districtId: district.id, userId: person.id, title: 'Done already', completedAt: new Date() },
    ]);
  });

  it('lists the open checkouts and tasks to hand over', async () => {
    const response = await admin.request(routes.staffPerson, { params: { id: person.id } });
    expect(response.statusCode, response.body).toBe(200);
    const detail = personDetailSchema.parse(response.json());
    expect(detail.handover.checkouts).toEqual([expect.objectContaining({ id: checkoutId, kitsOut: 2, returnDate: '2026-02-05' })]);
    expect(detail.handover.tasks).toEqual([expect.objectContaining({ title: 'Label the kits', dueDate: '2026-03-01' })]);
  });

  it('refuses the access and refresh tokens from the next request and sign-in, keeps the history, and reactivation lets them back', async () => {
    expect((await me(session.token.accessToken)).statusCode).toBe(200);
    const off = await patch(admin, person.id, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(personDetailSchema.parse(off.json()).person).toMatchObject({ active: false });

    expect((await me(session.token.accessToken)).statusCode).toBe(401);
    expect((await refresh(session.token.refreshToken)).statusCode).toBe(401);
    const signInAgain = await apiCall(t.app, routes.signIn, { body: { email: person.email, password: person.password } });
    expect(signInAgain.statusCode).toBe(403);
    expect(signInAgain.json().message).toBe(peopleMessages.accountDeactivated);
    // A wrong password still says only that the credentials are wrong.
    const wrong = await apiCall(t.app, routes.signIn, { body: { email: person.email, password: 'Not-the-one1' } });
    expect(wrong.statusCode).toBe(401);

    // History intact: the order and the tasks are still theirs.
    const [order] = await t.database.db.select({ createdById: kitOrders.createdById }).from(kitOrders).where(eq(kitOrders.id, checkoutId));
    expect(order!.createdById).toBe(person.id);
    expect((await list(admin, { state: 'deactivated' })).items.map((p) => p.id)).toContain(person.id);

    const on = await patch(admin, person.id, { active: true });
    expect(personDetailSchema.parse(on.json()).person.active).toBe(true);
    // The old session stays ended; a new sign-in works.
    expect((await me(session.token.accessToken)).statusCode).toBe(401);
    const fresh = await signIn(t.app, person);
    expect((await me(fresh.token.accessToken)).statusCode).toBe(200);
  });

  it('lets a manager deactivate district staff of their district', async () => {
    const target = managed.member;
    const off = await patch(manager, target.id, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await patch(manager, target.id, { active: true })).statusCode).toBe(200);
  });
});

// On an app of its own: it sets every other admin aside, which the other tests (run in any order) must not see.
describe('the last active admin', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
  });
  afterAll(() => own.close());

  it('stays when the only two admins deactivate each other at the same moment', async () => {
    const db = own.database.db;
    const [x, y] = [await makePerson(db, { roles: ['ADMIN'] }), await makePerson(db, { roles: ['ADMIN'] })];
    const [asX, asY] = [await callerFor(own, x), await callerFor(own, y)];
    const others = (await list(asX, { role: 'ADMIN', state: 'active' })).items.filter((p) => p.id !== x.id && p.id !== y.id);
    for (const other of others) expect((await patch(asX, other.id, { active: false })).statusCode).toBe(200);

    const answers = await Promise.all([patch(asX, y.id, { active: false }), patch(asY, x.id, { active: false })]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // One goes through; the other is refused: on the field when both got past the session check
    // at once, else because its caller was deactivated first.
    expect(statuses[0]).toBe(200);
    expect([400, 401]).toContain(statuses[1]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    if (refused) expect(refused.json().errors).toEqual([{ field: 'active', message: peopleMessages.lastAdmin }]);
    const survivor = answers[0]!.statusCode === 200 ? asX : asY;
    expect((await list(survivor, { role: 'ADMIN', state: 'active' })).items).toHaveLength(1);
  });
});
