// Who an application belongs to: applying needs a confirmed e-mail, and an application counts
// against (and is shown to) a district only when its applicant belongs to that district, so no one
// outside a district can use up the district's full funding or read into its list.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationMessages, type CreateApplicationRequest } from '../../src/contract/applications';
import { messages } from '../../src/contract/messages';
import { applications, users } from '../../src/server/db/schema';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiPath, routes } from '../../src/contract/routes';

let t: TestApp;
let stranger: string;
let harbor: { district: { id: string; name: string }; schools: { id: string; name: string }[] };
let resourceIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  // A confirmed account whose e-mail links to no district (demo data: new@example.org).
  stranger = (await signIn(t.app, { email: 'new@example.org', password: 'Demo-pass1' })).token.accessToken;
  const list = await t.app.inject({
    method: 'POST',
    url: `${apiPath(routes.districts)}?search=Harbor%20Point`,
    headers: bearer(stranger),
    payload: { getAll: true },
  });
  const district = list.json().items[0] as { id: string; name: string };
  const schools = await t.app.inject({ method: 'GET', url: apiPath(routes.districtSchools, { id: district.id }), headers: bearer(stranger) });
  harbor = {
    district: { id: district.id, name: district.name },
    schools: (schools.json().items as { id: string; name: string }[]).map(({ id, name }) => ({ id, name })),
  };
  const resources = await t.app.inject({ method: 'GET', url: apiPath(routes.applicationResources), headers: bearer(stranger) });
  resourceIds = (resources.json().items as { id: string }[]).slice(0, 1).map((r) => r.id);
});
afterAll(() => t.close());

function answers(fundingOption: 'full' | 'matching', email: string): CreateApplicationRequest {
  return {
    profile: {
      prefix: null,
      firstName: 'Kim',
      lastName: 'Park',
      workEmail: email,
      phoneNumber: '5135550100',
      currentRole: 'District Office',
      title: 'Superintendent',
      titleOther: null,
    },
    district: { district: harbor.district, schools: harbor.schools.slice(0, 1), unlinked: false },
    schools: { numberOfSchools: 1 },
    resources: { resourceIds },
    goals: { objectives: 'Hands-on science in every grade.', successDescription: 'Every school runs a kit.', comments: null },
    funding: { fundingOption, heardAbout: 'A colleague', heardAboutOther: null },
    review: { agreement: true },
  };
}

const submit = (token: string, body: CreateApplicationRequest) =>
  t.app.inject({ method: 'POST', url: apiPath(routes.createApplication), headers: bearer(token), payload: body as object });

/** A new account signed up through the API; confirmed (as the link in its e-mail would) when asked. */
async function account(email: string, confirmed: boolean): Promise<string> {
  const signUp = await t.app.inject({
    method: 'PATCH',
    url: apiPath(routes.signUp),
    payload: { email, password: 'Demo-pass1', repeatPassword: 'Demo-pass1', agreement: true },
  });
  expect(signUp.statusCode, signUp.body).toBe(201);
  if (confirmed) await t.database.db.update(users).set({ isEmailConfirmed: true }).where(eq(users.email, email));
  return (await signIn(t.app, { email, password: 'Demo-pass1' })).token.accessToken;
}

const countApplications = async () => (await t.database.db.select({ id: applications.id }).from(applications)).length;

describe('applying', () => {
  it('needs a confirmed e-mail: an unconfirmed account is refused and nothing is written', async () => {
    const unconfirmed = await account('unconfirmed@harborpointisd.example', false);
    const before = await countApplications();
    const response = await submit(unconfirmed, answers('full', 'unconfirmed@harborpointisd.example'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: messages.emailVerificationRequired });
    expect(await countApplications()).toBe(before);
    const me = await t.app.inject({ method: 'GET', url: apiPath(routes.me), headers: bearer(unconfirmed) });
    expect(me.json()).toMatchObject({ onboardingStep: 0, district: null });
  });
});

