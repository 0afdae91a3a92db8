// "My district or school isn't listed": an application filed with the names the applicant typed,
// the directory editor (ADMIN only) that finds the typed ones, matches them to the directory
// (moving every row that points at them) or accepts them, and its validation.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationResponseSchema, resourceChoiceListSchema } from '@contract/applications';
import { directoryDistrictDetailSchema, directoryDistrictListSchema } from '@contract/directory-admin';
import { routes } from '@contract/routes';
import {
  activityLog,
  applications,
  applicationSchools,
  districts,
  fundingAllocations,
  projects,
  schools,
  staffDistricts,
  users,
  userSchools,
} from '@server/db/schema';
import { rawRows } from '@server/db/raw-rows';
import { apiCall } from '../helpers/api-call';
import { makeDistrict, makePerson, makeProject, makeResource, makeSchool, tokenFor, uniqueName } from '../helpers/factories';
import { ADMIN, callerFor, MANAGER, type Caller } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: Caller;
let manager: Caller;
let resourceIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager] = await Promise.all([callerFor(t, ADMIN), callerFor(t, MANAGER)]);
  const applicant = await makePerson(t.database.db);
  const list = await apiCall(t.app, routes.applicationResources, { token: await tokenFor(t.app, applicant) });
  resourceIds = resourceChoiceListSchema
    .parse(list.json())
    .items.slice(0, 1)
    .map((r) => r.id);
});
afterAll(() => t.close());

/** A person still at the wizard (onboarding step 0, e-mail confirmed). */
async function applicant() {
  const person = await makePerson(t.database.db);
  await t.database.db.update(users).set({ onboardingStep: 0 }).where(eq(users.id, person.id));
  return { ...person, token: await tokenFor(t.app, person) };
}

const answers = (unlisted: object, extra: object = {}) => ({
  profile: {
    prefix: null,
    firstName: 'Mesa',
    lastName: 'Teacher',
    workEmail: 'teacher@mesa-charter.example',
    phoneNumber: '5135550123',
    currentRole: 'STEM Educator',
    title: 'Superintendent',
    titleOther: null,
  },
  district: { district: null, schools: [], unlinked: false, unlisted, ...extra },
  schools: { numberOfSchools: 2 },
  resources: { resourceIds },
  goals: { objectives: 'Every student builds a robot.', successDescription: 'A fair in May.', comments: null },
  funding: { fundingOption: 'matching', heardAbout: 'A colleague', heardAboutOther: null },
  review: { agreement: true },
});

async function fileUnlisted(unlisted: object) {
  const person = await applicant();
  const response = await apiCall(t.app, routes.createApplication, { body: answers(unlisted), token: person.token });
  expect(response.statusCode, response.body).toBe(201);
  return { person, created: createApplicationResponseSchema.parse(response.json()) };
}

