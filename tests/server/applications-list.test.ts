// POST /applications/me (filter, paging) and GET /applications/:id: the columns and every labelled
// field, and who sees what: a user their own district's applications and their own, staff all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationDetailSchema, applicationListSchema, createApplicationResponseSchema, type ApplicationsFilter } from '@contract/applications';
import { routes, type QueryValue } from '@contract/routes';
import { applications } from '@server/db/schema';
import { apiCall } from '../helpers/api-call';
import { makeDistrict, makeSchool } from '../helpers/factories';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let coordinator: string;
let admin: string;
let newcomer: string;
/** The demo application (coordinator, Cedar Valley) and the newcomer's (Riverbend). */
let demoId: string;
let riverbendId: string;
let riverbendNumber: number;

type Query = Record<string, QueryValue>;

const list = (token: string, filter?: ApplicationsFilter, query: Query = {}) =>
  apiCall(t.app, routes.myApplications, { query, body: filter ?? {}, token });
const detailOf = (token: string | undefined, id: string) => apiCall(t.app, routes.application, { params: { id }, token });

async function items(token: string, filter?: ApplicationsFilter, query: Query = {}) {
  const response = await list(token, filter, query);
  expect(response.statusCode, response.body).toBe(200);
  return applicationListSchema.parse(response.json());
}

beforeAll(async () => {
  t = await createTestApp();
  coordinator = (await signIn(t.app)).token.accessToken;
  admin = (await signIn(t.app, { email: 'admin@example.org', password: 'Admin-pass1' })).token.accessToken;
  newcomer = (await signIn(t.app, { email: 'new@example.org', password: 'Demo-pass1' })).token.accessToken;
  demoId = (await items(coordinator)).items[0]!.id;

  // The newcomer applies for Riverbend (no e-mail link, so no district membership).
  const districts = await apiCall(t.app, routes.districts, { query: { search: 'Riverbend' }, body: { getAll: true }, token: newcomer });
  const district = districts.json().items[0];
  const schools = await apiCall(t.app, routes.districtSchools, { params: { id: district.id }, token: newcomer });
  const resources = await apiCall(t.app, routes.applicationResources, { token: newcomer });
  const created = await apiCall(t.app, routes.createApplication, {
    token: newcomer,
    body: {
      profile: {
        prefix: null,
        firstName: 'Sam',
        lastName: 'Lee',
        workEmail: 'new@example.org',
        phoneNumber: '5135550111',
        currentRole: 'CTE Educator',
        title: 'CTE Director',
        titleOther: null,
      },
      district: { district: { id: district.id, name: district.name }, schools: [schools.json().items[0]], unlinked: false },
      schools: { numberOfSchools: 1 },
      resources: { resourceIds: [resources.json().items[0].id] },
      goals: { objectives: 'More labs.', successDescription: 'Students build things.', comments: null },
      funding: { fundingOption: 'matching', heardAbout: 'A colleague', heardAboutOther: null },
      review: { agreement: true },
    },
  });
  const body = createApplicationResponseSchema.parse(created.json());
  riverbendId = body.application.id;
  riverbendNumber = body.application.applicationNumber;
});
afterAll(() => t.close());

describe('who sees which applications', () => {
  it("a user sees their district's applications with the list columns", async () => {
    const body = await items(coordinator);
    // Dana's own, and a colleague's for the district's career center (demo data).
    expect(body.total).toBe(2);
    expect(body.items.map((a) => a.applicantName)).toEqual(['Dana Whitfield', 'Priya Natarajan']);
    expect(body.items[0]).toEqual({
      id: demoId,
      applicationNumber: 1001,
      applicantName: 'Dana Whitfield',
      numberOfSchools: 2,
      applicationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      assignedAdmin: { id: expect.any(String), name: 'Marcus Reyes' },
      status: 'Blueprint Created',
      statusReason: null,
      district: { id: expect.any(String), name: 'Cedar Valley Unified School District' },
      fundingOption: 'full',
    });
  });

  it('an applicant without a district sees their own application', async () => {
    const body = await items(newcomer);
    expect(body.items.map((a) => [a.applicantName, a.status, a.assignedAdmin])).toEqual([['Sam Lee', 'New', null]]);
  });

  it("another district's application answers 404, like a missing one", async () => {
    for (const [token, id] of [
      [coordinator, riverbendId],
      [newcomer, demoId],
      [coordinator, '00000000-0000-4000-8000-000000000000'],
      [coordinator, 'not-an-id'],
    ] as const) {
      const response = await detailOf(token, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe('Application not found');
    }
  });

  it('staff (ADMIN) see every application', async () => {
    // The newcomer's, the coordinator's and the other districts' demo applications: every row there is.
    const body = await items(admin, {}, { limit: 50 });
    expect(body.total).toBe(await t.database.db.$count(applications));
    expect(body.total).toBeGreaterThanOrEqual(13);
    expect(body.items[0]!.applicantName).toBe('Sam Lee');
    expect(body.items.map((a) => a.applicantName)).toContain('Dana Whitfield');
    expect(new Set(body.items.map((a) => a.district.name)).size).toBe(3);
    const detail = await detailOf(admin, riverbendId);
    expect(detail.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await apiCall(t.app, routes.myApplications, { body: {} })).statusCode).toBe(401);
    expect((await detailOf(undefined, demoId)).statusCode).toBe(401);
  });
});

