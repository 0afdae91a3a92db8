// Invitations from the staff console: the same e-mail and link as the invite command; a manager
// invites district staff to their own districts only; duplicates refused; pending, accepted and
// expired listed; resend ends the old link; revoke ends the invitation; every step in the log.
// Only the manager's listing reads the demo's invitations (its district, Riverbend); the tests
// invite into districts of their own.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityListSchema } from '@contract/activity';
import { invitationListSchema, invitationSentSchema } from '@contract/invitations';
import { routes, type QueryValue } from '@contract/routes';
import { applications, staffDistricts, users } from '@server/db/schema';
import { apiCall } from '../helpers/api-call';
import { makeApplication, makeDistrict, makeSchool } from '../helpers/factories';
import { mailsTo, tokenIn, waitForMail } from '../helpers/mail';
import { ADMIN, callerFor, COORDINATOR, districtId, MANAGER, type Caller } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PASSWORD = 'Bright-path3';
let t: TestApp;
let admin: Caller;
let manager: Caller;
let coordinator: Caller;
let riverbend: string;

const accept = (token: string) =>
  apiCall(t.app, routes.invitationSignUp, {
    body: { token, password: PASSWORD, repeatPassword: PASSWORD, firstName: 'Jo', lastName: 'March', agreement: true },
  });
const mailedToken = async (email: string) => tokenIn(await waitForMail(t.dataDir, email, mailsTo(t.dataDir, email).length || 1), 'complete-profile');
const list = async (caller: Caller, query: Record<string, QueryValue> = {}) =>
  invitationListSchema.parse((await caller.request(routes.staffInvitations, { query })).json());
const invite = (caller: Caller, body: object) => caller.request(routes.createInvitation, { body });
/** A district of the test's own, so what it invites stays out of the demo districts' lists. */
const ownDistrict = async () => (await makeDistrict(t.database.db)).id;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example.test' } });
  [admin, manager, coordinator] = await Promise.all([callerFor(t, ADMIN), callerFor(t, MANAGER), callerFor(t, COORDINATOR)]);
  riverbend = await districtId(admin, 'Riverbend');
});
afterAll(() => t.close());

describe('POST /staff/invitations', () => {
  it('invites a person to a district and school: the mailed link signs them up into it', async () => {
    const harbor = await ownDistrict();
    const bayside = await makeSchool(t.database.db, harbor);
    const response = await invite(admin, {
      email: 'Teacher.One@HarborPointISD.example',
      role: 'USER',
      districtId: harbor,
      schoolId: bayside.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const sent = invitationSentSchema.parse(response.json());
    expect(sent.invitation).toMatchObject({
      email: 'teacher.one@harborpointisd.example',
      role: 'USER',
      status: 'pending',
      district: { id: harbor },
      school: { id: bayside.id, name: bayside.name },
      invitedBy: { id: admin.userId, name: 'Marcus Reyes' },
    });
    expect(sent.mailSent).toBe(true);
    const mail = await waitForMail(t.dataDir, 'teacher.one@harborpointisd.example');
    expect(mail.text).toContain('Marcus Reyes has invited you');
    expect(sent.link).toBe(`https://portal.example.test/complete-profile?token=${encodeURIComponent(tokenIn(mail, 'complete-profile'))}`);

    const signedUp = await accept(tokenIn(mail, 'complete-profile'));
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    expect(signedUp.json().user).toMatchObject({ district: { id: harbor }, school: { id: bayside.id } });
    expect((await list(admin, { status: 'accepted' })).items.map((row) => row.email)).toContain('teacher.one@harborpointisd.example');
  });

  it('lets a manager invite district staff to their own district only', async () => {
    const ok = await invite(manager, { email: 'counselor@riverbendschools.example', role: 'USER', districtId: riverbend });
    expect(ok.statusCode, ok.body).toBe(201);
    const elsewhere = await invite(manager, { email: 'x1@example.org', role: 'USER', districtId: await ownDistrict() });
    expect(elsewhere.json().errors).toEqual([{ field: 'districtId', message: 'Choose a district from the list' }]);
    const staff = await invite(manager, {
      email: 'x2@example.org',
      role: 'SCHOOL_SUCCESS_MANAGER',
      districtId: riverbend,
    });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe('You may invite district and school staff only');
    const noDistrict = await invite(manager, { email: 'x3@example.org', role: 'USER' });
    expect(noDistrict.json().errors).toEqual([{ field: 'districtId', message: 'Choose the district this person joins' }]);
    // What a manager lists: their district's invitations (the demo's waiting one too), not Harbor Point's.
    const theirs = await list(manager);
    expect(theirs.items.map((row) => row.email)).toEqual(['counselor@riverbendschools.example', 'science.lead@riverbendschools.example']);
    expect(theirs.items.every((row) => row.district?.id === riverbend)).toBe(true);
    expect((await list(admin, { status: 'expired' })).items.map((row) => row.email)).toEqual(['counselor@harborpointisd.example']);
  });

  it('refuses an address that has an account or a waiting invitation, and a school of another district', async () => {
    const district = await ownDistrict();
    const taken = await invite(admin, { email: 'coordinator@example.org', role: 'USER', districtId: district });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ field: 'email', message: 'User with such email is already exists in the system' }]);
    expect((await invite(admin, { email: 'waiting@example.org', role: 'USER', districtId: district })).statusCode).toBe(201);
    const waiting = await invite(admin, { email: 'waiting@example.org', role: 'USER', districtId: district });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().errors[0].field).toBe('email');
    const otherSchool = await makeSchool(t.database.db, await ownDistrict());
    const mismatch = await invite(admin, { email: 'y@example.org', role: 'USER', districtId: district, schoolId: otherSchool.id });
    expect(mismatch.json().errors).toEqual([{ field: 'schoolId', message: 'Choose a school of the chosen district' }]);
    const bad = await invite(admin, { email: 'not-an-email', role: 'KING' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'role']);
  });

  it('makes an invited school success manager staff of their district, with no onboarding', async () => {
    const district = await ownDistrict();
    await makeApplication(t.database.db, district);
    const sent = await invite(admin, { email: 'second.manager@example.org', role: 'SCHOOL_SUCCESS_MANAGER', districtId: district });
    expect(sent.statusCode).toBe(201);
    const signedUp = await accept(await mailedToken('second.manager@example.org'));
    expect(signedUp.json().user).toMatchObject({ authority: ['SCHOOL_SUCCESS_MANAGER'], onboardingStep: 7, district: null });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'second.manager@example.org'));
    expect(await t.database.db.select().from(staffDistricts).where(eq(staffDistricts.userId, row!.id))).toEqual([
      expect.objectContaining({ districtId: district }),
    ]);
    const queue = await apiCall(t.app, routes.staffApplications, { query: { limit: 50 }, token: signedUp.json().token.accessToken });
    expect(queue.json().items.every((item: { district: { id: string } }) => item.district.id === district)).toBe(true);
    // Every application of their district, and only those.
    expect(queue.json().total).toBe(await t.database.db.$count(applications, eq(applications.districtId, district)));
    expect(queue.json().total).toBeGreaterThan(0);
  });
});

