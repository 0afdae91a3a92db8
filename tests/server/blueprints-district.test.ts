// The district's side of blueprints: the list and its filter, details, schools, impact, the quote
// PDF, the lookups, comments, approval and the implementation contact, and that another district's
// blueprint answers 404 everywhere. The list, details and lookups read the demo's Cedar Valley
// blueprints; what changes a blueprint (comments, approval, the implementation contact) works on
// blueprints of its own, in a district of the tests' own, so the demo's stay as the readers expect.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blueprintCommentListSchema,
  blueprintDetailSchema,
  blueprintImpactSchema,
  blueprintListSchema,
  blueprintSchoolListSchema,
  type BlueprintDetail,
  type BlueprintsFilter,
} from '@contract/blueprints';
import { routes, type QueryValue, type RouteDef } from '@contract/routes';
import { activityLog, applications, blueprints, districts, users } from '@server/db/schema';
import { hashPassword } from '@server/features/auth/passwords';
import { apiCall, type CallOptions } from '../helpers/api-call';
import { makeApplication, makeDistrict, makePerson, makeResource, makeSchool, tokenFor, type Person } from '../helpers/factories';
import { linkIn, mailsTo, tokenIn, waitForMail } from '../helpers/mail';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let coordinator: string;
let coordinator2: string;
let admin: string;
let teacher: string;
/** The coordinator's approved blueprint, and the career center's that needs approval. */
let approvedId: string;
let pendingId: string;
let cedarValleyId: string;
/** The tests' own district: its district-office coordinator, a member who is neither, a school and a kit. */
let own: { districtId: string; districtName: string; schoolId: string; kitId: string };
let office: Person & { token: string };
let member: Person & { token: string };
const OFFICE_NAME = 'Olive Office';
const MEMBER_NAME = 'Jamie Member';

const TEACHER = { email: 'sam.teacher@cedarvalleyschools.example', password: 'Teach-pass9' };

const api = <R extends RouteDef>(token: string, route: R, options: Omit<CallOptions<R>, 'token'> = {}) =>
  apiCall(t.app, route, { ...options, token });

async function list(token: string, filter: BlueprintsFilter = {}, query: Record<string, QueryValue> = {}) {
  const response = await api(token, routes.myBlueprints, { body: filter ?? {}, query });
  expect(response.statusCode, response.body).toBe(200);
  return blueprintListSchema.parse(response.json());
}

async function detail(token: string, id: string): Promise<BlueprintDetail> {
  const response = await api(token, routes.blueprint, { params: { id } });
  expect(response.statusCode, response.body).toBe(200);
  return blueprintDetailSchema.parse(response.json());
}

/** A person of the tests' own district, signed in, with a name and a current role. */
async function ownPerson(name: string, currentRole: string | null): Promise<Person & { token: string }> {
  const person = await makePerson(t.database.db, { districtId: own.districtId });
  const [firstName, lastName] = name.split(' ');
  await t.database.db.update(users).set({ firstName, lastName, currentRole }).where(eq(users.id, person.id));
  return { ...person, token: await tokenFor(t.app, person) };
}

/**
 * A blueprint of the tests' own district waiting for approval, as staff leave it: started from a New
 * application (by no one of the district's office) and quoted, revision 1.
 */
