// Insights: each chart's numbers on a small data set made here, worked out by hand (so a wrong
// aggregate fails), the filters, who sees what (a manager their districts, a district itself), bad
// filters (400 naming the field), unknown charts (404) and the CSV with its headers.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@contract/routes';
import type { Db } from '@server/db/connect';
import {
  activityLog,
  blueprintResources,
  blueprintSchools,
  blueprints,
  fundingAllocations,
  kitOrders,
  kitReturns,
  kits,
  outcomeReports,
  outcomeTerms,
} from '@server/db/schema';
import { apiCall } from '../helpers/api-call';
import { makeApplication, makeDistrict, makePerson, makeProject, makeResource, makeSchool, tokenFor } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The charts' today; people sign in on the real clock (their tokens are checked against it).
const NOW = new Date('2026-06-15T12:00:00Z');
let clock = () => new Date();
const at = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);

let t: TestApp;
let tokens: { admin: string; manager: string; alphaUser: string; betaUser: string };
let ids: { alpha: string; beta: string; schoolA1: string; schoolA2: string; bridge: string; circuit: string };

type Query = Record<string, string>;
const staff = (chart: string, query: Query = {}, token = tokens.admin, headers: Record<string, string> = {}) =>
  apiCall(t.app, routes.staffInsights, { params: { chart }, query, token, headers });
const own = (chart: string, query: Query = {}, token = tokens.betaUser) =>
  apiCall(t.app, routes.districtInsights, { params: { chart }, query, token });

async function kitOf(db: Db, projectId: string, seq: number, createdAt: string, retiredAt?: string) {
  await db.insert(kits).values({
    projectId,
    seq,
    code: `K-${projectId.slice(0, 8)}-${seq}`,
    createdAt: at(createdAt),
    ...(retiredAt ? { status: 'retired' as const, retiredAt: at(retiredAt) } : {}),
  });
}

async function checkout(
  db: Db,
  projectId: string,
  kitsNeeded: number,
  startDate: string,
  returnDate: string,
  status: 'Active' | 'Returned' | 'Cancelled',
  returnedAt?: string,
) {
  const [order] = await db
    .insert(kitOrders)
    .values({
      projectId,
      kind: 'checkout',
      status,
      startDate,
      returnDate,
      kitsNeeded,
      totalStudents: 20,
      kitsReturned: status === 'Returned' ? kitsNeeded : 0,
    })
    .returning();
  if (returnedAt) await db.insert(kitReturns).values({ orderId: order!.id, kits: kitsNeeded, madeAt: at(returnedAt) });
}

