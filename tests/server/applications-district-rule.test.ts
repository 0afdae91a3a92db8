// Who an application belongs to: applying needs a confirmed e-mail, and an application counts
// against (and is shown to) a district only when its applicant belongs to that district, so no one
// outside a district can use up the district's full funding or read into its list. The district is
// one of the tests' own, whose staff have addresses under harbor-rule.example.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationMessages, type CreateApplicationRequest } from '@contract/applications';
import { messages } from '@contract/messages';
import { routes } from '@contract/routes';
import { applications, users } from '@server/db/schema';
import { apiCall } from '../helpers/api-call';
import { makeDistrict, makeSchool, uniqueName } from '../helpers/factories';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let stranger: string;
let harbor: { district: { id: string; name: string }; schools: { id: string; name: string }[] };
let resourceIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  // A confirmed account whose e-mail links to no district (demo data: new@example.org).
  stranger = (await signIn(t.app, { email: 'new@example.org', password: 'Demo-pass1' })).token.accessToken;
  const made = await makeDistrict(t.database.db, { name: uniqueName('Harbor Point'), emailDomains: ['harbor-rule.example'] });
  await makeSchool(t.database.db, made.id);
  // Found as an applicant finds it: the wizard's directory.
  const list = await apiCall(t.app, routes.districts, { query: { search: made.name }, body: { getAll: true }, token: stranger });
  const district = (list.json().items as { id: string; name: string }[]).find((d) => d.id === made.id)!;
  const schools = await apiCall(t.app, routes.districtSchools, { params: { id: district.id }, token: stranger });
  harbor = {
    district: { id: district.id, name: district.name },
    schools: (schools.json().items as { id: string; name: string }[]).map(({ id, name }) => ({ id, name })),
  };
  const resources = await apiCall(t.app, routes.applicationResources, { token: stranger });
  resourceIds = (resources.json().items as { id: string }[]).slice(0, 1).map((r) => r.id);
});
afterAll(() => t.close());

