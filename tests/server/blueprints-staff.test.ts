// The programme staff's side of blueprints: starting one from a New application, editing it with the
// version check and the rules on costs, schools, contacts and lines, issuing the quote (revisions kept
// readable), moving the stage to completion, the district scope of a school success manager, and the
// activity log written with each change.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsIso } from '../../src/contract/applications';
import { blueprintDetailSchema, utcToday, type BlueprintDetail, type EditBlueprintRequest } from '../../src/contract/blueprints';
import { activityLog, applications, blueprints, districts, resources, staffDistricts, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { mailsTo, waitForMail } from '../helpers/mail';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { API_PREFIX } from '../../src/contract/constants';

let t: TestApp;
let coordinator: string;
let coordinator2: string;
let admin: string;
let manager: string;
let harborApplicationId: string;
let cedarValleyId: string;
let harborId: string;
/** The Harbor Point blueprint the tests build. */
let built: BlueprintDetail;

const api = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `${API_PREFIX}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** The edit body that keeps everything as it is. */
function unchanged(b: BlueprintDetail): EditBlueprintRequest {
  return {
    version: b.version,
    preparedFor: b.preparedFor,
    primaryContactId: b.primaryContact?.id ?? null,
    schoolIds: b.schools.map((s) => s.id),
    lines: b.lines.map(({ resourceId, quantity }) => ({ resourceId, quantity })),
    totalProgramCostCents: b.totalProgramCostCents,
    directCostToDistrictCents: b.directCostToDistrictCents,
    studentsMin: b.students?.min ?? null,
    studentsMax: b.students?.max ?? null,
    educatorsMin: b.educators?.min ?? null,
    educatorsMax: b.educators?.max ?? null,
    contactHoursMin: b.contactHours?.min ?? null,
    contactHoursMax: b.contactHours?.max ?? null,
    fundingPartner: b.fundingPartner,
    fullyFunded: b.fullyFunded,
    impactSummary: b.impactSummary,
  };
}

async function edit(b: BlueprintDetail, patch: Partial<EditBlueprintRequest>, token = admin) {
  return api(token, 'PUT', `/blueprints/${b.id}`, { ...unchanged(b), ...patch });
}

async function ok(response: Awaited<ReturnType<typeof api>>): Promise<BlueprintDetail> {
  expect(response.statusCode, response.body).toBe(200);
  return blueprintDetailSchema.parse(response.json());
}

async function actions(entityId: string): Promise<string[]> {
  const rows = await t.database.db.select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.entityId, entityId));
  return rows.map((row) => row.action);
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example.test' } });
  coordinator = (await signIn(t.app)).token.accessToken;
  coordinator2 = (await signIn(t.app, { email: 'coordinator2@example.org', password: 'Demo-pass1' })).token.accessToken;
  admin = (await signIn(t.app, { email: 'admin@example.org', password: 'Admin-pass1' })).token.accessToken;
  const db = t.database.db;
  const [cedar] = await db.select({ id: districts.id }).from(districts).where(eq(districts.name, 'Cedar Valley Unified School District'));
  const [harbor] = await db.select({ id: districts.id }).from(districts).where(eq(districts.name, 'Harbor Point Independent School District'));
  cedarValleyId = cedar!.id;
  harborId = harbor!.id;
  const [application] = await db.select({ id: applications.id }).from(applications).where(eq(applications.districtId, harborId));
  harborApplicationId = application!.id;
  // A school success manager who looks after Cedar Valley only.
  const [ssm] = await db
    .insert(users)
    .values({
      email: 'ssm@example.org',
      passwordHash: await hashPassword('Manage-pass7'),
      firstName: 'Rita',
      lastName: 'Manager',
      onboardingStep: 7,
      isEmailConfirmed: true,
      roles: ['SCHOOL_SUCCESS_MANAGER'],
    })
    .returning({ id: users.id });
  await db.insert(staffDistricts).values({ userId: ssm!.id, districtId: cedarValleyId });
  manager = (await signIn(t.app, { email: 'ssm@example.org', password: 'Manage-pass7' })).token.accessToken;
});
afterAll(() => t.close());

describe('starting a blueprint from an application', () => {
  it('is for programme staff only, in their districts', async () => {
    const byDistrict = await api(coordinator2, 'POST', '/staff/blueprints', { applicationId: harborApplicationId });
    expect(byDistrict.statusCode).toBe(403);
    const outOfScope = await api(manager, 'POST', '/staff/blueprints', { applicationId: harborApplicationId });
    expect(outOfScope.statusCode).toBe(404);
  });

  it("takes the application's schools and resources as the first draft and moves it to Building Blueprint", async () => {
    const response = await api(admin, 'POST', '/staff/blueprints', { applicationId: harborApplicationId });
    expect(response.statusCode, response.body).toBe(201);
    built = blueprintDetailSchema.parse(response.json());
    expect(built).toMatchObject({
      preparedFor: 'Harbor Point Independent School District',
      stage: 'Draft',
      approval: 'Needs approval',
      quote: null,
      revisions: [],
      version: 1,
      primaryContact: { name: 'Alex Morgan' },
      application: { status: 'Building Blueprint' },
    });
    expect(built.schools.map((s) => s.name)).toEqual(['Bayside Middle School', 'Harbor Point High School']);
    // Unit costs are the catalogue's, and the total starts at the lines' sum.
    const solar = built.lines.find((line) => line.name === 'Solar Car Challenge')!;
    expect(solar).toMatchObject({ quantity: 6, unitCostCents: 85_000 });
    expect(built.totalProgramCostCents).toBe(built.linesTotalCents);
    expect(await actions(built.id)).toEqual(['blueprint-created']);
    // The application's details name its blueprint.
    const application = await api(coordinator2, 'GET', `/applications/${harborApplicationId}`);
    expect(application.json()).toMatchObject({
      status: 'Building Blueprint',
      blueprint: { id: built.id, stage: 'Draft', approval: 'Needs approval' },
    });
    expect(await actions(harborApplicationId)).toEqual(['status-changed']);

    const again = await api(admin, 'POST', '/staff/blueprints', { applicationId: harborApplicationId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This application already has a blueprint');
  });

  it('cannot be approved before a quote is issued', async () => {
    const response = await api(coordinator2, 'PATCH', `/blueprints/${built.id}`, { approval: 'Approved', quoteRevision: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This blueprint has no quote to approve yet');
    // The other district does not see it at all.
    expect((await api(coordinator, 'GET', `/blueprints/${built.id}`)).statusCode).toBe(404);
  });
});

describe('editing', () => {
  it('saves every field and counts the version up', async () => {
    const [alex] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'coordinator2@example.org'));
    const [circuits] = await t.database.db.select().from(resources).where(eq(resources.slug, 'circuits-classbox'));
    const lines = [...unchanged(built).lines, { resourceId: circuits!.id, quantity: 2 }];
    const linesTotal = built.linesTotalCents + 2 * circuits!.unitCostCents;
    built = await ok(
      await edit(built, {
        preparedFor: '  Harbor Point ISD — STEM fair plan ',
        primaryContactId: alex!.id,
        lines,
        totalProgramCostCents: linesTotal + 250_000,
        directCostToDistrictCents: 100_000,
        studentsMin: 300,
        studentsMax: 380,
        educatorsMin: 10,
        educatorsMax: 14,
        contactHoursMin: 8,
        contactHoursMax: 12,
        fundingPartner: 'Gulf Coast STEM Fund',
        fullyFunded: true,
        impactSummary: 'Solar cars for 7th grade and a robotics team.',
      }),
    );
    expect(built).toMatchObject({
      version: 2,
      preparedFor: 'Harbor Point ISD — STEM fair plan',
      totalProgramCostCents: linesTotal + 250_000,
      linesTotalCents: linesTotal,
      directCostToDistrictCents: 100_000,
      students: { min: 300, max: 380 },
      contactHours: { min: 8, max: 12 },
      fundingPartner: 'Gulf Coast STEM Fund',
      fullyFunded: true,
    });
    expect(built.lines.find((line) => line.name === 'Circuits & Electricity Classbox')).toMatchObject({
      quantity: 2,
      unitCostCents: circuits!.unitCostCents,
    });
    const [logged] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, built.id), eq(activityLog.action, 'blueprint-edited')));
    expect(logged).toMatchObject({ visibility: 'staff', after: { fundingPartner: 'Gulf Coast STEM Fund', directCostToDistrictCents: 100_000 } });
  });

  it('refuses an edit based on an older version with 409, changing nothing', async () => {
    const response = await edit({ ...built, version: built.version - 1 }, { preparedFor: 'Lost update' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Someone else changed this blueprint after you opened it. Load their version; what you typed stays in the form.',
    );
    const [row] = await t.database.db.select({ preparedFor: blueprints.preparedFor }).from(blueprints).where(eq(blueprints.id, built.id));
    expect(row!.preparedFor).toBe('Harbor Point ISD — STEM fair plan');
  });

  it('checks costs, ranges, schools, contact and lines, naming the field', async () => {
    const [lincoln] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'coordinator@example.org'));
    const cedarSchool = (await api(admin, 'GET', `/applications/districts/${cedarValleyId}/schools`)).json().items[0].id as string;
    const cases: [Partial<EditBlueprintRequest>, string, string][] = [
      [
        { directCostToDistrictCents: built.totalProgramCostCents + 1 },
        'directCostToDistrictCents',
        'Direct cost to district cannot be more than the total program cost',
      ],
      [
        { totalProgramCostCents: built.linesTotalCents - 1, directCostToDistrictCents: 0 },
        'totalProgramCostCents',
        'Total program cost cannot be less than the resources included',
      ],
      [{ studentsMin: 400, studentsMax: 300 }, 'studentsMin', 'Minimum cannot be more than maximum'],
      [{ educatorsMin: 3, educatorsMax: null }, 'educatorsMax', 'Enter a whole number from 0 to 1,000,000'],
      [{ schoolIds: [cedarSchool] }, 'schoolIds', "Choose schools of the blueprint's district"],
      [{ primaryContactId: lincoln!.id }, 'primaryContactId', "Choose a member of the blueprint's district"],
      [{ lines: [{ resourceId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] }, 'lines.0.resourceId', 'Choose resources from the catalogue'],
      [{ lines: [{ resourceId: built.lines[0]!.resourceId, quantity: 0 }] }, 'lines.0.quantity', 'Quantity must be a whole number from 1 to 10,000'],
      [{ preparedFor: ' -- ' }, 'preparedFor', 'Prepared for is required'],
      [{ totalProgramCostCents: -5 }, 'totalProgramCostCents', 'Enter an amount in dollars, e.g. 1250 or 1250.50'],
    ];
    for (const [patch, field, message] of cases) {
      const response = await edit(built, patch);
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json().errors, JSON.stringify(patch)).toContainEqual({ field, message });
    }
    const twice = await edit(built, { lines: [built.lines[0]!, built.lines[0]!].map(({ resourceId }) => ({ resourceId, quantity: 1 })) });
    expect(twice.json().errors).toContainEqual({
      field: 'lines.1.resourceId',
      message: 'Each resource can be listed once; change its quantity instead',
    });
  });

  it('is for staff only', async () => {
    expect((await edit(built, {}, coordinator2)).statusCode).toBe(403);
    expect((await edit(built, {}, manager)).statusCode).toBe(404);
  });
});

describe('the quote', () => {
  it('needs at least one resource', async () => {
    const empty = await ok(await edit(built, { lines: [], totalProgramCostCents: 0, directCostToDistrictCents: 0 }));
    const response = await api(admin, 'POST', `/staff/blueprints/${built.id}/quote`, { version: empty.version });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Add at least one resource before issuing the quote');
    built = await ok(
      await edit(empty, {
        lines: unchanged(built).lines,
        totalProgramCostCents: built.totalProgramCostCents,
        directCostToDistrictCents: built.directCostToDistrictCents,
      }),
    );
  });

  it('freezes the lines as revision 1, valid six months, asks for approval and tells the applicant', async () => {
    const stale = await api(admin, 'POST', `/staff/blueprints/${built.id}/quote`, { version: built.version - 1 });
    expect(stale.statusCode).toBe(409);
    built = await ok(await api(admin, 'POST', `/staff/blueprints/${built.id}/quote`, { version: built.version }));
    const today = utcToday();
    expect(built.quote).toEqual({
      revision: 1,
      amountCents: built.totalProgramCostCents,
      issuedOn: today,
      validUntil: addMonthsIso(today, 6),
      expired: false,
    });
    expect(built).toMatchObject({ stage: 'In Review', approval: 'Needs approval' });
    expect(built.revisions).toHaveLength(1);
    expect(built.revisions[0]!.lines.map((l) => l.name)).toEqual(built.lines.map((l) => l.name));
    const mail = await waitForMail(t.dataDir, 'coordinator2@example.org', 1);
    expect(mail.subject).toContain('quote is ready');
    expect(mail.text).toContain(`https://portal.example.test/blueprints/${built.id}`);

    const again = await api(admin, 'POST', `/staff/blueprints/${built.id}/quote`, { version: built.version });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The current quote is still valid; a change to resources or costs issues a new revision');
  });

  it('the district approves it; the application shows Blueprint Created', async () => {
    // The district's list holds the new blueprint beside the district's demo ones.
    const theirs = (await api(coordinator2, 'POST', '/blueprints/me', {})).json() as { items: { id: string }[] };
    expect(theirs.items.map((item) => item.id)).toContain(built.id);
    built = await ok(await api(coordinator2, 'PATCH', `/blueprints/${built.id}`, { approval: 'Approved', quoteRevision: 1 }));
    expect(built).toMatchObject({ approval: 'Approved', stage: 'Approved', application: { status: 'Blueprint Created' } });
  });

  it('a change that is not about money keeps the approved quote', async () => {
    built = await ok(await edit(built, { fundingPartner: 'Gulf Coast STEM Fund and friends' }));
    expect(built).toMatchObject({ approval: 'Approved', quote: { revision: 1 } });
    expect(built.revisions).toHaveLength(1);
  });

  it('a change of resources after issue makes revision 2 and asks for approval again; revision 1 stays readable', async () => {
    const before = built;
    const lines = unchanged(built).lines.map((line, i) => (i === 0 ? { ...line, quantity: line.quantity + 1 } : line));
    const extra = built.lines[0]!.unitCostCents;
    built = await ok(await edit(built, { lines, totalProgramCostCents: built.totalProgramCostCents + extra }));
    expect(built).toMatchObject({
      approval: 'Needs approval',
      stage: 'In Review',
      approvedAt: null,
      quote: { revision: 2, amountCents: before.totalProgramCostCents + extra },
    });
    expect(built.revisions.map((r) => r.revision)).toEqual([2, 1]);
    expect(built.revisions[1]).toMatchObject({ amountCents: before.totalProgramCostCents, approvedBy: { name: 'Alex Morgan' } });
    expect(built.revisions[1]!.lines[0]!.quantity).toBe(before.lines[0]!.quantity);
    const mail = await waitForMail(t.dataDir, 'coordinator2@example.org', 2);
    expect(mail.subject).toContain('revised');
    // The PDF of the older revision is still there.
    const pdf = await api(coordinator2, 'GET', `/blueprints/${built.id}/quote.pdf?revision=1`);
    expect([pdf.statusCode, pdf.headers['content-disposition']]).toEqual([200, expect.stringContaining('-r1.pdf')]);
  });

  it('a new quote once the last one expired unapproved', async () => {
    await t.database.db.update(blueprints).set({ quoteIssuedOn: '2020-01-01', quoteExpiresAt: '2020-07-01' }).where(eq(blueprints.id, built.id));
    const response = await api(admin, 'POST', `/staff/blueprints/${built.id}/quote`, { version: built.version });
    built = await ok(response);
    expect(built.quote).toMatchObject({ revision: 3, expired: false, issuedOn: utcToday() });
    expect(mailsTo(t.dataDir, 'coordinator2@example.org').length).toBeGreaterThanOrEqual(2);
  });
});