async function quotedBlueprint(): Promise<BlueprintDetail> {
  const application = await makeApplication(t.database.db, own.districtId, {
    schoolIds: [own.schoolId],
    resources: [{ resourceId: own.kitId, quantity: 2 }],
  });
  const started = await api(admin, routes.staffStartBlueprint, { body: { applicationId: application.id } });
  expect(started.statusCode, started.body).toBe(201);
  const draft = blueprintDetailSchema.parse(started.json());
  const quoted = await api(admin, routes.staffIssueQuote, { params: { id: draft.id }, body: { version: draft.version } });
  expect(quoted.statusCode, quoted.body).toBe(200);
  return blueprintDetailSchema.parse(quoted.json());
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example.test' } });
  coordinator = (await signIn(t.app)).token.accessToken;
  coordinator2 = (await signIn(t.app, { email: 'coordinator2@example.org', password: 'Demo-pass1' })).token.accessToken;
  admin = (await signIn(t.app, { email: 'admin@example.org', password: 'Admin-pass1' })).token.accessToken;
  const [cedar] = await t.database.db.select({ id: districts.id }).from(districts).where(eq(districts.name, 'Cedar Valley Unified School District'));
  cedarValleyId = cedar!.id;
  // A member of the district who neither applied nor works in the district office.
  await t.database.db.insert(users).values({
    email: TEACHER.email,
    passwordHash: await hashPassword(TEACHER.password),
    firstName: 'Sam',
    lastName: 'Teacher',
    currentRole: 'STEM Educator',
    onboardingStep: 7,
    isEmailConfirmed: true,
    districtId: cedarValleyId,
    roles: ['USER'],
  });
  teacher = (await signIn(t.app, TEACHER)).token.accessToken;
  const items = (await list(coordinator)).items;
  approvedId = items.find((b) => b.approval === 'Approved')!.id;
  pendingId = items.find((b) => b.approval === 'Needs approval')!.id;

  const district = await makeDistrict(t.database.db);
  own = {
    districtId: district.id,
    districtName: district.name,
    schoolId: (await makeSchool(t.database.db, district.id)).id,
    kitId: (await makeResource(t.database.db)).id,
  };
  office = await ownPerson(OFFICE_NAME, 'District Office');
  member = await ownPerson(MEMBER_NAME, 'STEM Educator');
});
afterAll(() => t.close());

