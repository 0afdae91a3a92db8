// The programme staff's side of blueprints: starting one from a New application, editing it with the
// version check and the rules on costs, schools, contacts and lines, issuing the quote (revisions kept
// readable), moving the stage to completion, the district scope of a school success manager, and the
// activity log written with each change. Each test builds the blueprint it needs, at the stage it
// needs, in a district of its own (world()), so it passes alone and in any order.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsIso } from '@contract/applications';
import { blueprintDetailSchema, utcToday, type BlueprintDetail, type EditBlueprintRequest } from '@contract/blueprints';
import { routes, type RouteDef } from '@contract/routes';
import { activityLog, blueprints, users } from '@server/db/schema';
import { apiCall, type CallOptions } from '../helpers/api-call';
import { makeApplication, makeDistrict, makePerson, makeResource, makeSchool, tokenFor, uniqueName, type Person } from '../helpers/factories';
import { mailsTo, waitForMail } from '../helpers/mail';
import { pdfText } from '../helpers/pdf-text';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let coordinator: string;
let admin: string;
/** A school success manager who looks after `managed` only. */
let manager: string;
let managed: World;
/** Catalogue resources of the tests' own: the applications pick the first two, an edit adds the third. */
let solar: { id: string; name: string; unitCostCents: number };
let robotics: { id: string; name: string; unitCostCents: number };
let circuits: { id: string; name: string; unitCostCents: number };

const api = <R extends RouteDef>(token: string, route: R, options: Omit<CallOptions<R>, 'token'> = {}) =>
  apiCall(t.app, route, { ...options, token });

/** A district with two schools and its district-office coordinator, signed in. */
interface World {
  districtId: string;
  districtName: string;
  schools: { id: string; name: string }[];
  contact: Person & { name: string; token: string };
}

/** A blueprint started from a New application of `world`, applied for by its coordinator. */
interface Built {
  world: World;
  applicationId: string;
  blueprint: BlueprintDetail;
}

async function world(): Promise<World> {
  const db = t.database.db;
  const district = await makeDistrict(db);
  // Named so that they sort in this order.
  const schools = [
    await makeSchool(db, district.id, { name: uniqueName('Alder Middle School') }),
    await makeSchool(db, district.id, { name: uniqueName('Birch High School') }),
  ];
  const person = await makePerson(db, { districtId: district.id });
  await db.update(users).set({ firstName: 'Alex', lastName: 'Morgan', currentRole: 'District Office' }).where(eq(users.id, person.id));
  return {
    districtId: district.id,
    districtName: district.name,
    schools: schools.map(({ id, name }) => ({ id, name })),
    contact: { ...person, name: 'Alex Morgan', token: await tokenFor(t.app, person) },
  };
}

/** A New application of the world's coordinator: two schools, six solar kits and two robotics kits. */
async function application(place: World): Promise<string> {
  const row = await makeApplication(t.database.db, place.districtId, {
    userId: place.contact.id,
    applicantName: place.contact.name,
    schoolIds: place.schools.map((s) => s.id),
    resources: [
      { resourceId: solar.id, quantity: 6 },
      { resourceId: robotics.id, quantity: 2 },
    ],
  });
  return row.id;
}

/** Stage Draft: started by an admin from a new application. */
async function draft(place?: World): Promise<Built> {
  const w = place ?? (await world());
  const applicationId = await application(w);
  const response = await api(admin, routes.staffStartBlueprint, { body: { applicationId } });
  expect(response.statusCode, response.body).toBe(201);
  return { world: w, applicationId, blueprint: blueprintDetailSchema.parse(response.json()) };
}

const issue = async (b: BlueprintDetail) => ok(await api(admin, routes.staffIssueQuote, { params: { id: b.id }, body: { version: b.version } }));
const approve = (token: string, b: BlueprintDetail) =>
  api(token, routes.approveBlueprint, { params: { id: b.id }, body: { approval: 'Approved', quoteRevision: b.quote!.revision } });
const moveStage = (b: BlueprintDetail, stage: string) =>
  api(admin, routes.staffMoveBlueprintStage, { params: { id: b.id }, body: { stage, version: b.version } });

/** Stage In Review: quote revision 1 issued, waiting for the district. */
async function quoted(place?: World): Promise<Built> {
  const built = await draft(place);
  return { ...built, blueprint: await issue(built.blueprint) };
}