function answers(fundingOption: 'full' | 'matching', email: string, lastName = 'Park'): CreateApplicationRequest {
  return {
    profile: {
      prefix: null,
      firstName: 'Kim',
      lastName,
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

const submit = (token: string, body: CreateApplicationRequest) => apiCall(t.app, routes.createApplication, { body, token });

/** A new account signed up through the API; confirmed (as the link in its e-mail would) when asked. */
async function account(email: string, confirmed: boolean): Promise<string> {
  const signUp = await apiCall(t.app, routes.signUp, { body: { email, password: 'Demo-pass1', repeatPassword: 'Demo-pass1', agreement: true } });
  expect(signUp.statusCode, signUp.body).toBe(201);
  if (confirmed) await t.database.db.update(users).set({ isEmailConfirmed: true }).where(eq(users.email, email));
  return (await signIn(t.app, { email, password: 'Demo-pass1' })).token.accessToken;
}

const countApplications = async () => (await t.database.db.select({ id: applications.id }).from(applications)).length;

describe('applying', () => {
  it('needs a confirmed e-mail: an unconfirmed account is refused and nothing is written', async () => {
    const unconfirmed = await account('unconfirmed@harbor-rule.example', false);
    const before = await countApplications();
    const response = await submit(unconfirmed, answers('full', 'unconfirmed@harbor-rule.example'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: messages.emailVerificationRequired });
    expect(await countApplications()).toBe(before);
    const me = await apiCall(t.app, routes.me, { token: unconfirmed });
    expect(me.json()).toMatchObject({ onboardingStep: 0, district: null });
  });
});

describe('an applicant outside the district', () => {
  let strangersApplication: string;
  let member: string;
  let ownApplication: string;
  let first: Awaited<ReturnType<typeof submit>>;
  let own: Awaited<ReturnType<typeof submit>>;

  // What every test here starts from: the stranger's full-funding application, then a member's.
  beforeAll(async () => {
    first = await submit(stranger, answers('full', 'new@example.org'));
    strangersApplication = first.json().application?.id;
    member = await account('kim.park@harbor-rule.example', true);
    own = await submit(member, answers('full', 'kim.park@harbor-rule.example'));
    ownApplication = own.json().application?.id;
  });

  it("applies, but does not use up the district's full funding", async () => {
    expect(first.statusCode, first.body).toBe(201);
    // The stranger did not join the district by naming it.
    expect(first.json().user.district).toBeNull();

    // A member of the district (their confirmed e-mail is under its domain) still gets full funding.
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().user.district).toEqual(harbor.district);
  });

  it("is not shown to the district's members: not in their list, their dashboard or by id", async () => {
    const list = await apiCall(t.app, routes.myApplications, { body: {}, token: member });
    // The district's own applications; the stranger's is never among them.
    const items = list.json().items as { id: string; applicantName: string }[];
    expect(items.map((a) => a.applicantName)).toContain('Kim Park');
    expect(items.map((a) => a.id)).not.toContain(strangersApplication);

    const byId = await apiCall(t.app, routes.application, { params: { id: strangersApplication }, token: member });
    expect(byId.statusCode).toBe(404);

    const dashboard = await apiCall(t.app, routes.dashboardSummary, { token: member });
    expect(dashboard.json().application.id).not.toBe(strangersApplication);

    // The school filter's count is what the member's list holds for that school, the stranger's left out.
    const school = harbor.schools[0]!.id;
    const lookup = await apiCall(t.app, routes.schoolsApplications, { query: { districtId: harbor.district.id }, token: member });
    const count = (lookup.json().items as { id: string; applicationCount: number }[]).find((s) => s.id === school)?.applicationCount;
    const filtered = await apiCall(t.app, routes.myApplications, { query: { limit: 50 }, body: { schoolId: school }, token: member });
    const ids = (filtered.json().items as { id: string }[]).map((a) => a.id);
    expect(ids).toContain(ownApplication);
    expect(ids).not.toContain(strangersApplication);
    expect(count).toBe(ids.length);
  });

  it('still sees their own application, and programme staff see both', async () => {
    const theirs = await apiCall(t.app, routes.application, { params: { id: strangersApplication }, token: stranger });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().contact.email).toBe('new@example.org');
    const admin = (await signIn(t.app, { email: 'admin@example.org', password: 'Admin-pass1' })).token.accessToken;
    const all = await apiCall(t.app, routes.myApplications, { body: {}, token: admin });
    const names = all.json().items.map((a: { applicantName: string }) => a.applicantName);
    expect(names.filter((n: string) => n === 'Kim Park')).toHaveLength(2);
  });

  it('is held to six months between their own full-funding applications, without being told about the district', async () => {
    const again = await submit(stranger, answers('full', 'new@example.org'));
    expect(again.statusCode).toBe(409);
    const message = again.json().message as string;
    expect(message).toMatch(/^Full funding allows one application every 6 months\. You applied for full funding on \d\d\/\d\d\/\d{4}/);
    expect(again.json().errors).toEqual([{ field: 'funding.fundingOption', message }]);
    // Matching funds stay open to them (under another name, so that staff's count of the two
    // full-funding applications above stays theirs).
    expect((await submit(stranger, answers('matching', 'new@example.org', 'Parker'))).statusCode).toBe(201);
  });

  it("leaves the district's own rule whole: its members' full-funding applications still count", async () => {
    const colleague = await account('lee.ortiz@harbor-rule.example', true);
    const response = await submit(colleague, answers('full', 'lee.ortiz@harbor-rule.example'));
    expect(response.statusCode).toBe(409);
    const today = new Date().toISOString().slice(0, 10);
    const nextDate = /again from (\d\d)\/(\d\d)\/(\d{4})/.exec(response.json().message as string)!;
    expect(response.json().message).toBe(applicationMessages.fullFundingLimit(today, `${nextDate[3]}-${nextDate[1]}-${nextDate[2]}`));
  });
});
