// POST /applications (the wizard's submit), the six-month rule of full funding, GET
// /applications/prefilled from an earlier application, PATCH /applications/me (planning pop-up)
// and the wizard's resource choices. The applications go to districts of the tests' own (place()),
// so the six-month rule sees only what each test applied for.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApplicationResponseSchema,
  prefilledApplicationSchema,
  resourceChoiceListSchema,
  type CreateApplicationRequest,
} from '@contract/applications';
import { routes } from '@contract/routes';
import { applications } from '@server/db/schema';
import { apiCall } from '../helpers/api-call';
import { makeApplication, makeDistrict, makePerson, makeSchool, tokenFor, uniqueName } from '../helpers/factories';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';

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

/** A district of the test's own with two schools; its name is what the wizard's directory finds. */
async function place(prefix: string): Promise<string> {
  const district = await makeDistrict(t.database.db, { name: uniqueName(prefix) });
  await makeSchool(t.database.db, district.id);
  await makeSchool(t.database.db, district.id);
  return district.name;
}

async function directory(name: string) {
  const list = await apiCall(t.app, routes.districts, { query: { search: name }, body: { getAll: true }, token: newcomer });
  const district = (list.json().items as { id: string; name: string }[]).find((d) => d.name === name)!;
  const schools = await apiCall(t.app, routes.districtSchools, { params: { id: district.id }, token: newcomer });
  return {
    district: { id: district.id, name: district.name },
    schools: (schools.json().items as { id: string; name: string }[]).map(({ id, name }) => ({ id, name })),
  };
}

async function resourceIds(count: number): Promise<string[]> {
  const response = await apiCall(t.app, routes.applicationResources, { token: newcomer });
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

const submit = (body: unknown, token = newcomer) => apiCall(t.app, routes.createApplication, { body, token });

describe('GET /lookups/application-resources', () => {
  it('offers the active catalogue by type and name', async () => {
    const response = await apiCall(t.app, routes.applicationResources, { token: newcomer });
    const body = resourceChoiceListSchema.parse(response.json());
    expect(body.items.length).toBeGreaterThan(5);
    expect(new Set(body.items.map((r) => r.type))).toEqual(new Set(['onsite-field-trip', 'project', 'workshop', 'career-tool', 'classbox']));
  });
});

describe('POST /applications', () => {
  it('names every missing or invalid answer, including the agreement', async () => {
    const body = await answers(await place('Riverbend'), 'matching');
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
    const districtName = await place('Riverbend');
    const body = await answers(districtName, 'full');
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
      district: { name: districtName },
      fundingOption: 'full',
      contact: { name: 'Ada Quinn', email: 'ada.quinn@example.org', phone: '5135550123' },
      comments: 'We start in January.',
      heardAbout: 'Other: A teacher newsletter',
      fundsAllocatedCents: null,
    });
    expect(created.application.applicationNumber).toBeGreaterThan(1001);
    expect(created.application.schools.map((s) => s.id).sort()).toEqual(body.district.schools.map((s) => s.id).sort());
    expect(created.application.resources).toHaveLength(2);

    const me = await apiCall(t.app, routes.me, { token: newcomer });
    expect(me.json().onboardingStep).toBe(7);
    // A fresh sign-in now lands in the app, not in onboarding.
    expect((await signIn(t.app, NEW_USER)).user.onboardingStep).toBe(7);
    const again = await apiCall(t.app, routes.saveOnboarding, { body: { step: 1, data: {} }, token: newcomer });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your application is already submitted.');
  });

  it('refuses a resource that is not in the catalogue', async () => {
    const body = await answers(await place('Harbor Point'), 'matching');
    const response = await submit({ ...body, resources: { resourceIds: ['00000000-0000-4000-8000-000000000000'] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'resources.resourceIds', message: 'Choose resources from the catalogue' }]);
  });

  it("refuses programme staff: applying is a district's act (403, nothing created)", async () => {
    const admin = (await signIn(t.app, { email: 'admin@example.org', password: 'Admin-pass1' })).token.accessToken;
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(applications))[0]!.n;
    const response = await submit(await answers(await place('Harbor Point'), 'matching'), admin);
    expect(response.statusCode).toBe(403);
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(applications))[0]!.n).toBe(before);
  });
});