async function moved(db: Db, application: { id: string; districtId: string }, from: string, to: string, when: string) {
  await db.insert(activityLog).values({
    entityType: 'application',
    entityId: application.id,
    districtId: application.districtId,
    action: 'status-changed',
    before: { status: from },
    after: { status: to },
    visibility: 'district',
    createdAt: at(when),
  });
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'none', clock: () => clock() });
  const db = t.database.db;
  const alpha = await makeDistrict(db, { name: 'Alpha District' });
  const beta = await makeDistrict(db, { name: 'Beta District' });
  const [schoolA1, schoolA2, schoolB1] = [await makeSchool(db, alpha.id), await makeSchool(db, alpha.id), await makeSchool(db, beta.id)];
  const bridge = await makeResource(db, { name: 'Bridge Kit' });
  const circuit = await makeResource(db, { name: 'Circuit Kit' });
  ids = { alpha: alpha.id, beta: beta.id, schoolA1: schoolA1!.id, schoolA2: schoolA2!.id, bridge: bridge.id, circuit: circuit.id };

  // Projects (kits on hand = their active labelled kits): counted 10 days ago, 100 days ago, never.
  const a1 = await makeProject(db, schoolA1!, { resourceId: bridge.id, kitsOnHand: 2, inventoryCountedAt: at('2026-06-05T09:00:00Z') });
  const a2 = await makeProject(db, schoolA2!, { resourceId: circuit.id, kitsOnHand: 1, inventoryUpdatedAt: at('2026-03-07T09:00:00Z') });
  const b1 = await makeProject(db, schoolB1!, { resourceId: bridge.id, kitsOnHand: 1 });

  // Kits in January 2026: a1 31 + 21 + 5 (retired on the 6th) = 57 kit-days, a2 11, b1 31.
  await kitOf(db, a1.id, 1, '2025-12-01');
  await kitOf(db, a1.id, 2, '2026-01-11');
  await kitOf(db, a1.id, 3, '2025-12-01', '2026-01-06');
  await kitOf(db, a2.id, 1, '2026-01-21');
  await kitOf(db, b1.id, 1, '2025-01-01');
  // Checkouts: a1 2 kits × 4 days in January (back late) + 1 kit × 12 days (still out); a2 1 × 3 (on time); b1 2 × 10 (late).
  await checkout(db, a1.id, 2, '2025-12-28', '2026-01-05', 'Returned', '2026-01-07T10:00:00Z');
  await checkout(db, a1.id, 1, '2026-01-20', '2026-02-10', 'Active');
  await checkout(db, a1.id, 3, '2026-01-10', '2026-01-12', 'Cancelled');
  await checkout(db, a2.id, 1, '2026-01-25', '2026-01-28', 'Returned', '2026-01-28T15:00:00Z');
  await checkout(db, b1.id, 2, '2026-01-05', '2026-01-15', 'Returned', '2026-01-20T10:00:00Z');

  // Applications and their moves: New stays of 4, 2 (Alpha) and 9 days (Beta).
  const appA1 = await makeApplication(db, alpha.id, {
    status: 'Blueprint Created',
    applicationDate: '2026-01-10',
    createdAt: at('2026-01-10'),
    schoolIds: [schoolA1!.id],
    resources: [{ resourceId: bridge.id, quantity: 1 }],
  });
  await moved(db, appA1, 'New', 'Building Blueprint', '2026-01-14');
  await moved(db, appA1, 'Building Blueprint', 'Blueprint Created', '2026-01-24');
  const appA2 = await makeApplication(db, alpha.id, { applicationDate: '2026-02-01', createdAt: at('2026-02-01'), schoolIds: [schoolA2!.id] });
  const appA3 = await makeApplication(db, alpha.id, { status: 'Withdrawn', applicationDate: '2026-01-05', createdAt: at('2026-01-05') });
  await moved(db, appA3, 'New', 'Withdrawn', '2026-01-07');
  const appB = await makeApplication(db, beta.id, { status: 'Declined', applicationDate: '2026-03-01', createdAt: at('2026-03-01') });
  await moved(db, appB, 'New', 'Declined', '2026-03-10');

  // Blueprints: Alpha's approved 2025-10-01 (100–150 students), Beta's 2026-02-01 (40–60).
  const [bpA] = await db
    .insert(blueprints)
    .values({
      applicationId: appA1.id,
      districtId: alpha.id,
      preparedFor: 'Alpha',
      stage: 'Approved',
      approval: 'Approved',
      approvedAt: at('2025-10-01'),
      totalProgramCostCents: 80_000,
      directCostToDistrictCents: 20_000,
      studentsMin: 100,
      studentsMax: 150,
    })
    .returning();
  await db.insert(blueprintSchools).values({ blueprintId: bpA!.id, schoolId: schoolA1!.id });
  await db.insert(blueprintResources).values({ blueprintId: bpA!.id, resourceId: bridge.id, quantity: 1, unitCostCents: 100 });
  const [bpB] = await db
    .insert(blueprints)
    .values({
      applicationId: appB.id,
      districtId: beta.id,
      preparedFor: 'Beta',
      approval: 'Approved',
      approvedAt: at('2026-02-01'),
      studentsMin: 40,
      studentsMax: 60,
    })
    .returning();

  const [fall, spring] = await db
    .insert(outcomeTerms)
    .values([
      { name: 'Fall 2025', startsOn: '2025-09-01', endsOn: '2025-12-31', dueOn: '2026-01-15' },
      { name: 'Spring 2026', startsOn: '2026-01-01', endsOn: '2026-05-31', dueOn: '2026-06-10' },
    ])
    .returning();
  const figures = { sessionsHeld: 5, teachersTrained: 2, submittedAt: at('2026-06-01') };
  await db.insert(outcomeReports).values([
    { blueprintId: bpA!.id, districtId: alpha.id, termId: fall!.id, status: 'Accepted', studentsReached: 90, ...figures },
    { blueprintId: bpA!.id, districtId: alpha.id, termId: spring!.id, status: 'Submitted', studentsReached: 120, ...figures },
    { blueprintId: bpB!.id, districtId: beta.id, termId: spring!.id, status: 'Draft', studentsReached: 500 },
  ]);

  // Funding: Alpha 100,000 (60,000 drawn by its approved blueprint, due in 16 days) and 50,000; Beta 30,000 due in 5 days.
  const made = at('2026-02-01');
  await db.insert(fundingAllocations).values([
    { districtId: alpha.id, applicationId: appA1.id, allocatedCents: 100_000, useBy: '2026-07-01', createdAt: made },
    { districtId: alpha.id, applicationId: appA2.id, allocatedCents: 50_000, useBy: '2027-01-01', createdAt: made },
    { districtId: beta.id, applicationId: appB.id, allocatedCents: 30_000, useBy: '2026-06-20', createdAt: made },
  ]);

  const admin = await makePerson(db, { roles: ['ADMIN'] });
  const manager = await makePerson(db, { roles: ['SCHOOL_SUCCESS_MANAGER'], staffOf: [alpha.id] });
  const alphaUser = await makePerson(db, { districtId: alpha.id });
  const betaUser = await makePerson(db, { districtId: beta.id });
  tokens = {
    admin: await tokenFor(t.app, admin),
    manager: await tokenFor(t.app, manager),
    alphaUser: await tokenFor(t.app, alphaUser),
    betaUser: await tokenFor(t.app, betaUser),
  };
  clock = () => NOW;
});
afterAll(() => t.close());

