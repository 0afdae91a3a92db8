// POST /projects/kits-request: order requests against the 10-kit limit, and checkouts against the
// kits available, each refusal with the spec's message on the form's field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestStartDate, kitMessages, utcDay, type KitOrder, type ProjectSummary } from '@contract/projects';
import { COORDINATOR, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiCall } from '../helpers/api-call';
import { districtIdOf, makeProject, makeSchool } from '../helpers/factories';
import { insertOrder } from '../helpers/kit-orders';
import { routes } from '@contract/routes';

let t: TestApp;
let token: string;
/** The demo's projects, for rules that leave them as they are (or only book kits a test reads relative to before). */
let ids: Record<'solar' | 'bridge' | 'water', string>;
/** A school of the coordinator's district, of the suite's own: tests whose figures count make their projects there. */
let school: { id: string; districtId: string };

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token.accessToken;
  const list = (await apiCall(t.app, routes.projects, { token })).json() as { items: ProjectSummary[] };
  const id = (name: string) => list.items.find((p) => p.name === name)!.id;
  ids = { solar: id('Solar Car Challenge'), bridge: id('Bridge Engineering'), water: id('Water Filtration Lab') };
  school = await makeSchool(t.database.db, await districtIdOf(t.database.db, COORDINATOR.email));
});
afterAll(() => t.close());

const post = (body: unknown) => apiCall(t.app, routes.requestKits, { token, body });
const project = async (id: string) => (await apiCall(t.app, routes.project, { params: { id }, token })).json() as ProjectSummary;
const fieldErrors = (response: { json(): unknown }) => (response.json() as { errors: { field: string; message: string }[] }).errors;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A new project of the coordinator's with this many kits on hand. */
const newProject = (kitsOnHand: number) => makeProject(t.database.db, school, { kitsOnHand });

describe('order request', () => {
  it('creates a request (the default kind) up to the 10-kit limit and answers 201 with the order', async () => {
    const bridge = await newProject(7);
    const response = await post({ projectId: bridge.id, requestedKits: 2, note: '  For the spring unit  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'request',
      status: 'Requested',
      requestedKits: 2,
      kits: 2,
      kitsOutstanding: 2,
      note: 'For the spring unit',
      projectId: bridge.id,
      projectName: bridge.name,
      kitsNeeded: null,
    } satisfies Partial<KitOrder>);
    expect(await project(bridge.id)).toMatchObject({ openRequests: 1, kitsRequested: 2, kitsRequestable: 1 });
  });

  it('refuses kits on hand plus open requests plus the new request above 10, on requestedKits', async () => {
    // 7 on hand + 2 requested; one more fits, two do not.
    const bridge = await newProject(7);
    await insertOrder(t.database.db, { projectId: bridge.id, status: 'Requested', kits: 2 });
    const over = await post({ kind: 'request', projectId: bridge.id, requestedKits: 2 });
    expect(over.statusCode).toBe(400);
    expect(fieldErrors(over)).toEqual([{ field: 'requestedKits', message: kitMessages.requestLimit(1) }]);
    expect(over.json().message).toMatch(/may not exceed 10/);

    // 4 on hand + 6 shipped = 10 already.
    const full = await newProject(4);
    await insertOrder(t.database.db, { projectId: full.id, status: 'Shipped', kits: 6 });
    const atCap = await post({ projectId: full.id, requestedKits: 1 });
    expect(atCap.statusCode).toBe(400);
    expect(fieldErrors(atCap)[0]).toEqual({ field: 'requestedKits', message: kitMessages.requestLimit(0) });

    const fits = await post({ projectId: bridge.id, requestedKits: 1 });
    expect(fits.statusCode).toBe(201);
  });

  it('refuses a missing, non-integer, zero, negative or above-10 number of kits', async () => {
    const cases: [unknown, string][] = [
      [undefined, 'Number is required'],
      [1.5, kitMessages.wholeNumber],
      ['3', kitMessages.wholeNumber],
      [0, kitMessages.requestAtLeastOne],
      [-2, kitMessages.requestAtLeastOne],
      [11, kitMessages.kitsOnHandLimit],
    ];
    for (const [requestedKits, message] of cases) {
      const response = await post({ projectId: ids.water, requestedKits });
      expect(response.statusCode, String(requestedKits)).toBe(400);
      expect(fieldErrors(response)).toContainEqual({ field: 'requestedKits', message });
    }
  });

  it('refuses a missing or malformed project, an unknown kind, and answers 404 for an unknown project', async () => {
    expect(fieldErrors(await post({ requestedKits: 1 }))).toContainEqual({ field: 'projectId', message: 'Project is required' });
    expect(fieldErrors(await post({ projectId: 'x', requestedKits: 1 }))).toContainEqual({ field: 'projectId', message: kitMessages.projectInvalid });
    expect(fieldErrors(await post({ kind: 'loan', projectId: ids.water, requestedKits: 1 }))[0]!.field).toBe('kind');
    const unknown = await post({ projectId: '00000000-0000-4000-8000-000000000000', requestedKits: 1 });
    expect(unknown.statusCode).toBe(404);
  });
});

