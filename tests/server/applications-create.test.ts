// POST /applications (the wizard's submit), the six-month rule of full funding, GET
// /applications/prefilled from an earlier application, PATCH /applications/me (planning pop-up)
// and the wizard's resource choices.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApplicationResponseSchema,
  prefilledApplicationSchema,
  resourceChoiceListSchema,
  type CreateApplicationRequest,
} from '../../src/contract/applications';
import { applications } from '../../src/server/db/schema';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiPath, routes } from '../../src/contract/routes';

const NEW_USER = { email: 'new@example.org', password: 'Demo-pass1' };

let t: TestApp;
let newcomer: string;
let coordinator: string;

beforeAll(async () => {
  t = await createTestApp();
  newcomer = (await signIn(t.app, NEW_USER)).token.accessToken;
  coordinator = (await signIn(t.app)).token.accessToken;
});
afterAll(() => t.close());

async function directory(name: string) {
  const list = await t.app.inject({
    method: 'POST',
    url: `${apiPath(routes.districts)}?search=${encodeURIComponent(name)}`,
    headers: bearer(newcomer),
    payload: { getAll: true },
  });
  const district = list.json().items[0] as { id: string; name: string };
  const schools = await t.app.inject({ method: 'GET', url: apiPath(routes.districtSchools, { id: district.id }), headers: bearer(newcomer) });
  return {
    district: { id: district.id, name: district.name },
    schools: (schools.json().items as { id: string; name: string }[]).map(({ id, name }) => ({ id, name })),
  };
}

async function resourceIds(count: number): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: apiPath(routes.applicationResources), headers: bearer(newcomer) });
  return resourceChoiceListSchema
    .parse(response.json())
    .items.slice(0, count)
    .map((r) => r.id);
}

async function answers(districtName: string, fundingOption: 'full' | 'matching'): Promise<CreateApplicationRequest> {
  const { district, schools } = await directory(districtName);
  return {
    profile: {
      prefix: 'Dr',
      firstName: 'Ada',
      lastName: 'Quinn',
      workEmail: 'ada.quinn@example.org',
      phoneNumber: '5135550123',
      currentRole: 'District Office',
      title: 'Superintendent',
      titleOther: null,
    },
    district: { district, schools: schools.slice(0, 2), unlinked: false },
    schools: { numberOfSchools: 2 },
    resources: { resourceIds: await resourceIds(2) },
    goals: {
      objectives: 'Every 8th grader builds a working prototype this year.',
      successDescription: 'Students present their prototypes at a district fair.',
      comments: 'We start in January.',
    },
    funding: { fundingOption, heardAbout: 'Other', heardAboutOther: 'A teacher newsletter' },
    review: { agreement: true },
  };
}

const submit = (body: unknown, token = newcomer) =>
  t.app.inject({ method: 'POST', url: apiPath(routes.createApplication), headers: bearer(token), payload: body as object });

describe('GET /lookups/application-resources', () => {
  it('offers the active catalogue by type and name', async () => {
    const response = await t.app.inject({ method: 'GET', url: apiPath(routes.applicationResources), headers: bearer(newcomer) });
    const body = resourceChoiceListSchema.parse(response.json());
    expect(body.items.length).toBeGreaterThan(5);
    expect(new Set(body.items.map((r) => r.type))).toEqual(new Set(['onsite-field-trip', 'project', 'workshop', 'career-tool', 'classbox']));
  });
});

describe('POST /applications', () => {
  it('names every missing or invalid answer, including the agreement', async () => {
    const body = await answers('Riverbend', 'matching');
    const response = await submit({
      ...body,
      schools: { numberOfSchools: 1 },
      goals: { objectives: '   ', successDescription: '...', comments: null },
      review: { agreement: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'goals.objectives', message: 'Cannot contain spaces only' },
      { field: 'goals.successDescription', message: 'Success look like is invalid' },
      { field: 'review.agreement', message: 'You must agree to the privacy policy and terms' },
      { field: 'schools.numberOfSchools', message: 'Number of schools cannot be less than the 2 schools you selected' },
    ]);
    const tooFew = await submit({ ...body, schools: { numberOfSchools: 1 } });
    expect(tooFew.json().errors).toEqual([
      { field: 'schools.numberOfSchools', message: 'Number of schools cannot be less than the 2 schools you selected' },
    ]);
  });

  it('creates the application (status New), reaches the final step and sets appCreated', async () => {
    const body = await answers('Riverbend', 'full');
    const response = await submit(body);
    expect(response.statusCode, response.body).toBe(201);
    const created = createApplicationResponseSchema.parse(response.json());
    expect(created.user).toMatchObject({ onboardingStep: 7, firstName: 'Ada', lastName: 'Quinn', applicationType: 'MultiSchool' });
    expect(created.application).toMatchObject({
      status: 'New',
      applicantName: 'Ada Quinn',
      numberOfSchools: 2,
      applicationDate: new Date().toISOString().slice(0, 10),
      assignedAdmin: null,
      district: { name: 'Riverbend County Schools' },
      fundingOption: 'full',
      contact: { name: 'Ada Quinn', email: 'ada.quinn@example.org', phone: '5135550123' },
      comments: 'We start in January.',
      heardAbout: 'Other: A teacher newsletter',
      fundsAllocatedCents: null,
    });
    expect(created.application.applicationNumber).toBeGreaterThan(1001);
    expect(created.application.schools.map((s) => s.id).sort()).toEqual(body.district.schools.map((s) => s.id).sort());
    expect(created.application.resources).toHaveLength(2);

    const me = await t.app.inject({ method: 'GET', url: apiPath(routes.me), headers: bearer(newcomer) });
    expect(me.json().onboardingStep).toBe(7);
    // A fresh sign-in now lands in the app, not in onboarding.
    expect((await signIn(t.app, NEW_USER)).user.onboardingStep).toBe(7);
    const again = await t.app.inject({
      method: 'PATCH',
      url: apiPath(routes.saveOnboarding),
      headers: bearer(newcomer),
      payload: { step: 1, data: {} },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your application is already submitted.');
  });

  it('refuses a resource that is not in the catalogue', async () => {
    const body = await answers('Harbor Point', 'matching');
    const response = await submit({ ...body, resources: { resourceIds: ['00000000-0000-4000-8000-000000000000'] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'resources.resourceIds', message: 'Choose resources from the catalogue' }]);
  });

  it("refuses programme staff: applying is a district's act (403, nothing created)", async () => {
    const admin = (await signIn(t.app, { email: 'admin@example.org', password: 'Admin-pass1' })).token.accessToken;
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(applications))[0]!.n;
    const response = await submit(await answers('Harbor Point', 'matching'), admin);
    expect(response.statusCode).toBe(403);
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(applications))[0]!.n).toBe(before);
  });
});