describe('an applicant outside the district', () => {
  let strangersApplication: string;
  let member: string;
  let ownApplication: string;

  it("applies, but does not use up the district's full funding", async () => {
    const first = await submit(stranger, answers('full', 'new@example.org'));
    expect(first.statusCode, first.body).toBe(201);
    strangersApplication = first.json().application.id;
    // The stranger did not join the district by naming it.
    expect(first.json().user.district).toBeNull();

    // A member of the district (their confirmed e-mail is under its domain) still gets full funding.
    member = await account('kim.park@harborpointisd.example', true);
    const own = await submit(member, answers('full', 'kim.park@harborpointisd.example'));
    expect(own.statusCode, own.body).toBe(201);
    ownApplication = own.json().application.id;
    expect(own.json().user.district).toEqual(harbor.district);
  });

  it("is not shown to the district's members: not in their list, their dashboard or by id", async () => {
    const list = await t.app.inject({ method: 'POST', url: apiPath(routes.myApplications), headers: bearer(member), payload: {} });
    // The demo district has applications of its own; the stranger's is never among them.
    const items = list.json().items as { id: string; applicantName: string }[];
    expect(items.map((a) => a.applicantName)).toContain('Kim Park');
    expect(items.map((a) => a.id)).not.toContain(strangersApplication);

    const byId = await t.app.inject({ method: 'GET', url: apiPath(routes.application, { id: strangersApplication }), headers: bearer(member) });
    expect(byId.statusCode).toBe(404);

    const dashboard = await t.app.inject({ method: 'GET', url: apiPath(routes.dashboardSummary), headers: bearer(member) });
    expect(dashboard.json().application.id).not.toBe(strangersApplication);

    // The school filter's count is what the member's list holds for that school, the stranger's left out.
    const school = harbor.schools[0]!.id;
    const lookup = await t.app.inject({
      method: 'GET',
      url: `${apiPath(routes.schoolsApplications)}?districtId=${harbor.district.id}`,
      headers: bearer(member),
    });
    const count = (lookup.json().items as { id: string; applicationCount: number }[]).find((s) => s.id === school)?.applicationCount;
    const filtered = await t.app.inject({
      method: 'POST',
      url: `${apiPath(routes.myApplications)}?limit=50`,
      headers: bearer(member),
      payload: { schoolId: school },
    });
    const ids = (filtered.json().items as { id: string }[]).map((a) => a.id);
    expect(ids).toContain(ownApplication);
    expect(ids).not.toContain(strangersApplication);
    expect(count).toBe(ids.length);
  });

  it('still sees their own application, and programme staff see both', async () => {
    const own = await t.app.inject({ method: 'GET', url: apiPath(routes.application, { id: strangersApplication }), headers: bearer(stranger) });
    expect(own.statusCode).toBe(200);
    expect(own.json().contact.email).toBe('new@example.org');
    const admin = (await signIn(t.app, { email: 'admin@example.org', password: 'Admin-pass1' })).token.accessToken;
    const all = await t.app.inject({ method: 'POST', url: apiPath(routes.myApplications), headers: bearer(admin), payload: {} });
    const names = all.json().items.map((a: { applicantName: string }) => a.applicantName);
    expect(names.filter((n: string) => n === 'Kim Park')).toHaveLength(2);
  });

  it('is held to six months between their own full-funding applications, without being told about the district', async () => {
    const again = await submit(stranger, answers('full', 'new@example.org'));
    expect(again.statusCode).toBe(409);
    const message = again.json().message as string;
    expect(message).toMatch(/^Full funding allows one application every 6 months\. You applied for full funding on \d\d\/\d\d\/\d{4}/);
    expect(again.json().errors).toEqual([{ field: 'funding.fundingOption', message }]);
    // Matching funds stay open to them.
    expect((await submit(stranger, answers('matching', 'new@example.org'))).statusCode).toBe(201);
  });

  it("leaves the district's own rule whole: its members' full-funding applications still count", async () => {
    const colleague = await account('lee.ortiz@harborpointisd.example', true);
    const response = await submit(colleague, answers('full', 'lee.ortiz@harborpointisd.example'));
    expect(response.statusCode).toBe(409);
    const today = new Date().toISOString().slice(0, 10);
    const nextDate = /again from (\d\d)\/(\d\d)\/(\d{4})/.exec(response.json().message as string)!;
    expect(response.json().message).toBe(applicationMessages.fullFundingLimit(today, `${nextDate[3]}-${nextDate[1]}-${nextDate[2]}`));
  });
});