const checkout = (overrides: Record<string, unknown> = {}) => ({
  kind: 'checkout',
  projectId: ids.water,
  checkoutName: 'Grade 8 Science, Period 2',
  startDate: '2030-03-02',
  returnDate: '2030-04-15',
  supportOptions: ['Virtual coaching', 'Teacher training'],
  totalStudents: 14,
  groupSize: 'pairs',
  contactHoursMin: 4,
  contactHoursMax: 6,
  ...overrides,
});

describe('new checkout order', () => {
  it('computes kits needed from students and group size and starts the checkout Active', async () => {
    const water = await newProject(10);
    const response = await post(checkout({ projectId: water.id, startDate: utcDay() }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'checkout',
      status: 'Active',
      scheduled: false,
      kitsNeeded: 7,
      kits: 7,
      kitsOutstanding: 7,
      requestedKits: null,
      checkoutName: 'Grade 8 Science, Period 2',
      startDate: utcDay(),
      returnDate: '2030-04-15',
      supportOptions: ['Virtual coaching', 'Teacher training'],
      groupSize: 'pairs',
      contactHoursMin: 4,
      contactHoursMax: 6,
    });
    // Kits on hand stay 10 (the kits are still the school's); 3 remain available.
    expect(await project(water.id)).toMatchObject({ kitsOnHand: 10, activeCheckouts: 1, kitsCheckedOut: 7, kitsAvailable: 3 });
  });

  it('refuses more kits than are available, on kitsNeeded, with the spec message', async () => {
    // 10 on hand, 7 out on a checkout: 3 available. 10 students one-to-one need 10.
    const water = await newProject(10);
    await insertOrder(t.database.db, { projectId: water.id, kind: 'checkout', status: 'Active', kits: 7, startDate: day(-7), returnDate: day(30) });
    const response = await post(checkout({ projectId: water.id, totalStudents: 10, groupSize: 'one-to-one' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The stated number exceeds the number of the kits on hand' });
    expect(fieldErrors(response)).toEqual([{ field: 'kitsNeeded', message: 'The stated number exceeds the number of the kits on hand' }]);
    // 9 students in groups of three need exactly the 3 available.
    expect((await post(checkout({ projectId: water.id, totalStudents: 9, groupSize: 'group-of-three' }))).statusCode).toBe(201);
  });

  it('a checkout starting after today is Scheduled: its kits are booked, not checked out', async () => {
    const before = await project(ids.solar);
    const response = await post(checkout({ projectId: ids.solar, totalStudents: 1, groupSize: 'one-to-one' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'Active', scheduled: true, startDate: '2030-03-02' });
    expect(await project(ids.solar)).toMatchObject({
      activeCheckouts: before.activeCheckouts,
      kitsCheckedOut: before.kitsCheckedOut,
      kitsScheduled: before.kitsScheduled + 1,
      kitsAvailable: before.kitsAvailable - 1,
    });
    // The count's floor is the kits out, not the kits booked (those are still on the shelf).
    const floor = await apiCall(t.app, routes.onsiteInventory, { token, body: { projectId: ids.solar, kitsOnHand: before.kitsCheckedOut } });
    expect(floor.statusCode).toBe(200);
    await apiCall(t.app, routes.onsiteInventory, { token, body: { projectId: ids.solar, kitsOnHand: before.kitsOnHand } });
  });

  it('refuses a Start Date more than 30 days ago and takes one 30 days ago', async () => {
    const earliest = earliestStartDate(utcDay());
    const dayBefore = new Date(`${earliest}T00:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    for (const startDate of [dayBefore.toISOString().slice(0, 10), '2019-09-01']) {
      const response = await post(checkout({ projectId: ids.solar, totalStudents: 1, startDate }));
      expect(response.statusCode, startDate).toBe(400);
      expect(fieldErrors(response)).toEqual([{ field: 'startDate', message: kitMessages.startDateTooEarly }]);
    }
    expect(kitMessages.startDateTooEarly).toBe('Start Date can be at most 30 days ago');
    const recorded = await post(checkout({ projectId: ids.solar, totalStudents: 1, startDate: earliest }));
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toMatchObject({ status: 'Active', scheduled: false });
  });

  it('refuses a return date not after the start date', async () => {
    for (const returnDate of ['2030-03-02', '2030-03-01']) {
      const response = await post(checkout({ projectId: ids.bridge, totalStudents: 1, returnDate }));
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response)).toEqual([{ field: 'returnDate', message: 'Return Date should be later than Start Date' }]);
    }
  });

  it('refuses dates after 12/31/2099 and dates that do not exist', async () => {
    const late = await post(checkout({ projectId: ids.bridge, totalStudents: 1, returnDate: '2100-01-01' }));
    expect(fieldErrors(late)).toEqual([{ field: 'returnDate', message: kitMessages.dateTooLate }]);
    const lateStart = await post(checkout({ projectId: ids.bridge, totalStudents: 1, startDate: '2100-01-01', returnDate: '2100-02-01' }));
    expect(fieldErrors(lateStart)).toEqual(
      expect.arrayContaining([
        { field: 'startDate', message: kitMessages.dateTooLate },
        { field: 'returnDate', message: kitMessages.dateTooLate },
      ]),
    );
    const invalid = await post(checkout({ projectId: ids.bridge, totalStudents: 1, startDate: '2030-02-30' }));
    expect(fieldErrors(invalid)).toEqual([{ field: 'startDate', message: kitMessages.dateInvalid }]);
    for (const startDate of ['2030-13-01', '2030-1-5', 'tomorrow']) {
      const bad = await post(checkout({ projectId: ids.bridge, totalStudents: 1, startDate }));
      expect(fieldErrors(bad), startDate).toEqual([{ field: 'startDate', message: kitMessages.dateInvalid }]);
    }
    const lastDay = await post(checkout({ projectId: ids.bridge, totalStudents: 1, startDate: '2099-12-30', returnDate: '2099-12-31' }));
    expect(lastDay.statusCode).toBe(201);
  });

  it('names every missing field of an empty checkout at once', async () => {
    const response = await post({ kind: 'checkout' });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual(
      expect.arrayContaining([
        { field: 'projectId', message: 'Project is required' },
        { field: 'checkoutName', message: 'Name is required' },
        { field: 'startDate', message: kitMessages.startDateRequired },
        { field: 'returnDate', message: kitMessages.returnDateRequired },
        { field: 'totalStudents', message: 'Number is required' },
        { field: 'groupSize', message: kitMessages.groupSizeRequired },
      ]),
    );
  });

  it('refuses contact hours whose minimum exceeds the maximum, unknown support options, a wrong kits needed', async () => {
    const base = { projectId: ids.bridge, totalStudents: 1 };
    expect(fieldErrors(await post(checkout({ ...base, contactHoursMin: 8, contactHoursMax: 2 })))).toEqual([
      { field: 'contactHoursMax', message: kitMessages.contactHoursOrder },
    ]);
    expect(fieldErrors(await post(checkout({ ...base, supportOptions: ['Free pizza'] })))[0]).toEqual({
      field: 'supportOptions.0',
      message: kitMessages.supportOptionInvalid,
    });
    expect(fieldErrors(await post(checkout({ ...base, kitsNeeded: 3 })))).toEqual([
      { field: 'kitsNeeded', message: kitMessages.kitsNeededMismatch(1) },
    ]);
    expect(fieldErrors(await post(checkout({ ...base, checkoutName: '   ' })))).toEqual([
      { field: 'checkoutName', message: 'Cannot contain spaces only' },
    ]);
    expect(fieldErrors(await post(checkout({ ...base, totalStudents: 0 })))).toEqual([
      { field: 'totalStudents', message: kitMessages.studentsRange },
    ]);
  });
});