describe('full funding: one application per district (or outside applicant) every six months', () => {
  /** A district that applied for full funding 75 days ago, and a signed-in member of it. */
  async function fundedDistrict() {
    const name = await place('Cedar Valley');
    const { id } = (await directory(name)).district;
    const applicationDate = new Date(Date.now() - 75 * 86_400_000).toISOString().slice(0, 10);
    await makeApplication(t.database.db, id, { fundingOption: 'full', applicationDate });
    const member = await makePerson(t.database.db, { districtId: id });
    return { name, token: await tokenFor(t.app, member) };
  }

  it('refuses a second full-funding application of a district, with the dates', async () => {
    // The member's district applied for full funding 75 days ago.
    const { name, token: member } = await fundedDistrict();
    const response = await submit(await answers(name, 'full'), member);
    expect(response.statusCode).toBe(409);
    const message = response.json().message as string;
    expect(message).toMatch(
      /^Full funding allows one application every 6 months\. Your district applied for full funding on \d\d\/\d\d\/\d{4}; choose matching funds, or apply for full funding again from \d\d\/\d\d\/\d{4}\.$/,
    );
    expect(response.json().errors).toEqual([{ field: 'funding.fundingOption', message }]);
    // Another district's full-funding application by someone outside it does not count for the
    // district, so the member (outside it too) may apply once, as their own.
    const riverbend = await place('Riverbend');
    expect((await submit(await answers(riverbend, 'full'))).statusCode).toBe(201);
    expect((await submit(await answers(riverbend, 'full'), member)).statusCode).toBe(201);
    const again = await submit(await answers(riverbend, 'full'), member);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Full funding allows one application every 6 months\. You applied for full funding on /);
  });

  it('matching funds have no limit', async () => {
    const { name, token: member } = await fundedDistrict();
    for (let i = 0; i < 2; i += 1) {
      const response = await submit(await answers(name, 'matching'), member);
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  it('opens again six months after the last full-funding application', async () => {
    const db = t.database.db;
    const harbor = await place('Harbor Point');
    const setDate = (expression: string) =>
      db.execute(sql`update ${applications} set application_date = ${sql.raw(expression)}
        where funding_option = 'full' and district_id = (select id from districts where name = ${harbor})`);
    const fullBefore = await db.$count(applications, eq(applications.fundingOption, 'full'));
    expect((await submit(await answers(harbor, 'full'), coordinator)).statusCode).toBe(201);

    await setDate(`(current_date - interval '6 months' + interval '1 day')::date`);
    expect((await submit(await answers(harbor, 'full'), coordinator)).statusCode).toBe(409);

    await setDate(`(current_date - interval '6 months')::date`);
    expect((await submit(await answers(harbor, 'full'), coordinator)).statusCode).toBe(201);
    // The two applications made here.
    expect(await db.$count(applications, eq(applications.fundingOption, 'full'))).toBe(fullBefore + 2);
  });
});

describe('GET /applications/prefilled', () => {
  it('fills the answers from the profile and the latest application', async () => {
    const applicant = await makePerson(t.database.db);
    const token = await tokenFor(t.app, applicant);
    const harbor = await place('Harbor Point');
    expect((await submit(await answers(await place('Cedar Valley'), 'matching'), token)).statusCode).toBe(201);
    const latest = await submit(await answers(harbor, 'full'), token);
    expect(latest.statusCode, latest.body).toBe(201);
    const response = await apiCall(t.app, routes.prefilledApplication, { token });
    expect(response.statusCode).toBe(200);
    const body = prefilledApplicationSchema.parse(response.json());
    expect(body.basedOn).toMatchObject({ applicationNumber: latest.json().application.applicationNumber });
    expect(body.progress.step).toBe(7);
    expect(body.progress.data).toMatchObject({
      profile: { workEmail: applicant.email },
      district: { district: { name: harbor } },
      funding: { fundingOption: 'full', heardAbout: 'Other', heardAboutOther: 'A teacher newsletter' },
    });
    expect(body.progress.data.resources?.resourceIds).toHaveLength(2);
  });
});

describe('PATCH /applications/me', () => {
  it('marks the planning pop-up watched', async () => {
    const before = await apiCall(t.app, routes.me, { token: coordinator });
    expect(before.json().showPlanningPopUp).toBe(true);
    const response = await apiCall(t.app, routes.planningWatched, { token: coordinator });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'coordinator@example.org', showPlanningPopUp: false });
    const after = await apiCall(t.app, routes.me, { token: coordinator });
    expect(after.json().showPlanningPopUp).toBe(false);
    expect((await apiCall(t.app, routes.planningWatched)).statusCode).toBe(401);
  });
});