describe('resend, revoke and the list', () => {
  it('resends with a new link that works while the old one no longer does', async () => {
    const created = invitationSentSchema.parse(
      (await invite(admin, { email: 'resend.me@example.org', role: 'USER', districtId: await ownDistrict() })).json(),
    );
    const first = await mailedToken('resend.me@example.org');
    // Expired meanwhile: it is listed as expired, and resending brings it back.
    await t.database.db.execute(sql`update invitations set expires_at = now() - interval '1 day' where id = ${created.invitation.id}`);
    expect((await list(admin, { status: 'expired', search: 'resend.me' })).total).toBe(1);
    const resend = () => admin.request(routes.resendInvitation, { params: { id: created.invitation.id } });
    const resent = await resend();
    expect(resent.statusCode, resent.body).toBe(200);
    expect(invitationSentSchema.parse(resent.json()).invitation.status).toBe('pending');
    await waitForMail(t.dataDir, 'resend.me@example.org', 2);
    const second = await mailedToken('resend.me@example.org');
    expect(second).not.toBe(first);
    expect((await accept(first)).statusCode).toBe(410);
    expect((await accept(second)).statusCode).toBe(201);
    const again = await resend();
    expect(again.statusCode).toBe(409);
    expect((await admin.request(routes.revokeInvitation, { params: { id: created.invitation.id } })).statusCode).toBe(409);
  });

  it('revokes a pending invitation: its link stops working and it leaves the list', async () => {
    const created = invitationSentSchema.parse(
      (await invite(admin, { email: 'revoke.me@example.org', role: 'USER', districtId: await ownDistrict() })).json(),
    );
    const token = await mailedToken('revoke.me@example.org');
    const revoke = (caller: Caller) => caller.request(routes.revokeInvitation, { params: { id: created.invitation.id } });
    expect((await revoke(manager)).statusCode).toBe(404);
    expect((await revoke(admin)).statusCode).toBe(204);
    expect((await accept(token)).statusCode).toBe(410);
    expect((await list(admin, { search: 'revoke.me' })).total).toBe(0);
    expect((await revoke(admin)).statusCode).toBe(404);

    const log = activityListSchema.parse(
      (await admin.request(routes.staffActivity, { query: { entityType: 'invitation', entityId: created.invitation.id } })).json(),
    );
    expect(log.items.map((entry) => [entry.action, entry.subject])).toEqual([
      ['invitation-revoked', 'revoke.me@example.org'],
      ['invitation-created', 'revoke.me@example.org'],
    ]);
  });

  it('pages and filters the list, and keeps it from district staff', async () => {
    const pending = await list(admin, { status: 'pending', limit: 1 });
    expect(pending.items).toHaveLength(1);
    expect(pending.total).toBeGreaterThanOrEqual(1);
    expect(pending.items[0]!.status).toBe('pending');
    expect((await admin.request(routes.staffInvitations, { query: { status: 'sent' } })).json().errors[0].field).toBe('status');
    expect((await coordinator.request(routes.staffInvitations)).statusCode).toBe(403);
  });
});
