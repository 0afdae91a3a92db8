// The district's side of blueprints: the list and its filter, details, schools, impact, the quote
// PDF, the lookups, comments, approval and the implementation contact, and that another district's
// blueprint answers 404 everywhere.
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
} from '../../src/contract/blueprints';
import { activityLog, applications, blueprints, districts, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { linkIn, mailsTo, tokenIn, waitForMail } from '../helpers/mail';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiPath, routes } from '../../src/contract/routes';
import { API_PREFIX } from '../../src/contract/constants';

let t: TestApp;
let coordinator: string;
let coordinator2: string;
let admin: string;
let teacher: string;
/** The coordinator's approved blueprint, and the career center's that needs approval. */
let approvedId: string;
let pendingId: string;
let cedarValleyId: string;

const TEACHER = { email: 'sam.teacher@cedarvalleyschools.example', password: 'Teach-pass9' };

const api = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `${API_PREFIX}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

async function list(token: string, filter: BlueprintsFilter = {}, query = '') {
  const response = await api(token, 'POST', `/blueprints/me${query}`, filter ?? {});
  expect(response.statusCode, response.body).toBe(200);
  return blueprintListSchema.parse(response.json());
}

async function detail(token: string, id: string): Promise<BlueprintDetail> {
  const response = await api(token, 'GET', `/blueprints/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return blueprintDetailSchema.parse(response.json());
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
    const schools = await api(coordinator, 'POST', '/lookups/filters/blueprint-schools', { districtIds: [cedarValleyId] });
    expect(schools.statusCode).toBe(200);
    const options = schools.json().items as { id: string; name: string; blueprintCount: number }[];
    expect(options.map((o) => o.name)).toEqual(['Cedar Valley Career & Technical Center', 'Cedar Valley High School', 'Lincoln Middle School']);
    const lincoln = options.find((o) => o.name === 'Lincoln Middle School')!;
    expect((await list(coordinator, { schoolId: lincoln.id })).items.map((b) => b.id)).toEqual([approvedId]);
    const page = await list(coordinator, {}, '?limit=1&offset=1');
    expect([page.items.length, page.total]).toEqual([1, 2]);
    // A page past the end still says how many there are, filtered or not.
    const pastEnd = await list(coordinator, {}, '?limit=1&offset=5');
    expect([pastEnd.items.length, pastEnd.total]).toEqual([0, 2]);
    const filteredPastEnd = await list(coordinator, { schoolId: lincoln.id }, '?limit=1&offset=5');
    expect([filteredPastEnd.items.length, filteredPastEnd.total]).toEqual([0, 1]);
  });

  it('refuses a bad filter with the field named', async () => {
    const response = await api(coordinator, 'POST', '/blueprints/me', { stage: 'Nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('stage');
    const limit = await api(coordinator, 'POST', '/blueprints/me?limit=500', {});
    expect(limit.statusCode).toBe(400);
  });

  it('shows another district nothing of the first, and staff both', async () => {
    // The second district sees its own (the demo's earlier Harbor Point blueprints), none of the first's.
    const theirs = await list(coordinator2, {}, '?limit=50');
    expect(theirs.items.every((b) => b.district.id !== cedarValleyId)).toBe(true);
    const ours = await list(coordinator, {}, '?limit=50');
    expect(ours.items.every((b) => b.district.id === cedarValleyId)).toBe(true);
    const schools = await api(coordinator2, 'POST', '/lookups/filters/blueprint-schools', { districtIds: [cedarValleyId] });
    expect(schools.json().items).toEqual([]);
    // Staff see both districts' blueprints.
    const all = await list(admin, {}, '?limit=50');
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
    const response = await api(coordinator, 'GET', `/blueprints/${approvedId}/schools`);
    const { items } = blueprintSchoolListSchema.parse(response.json());
    expect(items.map((s) => s.name)).toEqual(['Cedar Valley High School', 'Lincoln Middle School']);
    expect(items[0]).toMatchObject({
      titleIStatus: expect.any(String),
      estimatedEnrollment: expect.any(Number),
      economicallyDisadvantagedPct: expect.any(Number),
    });
  });

  it('forecasts the impact from the inputs and the schools', async () => {
    const response = await api(coordinator, 'GET', `/blueprints/${approvedId}/impact`);
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
    const response = await api(coordinator, 'GET', `/blueprints/${approvedId}/quote.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="quote-1001-r1.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await api(coordinator, 'GET', `/blueprints/${approvedId}/quote.pdf?revision=9`)).statusCode).toBe(404);
  });

  it("answers 404 for another district's blueprint on every call", async () => {
    const calls: [string, string, object?][] = [
      ['GET', `/blueprints/${approvedId}`],
      ['GET', `/blueprints/${approvedId}/schools`],
      ['GET', `/blueprints/${approvedId}/impact`],
      ['GET', `/blueprints/${approvedId}/comments`],
      ['GET', `/blueprints/${approvedId}/quote.pdf`],
      ['POST', `/blueprints/${approvedId}/comments`, { comment: 'Hello' }],
      ['PATCH', `/blueprints/${pendingId}`, { approval: 'Approved', quoteRevision: 1 }],
      ['PATCH', `/blueprints/${pendingId}/implementer`, { email: 'x@example.org' }],
      ['GET', `/lookups/blueprint-users?blueprintId=${approvedId}`],
      ['GET', `/lookups/users?districtId=${cedarValleyId}`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await api(coordinator2, method as 'GET', url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await api(coordinator, 'GET', '/blueprints/not-a-uuid')).statusCode).toBe(404);
    expect((await api(coordinator, 'GET', '/blueprints/00000000-0000-4000-8000-000000000000')).json().message).toBe('Blueprint not found');
  });
});

describe('lookups of people', () => {
  it("offers the blueprint's district members, never programme staff", async () => {
    const response = await api(coordinator, 'GET', `/lookups/blueprint-users?blueprintId=${pendingId}`);
    const names = (response.json().items as { name: string }[]).map((u) => u.name);
    expect(names).toEqual(expect.arrayContaining(['Dana Whitfield', 'Priya Natarajan', 'Sam Teacher']));
    expect(names).not.toContain('Marcus Reyes');
    const own = await api(coordinator, 'GET', '/lookups/blueprint-users');
    expect(own.json().items).toHaveLength(names.length);
    const users = await api(admin, 'GET', `/lookups/users?districtId=${cedarValleyId}`);
    expect(users.statusCode).toBe(200);
    expect(users.json().items).toHaveLength(names.length);
    expect((await api(admin, 'GET', '/lookups/users')).statusCode).toBe(400);
  });
});

describe('comments', () => {
  it('lists them oldest first with author and time', async () => {
    const response = await api(coordinator, 'GET', `/blueprints/${approvedId}/comments`);
    const body = blueprintCommentListSchema.parse(response.json());
    expect(body.items.map((c) => c.author?.name)).toEqual(['Marcus Reyes', 'Dana Whitfield']);
  });

  it('refuses blank, whitespace-only, dashes-only and over-long comments with "Comment is invalid"', async () => {
    for (const comment of ['', '   ', '---', ' - -\n-', 'x'.repeat(501)]) {
      const response = await api(coordinator, 'POST', `/blueprints/${approvedId}/comments`, { comment });
      expect(response.statusCode, JSON.stringify(comment)).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'comment', message: 'Comment is invalid' }]);
    }
    const ok = await api(coordinator, 'POST', `/blueprints/${approvedId}/comments`, { comment: `  ${'y'.repeat(500)}  ` });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().body).toBe('y'.repeat(500));
  });

  it('lets authors delete their own and staff any, and records what staff removed', async () => {
    const mine = (await api(teacher, 'POST', `/blueprints/${approvedId}/comments`, { comment: 'Can we add a second solar kit?' })).json();
    expect(mine.author.name).toBe('Sam Teacher');
    // Another member may not delete it.
    const other = await api(coordinator, 'DELETE', `/blueprints/${approvedId}/comments?commentId=${mine.id}`);
    expect(other.statusCode).toBe(403);
    expect((await api(teacher, 'DELETE', `/blueprints/${approvedId}/comments?commentId=${mine.id}`)).statusCode).toBe(204);
    expect((await api(teacher, 'DELETE', `/blueprints/${approvedId}/comments?commentId=${mine.id}`)).statusCode).toBe(404);

    const dana = (await api(coordinator, 'POST', `/blueprints/${approvedId}/comments`, { comment: 'Moderate me' })).json();
    expect((await api(admin, 'DELETE', `/blueprints/${approvedId}/comments?commentId=${dana.id}`)).statusCode).toBe(204);
    const left = blueprintCommentListSchema.parse((await api(coordinator, 'GET', `/blueprints/${approvedId}/comments`)).json());
    expect(left.items.map((c) => c.id)).not.toContain(dana.id);
    expect(left.items.map((c) => c.id)).not.toContain(mine.id);
    const logged = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, approvedId), eq(activityLog.action, 'comment-deleted')));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ visibility: 'district', before: { commentId: dana.id, body: 'Moderate me' } });
    expect((await api(coordinator, 'DELETE', `/blueprints/${approvedId}/comments?commentId=nope`)).statusCode).toBe(404);
  });
});

describe('approval', () => {
  it('is refused to a member who neither applied nor speaks for the district office', async () => {
    const response = await api(teacher, 'PATCH', `/blueprints/${pendingId}`, { approval: 'Approved', quoteRevision: 1 });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only the applicant or the district office can approve this blueprint');
  });

  it('refuses a quote revision other than the current one, and an expired quote', async () => {
    const stale = await api(coordinator, 'PATCH', `/blueprints/${pendingId}`, { approval: 'Approved', quoteRevision: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The quote changed after you opened it. Review the new quote before approving.');

    const [row] = await t.database.db.select().from(blueprints).where(eq(blueprints.id, pendingId));
    await t.database.db.update(blueprints).set({ quoteIssuedOn: '2020-01-01', quoteExpiresAt: '2020-07-01' }).where(eq(blueprints.id, pendingId));
    const expiredDetail = await detail(coordinator, pendingId);
    expect(expiredDetail.quote).toMatchObject({ validUntil: '2020-07-01', expired: true });
    const expired = await api(coordinator, 'PATCH', `/blueprints/${pendingId}`, { approval: 'Approved', quoteRevision: 1 });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe('The quote has expired. Ask programme staff for a new quote before approving.');
    await t.database.db
      .update(blueprints)
      .set({ quoteIssuedOn: row!.quoteIssuedOn, quoteExpiresAt: row!.quoteExpiresAt })
      .where(eq(blueprints.id, pendingId));
  });

  it('approves as the district office: who and when, the application moves to Blueprint Created', async () => {
    const response = await api(coordinator, 'PATCH', `/blueprints/${pendingId}`, { approval: 'Approved', quoteRevision: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const b = blueprintDetailSchema.parse(response.json());
    expect(b).toMatchObject({
      approval: 'Approved',
      stage: 'Approved',
      approvedBy: { name: 'Dana Whitfield' },
      application: { status: 'Blueprint Created' },
    });
    expect(Date.now() - Date.parse(b.approvedAt!)).toBeLessThan(60_000);
    expect(b.revisions[0]).toMatchObject({ revision: 1, approvedBy: { name: 'Dana Whitfield' } });
    const [application] = await t.database.db.select({ status: applications.status }).from(applications).where(eq(applications.id, b.application.id));
    expect(application!.status).toBe('Blueprint Created');
    const logged = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, pendingId), eq(activityLog.action, 'blueprint-approved')));
    expect(logged).toMatchObject([{ visibility: 'district', after: { approval: 'Approved', revision: 1 } }]);

    const again = await api(coordinator, 'PATCH', `/blueprints/${pendingId}`, { approval: 'Approved', quoteRevision: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This blueprint is already approved');
  });

  it('refuses a body that is not an approval', async () => {
    const response = await api(coordinator, 'PATCH', `/blueprints/${approvedId}`, { approval: 'Rejected' });
    expect(response.statusCode).toBe(400);
  });
});

describe('the implementation contact', () => {
  it('is not invited by a member without the right', async () => {
    const response = await api(teacher, 'PATCH', `/blueprints/${approvedId}/implementer`, { email: 'someone@example.org' });
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
      const response = await api(coordinator, 'PATCH', `/blueprints/${approvedId}/implementer`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
    }
  });

  it('invites someone new through the invitation: Invited until they complete their profile', async () => {
    const email = 'jo.implementer@example.org';
    const response = await api(coordinator, 'PATCH', `/blueprints/${approvedId}/implementer`, { email: 'Jo.Implementer@Example.org' });
    expect(response.statusCode, response.body).toBe(200);
    expect(blueprintDetailSchema.parse(response.json()).implementer).toMatchObject({
      email,
      status: 'Invited',
      invitedBy: { name: 'Dana Whitfield' },
    });

    const mail = await waitForMail(t.dataDir, email, 1);
    expect(linkIn(mail, 'complete-profile').origin).toBe('https://portal.example.test');
    expect(mail.text).toContain('implementation contact for the blueprint prepared for Cedar Valley Unified School District');
    const signUp = await t.app.inject({
      method: 'POST',
      url: apiPath(routes.invitationSignUp),
      payload: {
        token: tokenIn(mail, 'complete-profile'),
        password: 'Bright-path3',
        repeatPassword: 'Bright-path3',
        firstName: 'Jo',
        lastName: 'Ellis',
        agreement: true,
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    expect(signUp.json().user.district.id).toBe(cedarValleyId);
    const after = await detail(coordinator, approvedId);
    expect(after.implementer).toMatchObject({ email, status: 'Accepted', name: 'Jo Ellis' });
    // The new member reads the blueprint they implement.
    await detail(signUp.json().token.accessToken, approvedId);
  });

  it('names a district member, who is told and accepts on the blueprint', async () => {
    const [sam] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, TEACHER.email));
    const response = await api(coordinator, 'PATCH', `/blueprints/${approvedId}/implementer`, { userId: sam!.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(blueprintDetailSchema.parse(response.json()).implementer).toMatchObject({ email: TEACHER.email, status: 'Invited', userId: sam!.id });
    const mail = await waitForMail(t.dataDir, TEACHER.email, 1);
    expect(mail.text).toContain(`Open the blueprint: https://portal.example.test/blueprints/${approvedId}`);
    expect(mailsTo(t.dataDir, TEACHER.email)).toHaveLength(1);

    // Only the invited person accepts.
    expect((await api(coordinator, 'PATCH', `/blueprints/${approvedId}/implementer`, { accept: true })).statusCode).toBe(409);
    const accepted = await api(teacher, 'PATCH', `/blueprints/${approvedId}/implementer`, { accept: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().implementer).toMatchObject({ status: 'Accepted', name: 'Sam Teacher' });
    expect((await api(teacher, 'PATCH', `/blueprints/${approvedId}/implementer`, { accept: true })).json().message).toBe(
      'You have no pending invitation for this blueprint',
    );
    const logged = await t.database.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(and(eq(activityLog.entityId, approvedId), eq(activityLog.visibility, 'district')));
    expect(logged.map((row) => row.action)).toEqual(expect.arrayContaining(['implementer-invited', 'implementer-accepted']));
  });
});