/** Stage Approved: the district's coordinator approved revision 1. */
async function approved(place?: World): Promise<Built> {
  const built = await quoted(place);
  return { ...built, blueprint: await ok(await approve(built.world.contact.token, built.blueprint)) };
}

/** Revision 1's quote made expired (issued long ago). */
const expireQuote = (b: BlueprintDetail) =>
  t.database.db.update(blueprints).set({ quoteIssuedOn: '2020-01-01', quoteExpiresAt: '2020-07-01' }).where(eq(blueprints.id, b.id));

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
  return api(token, routes.editBlueprint, { params: { id: b.id }, body: { ...unchanged(b), ...patch } });
}

/** The first line one kit more, and the total by its price: a change of resources. */
function oneKitMore(b: BlueprintDetail): Partial<EditBlueprintRequest> {
  const lines = unchanged(b).lines.map((line, i) => (i === 0 ? { ...line, quantity: line.quantity + 1 } : line));
  return { lines, totalProgramCostCents: b.totalProgramCostCents + b.lines[0]!.unitCostCents };
}

async function ok(response: Awaited<ReturnType<typeof api>>): Promise<BlueprintDetail> {
  expect(response.statusCode, response.body).toBe(200);
  return blueprintDetailSchema.parse(response.json());
}

/**
 * The entity's log actions by time. Entries written in one transaction share its instant, and
 * nothing records which came first (a heap's order is no order, not even ctid's, as free space is
 * reused), so within one instant they come by name.
 */
async function actions(entityId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ action: activityLog.action })
    .from(activityLog)
    .where(eq(activityLog.entityId, entityId))
    .orderBy(asc(activityLog.createdAt), asc(activityLog.action));
  return rows.map((row) => row.action);
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example.test' } });
  coordinator = (await signIn(t.app)).token.accessToken;
  admin = (await signIn(t.app, { email: 'admin@example.org', password: 'Admin-pass1' })).token.accessToken;
  const db = t.database.db;
  solar = await makeResource(db, { name: uniqueName('Solar Car Challenge'), unitCostCents: 85_000 });
  robotics = await makeResource(db, { name: uniqueName('Robotics Classbox'), unitCostCents: 120_000 });
  circuits = await makeResource(db, { name: uniqueName('Circuits Classbox'), unitCostCents: 45_000 });
  managed = await world();
  const ssm = await makePerson(db, { roles: ['SCHOOL_SUCCESS_MANAGER'], staffOf: [managed.districtId] });
  manager = await tokenFor(t.app, ssm);
});
afterAll(() => t.close());