describe('GET /applications/:id', () => {
  it('shows every labelled field of an application', async () => {
    const response = await detailOf(coordinator, demoId);
    expect(response.statusCode).toBe(200);
    const detail = applicationDetailSchema.parse(response.json());
    expect(detail).toMatchObject({
      applicationNumber: 1001,
      applicantName: 'Dana Whitfield',
      numberOfSchools: 2,
      status: 'Blueprint Created',
      assignedAdmin: { name: 'Marcus Reyes' },
      fundingOption: 'full',
      fundsAllocatedCents: 4_850_000,
      fundsUsageDeadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      contact: { name: 'Dana Whitfield', email: 'coordinator@example.org', phone: '5135550142' },
      comments: expect.stringContaining('career center'),
      objectives: expect.stringContaining('hands-on engineering project'),
      successDescription: expect.stringContaining('design process'),
      heardAbout: 'A colleague at another district',
      applicationType: 'MultiSchool',
    });
    expect(detail.schools.map((s) => s.name)).toEqual(['Cedar Valley High School', 'Lincoln Middle School']);
    expect(detail.schools[0]).toMatchObject({
      titleIStatus: 'Title I targeted assistance',
      estimatedEnrollment: 1240,
      economicallyDisadvantagedPct: 38,
    });
    expect(detail.resources).toHaveLength(5);
    expect(detail.resources.find((r) => r.name === 'Solar Car Challenge')).toMatchObject({ type: 'project', quantity: 10 });
  });
});

describe('filter and paging', () => {
  it('filters by status', async () => {
    const fresh = await items(admin, { status: ['New'] });
    expect(fresh.items.map((a) => a.id)).toContain(riverbendId);
    expect(fresh.items.every((a) => a.status === 'New')).toBe(true);
    const created = await items(admin, { status: 'Blueprint Created' });
    expect(created.items.map((a) => a.id)).toContain(demoId);
    expect(created.items.every((a) => a.status === 'Blueprint Created')).toBe(true);
    expect((await items(coordinator, { status: ['Program Completed'] })).total).toBe(0);
    expect((await items(coordinator, { status: ['Blueprint Created', 'New'] })).items.map((a) => a.id)).toEqual([demoId]);
  });

  it('searches applicant, district and application number', async () => {
    expect((await items(admin, { search: 'whitf' })).items.map((a) => a.id)).toEqual([demoId]);
    const riverbend = await items(admin, { search: 'riverbend' });
    expect(riverbend.items.map((a) => a.id)).toContain(riverbendId);
    expect(riverbend.items.every((a) => a.district.name === 'Riverbend County Schools')).toBe(true);
    expect((await items(admin, { search: 'sam lee' })).items.map((a) => a.id)).toEqual([riverbendId]);
    expect((await items(admin, { search: `#${riverbendNumber}` })).items.map((a) => a.id)).toEqual([riverbendId]);
    expect((await items(admin, { search: '%' })).total).toBe(0);
  });

  it('filters by application date range (inclusive)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await items(admin, { dateFrom: today })).items.map((a) => a.id)).toEqual([riverbendId]);
    expect((await items(admin, { dateTo: today })).total).toBe((await items(admin)).total);
    const demoDate = (await items(admin, { search: 'whitf' })).items[0]!.applicationDate;
    expect((await items(admin, { dateFrom: demoDate, dateTo: demoDate })).items.map((a) => a.id)).toEqual([demoId]);
  });

  it('filters by school, with the schools-applications lookup', async () => {
    const detail = applicationDetailSchema.parse((await detailOf(coordinator, demoId)).json());
    expect((await items(coordinator, { schoolId: detail.schools[0]!.id })).total).toBe(1);
    // A school of another district.
    const ridgeview = await makeSchool(t.database.db, (await makeDistrict(t.database.db)).id);
    expect((await items(coordinator, { schoolId: ridgeview.id })).total).toBe(0);
  });

  it('pages with limit and offset (15 by default)', async () => {
    const first = await items(admin, {}, { limit: 1 });
    const second = await items(admin, {}, { limit: 1, offset: 1 });
    const whole = await items(admin, {}, { limit: 50 });
    expect([first.total, second.total]).toEqual([whole.total, whole.total]);
    expect([first.items[0]!.id, second.items[0]!.id]).toEqual([riverbendId, whole.items[1]!.id]);
    expect((await items(admin)).items).toHaveLength(Math.min(15, whole.total));
    // A page past the end has no row to carry the total: it is still the total of all.
    const past = await items(admin, {}, { limit: 10, offset: whole.total + 10 });
    expect([past.items.length, past.total]).toEqual([0, whole.total]);
  });

  it('names bad filters', async () => {
    const badStatus = await list(admin, { status: ['Approved'] } as unknown as ApplicationsFilter);
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().errors[0]).toMatchObject({ field: 'status' });
    const badRange = await list(admin, { dateFrom: '2025-05-02', dateTo: '2025-05-01' });
    expect(badRange.json().errors).toEqual([{ field: 'dateTo', message: 'From date must be on or before To date' }]);
    const badDate = await list(admin, { dateFrom: '2100-01-01' });
    expect(badDate.json().errors).toEqual([{ field: 'dateFrom', message: 'Date must be no later than 12/31/2099' }]);
  });
});
