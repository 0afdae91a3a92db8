// A district's own people: every member lists them; the coordinator (current role District Office)
// invites colleagues to their own district and deactivates one, never granting a staff role,
// reactivating, or reaching another district. And deactivation seen from a second API instance on
// the same PostgreSQL database: the next request there is refused too.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationSentSchema } from '@contract/invitations';
import { districtMemberDetailSchema, districtPeopleListSchema } from '@contract/people';
import { peopleMessages } from '@contract/people-messages';
import { routes } from '@contract/routes';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase, type Database } from '@server/db/connect';
import { users } from '@server/db/schema';
import { apiCall } from '../helpers/api-call';
import { makeDistrict, makePerson, makeSchool, type Person } from '../helpers/factories';
import { ADMIN, callerFor, type Caller } from '../helpers/staff';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-db';

let t: TestApp;
let coordinator: Caller;
let colleague: Caller;
let districtId: string;
let member: Person;
let outsider: Person;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  districtId = (await makeDistrict(db)).id;
  const lead = await makePerson(db, { districtId });
  await db.update(users).set({ currentRole: 'District Office' }).where(eq(users.id, lead.id));
  const plain = await makePerson(db, { districtId });
  member = await makePerson(db, { districtId });
  outsider = await makePerson(db, { districtId: (await makeDistrict(db)).id });
  [coordinator, colleague] = [await callerFor(t, lead), await callerFor(t, plain)];
});
afterAll(() => t.close());

describe('GET /district/people', () => {
  it('lists the members of the caller’s district to every member, and says who may manage them', async () => {
    const asCoordinator = districtPeopleListSchema.parse((await coordinator.request(routes.districtPeople)).json());
    expect(asCoordinator.mayManage).toBe(true);
    expect(asCoordinator.items.map((p) => p.id)).toEqual(expect.arrayContaining([coordinator.userId, colleague.userId, member.id]));
    expect(asCoordinator.items.map((p) => p.id)).not.toContain(outsider.id);
    const asColleague = districtPeopleListSchema.parse((await colleague.request(routes.districtPeople)).json());
    expect(asColleague.mayManage).toBe(false);
    expect(asColleague.items).toHaveLength(asCoordinator.items.length);
    const admin = await callerFor(t, ADMIN);
    expect((await admin.request(routes.districtPeople)).statusCode).toBe(403);
  });
});

describe('POST /district/invitations', () => {
  it('invites a colleague to the coordinator’s own district, and refuses staff roles and other members', async () => {
    const school = await makeSchool(t.database.db, districtId);
    const sent = await coordinator.request(routes.createDistrictInvitation, { body: { email: 'new.colleague@example.test', schoolId: school.id } });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(invitationSentSchema.parse(sent.json()).invitation).toMatchObject({
      role: 'USER',
      district: { id: districtId },
      school: { id: school.id },
    });

    const staffRole = await coordinator.request(routes.createDistrictInvitation, { body: { email: 'boss@example.test', role: 'ADMIN' } });
    expect(staffRole.statusCode).toBe(403);
    expect(staffRole.json().errors).toEqual([{ field: 'role', message: peopleMessages.districtRoleOnly }]);
    const otherSchool = await makeSchool(t.database.db, (await makeDistrict(t.database.db)).id);
    const elsewhere = await coordinator.request(routes.createDistrictInvitation, { body: { email: 'x@example.test', schoolId: otherSchool.id } });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors[0].field).toBe('schoolId');
    const byColleague = await colleague.request(routes.createDistrictInvitation, { body: { email: 'y@example.test' } });
    expect(byColleague.statusCode).toBe(403);
    expect(byColleague.json().message).toBe(peopleMessages.coordinatorOnly);
  });
});

describe('PATCH /district/people/{id}', () => {
  it('lets the coordinator deactivate a member, whose session ends; not reactivate, change roles, or reach another district', async () => {
    const session = await signIn(t.app, member);
    const byColleague = await colleague.request(routes.updateDistrictPerson, { params: { id: member.id }, body: { active: false } });
    expect(byColleague.statusCode).toBe(403);
    const role = await coordinator.request(routes.updateDistrictPerson, { params: { id: member.id }, body: { active: true, role: 'ADMIN' } });
    expect(role.statusCode).toBe(403);
    expect(role.json().errors).toEqual([{ field: 'role', message: peopleMessages.districtRoleOnly }]);
    const other = await coordinator.request(routes.updateDistrictPerson, { params: { id: outsider.id }, body: { active: false } });
    expect(other.statusCode).toBe(404);
    expect((await coordinator.request(routes.districtPerson, { params: { id: outsider.id } })).statusCode).toBe(404);
    const self = await coordinator.request(routes.updateDistrictPerson, { params: { id: coordinator.userId }, body: { active: false } });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors[0].field).toBe('active');

    const off = await coordinator.request(routes.updateDistrictPerson, { params: { id: member.id }, body: { active: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(districtMemberDetailSchema.parse(off.json()).person.active).toBe(false);
    expect((await apiCall(t.app, routes.me, { token: session.token.accessToken })).statusCode).toBe(401);
    expect((await apiCall(t.app, routes.refresh, { body: { refreshToken: session.token.refreshToken } })).statusCode).toBe(401);

    const back = await coordinator.request(routes.updateDistrictPerson, { params: { id: member.id }, body: { active: true } });
    expect(back.statusCode).toBe(403);
    expect(back.json().errors).toEqual([{ field: 'active', message: peopleMessages.reactivateByProgramme }]);
  });
});

const onPostgres = testDatabaseKind() === 'postgresql';

describe.skipIf(!onPostgres)('two API instances on one PostgreSQL', () => {
  let secondDatabase: Database;
  let second: FastifyInstance;
  beforeAll(async () => {
    secondDatabase = await openDatabase({ kind: 'postgresql', url: t.database.url! });
    second = await buildApp({
      config: loadConfig({ DATA_DIR: t.dataDir, BACKUP_KEEP: '0', CHECK_RESPONSES: '1' }),
      database: secondDatabase,
      // Both sign with one key, as the processes of one deployment do.
      secrets: t.app.secrets,
    });
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
  });

  it('refuses a person deactivated through one instance on the next request to the other', async () => {
    const person = await makePerson(t.database.db, { districtId });
    const session = await signIn(second, person);
    expect((await apiCall(second, routes.me, { token: session.token.accessToken })).statusCode).toBe(200);
    const admin = await callerFor(t, ADMIN);
    expect((await admin.request(routes.updateStaffPerson, { params: { id: person.id }, body: { active: false } })).statusCode).toBe(200);
    expect((await apiCall(second, routes.me, { token: session.token.accessToken })).statusCode).toBe(401);
    expect((await apiCall(second, routes.refresh, { body: { refreshToken: session.token.refreshToken } })).statusCode).toBe(401);
  });
});