describe('stages', () => {
  it('moves only one step forward from Approved', async () => {
    const early = await api(admin, 'PATCH', `/staff/blueprints/${built.id}/stage`, { stage: 'Implementing', version: built.version });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A blueprint in In Review cannot move to Implementing');
    built = await ok(await api(coordinator2, 'PATCH', `/blueprints/${built.id}`, { approval: 'Approved', quoteRevision: 3 }));
    const skip = await api(admin, 'PATCH', `/staff/blueprints/${built.id}/stage`, { stage: 'Completed', version: built.version });
    expect(skip.statusCode).toBe(409);
    built = await ok(await api(admin, 'PATCH', `/staff/blueprints/${built.id}/stage`, { stage: 'Implementing', version: built.version }));
    expect(built.stage).toBe('Implementing');
  });

  it('locks resources and costs while implementing, and everything once completed', async () => {
    const priced = await edit(built, { directCostToDistrictCents: built.directCostToDistrictCents + 100 });
    expect(priced.statusCode).toBe(409);
    expect(priced.json().message).toBe('Resources and costs cannot change once implementation has started');
    built = await ok(await edit(built, { impactSummary: 'Now running in both schools.' }));

    built = await ok(await api(admin, 'PATCH', `/staff/blueprints/${built.id}/stage`, { stage: 'Completed', version: built.version }));
    expect(built).toMatchObject({ stage: 'Completed', application: { status: 'Program Completed' } });
    const frozen = await edit(built, { impactSummary: 'Too late' });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().message).toBe('A completed blueprint can no longer be changed');
  });

  it('wrote every change to the activity log, the district-visible ones marked so', async () => {
    const rows = await t.database.db
      .select({ action: activityLog.action, visibility: activityLog.visibility })
      .from(activityLog)
      .where(eq(activityLog.entityId, built.id));
    const byAction = (action: string) => rows.filter((row) => row.action === action);
    expect(byAction('blueprint-created')).toHaveLength(1);
    expect(byAction('quote-issued').map((r) => r.visibility)).toEqual(['district', 'district', 'district']);
    expect(byAction('blueprint-approved')).toHaveLength(2);
    expect(byAction('stage-changed')).toHaveLength(2);
    expect(byAction('blueprint-edited').every((r) => r.visibility === 'staff')).toBe(true);
    expect(await actions(harborApplicationId)).toEqual(['status-changed', 'status-changed', 'status-changed']);
  });
});

describe("a school success manager's scope", () => {
  it('reaches the blueprints of their districts only', async () => {
    const list = (await api(manager, 'POST', '/blueprints/me', {})).json();
    expect(list.total).toBe(2);
    expect(list.items.every((b: { district: { id: string } }) => b.district.id === cedarValleyId)).toBe(true);
    expect((await api(manager, 'GET', `/blueprints/${built.id}`)).statusCode).toBe(404);
    expect((await api(manager, 'GET', `/lookups/users?districtId=${harborId}`)).statusCode).toBe(404);
    expect((await api(manager, 'GET', `/lookups/users?districtId=${cedarValleyId}`)).statusCode).toBe(200);
    // …and builds them like an admin.
    const pending = list.items.find((b: { approval: string }) => b.approval === 'Needs approval');
    const detail = blueprintDetailSchema.parse((await api(manager, 'GET', `/blueprints/${pending.id}`)).json());
    const saved = await ok(await edit(detail, { fundingPartner: 'Tri-County Workforce Partnership (renewed)' }, manager));
    expect(saved.fundingPartner).toBe('Tri-County Workforce Partnership (renewed)');
  });
});