describe('the list', () => {
  it("shows a district member their district's blueprints with the list's columns", async () => {
    const body = await list(coordinator);
    expect(body.total).toBe(2);
    const approved = body.items.find((b) => b.id === approvedId)!;
    expect(approved).toMatchObject({
      preparedFor: 'Cedar Valley Unified School District',
      stage: 'Implementing',
      approval: 'Approved',
      applicationNumber: 1001,
      totalProgramCostCents: 4_850_000,
      district: { id: cedarValleyId, name: 'Cedar Valley Unified School District' },
      quote: { revision: 1, amountCents: 4_850_000, expired: false },
    });
    expect(approved.schools.map((s) => s.name)).toEqual(['Cedar Valley High School', 'Lincoln Middle School']);
    const pending = body.items.find((b) => b.id === pendingId)!;
    expect(pending).toMatchObject({ stage: 'In Review', approval: 'Needs approval', schools: [{ name: 'Cedar Valley Career & Technical Center' }] });
    // A fresh quote: issued three days ago, valid six months.
    expect(pending.quote!.validUntil > pending.quote!.issuedOn).toBe(true);
  });

  it('filters by stage, approval, school and search, and pages', async () => {
    expect((await list(coordinator, { approval: 'Needs approval' })).items.map((b) => b.id)).toEqual([pendingId]);
    expect((await list(coordinator, { stage: 'Implementing' })).items.map((b) => b.id)).toEqual([approvedId]);
    expect((await list(coordinator, { stage: 'Completed' })).total).toBe(0);
    expect((await list(coordinator, { search: 'career' })).items.map((b) => b.id)).toEqual([pendingId]);
    expect((await list(coordinator, { search: '#1001' })).items.map((b) => b.id)).toEqual([approvedId]);
    const schools = await api(coordinator, routes.blueprintSchoolsFilter, { body: { districtIds: [cedarValleyId] } });
    expect(schools.statusCode).toBe(200);
    const options = schools.json().items as { id: string; name: string; blueprintCount: number }[];
    expect(options.map((o) => o.name)).toEqual(['Cedar Valley Career & Technical Center', 'Cedar Valley High School', 'Lincoln Middle School']);
    const lincoln = options.find((o) => o.name === 'Lincoln Middle School')!;
    expect((await list(coordinator, { schoolId: lincoln.id })).items.map((b) => b.id)).toEqual([approvedId]);
    const page = await list(coordinator, {}, { limit: 1, offset: 1 });
    expect([page.items.length, page.total]).toEqual([1, 2]);
    // A page past the end still says how many there are, filtered or not.
    const pastEnd = await list(coordinator, {}, { limit: 1, offset: 5 });
    expect([pastEnd.items.length, pastEnd.total]).toEqual([0, 2]);
    const filteredPastEnd = await list(coordinator, { schoolId: lincoln.id }, { limit: 1, offset: 5 });
    expect([filteredPastEnd.items.length, filteredPastEnd.total]).toEqual([0, 1]);
  });

  it('refuses a bad filter with the field named', async () => {
    const response = await api(coordinator, routes.myBlueprints, { body: { stage: 'Nope' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('stage');
    const limit = await api(coordinator, routes.myBlueprints, { query: { limit: 500 }, body: {} });
    expect(limit.statusCode).toBe(400);
  });

  it('shows another district nothing of the first, and staff both', async () => {
    // The second district sees its own (the demo's earlier Harbor Point blueprints), none of the first's.
    const theirs = await list(coordinator2, {}, { limit: 50 });
    expect(theirs.items.every((b) => b.district.id !== cedarValleyId)).toBe(true);
    const ours = await list(coordinator, {}, { limit: 50 });
    expect(ours.items.every((b) => b.district.id === cedarValleyId)).toBe(true);
    const schools = await api(coordinator2, routes.blueprintSchoolsFilter, { body: { districtIds: [cedarValleyId] } });
    expect(schools.json().items).toEqual([]);
    // Staff see both districts' blueprints.
    const all = await list(admin, {}, { limit: 50 });
    expect(all.total).toBe(await t.database.db.$count(blueprints));
    expect(all.total).toBeGreaterThan(ours.total);
  });
});

describe('details, schools and impact', () => {
  it('gives every labelled field of the blueprint', async () => {
    const b = await detail(coordinator, approvedId);
    expect(b).toMatchObject({
      preparedFor: 'Cedar Valley Unified School District',
      stage: 'Implementing',
      approval: 'Approved',
      approvedBy: { name: 'Dana Whitfield' },
      application: { applicationNumber: 1001, status: 'Blueprint Created', applicantName: 'Dana Whitfield' },
      primaryContact: { name: 'Dana Whitfield', email: 'coordinator@example.org' },
      fundingPartner: 'Great Lakes STEM Foundation',
      fullyFunded: true,
      totalProgramCostCents: 4_850_000,
      linesTotalCents: 4_850_000,
      directCostToDistrictCents: 0,
      students: { min: 350, max: 420 },
      educators: { min: 12, max: 16 },
      contactHours: { min: 12, max: 18 },
      implementer: { email: 'jordan.ellis@cedarvalleyschools.example', status: 'Invited', name: null },
    });
    const solar = b.lines.find((line) => line.name === 'Solar Car Challenge')!;
    expect(solar).toMatchObject({ quantity: 10, unitCostCents: 85_000, totalCents: 850_000 });
    expect(b.revisions).toHaveLength(1);
    expect(b.revisions[0]).toMatchObject({ revision: 1, amountCents: 4_850_000, approvedBy: { name: 'Dana Whitfield' } });
    expect(b.revisions[0]!.lines).toHaveLength(6);
  });

  it('lists the participating schools with their facts', async () => {
    const response = await api(coordinator, routes.blueprintSchools, { params: { id: approvedId } });
    const { items } = blueprintSchoolListSchema.parse(response.json());
    expect(items.map((s) => s.name)).toEqual(['Cedar Valley High School', 'Lincoln Middle School']);
    expect(items[0]).toMatchObject({
      titleIStatus: expect.any(String),
      estimatedEnrollment: expect.any(Number),
      economicallyDisadvantagedPct: expect.any(Number),
    });
  });

  it('forecasts the impact from the inputs and the schools', async () => {
    const response = await api(coordinator, routes.blueprintImpact, { params: { id: approvedId } });
    expect(response.statusCode).toBe(200);
    const impact = blueprintImpactSchema.parse(response.json());
    expect(impact).toMatchObject({
      students: { min: 350, max: 420 },
      educators: { min: 12, max: 16 },
      contactHours: { min: 12, max: 18 },
      studentContactHours: { min: 350 * 12, max: 420 * 18 },
      schools: 2,
      // $48,500 over 420 students at best, 350 at worst.
      costPerStudentCents: { min: Math.round(4_850_000 / 420), max: Math.round(4_850_000 / 350) },
    });
    expect(impact.titleISharePct).toBe(Math.round((impact.titleISchools / 2) * 100));
  });

  it('downloads the quote as a PDF', async () => {
    const response = await api(coordinator, routes.blueprintQuotePdf, { params: { id: approvedId } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="quote-1001-r1.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await api(coordinator, routes.blueprintQuotePdf, { params: { id: approvedId }, query: { revision: 9 } })).statusCode).toBe(404);
  });

  it("answers 404 for another district's blueprint on every call", async () => {
    const asOtherDistrict = <R extends RouteDef>(route: R, options: Omit<CallOptions<R>, 'token'>) =>
      [`${route.method} ${route.path}`, () => api(coordinator2, route, options)] as const;
    const calls = [
      asOtherDistrict(routes.blueprint, { params: { id: approvedId } }),
      asOtherDistrict(routes.blueprintSchools, { params: { id: approvedId } }),
      asOtherDistrict(routes.blueprintImpact, { params: { id: approvedId } }),
      asOtherDistrict(routes.blueprintComments, { params: { id: approvedId } }),
      asOtherDistrict(routes.blueprintQuotePdf, { params: { id: approvedId } }),
      asOtherDistrict(routes.addBlueprintComment, { params: { id: approvedId }, body: { comment: 'Hello' } }),
      asOtherDistrict(routes.approveBlueprint, { params: { id: pendingId }, body: { approval: 'Approved', quoteRevision: 1 } }),
      asOtherDistrict(routes.inviteImplementer, { params: { id: pendingId }, body: { email: 'x@example.org' } }),
      asOtherDistrict(routes.blueprintUsers, { query: { blueprintId: approvedId } }),
      asOtherDistrict(routes.users, { query: { districtId: cedarValleyId } }),
    ];
    for (const [name, call] of calls) {
      const response = await call();
      expect(response.statusCode, name).toBe(404);
    }
    expect((await api(coordinator, routes.blueprint, { params: { id: 'not-a-uuid' } })).statusCode).toBe(404);
    expect((await api(coordinator, routes.blueprint, { params: { id: '00000000-0000-4000-8000-000000000000' } })).json().message).toBe(
      'Blueprint not found',
    );
  });
});

describe('lookups of people', () => {
  it("offers the blueprint's district members, never programme staff", async () => {
    const response = await api(coordinator, routes.blueprintUsers, { query: { blueprintId: pendingId } });
    const names = (response.json().items as { name: string }[]).map((u) => u.name);
    expect(names).toEqual(expect.arrayContaining(['Dana Whitfield', 'Priya Natarajan', 'Sam Teacher']));
    expect(names).not.toContain('Marcus Reyes');
    const ownDistrict = await api(coordinator, routes.blueprintUsers);
    expect(ownDistrict.json().items).toHaveLength(names.length);
    const people = await api(admin, routes.users, { query: { districtId: cedarValleyId } });
    expect(people.statusCode).toBe(200);
    expect(people.json().items).toHaveLength(names.length);
    expect((await api(admin, routes.users)).statusCode).toBe(400);
  });
});

describe('comments', () => {
  it('lists them oldest first with author and time', async () => {
    const response = await api(coordinator, routes.blueprintComments, { params: { id: approvedId } });
    const body = blueprintCommentListSchema.parse(response.json());
    expect(body.items.map((c) => c.author?.name)).toEqual(['Marcus Reyes', 'Dana Whitfield']);
  });

  it('refuses blank, whitespace-only, dashes-only and over-long comments with "Comment is invalid"', async () => {
    const { id } = await quotedBlueprint();
    for (const comment of ['', '   ', '---', ' - -\n-', 'x'.repeat(501)]) {
      const response = await api(office.token, routes.addBlueprintComment, { params: { id }, body: { comment } });
      expect(response.statusCode, JSON.stringify(comment)).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'comment', message: 'Comment is invalid' }]);
    }
    const ok = await api(office.token, routes.addBlueprintComment, { params: { id }, body: { comment: `  ${'y'.repeat(500)}  ` } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().body).toBe('y'.repeat(500));
  });

  it('lets authors delete their own and staff any, and records what staff removed', async () => {
    const { id } = await quotedBlueprint();
    const comment = (token: string, text: string) => api(token, routes.addBlueprintComment, { params: { id }, body: { comment: text } });
    const remove = (token: string, commentId: string) => api(token, routes.deleteBlueprintComment, { params: { id }, query: { commentId } });
    const mine = (await comment(member.token, 'Can we add a second solar kit?')).json();
    expect(mine.author.name).toBe(MEMBER_NAME);
    // Another member may not delete it.
    const other = await remove(office.token, mine.id);
    expect(other.statusCode).toBe(403);
    expect((await remove(member.token, mine.id)).statusCode).toBe(204);
    expect((await remove(member.token, mine.id)).statusCode).toBe(404);

    const theirs = (await comment(office.token, 'Moderate me')).json();
    expect((await remove(admin, theirs.id)).statusCode).toBe(204);
    const left = blueprintCommentListSchema.parse((await api(office.token, routes.blueprintComments, { params: { id } })).json());
    expect(left.items.map((c) => c.id)).not.toContain(theirs.id);
    expect(left.items.map((c) => c.id)).not.toContain(mine.id);
    const logged = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, 'comment-deleted')));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ visibility: 'district', before: { commentId: theirs.id, body: 'Moderate me' } });
    expect((await remove(office.token, 'nope')).statusCode).toBe(404);
  });
});