describe('filing with a district that is not listed', () => {
  it('files the application against a new unlisted district with the typed schools', async () => {
    const name = uniqueName('Mesa Unified');
    const { person, created } = await fileUnlisted({
      districtName: ` ${name} `,
      state: 'AZ',
      city: 'Mesa',
      schools: [{ name: 'Mesa High' }, { name: 'Dobson High' }],
    });
    expect(created.application.district.name).toBe(name);
    expect(created.user.onboardingStep).toBe(7);
    const [district] = await t.database.db.select().from(districts).where(eq(districts.id, created.application.district.id));
    expect(district).toMatchObject({ name, state: 'AZ', city: 'Mesa', unlisted: true, ncesId: null });
    const typed = await t.database.db.select().from(schools).where(eq(schools.districtId, district!.id));
    expect(typed.map((s) => [s.name, s.unlisted]).sort()).toEqual([
      ['Dobson High', true],
      ['Mesa High', true],
    ]);
    const linked = await t.database.db.select().from(applicationSchools).where(eq(applicationSchools.applicationId, created.application.id));
    expect(linked).toHaveLength(2);
    // The applicant sees it as usual.
    const mine = await apiCall(t.app, routes.application, { params: { id: created.application.id }, token: person.token });
    expect(mine.statusCode).toBe(200);
    // Another applicant's wizard does not offer the typed names; asked for by id, the schools are found.
    const search = await apiCall(t.app, routes.districts, { query: { search: name }, body: { getAll: true }, token: person.token });
    expect(search.json().total).toBe(0);
    const listed = await apiCall(t.app, routes.districtSchools, { params: { id: district!.id }, token: person.token });
    expect(listed.json().total).toBe(0);
    const byId = await apiCall(t.app, routes.districtSchools, {
      params: { id: district!.id },
      query: { ids: typed.map((s) => s.id).join(',') },
      token: person.token,
    });
    expect(byId.json().total).toBe(2);
  });

  it('lets a school with no district stand as its own district', async () => {
    const school = uniqueName('Desert Sky Charter');
    const { created } = await fileUnlisted({ noDistrict: true, districtName: 'ignored', state: 'AZ', city: null, schools: [{ name: school }] });
    expect(created.application.district.name).toBe(school);
  });

  it('names every typed field that is missing or invalid', async () => {
    const person = await applicant();
    const send = (unlisted: object, extra?: object) =>
      apiCall(t.app, routes.createApplication, { body: answers(unlisted, extra), token: person.token });
    const blank = await send({ districtName: '  ', state: '', city: '', schools: [{ name: '' }] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'district.unlisted.state', message: 'State is required' },
        { field: 'district.unlisted.schools.0.name', message: 'School name is required' },
      ]),
    );
    const noName = await send({ districtName: '', state: 'ZZ', schools: [{ name: 'A' }] });
    expect(noName.json().errors).toEqual([{ field: 'district.unlisted.state', message: 'State must be a US state, such as AZ' }]);
    const noDistrictName = await send({ districtName: '', state: 'AZ', schools: [{ name: 'A' }] });
    expect(noDistrictName.json().errors).toEqual([{ field: 'district.unlisted.districtName', message: 'District name is required' }]);
    const noSchools = await send({ districtName: 'Mesa', state: 'AZ', schools: [] });
    expect(noSchools.json().errors).toEqual([{ field: 'district.unlisted.schools', message: 'School is required' }]);
    const charterTwo = await send({ noDistrict: true, state: 'AZ', schools: [{ name: 'A' }, { name: 'B' }] });
    expect(charterTwo.json().errors[0]).toMatchObject({ field: 'district.unlisted.schools' });
  });
});