describe('starting a blueprint from an application', () => {
  it('is for programme staff only, in their districts', async () => {
    const w = await world();
    const applicationId = await application(w);
    const byDistrict = await api(w.contact.token, routes.staffStartBlueprint, { body: { applicationId } });
    expect(byDistrict.statusCode).toBe(403);
    const outOfScope = await api(manager, routes.staffStartBlueprint, { body: { applicationId } });
    expect(outOfScope.statusCode).toBe(404);
  });

  it("takes the application's schools and resources as the first draft and moves it to Building Blueprint", async () => {
    const w = await world();
    const applicationId = await application(w);
    const response = await api(admin, routes.staffStartBlueprint, { body: { applicationId } });
    expect(response.statusCode, response.body).toBe(201);
    const built = blueprintDetailSchema.parse(response.json());
    expect(built).toMatchObject({
      preparedFor: w.districtName,
      stage: 'Draft',
      approval: 'Needs approval',
      quote: null,
      revisions: [],
      version: 1,
      primaryContact: { name: 'Alex Morgan' },
      application: { status: 'Building Blueprint' },
    });
    expect(built.schools.map((s) => s.name)).toEqual(w.schools.map((s) => s.name));
    // Unit costs are the catalogue's, and the total starts at the lines' sum.
    const solarLine = built.lines.find((line) => line.name === solar.name)!;
    expect(solarLine).toMatchObject({ quantity: 6, unitCostCents: 85_000 });
    expect(built.totalProgramCostCents).toBe(built.linesTotalCents);
    expect(await actions(built.id)).toEqual(['blueprint-created']);
    // The application's details name its blueprint.
    const details = await api(w.contact.token, routes.application, { params: { id: applicationId } });
    expect(details.json()).toMatchObject({
      status: 'Building Blueprint',
      blueprint: { id: built.id, stage: 'Draft', approval: 'Needs approval' },
    });
    // Nobody had the application: whoever started its blueprint now looks after it.
    expect(details.json().assignedAdmin).toMatchObject({ name: 'Marcus Reyes' });
    expect(await actions(applicationId)).toEqual(['assigned', 'status-changed']);

    const again = await api(admin, routes.staffStartBlueprint, { body: { applicationId } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This application already has a blueprint');
  });

  it('cannot be approved before a quote is issued', async () => {
    const { blueprint, world: w } = await draft();
    const response = await api(w.contact.token, routes.approveBlueprint, {
      params: { id: blueprint.id },
      body: { approval: 'Approved', quoteRevision: 1 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This blueprint has no quote to approve yet');
    // The other district does not see it at all.
    expect((await api(coordinator, routes.blueprint, { params: { id: blueprint.id } })).statusCode).toBe(404);
  });
});

describe('editing', () => {
  it('saves every field and counts the version up', async () => {
    const { blueprint: built, world: w } = await draft();
    const colleague = await makePerson(t.database.db, { districtId: w.districtId });
    const lines = [...unchanged(built).lines, { resourceId: circuits.id, quantity: 2 }];
    const linesTotal = built.linesTotalCents + 2 * circuits.unitCostCents;
    const saved = await ok(
      await edit(built, {
        preparedFor: '  Harbor Point ISD — STEM fair plan ',
        primaryContactId: colleague.id,
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
    expect(saved).toMatchObject({
      version: 2,
      preparedFor: 'Harbor Point ISD — STEM fair plan',
      primaryContact: { id: colleague.id },
      totalProgramCostCents: linesTotal + 250_000,
      linesTotalCents: linesTotal,
      directCostToDistrictCents: 100_000,
      students: { min: 300, max: 380 },
      contactHours: { min: 8, max: 12 },
      fundingPartner: 'Gulf Coast STEM Fund',
      fullyFunded: true,
    });
    expect(saved.lines.find((line) => line.name === circuits.name)).toMatchObject({
      quantity: 2,
      unitCostCents: circuits.unitCostCents,
    });
    const [logged] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, built.id), eq(activityLog.action, 'blueprint-edited')));
    expect(logged).toMatchObject({ visibility: 'staff', after: { fundingPartner: 'Gulf Coast STEM Fund', directCostToDistrictCents: 100_000 } });
  });

  it('refuses an edit based on an older version with 409, changing nothing', async () => {
    const built = await ok(await edit((await draft()).blueprint, { preparedFor: 'Harbor Point ISD — STEM fair plan' }));
    const response = await edit({ ...built, version: built.version - 1 }, { preparedFor: 'Lost update' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Someone else changed this blueprint after you opened it. Load their version; what you typed stays in the form.',
    );
    const [row] = await t.database.db.select({ preparedFor: blueprints.preparedFor }).from(blueprints).where(eq(blueprints.id, built.id));
    expect(row!.preparedFor).toBe('Harbor Point ISD — STEM fair plan');
  });

  it('checks costs, ranges, schools, contact and lines, naming the field', async () => {
    const { blueprint: built } = await draft();
    const elsewhere = await makeDistrict(t.database.db);
    const otherSchool = (await makeSchool(t.database.db, elsewhere.id)).id;
    const outsider = await makePerson(t.database.db, { districtId: elsewhere.id });
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
      [{ schoolIds: [otherSchool] }, 'schoolIds', "Choose schools of the blueprint's district"],
      [{ primaryContactId: outsider.id }, 'primaryContactId', "Choose a member of the blueprint's district"],
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
    const { blueprint: built, world: w } = await draft();
    expect((await edit(built, {}, w.contact.token)).statusCode).toBe(403);
    expect((await edit(built, {}, manager)).statusCode).toBe(404);
  });
});

describe('the quote', () => {
  it('needs at least one resource', async () => {
    const { blueprint: built } = await draft();
    const empty = await ok(await edit(built, { lines: [], totalProgramCostCents: 0, directCostToDistrictCents: 0 }));
    const response = await api(admin, routes.staffIssueQuote, { params: { id: built.id }, body: { version: empty.version } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Add at least one resource before issuing the quote');
    await ok(
      await edit(empty, {
        lines: unchanged(built).lines,
        totalProgramCostCents: built.totalProgramCostCents,
        directCostToDistrictCents: built.directCostToDistrictCents,
      }),
    );
  });

  it('freezes the lines as revision 1, valid six months, asks for approval and tells the applicant', async () => {
    const started = await draft();
    // One edit first, so that there is an older version to send.
    let built = await ok(await edit(started.blueprint, { fundingPartner: 'Gulf Coast STEM Fund' }));
    const stale = await api(admin, routes.staffIssueQuote, { params: { id: built.id }, body: { version: built.version - 1 } });
    expect(stale.statusCode).toBe(409);
    built = await issue(built);
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
    const mail = await waitForMail(t.dataDir, started.world.contact.email, 1);
    expect(mail.subject).toContain('quote is ready');
    expect(mail.text).toContain(`https://portal.example.test/blueprints/${built.id}`);

    const again = await api(admin, routes.staffIssueQuote, { params: { id: built.id }, body: { version: built.version } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The current quote is still valid; a change to resources or costs issues a new revision');
  });

  it('the district approves it; the application shows Blueprint Created', async () => {
    const { blueprint: built, world: w } = await quoted();
    // The district's list holds the new blueprint.
    const theirs = (await api(w.contact.token, routes.myBlueprints, { body: {} })).json() as { items: { id: string }[] };
    expect(theirs.items.map((item) => item.id)).toContain(built.id);
    const decided = await ok(await approve(w.contact.token, built));
    expect(decided).toMatchObject({ approval: 'Approved', stage: 'Approved', application: { status: 'Blueprint Created' } });
  });

  it('a change that is not about money keeps the approved quote', async () => {
    const built = await ok(await edit((await approved()).blueprint, { fundingPartner: 'Gulf Coast STEM Fund and friends' }));
    expect(built).toMatchObject({ approval: 'Approved', quote: { revision: 1 } });
    expect(built.revisions).toHaveLength(1);
  });

  it('a change of resources after issue makes revision 2 and asks for approval again; revision 1 stays readable', async () => {
    const { blueprint: before, world: w } = await approved();
    const extra = before.lines[0]!.unitCostCents;
    const built = await ok(await edit(before, oneKitMore(before)));
    expect(built).toMatchObject({
      approval: 'Needs approval',
      stage: 'In Review',
      approvedAt: null,
      quote: { revision: 2, amountCents: before.totalProgramCostCents + extra },
    });
    expect(built.revisions.map((r) => r.revision)).toEqual([2, 1]);
    expect(built.revisions[1]).toMatchObject({ amountCents: before.totalProgramCostCents, approvedBy: { name: 'Alex Morgan' } });
    expect(built.revisions[1]!.lines[0]!.quantity).toBe(before.lines[0]!.quantity);
    const mail = await waitForMail(t.dataDir, w.contact.email, 2);
    expect(mail.subject).toContain('revised');
    // The PDF of the older revision is still there.
    const pdf = await api(w.contact.token, routes.blueprintQuotePdf, { params: { id: built.id }, query: { revision: 1 } });
    expect([pdf.statusCode, pdf.headers['content-disposition']]).toEqual([200, expect.stringContaining('-r1.pdf')]);
  });

  it('a new quote once the last one expired unapproved', async () => {
    const { blueprint: before, world: w } = await quoted();
    await expireQuote(before);
    const built = await ok(await api(admin, routes.staffIssueQuote, { params: { id: before.id }, body: { version: before.version } }));
    expect(built.quote).toMatchObject({ revision: before.quote!.revision + 1, expired: false, issuedOn: utcToday() });
    // The mails go out after the answer: the first quote's, then the new one's.
    await waitForMail(t.dataDir, w.contact.email, 2);
    expect(mailsTo(t.dataDir, w.contact.email).length).toBeGreaterThanOrEqual(2);
  });
});

describe('stages', () => {
  it('moves only one step forward from Approved', async () => {
    const { blueprint: inReview, world: w } = await quoted();
    const early = await moveStage(inReview, 'Implementing');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A blueprint in In Review cannot move to Implementing');
    let built = await ok(await approve(w.contact.token, inReview));
    const skip = await moveStage(built, 'Completed');
    expect(skip.statusCode).toBe(409);
    built = await ok(await moveStage(built, 'Implementing'));
    expect(built.stage).toBe('Implementing');
  });

  it('locks resources and costs while implementing, and everything once completed', async () => {
    let built = await ok(await moveStage((await approved()).blueprint, 'Implementing'));
    const priced = await edit(built, { directCostToDistrictCents: built.directCostToDistrictCents + 100 });
    expect(priced.statusCode).toBe(409);
    expect(priced.json().message).toBe('Resources and costs cannot change once implementation has started');
    built = await ok(await edit(built, { impactSummary: 'Now running in both schools.' }));

    built = await ok(await moveStage(built, 'Completed'));
    expect(built).toMatchObject({ stage: 'Completed', application: { status: 'Program Completed' } });
    const frozen = await edit(built, { impactSummary: 'Too late' });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().message).toBe('A completed blueprint can no longer be changed');
  });

  it('wrote every change to the activity log, the district-visible ones marked so', async () => {
    // A whole life: started, quoted, approved, repriced (revision 2), expired and quoted again
    // (revision 3), approved again, implemented and completed.
    const { blueprint: first, applicationId, world: w } = await approved();
    let built = await ok(await edit(first, oneKitMore(first)));
    await expireQuote(built);
    built = await issue(built);
    built = await ok(await approve(w.contact.token, built));
    built = await ok(await moveStage(built, 'Implementing'));
    built = await ok(await moveStage(built, 'Completed'));

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
    expect(await actions(applicationId)).toEqual(['assigned', 'status-changed', 'status-changed', 'status-changed']);
  });
});

describe("a line's unit cost (a discount)", () => {
  const discounted = (b: BlueprintDetail, unitCostCents: number) =>
    unchanged(b).lines.map((line, i) => (i === 0 ? { ...line, unitCostCents } : line));

  it('lowers the unit cost: line and resources totals follow, the list price stays beside it', async () => {
    const { blueprint: b } = await draft();
    const first = b.lines[0]!;
    const cheaper = Math.round(first.unitCostCents * 0.8);
    const built = await ok(await edit(b, { lines: discounted(b, cheaper) }));
    expect(built.lines[0]).toMatchObject({ unitCostCents: cheaper, listPriceCents: first.unitCostCents, totalCents: cheaper * first.quantity });
    expect(built.linesTotalCents).toBe(b.linesTotalCents - (first.unitCostCents - cheaper) * first.quantity);
    // Sent without a unit cost, a line keeps the one it has.
    const again = await ok(await edit(built, { fundingPartner: 'Kept price' }));
    expect(again.lines[0]!.unitCostCents).toBe(cheaper);
    // A free line is a discount too.
    expect((await ok(await edit(again, { lines: discounted(again, 0) }))).lines[0]!.unitCostCents).toBe(0);
  });

  it('refuses more than the list price and what is not an amount, on the line, and a stale version', async () => {
    const { blueprint: b } = await draft();
    const list = b.lines[0]!.unitCostCents;
    const above = await edit(b, { lines: discounted(b, list + 1) });
    expect(above.statusCode).toBe(400);
    expect(above.json().errors).toEqual([
      {
        field: 'lines.0.unitCostCents',
        message: `Unit cost cannot be more than the list price of $${(list / 100).toLocaleString('en-US')}: a discount lowers it, never raises it`,
      },
    ]);
    for (const bad of [-1, 1.5]) {
      const response = await edit(b, { lines: discounted(b, bad) });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({
        field: 'lines.0.unitCostCents',
        message: 'Unit cost: enter an amount in dollars, e.g. 1250 or 1250.50',
      });
    }
    const saved = await ok(await edit(b, { lines: discounted(b, list - 100) }));
    const stale = await edit({ ...saved, version: b.version }, { lines: discounted(saved, list - 200) });
    expect(stale.statusCode).toBe(409);
  });

  it('after issue makes a new revision at the new price; the issued revision keeps its lines', async () => {
    const { blueprint: before } = await quoted();
    const first = before.lines[0]!;
    const cheaper = first.unitCostCents - 5_000;
    const built = await ok(await edit(before, { lines: discounted(before, cheaper) }));
    expect(built.quote).toMatchObject({ revision: 2 });
    expect(built.revisions.find((r) => r.revision === 2)!.lines[0]).toMatchObject({ unitCostCents: cheaper, totalCents: cheaper * first.quantity });
    const issued = built.revisions.find((r) => r.revision === 1)!;
    expect(issued.lines).toEqual(before.revisions[0]!.lines);
    expect(issued.lines[0]).toMatchObject({ unitCostCents: first.unitCostCents });
  });
});

describe("an approval staff record on the district's behalf", () => {
  const onBehalf = (b: BlueprintDetail, extra: object, token = admin) =>
    api(token, routes.approveBlueprint, { params: { id: b.id }, body: { approval: 'Approved', quoteRevision: b.quote!.revision, ...extra } });

  it('needs the district person and a reason, each refused with its field', async () => {
    const { blueprint: b, world: w } = await quoted();
    const cases: [object, string, string][] = [
      [{ reason: 'Approved by phone on 3 March' }, 'approvedById', 'District person who approved is required'],
      [{ approvedById: w.contact.id }, 'reason', 'Reason is required: say how the district approved, e.g. "Approved by phone on 3 March"'],
      [
        { approvedById: w.contact.id, reason: '   ' },
        'reason',
        'Reason is required: say how the district approved, e.g. "Approved by phone on 3 March"',
      ],
      [{ approvedById: w.contact.id, reason: 'x'.repeat(501) }, 'reason', 'Reason must be at most 500 characters'],
    ];
    for (const [extra, field, message] of cases) {
      const response = await onBehalf(b, extra);
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().errors, JSON.stringify(extra)).toContainEqual({ field, message });
    }
    // A plain approval, as staff could once give, is refused the same way.
    expect((await approve(admin, b)).statusCode).toBe(400);
  });

  it('refuses a person who is not of that district, and staff', async () => {
    const { blueprint: b } = await quoted();
    const elsewhere = await world();
    const [adminRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.org'));
    for (const approvedById of [elsewhere.contact.id, adminRow!.id]) {
      const response = await onBehalf(b, { approvedById, reason: 'Approved by phone on 3 March' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'approvedById', message: 'District person who approved must be a member of this district' }]);
    }
  });

  it('records who approved, who recorded it and why, for both sides; the revision names the district person', async () => {
    const { blueprint: b, world: w } = await quoted();
    const decided = await ok(await onBehalf(b, { approvedById: w.contact.id, reason: 'Approved by phone on 3 March' }));
    expect(decided).toMatchObject({
      approval: 'Approved',
      stage: 'Approved',
      approvedBy: { id: w.contact.id, name: 'Alex Morgan' },
      approvalRecordedBy: { name: expect.any(String) },
      approvalReason: 'Approved by phone on 3 March',
    });
    expect(decided.revisions[0]).toMatchObject({ approvedBy: { id: w.contact.id, name: 'Alex Morgan' } });
    const theirs = blueprintDetailSchema.parse((await api(w.contact.token, routes.blueprint, { params: { id: b.id } })).json());
    expect(theirs).toMatchObject({ approvalRecordedBy: decided.approvalRecordedBy, approvalReason: 'Approved by phone on 3 March' });
    const [row] = await t.database.db.select().from(blueprints).where(eq(blueprints.id, b.id));
    expect(row).toMatchObject({ approvedById: w.contact.id, approvalReason: 'Approved by phone on 3 March' });
    expect(row!.approvalRecordedById).not.toBeNull();
    const [logged] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, b.id), eq(activityLog.action, 'blueprint-approved')));
    expect(logged).toMatchObject({ actorId: row!.approvalRecordedById, visibility: 'district' });
    expect(logged!.after).toMatchObject({ onBehalf: true, approvedById: w.contact.id, reason: 'Approved by phone on 3 March' });
  });

  it('reads the same on the quote PDF, for the approved revision only', async () => {
    const { blueprint: b, world: w } = await quoted();
    const decided = await ok(await onBehalf(b, { approvedById: w.contact.id, reason: 'Approved by phone on 3 March' }));
    const pdf = async (revision: number) => {
      const response = await api(w.contact.token, routes.blueprintQuotePdf, { params: { id: b.id }, query: { revision } });
      expect(response.statusCode, response.body).toBe(200);
      return pdfText(response.rawPayload);
    };
    const day = new Date(decided.approvedAt!).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
    const recorded = `recorded by ${decided.approvalRecordedBy!.name} on the district's behalf: Approved by phone on 3 March.`;
    expect(await pdf(1)).toContain(`Approved by Alex Morgan on ${day} — ${recorded}`);

    // A priced change asks for approval again: revision 2 is not approved, and neither claims the recording now.
    const revised = await ok(await edit(decided, oneKitMore(decided)));
    expect(revised).toMatchObject({ quote: { revision: 2 }, approval: 'Needs approval', approvalRecordedBy: null, approvalReason: null });
    expect(await pdf(2)).toContain('Not approved yet.');
    expect(await pdf(2)).not.toContain('recorded by');
    expect(await pdf(1)).toContain(`Approved by Alex Morgan on ${day}.`);
    expect(await pdf(1)).not.toContain('recorded by');
  });

  it('leaves a district approval as it was: no recorder, no reason; the district cannot claim one', async () => {
    const { blueprint: b, world: w } = await quoted();
    const claimed = await onBehalf(b, { approvedById: w.contact.id, reason: 'Said so' }, w.contact.token);
    expect(claimed.statusCode).toBe(400);
    const decided = await ok(await approve(w.contact.token, b));
    expect(decided).toMatchObject({ approvedBy: { id: w.contact.id }, approvalRecordedBy: null, approvalReason: null });
  });
});

describe('the blueprint of a set-aside application', () => {
  const setStatus = (applicationId: string, body: { status: string; reason?: string }) =>
    api(admin, routes.updateStaffApplication, { params: { id: applicationId }, body });

  it('refuses every change until the application is reopened; comments stay open', async () => {
    const { world: w, applicationId, blueprint: b } = await quoted();
    const declined = await setStatus(applicationId, { status: 'Declined', reason: 'Funding went elsewhere' });
    expect(declined.statusCode, declined.body).toBe(200);
    const message = 'This application is Declined: reopen it before working on its blueprint';

    const refusals = [
      await edit(b, { preparedFor: 'Changed while declined' }),
      await api(admin, routes.staffIssueQuote, { params: { id: b.id }, body: { version: b.version } }),
      await approve(w.contact.token, b),
      await api(admin, routes.approveBlueprint, {
        params: { id: b.id },
        body: { approval: 'Approved', quoteRevision: 1, approvedById: w.contact.id, reason: 'By phone' },
      }),
      await api(w.contact.token, routes.inviteImplementer, { params: { id: b.id }, body: { email: 'implementer@example.org' } }),
    ];
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ message });
    }
    const comment = await api(w.contact.token, routes.addBlueprintComment, { params: { id: b.id }, body: { comment: 'Why declined?' } });
    expect(comment.statusCode, comment.body).toBe(201);
    const unchangedNow = await ok(await api(admin, routes.blueprint, { params: { id: b.id } }));
    expect(unchangedNow).toMatchObject({ preparedFor: b.preparedFor, version: b.version, approval: 'Needs approval' });

    const reopened = await setStatus(applicationId, { status: 'Building Blueprint' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await ok(await edit(b, { preparedFor: 'Changed once reopened' }))).toMatchObject({ preparedFor: 'Changed once reopened' });
  });
});

describe("a school success manager's scope", () => {
  it('reaches the blueprints of their districts only', async () => {
    await approved(managed);
    await quoted(managed);
    const elsewhere = await draft();
    const list = (await api(manager, routes.myBlueprints, { body: {} })).json();
    expect(list.total).toBe(2);
    expect(list.items.every((b: { district: { id: string } }) => b.district.id === managed.districtId)).toBe(true);
    expect((await api(manager, routes.blueprint, { params: { id: elsewhere.blueprint.id } })).statusCode).toBe(404);
    expect((await api(manager, routes.users, { query: { districtId: elsewhere.world.districtId } })).statusCode).toBe(404);
    expect((await api(manager, routes.users, { query: { districtId: managed.districtId } })).statusCode).toBe(200);
    // …and builds them like an admin.
    const pending = list.items.find((b: { approval: string }) => b.approval === 'Needs approval');
    const detail = blueprintDetailSchema.parse((await api(manager, routes.blueprint, { params: { id: pending.id } })).json());
    const saved = await ok(await edit(detail, { fundingPartner: 'Tri-County Workforce Partnership (renewed)' }, manager));
    expect(saved.fundingPartner).toBe('Tri-County Workforce Partnership (renewed)');
  });
});