const JANUARY = { from: '2026-01-01', to: '2026-01-31' };

describe('the charts', () => {
  it('kit use: kit-days with classes over kit-days on hand, per project kit across many districts', async () => {
    const response = await staff('kit-use', JANUARY);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.rows).toEqual([
      expect.objectContaining({ districtId: null, projectKit: 'Bridge Kit', kitDaysOut: 40, kitDaysOnHand: 88, use: 40 / 88 }),
      expect.objectContaining({ districtId: null, projectKit: 'Circuit Kit', kitDaysOut: 3, kitDaysOnHand: 11, use: 3 / 11 }),
    ]);
    expect(body.total).toEqual({ kitDaysOut: 43, kitDaysOnHand: 99, use: 43 / 99 });
    expect(body.more).toBe(0);
  });

  it('kit use per district and project kit for a few districts, and narrowed by a project kit', async () => {
    const mine = (await staff('kit-use', JANUARY, tokens.manager)).json();
    expect(mine.rows).toEqual([
      expect.objectContaining({ district: 'Alpha District', projectKit: 'Bridge Kit', kitDaysOut: 20, kitDaysOnHand: 57, use: 20 / 57 }),
      expect.objectContaining({ district: 'Alpha District', projectKit: 'Circuit Kit', kitDaysOut: 3, kitDaysOnHand: 11, use: 3 / 11 }),
    ]);
    const bridge = (await staff('kit-use', { ...JANUARY, projectId: ids.bridge, districtId: ids.beta })).json();
    expect(bridge.rows.map((r: { kitDaysOut: number; kitDaysOnHand: number }) => [r.kitDaysOut, r.kitDaysOnHand])).toEqual([[20, 31]]);
  });

  it('count freshness: projects and kits by days since their last count, as of today', async () => {
    const body = (await staff('count-freshness')).json();
    expect(body.rows).toEqual([
      { bucket: '0-30', projects: 1, kits: 2 },
      { bucket: '31-90', projects: 0, kits: 0 },
      { bucket: '91-180', projects: 1, kits: 1 },
      { bucket: '181-365', projects: 0, kits: 0 },
      { bucket: 'over-365', projects: 0, kits: 0 },
      { bucket: 'never', projects: 1, kits: 1 },
    ]);
  });

  it('overdue: checkouts due back per week, late ones and those still out', async () => {
    const body = (await staff('overdue', { from: '2026-01-01', to: '2026-02-15' })).json();
    expect(body.rows).toEqual([
      { week: '2025-12-29', due: 0, late: 0, stillOut: 0 },
      { week: '2026-01-05', due: 1, late: 1, stillOut: 0 },
      { week: '2026-01-12', due: 1, late: 1, stillOut: 0 },
      { week: '2026-01-19', due: 0, late: 0, stillOut: 0 },
      { week: '2026-01-26', due: 1, late: 0, stillOut: 0 },
      { week: '2026-02-02', due: 0, late: 0, stillOut: 0 },
      { week: '2026-02-09', due: 1, late: 1, stillOut: 1 },
    ]);
    const beta = (await staff('overdue', { from: '2026-01-01', to: '2026-02-15', districtId: ids.beta })).json();
    expect(beta.rows.filter((r: { due: number }) => r.due > 0)).toEqual([{ week: '2026-01-12', due: 1, late: 1, stillOut: 0 }]);
  });

  it('funding: allocated, used and expiring within 30 days, per district', async () => {
    const body = (await staff('funding', { from: '2026-01-01' })).json();
    expect(body.rows).toEqual([
      { districtId: ids.alpha, district: 'Alpha District', allocatedCents: 150_000, usedCents: 60_000, expiringCents: 40_000 },
      { districtId: ids.beta, district: 'Beta District', allocatedCents: 30_000, usedCents: 0, expiringCents: 30_000 },
    ]);
    expect(body.total).toEqual({ allocatedCents: 180_000, usedCents: 60_000, expiringCents: 70_000 });
    const schoolA2 = (await staff('funding', { from: '2026-01-01', schoolId: ids.schoolA2 })).json();
    expect(schoolA2.rows).toEqual([expect.objectContaining({ district: 'Alpha District', allocatedCents: 50_000, usedCents: 0, expiringCents: 0 })]);
  });

  it('students reached per term against the forecasts of the blueprints that owe a report', async () => {
    const body = (await staff('students-reached', { from: '2025-09-01' })).json();
    expect(body.rows).toEqual([
      expect.objectContaining({ term: 'Fall 2025', reached: 90, reports: 1, forecastMin: 100, forecastMax: 150 }),
      expect.objectContaining({ term: 'Spring 2026', reached: 120, reports: 1, forecastMin: 140, forecastMax: 210 }),
    ]);
    const beta = (await staff('students-reached', { from: '2025-09-01', districtId: ids.beta })).json();
    expect(beta.rows.map((r: { reached: number; forecastMin: number; forecastMax: number }) => [r.reached, r.forecastMin, r.forecastMax])).toEqual([
      [0, 0, 0],
      [0, 40, 60],
    ]);
  });

  it('the funnel: applications now in each status, those that reached it, and the days spent in it', async () => {
    const body = (await staff('funnel', { from: '2026-01-01' })).json();
    const row = (status: string) => body.rows.find((r: { status: string }) => r.status === status);
    expect(row('New')).toEqual({ status: 'New', current: 1, entered: 4, medianDays: 4, meanDays: 5 });
    expect(row('Building Blueprint')).toEqual({ status: 'Building Blueprint', current: 0, entered: 1, medianDays: 10, meanDays: 10 });
    expect(row('Blueprint Created')).toEqual({ status: 'Blueprint Created', current: 1, entered: 1, medianDays: null, meanDays: null });
    expect(row('Declined')).toMatchObject({ current: 1, entered: 1 });
    expect(row('Program Completed')).toEqual({ status: 'Program Completed', current: 0, entered: 0, medianDays: null, meanDays: null });
    const alpha = (await staff('funnel', { from: '2026-01-01', districtId: ids.alpha })).json();
    expect(alpha.rows[0]).toEqual({ status: 'New', current: 1, entered: 3, medianDays: 3, meanDays: 3 });
    const january = (await staff('funnel', JANUARY)).json();
    expect(january.rows[0]).toMatchObject({ current: 0, entered: 2 });
  });
});

