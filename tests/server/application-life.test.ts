// An application's life beside its blueprint: staff set it aside (waitlist, decline, record a
// withdrawal) with a reason the district reads, and reopen it where it was; the district withdraws
// its own; a set-aside application neither starts nor approves a blueprint; starting a blueprint
// assigns the application to its starter when nobody has it. Each test builds its own district.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationMessages, STATUS_REASON_MAX_LENGTH } from '@contract/applications-messages';
import { staffApplicationSchema } from '@contract/applications-staff';
import { blueprintDetailSchema } from '@contract/blueprints';
import { routes } from '@contract/routes';
import { makeApplication, makeDistrictWorld, makeResource } from '../helpers/factories';
import { ADMIN, callerFor, MANAGER, type Caller } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiCall } from '../helpers/api-call';

let t: TestApp;
let admin: Caller;
let manager: Caller;
let resourceId: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, manager] = await Promise.all([callerFor(t, ADMIN), callerFor(t, MANAGER)]);
  resourceId = (await makeResource(t.database.db)).id;
});
afterAll(() => t.close());

/** A New application of a district of its own, by its member (whose token reads it). */
async function fresh(values: { assignedAdminId?: string } = {}) {
  const place = await makeDistrictWorld(t.app, t.database.db);
  const row = await makeApplication(t.database.db, place.district.id, {
    userId: place.person.id,
    schoolIds: [place.school.id],
    resources: [{ resourceId, quantity: 2 }],
    ...values,
  });
  return { id: row.id, token: place.token };
}

const update = (id: string, body: object, caller = admin) => caller.request(routes.updateStaffApplication, { params: { id }, body });
const start = (applicationId: string, caller = admin) => caller.request(routes.staffStartBlueprint, { body: { applicationId } });
const asDistrict = (token: string, id: string) => apiCall(t.app, routes.application, { params: { id }, token });