describe('the directory editor', () => {
  it('is ADMIN only: a school success manager and a district user get 403', async () => {
    expect((await manager.request(routes.directoryDistricts)).statusCode).toBe(403);
    const person = await makePerson(t.database.db);
    const token = await tokenFor(t.app, person);
    expect((await apiCall(t.app, routes.directoryDistricts, { token })).statusCode).toBe(403);
    const district = await makeDistrict(t.database.db, { unlisted: true });
    expect((await apiCall(t.app, routes.acceptDirectoryDistrict, { params: { id: district.id }, token })).statusCode).toBe(403);
  });

  it('lists typed districts under "to match" with their count', async () => {
    const { created } = await fileUnlisted({ districtName: uniqueName('Typed Valley'), state: 'NM', schools: [{ name: 'Valley School' }] });
    const list = directoryDistrictListSchema.parse(
      (await admin.request(routes.directoryDistricts, { query: { show: 'unlisted', limit: 50 } })).json(),
    );
    expect(list.unlistedCount).toBeGreaterThan(0);
    expect(list.items.every((d) => d.unlisted)).toBe(true);
    expect(list.items.map((d) => d.id)).toContain(created.application.district.id);
    const bad = await admin.request(routes.directoryDistricts, { query: { show: 'typed' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'show', message: 'show must be all, unlisted or listed' }]);
  });

  it('adds and edits districts and schools, naming bad fields and refusing a taken NCES id', async () => {
    const nces = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
    const made = await admin.request(routes.createDirectoryDistrict, {
      body: { name: uniqueName('Saguaro Unified'), state: 'AZ', city: 'Tucson', ncesId: nces, emailDomains: ['Saguaro.K12.az.us'] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const district = directoryDistrictDetailSchema.parse(made.json());
    expect(district).toMatchObject({ ncesId: nces, emailDomains: ['saguaro.k12.az.us'], unlisted: false });
    const taken = await admin.request(routes.createDirectoryDistrict, { body: { name: 'Other', state: 'AZ', ncesId: nces } });
    expect(taken.statusCode).toBe(409);
    const bad = await admin.request(routes.editDirectoryDistrict, {
      params: { id: district.id },
      body: { name: '', state: 'Arizona', ncesId: '12', emailDomains: ['not a domain'] },
    });
    expect(bad.statusCode).toBe(400);
    expect([...new Set(bad.json().errors.map((e: { field: string }) => e.field))].sort()).toEqual(['emailDomains.0', 'name', 'ncesId', 'state']);

    const school = await admin.request(routes.createDirectorySchool, {
      params: { id: district.id },
      body: { name: 'Saguaro Middle', gradeBand: '6-8', titleIStatus: 'Not Title I', estimatedEnrollment: '640', economicallyDisadvantagedPct: 41 },
    });
    expect(school.statusCode, school.body).toBe(201);
    const added = directoryDistrictDetailSchema.parse(school.json()).schools[0]!;
    expect(added).toMatchObject({ name: 'Saguaro Middle', state: 'AZ', estimatedEnrollment: 640, economicallyDisadvantagedPct: 41, unlisted: false });
    const badSchool = await admin.request(routes.editDirectorySchool, {
      params: { id: added.id },
      body: { name: 'Saguaro Middle', economicallyDisadvantagedPct: 140 },
    });
    expect(badSchool.json().errors).toEqual([
      { field: 'economicallyDisadvantagedPct', message: '% disadvantaged must be a whole number from 0 to 100' },
    ]);
    const edited = await admin.request(routes.editDirectorySchool, {
      params: { id: added.id },
      body: { name: 'Saguaro Middle School', city: 'Tucson' },
    });
    expect(directoryDistrictDetailSchema.parse(edited.json()).schools[0]).toMatchObject({
      name: 'Saguaro Middle School',
      city: 'Tucson',
      gradeBand: null,
    });
  });

  it('accepts a typed district and school as new, once', async () => {
    const { created } = await fileUnlisted({ districtName: uniqueName('New Frontier'), state: 'CO', schools: [{ name: 'Frontier Academy' }] });
    const id = created.application.district.id;
    const accepted = await admin.request(routes.acceptDirectoryDistrict, { params: { id } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const detail = directoryDistrictDetailSchema.parse(accepted.json());
    expect(detail.unlisted).toBe(false);
    expect((await admin.request(routes.acceptDirectoryDistrict, { params: { id } })).statusCode).toBe(409);
    const school = await admin.request(routes.acceptDirectorySchool, { params: { id: detail.schools[0]!.id } });
    expect(directoryDistrictDetailSchema.parse(school.json()).schools[0]!.unlisted).toBe(false);
    const logged = await t.database.db.select().from(activityLog).where(eq(activityLog.districtId, id));
    expect(logged.map((e) => e.action)).toEqual(expect.arrayContaining(['district-accepted', 'school-accepted']));
  });

  it('merges a typed district into a directory district, moving every row, in one go', async () => {
    const { person, created } = await fileUnlisted({ districtName: uniqueName('Mesa Typed'), state: 'AZ', schools: [{ name: 'Mesa High' }] });
    const typedId = created.application.district.id;
    const target = await makeDistrict(t.database.db, { name: uniqueName('Mesa Public Schools'), state: 'AZ' });
    const targetSchool = await makeSchool(t.database.db, target.id, { name: 'Mesa High School' });
    const [typedSchool] = await t.database.db.select().from(schools).where(eq(schools.districtId, typedId));
    // Rows that point at the typed district beyond the application: a member, a project, funding, staff.
    await t.database.db.update(users).set({ districtId: typedId }).where(eq(users.id, person.id));
    const resource = await makeResource(t.database.db);
    const project = await makeProject(t.database.db, { id: typedSchool!.id, districtId: typedId }, { resourceId: resource.id });
    await t.database.db
      .insert(fundingAllocations)
      .values({ districtId: typedId, applicationId: created.application.id, allocatedCents: 1000, useBy: '2099-01-01' });
    const ssm = await makePerson(t.database.db, { roles: ['SCHOOL_SUCCESS_MANAGER'], staffOf: [typedId, target.id] });

    const toListed = await admin.request(routes.mergeDirectoryDistrict, { params: { id: typedId }, body: { targetId: typedId } });
    expect(toListed.statusCode).toBe(400);
    const merged = await admin.request(routes.mergeDirectoryDistrict, { params: { id: typedId }, body: { targetId: target.id } });
    expect(merged.statusCode, merged.body).toBe(200);
    const detail = directoryDistrictDetailSchema.parse(merged.json());
    expect(detail.id).toBe(target.id);
    // Typed schools first: the ones left to match.
    expect(detail.schools.map((s) => [s.name, s.unlisted])).toEqual([
      ['Mesa High', true],
      ['Mesa High School', false],
    ]);
    const db = t.database.db;
    expect((await db.select().from(districts).where(eq(districts.id, typedId))).length).toBe(0);
    expect((await db.select().from(applications).where(eq(applications.id, created.application.id)))[0]!.districtId).toBe(target.id);
    expect((await db.select().from(users).where(eq(users.id, person.id)))[0]!.districtId).toBe(target.id);
    expect((await db.select().from(projects).where(eq(projects.id, project.id)))[0]!.districtId).toBe(target.id);
    expect((await db.select().from(fundingAllocations).where(eq(fundingAllocations.districtId, target.id))).length).toBe(1);
    expect((await db.select().from(staffDistricts).where(eq(staffDistricts.userId, ssm.id))).map((r) => r.districtId)).toEqual([target.id]);
    const log = await db.select().from(activityLog).where(eq(activityLog.districtId, target.id));
    expect(log.find((e) => e.action === 'district-merged')?.before).toMatchObject({ state: 'AZ' });

    // Then the typed school into the directory school: links and the project move.
    const mergedSchool = await admin.request(routes.mergeDirectorySchool, { params: { id: typedSchool!.id }, body: { targetId: targetSchool.id } });
    expect(mergedSchool.statusCode, mergedSchool.body).toBe(200);
    expect(directoryDistrictDetailSchema.parse(mergedSchool.json()).schools.map((s) => s.name)).toEqual(['Mesa High School']);
    expect((await db.select().from(projects).where(eq(projects.id, project.id)))[0]!.schoolId).toBe(targetSchool.id);
    expect(
      (await db.select().from(applicationSchools).where(eq(applicationSchools.applicationId, created.application.id))).map((r) => r.schoolId),
    ).toEqual([targetSchool.id]);
    expect((await db.select().from(userSchools).where(eq(userSchools.userId, person.id))).map((r) => r.schoolId)).toEqual([targetSchool.id]);
  });

  it('refuses a school merge that would join two projects of one kit (409), and a school of another district (400)', async () => {
    const district = await makeDistrict(t.database.db, { unlisted: false });
    const listed = await makeSchool(t.database.db, district.id);
    const typed = await makeSchool(t.database.db, district.id, { unlisted: true, name: 'Typed School' });
    const resource = await makeResource(t.database.db, { name: uniqueName('Rover Kit') });
    await makeProject(t.database.db, listed, { resourceId: resource.id });
    await makeProject(t.database.db, typed, { resourceId: resource.id });
    const refused = await admin.request(routes.mergeDirectorySchool, { params: { id: typed.id }, body: { targetId: listed.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('both have a');
    expect((await t.database.db.select().from(schools).where(eq(schools.id, typed.id))).length).toBe(1);
    const elsewhere = await makeSchool(t.database.db, (await makeDistrict(t.database.db)).id);
    const other = await admin.request(routes.mergeDirectorySchool, { params: { id: typed.id }, body: { targetId: elsewhere.id } });
    expect(other.json().errors).toEqual([{ field: 'targetId', message: 'Match a school to a school of its own district' }]);
  });

  it('knows every table that points at a district or a school (a new one must be moved by admin-merge.ts)', async () => {
    // Merging deletes the typed row: a reference the merge does not move either blocks the delete
    // (restrict) or takes its rows with it (cascade). This list is what admin-merge.ts moves.
    const moved = {
      districts: [
        'action_tasks',
        'activity_log',
        'applications',
        'blueprints',
        'count_sessions',
        'funding_allocations',
        'invitations',
        'notifications',
        'outcome_reports',
        'presence',
        'schools',
        'staff_districts',
        'uploads',
        'users',
      ],
      schools: ['application_schools', 'blueprint_schools', 'count_sessions', 'invitations', 'projects', 'user_schools', 'users'],
    };
    const rows = rawRows<{ referencing: string; referenced: string }>(
      await t.database.db.execute(sql`select distinct c.conrelid::regclass::text as referencing, c.confrelid::regclass::text as referenced
        from pg_constraint c where c.contype = 'f' and c.confrelid in ('districts'::regclass, 'schools'::regclass)`),
    );
    const referencing = (table: string) =>
      rows
        .filter((r) => r.referenced === table)
        .map((r) => r.referencing)
        .sort();
    expect(referencing('districts')).toEqual(moved.districts);
    expect(referencing('schools')).toEqual(moved.schools);
  });
});