describe('approval', () => {
  const approve = (token: string, id: string, body: object = { approval: 'Approved', quoteRevision: 1 }) =>
    api(token, routes.approveBlueprint, { params: { id }, body });

  it('is refused to a member who neither applied nor speaks for the district office', async () => {
    const response = await approve(teacher, pendingId);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only the applicant or the district office can approve this blueprint');
  });

  it('refuses a quote revision other than the current one, and an expired quote', async () => {
    const { id } = await quotedBlueprint();
    const stale = await approve(office.token, id, { approval: 'Approved', quoteRevision: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The quote changed after you opened it. Review the new quote before approving.');

    await t.database.db.update(blueprints).set({ quoteIssuedOn: '2020-01-01', quoteExpiresAt: '2020-07-01' }).where(eq(blueprints.id, id));
    const expiredDetail = await detail(office.token, id);
    expect(expiredDetail.quote).toMatchObject({ validUntil: '2020-07-01', expired: true });
    const expired = await approve(office.token, id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe('The quote has expired. Ask programme staff for a new quote before approving.');
  });

  it('approves as the district office: who and when, the application moves to Blueprint Created', async () => {
    const { id } = await quotedBlueprint();
    const response = await approve(office.token, id);
    expect(response.statusCode, response.body).toBe(200);
    const b = blueprintDetailSchema.parse(response.json());
    expect(b).toMatchObject({
      approval: 'Approved',
      stage: 'Approved',
      approvedBy: { name: OFFICE_NAME },
      application: { status: 'Blueprint Created' },
    });
    expect(Date.now() - Date.parse(b.approvedAt!)).toBeLessThan(60_000);
    expect(b.revisions[0]).toMatchObject({ revision: 1, approvedBy: { name: OFFICE_NAME } });
    const [application] = await t.database.db.select({ status: applications.status }).from(applications).where(eq(applications.id, b.application.id));
    expect(application!.status).toBe('Blueprint Created');
    const logged = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, 'blueprint-approved')));
    expect(logged).toMatchObject([{ visibility: 'district', after: { approval: 'Approved', revision: 1 } }]);

    const again = await approve(office.token, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This blueprint is already approved');
  });

  it('refuses a body that is not an approval', async () => {
    const response = await approve(coordinator, approvedId, { approval: 'Rejected' });
    expect(response.statusCode).toBe(400);
  });
});

describe('the implementation contact', () => {
  const implementer = (token: string, id: string, body: object) => api(token, routes.inviteImplementer, { params: { id }, body });

  it('is not invited by a member without the right', async () => {
    const response = await implementer(teacher, approvedId, { email: 'someone@example.org' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses no choice, a bad address, another district and programme staff, on the field', async () => {
    const cases: [object, string, string][] = [
      [{}, 'email', 'Choose a district member or type an email'],
      [{ email: 'not-an-email' }, 'email', 'Email is invalid'],
      [{ email: 'coordinator2@example.org' }, 'email', "This person's account belongs to another district"],
      [{ email: 'admin@example.org' }, 'email', 'Programme staff cannot be the implementation contact'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await implementer(coordinator, approvedId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
    }
  });

  it('invites someone new through the invitation: Invited until they complete their profile', async () => {
    const { id } = await quotedBlueprint();
    const email = 'jo.implementer@example.org';
    const response = await implementer(office.token, id, { email: 'Jo.Implementer@Example.org' });
    expect(response.statusCode, response.body).toBe(200);
    expect(blueprintDetailSchema.parse(response.json()).implementer).toMatchObject({
      email,
      status: 'Invited',
      invitedBy: { name: OFFICE_NAME },
    });

    const mail = await waitForMail(t.dataDir, email, 1);
    expect(linkIn(mail, 'complete-profile').origin).toBe('https://portal.example.test');
    expect(mail.text).toContain(`implementation contact for the blueprint prepared for ${own.districtName}`);
    const signUp = await apiCall(t.app, routes.invitationSignUp, {
      body: {
        token: tokenIn(mail, 'complete-profile'),
        password: 'Bright-path3',
        repeatPassword: 'Bright-path3',
        firstName: 'Jo',
        lastName: 'Ellis',
        agreement: true,
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    expect(signUp.json().user.district.id).toBe(own.districtId);
    // A member of a district in the programme, not an applicant: onboarded, sent to the blueprint.
    expect(signUp.json().user.onboardingStep).toBe(7);
    expect(signUp.json().invitationInfo.blueprintId).toBe(id);
    const after = await detail(office.token, id);
    expect(after.implementer).toMatchObject({ email, status: 'Accepted', name: 'Jo Ellis' });
    // The new member reads the blueprint they implement.
    await detail(signUp.json().token.accessToken, id);
  });

  it('names a district member, who is told and accepts on the blueprint', async () => {
    const { id } = await quotedBlueprint();
    const named = await ownPerson('Sam Teacher', 'STEM Educator');
    const response = await implementer(office.token, id, { userId: named.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(blueprintDetailSchema.parse(response.json()).implementer).toMatchObject({ email: named.email, status: 'Invited', userId: named.id });
    const mail = await waitForMail(t.dataDir, named.email, 1);
    expect(mail.text).toContain(`Open the blueprint: https://portal.example.test/blueprints/${id}`);
    expect(mailsTo(t.dataDir, named.email)).toHaveLength(1);

    // Only the invited person accepts.
    expect((await implementer(office.token, id, { accept: true })).statusCode).toBe(409);
    const accepted = await implementer(named.token, id, { accept: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().implementer).toMatchObject({ status: 'Accepted', name: 'Sam Teacher' });
    expect((await implementer(named.token, id, { accept: true })).json().message).toBe('You have no pending invitation for this blueprint');
    const logged = await t.database.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.visibility, 'district')));
    expect(logged.map((row) => row.action)).toEqual(expect.arrayContaining(['implementer-invited', 'implementer-accepted']));
  });
});