describe('setting an application aside', () => {
  it('declines with a reason the district reads, and refuses a missing or too long reason naming the field', async () => {
    const { id, token } = await fresh();
    const missing = await update(id, { status: 'Declined' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'reason', message: applicationMessages.reasonRequired }]);
    const blank = await update(id, { status: 'Declined', reason: '   ' });
    expect(blank.json().errors).toEqual([{ field: 'reason', message: applicationMessages.reasonRequired }]);
    const long = await update(id, { status: 'Declined', reason: 'x'.repeat(STATUS_REASON_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ field: 'reason', message: applicationMessages.reasonTooLong }]);

    const reason = 'The programme is full for this school year; please apply again in the spring.';
    const declined = await update(id, { status: 'Declined', reason: `  ${reason} ` });
    expect(declined.statusCode, declined.body).toBe(200);
    const staffView = staffApplicationSchema.parse(declined.json());
    expect(staffView.application).toMatchObject({ status: 'Declined', statusReason: reason });
    expect(staffView.allowedStatuses).toEqual(['New']);

    // The district reads the reason on its application, its list, its dashboard and its history.
    expect((await asDistrict(token, id)).json()).toMatchObject({ status: 'Declined', statusReason: reason });
    const list = await apiCall(t.app, routes.myApplications, { body: {}, token });
    expect(list.json().items[0]).toMatchObject({ status: 'Declined', statusReason: reason });
    const dashboard = await apiCall(t.app, routes.dashboardSummary, { token });
    expect(dashboard.json().application).toMatchObject({ status: 'Declined', statusReason: reason });
    const history = await apiCall(t.app, routes.applicationActivity, { params: { id }, token });
    expect(history.json().items[0]).toMatchObject({ action: 'status-changed', after: { status: 'Declined', reason } });

    // A declined application starts no blueprint, and staff cannot waitlist it without reopening.
    const refused = await start(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This application is Declined: reopen it before working on its blueprint');
    expect((await update(id, { status: 'Waitlisted', reason: 'x' })).statusCode).toBe(400);
  });

  it('reopens to where it was set aside from, the reason gone', async () => {
    const { id, token } = await fresh();
    expect((await start(id)).statusCode).toBe(201);
    const waitlisted = await update(id, { status: 'Waitlisted', reason: 'Waiting for next term’s funding.' });
    expect(staffApplicationSchema.parse(waitlisted.json()).allowedStatuses).toEqual(['Building Blueprint', 'Declined', 'Withdrawn']);
    // Declined from the waiting list still reopens to the blueprint being built.
    const declined = await update(id, { status: 'Declined', reason: 'No funding came through.' });
    expect(staffApplicationSchema.parse(declined.json()).allowedStatuses).toEqual(['Building Blueprint']);
    expect((await update(id, { status: 'New' })).json().errors[0].field).toBe('status');

    const reopened = await update(id, { status: 'Building Blueprint' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(staffApplicationSchema.parse(reopened.json()).application).toMatchObject({ status: 'Building Blueprint', statusReason: null });
    expect((await asDistrict(token, id)).json()).toMatchObject({ status: 'Building Blueprint', statusReason: null });
  });

  it('keeps a waitlisted application from approving its blueprint until it is reopened', async () => {
    const { id, token } = await fresh();
    const blueprint = blueprintDetailSchema.parse((await start(id)).json());
    const issued = await admin.request(routes.staffIssueQuote, { params: { id: blueprint.id }, body: { version: blueprint.version } });
    expect(issued.statusCode, issued.body).toBe(200);
    const quote = blueprintDetailSchema.parse(issued.json()).quote!;
    expect((await update(id, { status: 'Waitlisted', reason: 'Waiting for a place.' })).statusCode).toBe(200);
    const approve = () =>
      apiCall(t.app, routes.approveBlueprint, { params: { id: blueprint.id }, body: { approval: 'Approved', quoteRevision: quote.revision }, token });
    const refused = await approve();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This application is Waitlisted: reopen it before working on its blueprint');

    expect((await update(id, { status: 'Building Blueprint' })).statusCode).toBe(200);
    expect((await approve()).statusCode).toBe(200);
    // The district's approval is what makes the blueprint Created.
    expect((await asDistrict(token, id)).json().status).toBe('Blueprint Created');
  });
});

describe('the district withdrawing its application', () => {
  it('withdraws with a reason, once, and only its own; staff may reopen it', async () => {
    const { id, token } = await fresh();
    const withdraw = (body: object, as = token) => apiCall(t.app, routes.withdrawApplication, { params: { id }, body, token: as });
    const missing = await withdraw({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'reason', message: applicationMessages.reasonRequired }]);
    const stranger = await fresh();
    expect((await withdraw({ reason: 'Not ours.' }, stranger.token)).statusCode).toBe(404);

    const done = await withdraw({ reason: 'Our board postponed the programme.' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'Withdrawn', statusReason: 'Our board postponed the programme.' });
    const again = await withdraw({ reason: 'Twice.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(applicationMessages.withdrawNotAllowed);
    expect((await start(id)).statusCode).toBe(409);

    expect((await update(id, { status: 'New' })).statusCode).toBe(200);
    expect((await start(id)).statusCode).toBe(201);
  });

  it('staff record a withdrawal they were told of, with its reason', async () => {
    const { id, token } = await fresh();
    const recorded = await update(id, { status: 'Withdrawn', reason: 'The superintendent called: they chose another provider.' });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect((await asDistrict(token, id)).json()).toMatchObject({ status: 'Withdrawn', statusReason: expect.stringContaining('another provider') });
  });
});

describe('starting a blueprint', () => {
  it('assigns the application to its starter when nobody has it, and keeps whoever has it', async () => {
    const nobody = await fresh();
    expect((await start(nobody.id, admin)).statusCode).toBe(201);
    expect((await asDistrict(nobody.token, nobody.id)).json().assignedAdmin).toEqual({ id: admin.userId, name: 'Marcus Reyes' });

    const taken = await fresh({ assignedAdminId: manager.userId });
    expect((await start(taken.id, admin)).statusCode).toBe(201);
    expect((await asDistrict(taken.token, taken.id)).json()).toMatchObject({ status: 'Building Blueprint', assignedAdmin: { id: manager.userId } });
  });
});