describe('who sees what', () => {
  it('a manager sees their districts only, and another district answers 404', async () => {
    const body = (await staff('funding', { from: '2026-01-01' }, tokens.manager)).json();
    expect(body.rows.map((r: { district: string }) => r.district)).toEqual(['Alpha District']);
    expect((await staff('funding', { districtId: ids.beta }, tokens.manager)).statusCode).toBe(404);
  });

  it("a district sees its own figures, whatever district it names, and not the staff's routes", async () => {
    const body = (await own('funding', { from: '2026-01-01', districtId: ids.alpha })).json();
    expect(body.rows).toEqual([expect.objectContaining({ district: 'Beta District', allocatedCents: 30_000 })]);
    const kitUse = (await own('kit-use', JANUARY, tokens.alphaUser)).json();
    expect(kitUse.total).toEqual({ kitDaysOut: 23, kitDaysOnHand: 68, use: 23 / 68 });
    expect((await staff('funding', {}, tokens.betaUser)).statusCode).toBe(403);
    expect((await own('funding', {}, tokens.admin)).statusCode).toBe(403);
  });
});

describe('bad requests', () => {
  it('names the field of a bad filter, and an unknown chart is 404', async () => {
    const cases: [Query, string, string][] = [
      [{ from: '2026-13-01' }, 'from', 'Enter the first day as YYYY-MM-DD'],
      [{ to: 'yesterday' }, 'to', 'Enter the last day as YYYY-MM-DD'],
      [{ from: '2026-02-01', to: '2026-01-01' }, 'from', 'The first day must be on or before the last day'],
      [{ from: '2010-01-01', to: '2026-01-01' }, 'from', 'Choose a date range of at most five years'],
      [{ schoolId: 'abc' }, 'schoolId', 'Choose a school from the list'],
      [{ districtId: 'abc' }, 'districtId', 'Choose a district from the list'],
      [{ projectId: '42' }, 'projectId', 'Choose a project kit from the list'],
      [{ format: 'xml' }, 'format', 'Choose json or csv'],
    ];
    for (const [query, field, message] of cases) {
      const response = await staff('funding', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
    }
    const unknown = await staff('popularity');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No such chart');
  });
});

describe('CSV', () => {
  const rowsOf = (body: string) => parse(body.replace(/^\uFEFF/, '')) as string[][];

  it('answers ?format=csv and Accept: text/csv with every row, headed in the reader’s language', async () => {
    const response = await staff('funding', { from: '2026-01-01', format: 'csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="insights-funding-2026-01-01-2026-06-15.csv"');
    expect(rowsOf(response.body)).toEqual([
      ['District', 'Allocated (USD)', 'Used (USD)', 'Expiring within 30 days (USD)'],
      ['Alpha District', '1500.00', '600.00', '400.00'],
      ['Beta District', '300.00', '0.00', '300.00'],
    ]);
    const spanish = await staff('count-freshness', {}, tokens.admin, { accept: 'text/csv', 'accept-language': 'es' });
    expect(rowsOf(spanish.body)[0]).toEqual(['Días desde el último conteo', 'Proyectos', 'Kits disponibles']);
    expect(rowsOf(spanish.body)[6]).toEqual(['Nunca contado', '1', '1']);
    const funnel = rowsOf((await own('funnel', { from: '2026-01-01', format: 'csv' }, tokens.alphaUser)).body);
    expect(funnel[0]).toEqual(['Status', 'Applications now', 'Applications that reached it', 'Median days in status', 'Mean days in status']);
    expect(funnel[1]).toEqual(['New', '1', '3', '3', '3']);
  });
});