describe('full funding: one application per district (or outside applicant) every six months', () => {
  it('refuses a second full-funding application of a district, with the dates', async () => {
    // The coordinator's district (Cedar Valley) applied for full funding 75 days ago (demo data).
    const response = await submit(await answers('Cedar Valley', 'full'), coordinator);
    expect(response.statusCode).toBe(409);
    const message = response.json().message as string;
    expect(message).toMatch(
      /^Full funding allows one application every 6 months\. Your district applied for full funding on \d\d\/\d\d\/\d{4}; choose matching funds, or apply for full funding again from \d\d\/\d\d\/\d{4}\.$/,
    );
    expect(response.json().errors).toEqual([{ field: 'funding.fundingOption', message }]);
    // Riverbend's application above was made by someone outside Riverbend: it does not count for
    // the district, so the coordinator (outside Riverbend too) may apply once, as their own.
    expect((await submit(await answers('Riverbend', 'full'), coordinator)).statusCode).toBe(201);
    const again = await submit(await answers('Riverbend', 'full'), coordinator);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Full funding allows one application every 6 months\. You applied for full funding on /);
  });

  it('matching funds have no limit', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await submit(await answers('Cedar Valley', 'matching'), coordinator);
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  it('opens again six months after the last full-funding application', async () => {
    const db = t.database.db;
    const setDate = (expression: string) =>
      db.execute(sql`update ${applications} set application_date = ${sql.raw(expression)}
        where funding_option = 'full' and district_id = (select id from districts where name = 'Harbor Point Independent School District')`);
    const fullBefore = await db.$count(applications, eq(applications.fundingOption, 'full'));
    expect((await submit(await answers('Harbor Point', 'full'), coordinator)).statusCode).toBe(201);

    await setDate(`(current_date - interval '6 months' + interval '1 day')::date`);
    expect((await submit(await answers('Harbor Point', 'full'), coordinator)).statusCode).toBe(409);

    await setDate(`(current_date - interval '6 months')::date`);
    expect((await submit(await answers('Harbor Point', 'full'), coordinator)).statusCode).toBe(201);
    // The two Harbor Point applications made here.
    expect(await db.$count(applications, eq(applications.fundingOption, 'full'))).toBe(fullBefore + 2);
  });
});

describe('GET /applications/prefilled', () => {
  it('fills the answers from the profile and the latest application', async () => {
    const response = await t.app.inject({ method: 'GET', url: apiPath(routes.prefilledApplication), headers: bearer(coordinator) });
    expect(response.statusCode).toBe(200);
    const body = prefilledApplicationSchema.parse(response.json());
    expect(body.basedOn).toMatchObject({ applicationNumber: expect.any(Number) });
    expect(body.progress.step).toBe(7);
    expect(body.progress.data).toMatchObject({
      profile: { workEmail: 'coordinator@example.org' },
      district: { district: { name: 'Harbor Point Independent School District' } },
      funding: { fundingOption: 'full', heardAbout: 'Other', heardAboutOther: 'A teacher newsletter' },
    });
    expect(body.progress.data.resources?.resourceIds).toHaveLength(2);
  });
});

describe('PATCH /applications/me', () => {
  it('marks the planning pop-up watched', async () => {
    const before = await t.app.inject({ method: 'GET', url: apiPath(routes.me), headers: bearer(coordinator) });
    expect(before.json().showPlanningPopUp).toBe(true);
    const response = await t.app.inject({ method: 'PATCH', url: apiPath(routes.planningWatched), headers: bearer(coordinator) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'coordinator@example.org', showPlanningPopUp: false });
    const after = await t.app.inject({ method: 'GET', url: apiPath(routes.me), headers: bearer(coordinator) });
    expect(after.json().showPlanningPopUp).toBe(false);
    expect((await t.app.inject({ method: 'PATCH', url: apiPath(routes.planningWatched) })).statusCode).toBe(401);
  });
});
