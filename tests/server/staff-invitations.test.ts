// Invitations from the staff console: the same e-mail and link as the invite command; a manager
// invites district staff to their own districts only; duplicates refused; pending, accepted and
// expired listed; resend ends the old link; revoke ends the invitation; every step in the log.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityListSchema } from '../../src/contract/activity';
import { invitationListSchema, invitationSentSchema } from '../../src/contract/invitations';
import { applications, staffDistricts, users } from '../../src/server/db/schema';
import { mailsTo, tokenIn, waitForMail } from '../helpers/mail';
import { ADMIN, callerFor, COORDINATOR, districtId, MANAGER, type Caller } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiPath, routes } from '../../src/contract/routes';

const PASSWORD = 'Bright-path3';
let t: TestApp;
let admin: Caller;
let manager: Caller;
let coordinator: Caller;
let riverbend: string;
let harbor: string;

const accept = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: apiPath(routes.invitationSignUp),
    payload: { token, password: PASSWORD, repeatPassword: PASSWORD, firstName: 'Jo', lastName: 'March', agreement: true },
  });
const mailedToken = async (email: string) => tokenIn(await waitForMail(t.dataDir, email, mailsTo(t.dataDir, email).length || 1), 'complete-profile');
const list = async (caller: Caller, query = '') => invitationListSchema.parse((await caller.call('GET', `/staff/invitations${query}`)).json());

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example.test' } });
  [admin, manager, coordinator] = await Promise.all([callerFor(t, ADMIN), callerFor(t, MANAGER), callerFor(t, COORDINATOR)]);
  riverbend = await districtId(admin, 'Riverbend');
  harbor = await districtId(admin, 'Harbor Point');
});
afterAll(() => t.close());

describe('POST /staff/invitations', () => {
  it('invites a person to a district and school: the mailed link signs them up into it', async () => {
    const schools = (await admin.call('GET', `/applications/districts/${harbor}/schools`)).json().items as { id: string; name: string }[];
    const bayside = schools.find((s) => s.name === 'Bayside Middle School')!;
    const response = await admin.call('POST', '/staff/invitations', {
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
      school: { id: bayside.id, name: 'Bayside Middle School' },
      invitedBy: { id: admin.userId, name: 'Marcus Reyes' },
    });
    expect(sent.mailSent).toBe(true);
    const mail = await waitForMail(t.dataDir, 'teacher.one@harborpointisd.example');
    expect(mail.text).toContain('Marcus Reyes has invited you');
    expect(sent.link).toBe(`https://portal.example.test/complete-profile?token=${encodeURIComponent(tokenIn(mail, 'complete-profile'))}`);

    const signedUp = await accept(tokenIn(mail, 'complete-profile'));
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    expect(signedUp.json().user).toMatchObject({ district: { id: harbor }, school: { id: bayside.id } });
    expect((await list(admin, '?status=accepted')).items.map((row) => row.email)).toContain('teacher.one@harborpointisd.example');
  });

  it('lets a manager invite district staff to their own district only', async () => {
    const ok = await manager.call('POST', '/staff/invitations', { email: 'counselor@riverbendschools.example', role: 'USER', districtId: riverbend });
    expect(ok.statusCode, ok.body).toBe(201);
    const elsewhere = await manager.call('POST', '/staff/invitations', { email: 'x1@example.org', role: 'USER', districtId: harbor });
    expect(elsewhere.json().errors).toEqual([{ field: 'districtId', message: 'Choose a district from the list' }]);
    const staff = await manager.call('POST', '/staff/invitations', {
      email: 'x2@example.org',
      role: 'SCHOOL_SUCCESS_MANAGER',
      districtId: riverbend,
    });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe('You may invite district and school staff only');
    const noDistrict = await manager.call('POST', '/staff/invitations', { email: 'x3@example.org', role: 'USER' });
    expect(noDistrict.json().errors).toEqual([{ field: 'districtId', message: 'Choose the district this person joins' }]);
    // What a manager lists: their district's invitations (the demo's waiting one too), not Harbor Point's.
    const theirs = await list(manager);
    expect(theirs.items.map((row) => row.email)).toEqual(['counselor@riverbendschools.example', 'science.lead@riverbendschools.example']);
    expect(theirs.items.every((row) => row.district?.id === riverbend)).toBe(true);
    expect((await list(admin, '?status=expired')).items.map((row) => row.email)).toEqual(['counselor@harborpointisd.example']);
  });

  it('refuses an address that has an account or a waiting invitation, and a school of another district', async () => {
    const taken = await admin.call('POST', '/staff/invitations', { email: 'coordinator@example.org', role: 'USER', districtId: riverbend });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ field: 'email', message: 'User with such email is already exists in the system' }]);
    const waiting = await admin.call('POST', '/staff/invitations', {
      email: 'counselor@riverbendschools.example',
      role: 'USER',
      districtId: riverbend,
    });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().errors[0].field).toBe('email');
    const cedarSchools = (await admin.call('GET', `/applications/districts/${await districtId(admin, 'Cedar Valley')}/schools`)).json().items;
    const mismatch = await admin.call('POST', '/staff/invitations', {
      email: 'y@example.org',
      role: 'USER',
      districtId: riverbend,
      schoolId: cedarSchools[0].id,
    });
    expect(mismatch.json().errors).toEqual([{ field: 'schoolId', message: 'Choose a school of the chosen district' }]);
    const bad = await admin.call('POST', '/staff/invitations', { email: 'not-an-email', role: 'KING' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'role']);
  });

  it('makes an invited school success manager staff of their district, with no onboarding', async () => {
    const sent = await admin.call('POST', '/staff/invitations', {
      email: 'second.manager@example.org',
      role: 'SCHOOL_SUCCESS_MANAGER',
      districtId: harbor,
    });
    expect(sent.statusCode).toBe(201);
    const signedUp = await accept(await mailedToken('second.manager@example.org'));
    expect(signedUp.json().user).toMatchObject({ authority: ['SCHOOL_SUCCESS_MANAGER'], onboardingStep: 7, district: null });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'second.manager@example.org'));
    expect(await t.database.db.select().from(staffDistricts).where(eq(staffDistricts.userId, row!.id))).toEqual([
      expect.objectContaining({ districtId: harbor }),
    ]);
    const queue = await t.app.inject({
      method: 'GET',
      url: `${apiPath(routes.staffApplications)}?limit=50`,
      headers: { authorization: `Bearer ${signedUp.json().token.accessToken}` },
    });
    expect(queue.json().items.every((item: { district: { id: string } }) => item.district.id === harbor)).toBe(true);
    // Every application of Harbor Point, and only those.
    expect(queue.json().total).toBe(await t.database.db.$count(applications, eq(applications.districtId, harbor)));
    expect(queue.json().total).toBeGreaterThan(0);
  });
});

describe('resend, revoke and the list', () => {
  it('resends with a new link that works while the old one no longer does', async () => {
    const created = invitationSentSchema.parse(
      (await admin.call('POST', '/staff/invitations', { email: 'resend.me@example.org', role: 'USER', districtId: riverbend })).json(),
    );
    const first = await mailedToken('resend.me@example.org');
    // Expired meanwhile: it is listed as expired, and resending brings it back.
    await t.database.db.execute(sql`update invitations set expires_at = now() - interval '1 day' where id = ${created.invitation.id}`);
    expect((await list(admin, '?status=expired&search=resend.me')).total).toBe(1);
    const resent = await admin.call('POST', `/staff/invitations/${created.invitation.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(invitationSentSchema.parse(resent.json()).invitation.status).toBe('pending');
    await waitForMail(t.dataDir, 'resend.me@example.org', 2);
    const second = await mailedToken('resend.me@example.org');
    expect(second).not.toBe(first);
    expect((await accept(first)).statusCode).toBe(410);
    expect((await accept(second)).statusCode).toBe(201);
    const again = await admin.call('POST', `/staff/invitations/${created.invitation.id}/resend`);
    expect(again.statusCode).toBe(409);
    expect((await admin.call('DELETE', `/staff/invitations/${created.invitation.id}`)).statusCode).toBe(409);
  });

  it('revokes a pending invitation: its link stops working and it leaves the list', async () => {
    const created = invitationSentSchema.parse(
      (await admin.call('POST', '/staff/invitations', { email: 'revoke.me@example.org', role: 'USER', districtId: harbor })).json(),
    );
    const token = await mailedToken('revoke.me@example.org');
    expect((await manager.call('DELETE', `/staff/invitations/${created.invitation.id}`)).statusCode).toBe(404);
    expect((await admin.call('DELETE', `/staff/invitations/${created.invitation.id}`)).statusCode).toBe(204);
    expect((await accept(token)).statusCode).toBe(410);
    expect((await list(admin, '?search=revoke.me')).total).toBe(0);
    expect((await admin.call('DELETE', `/staff/invitations/${created.invitation.id}`)).statusCode).toBe(404);

    const log = activityListSchema.parse((await admin.call('GET', `/staff/activity?entityType=invitation&entityId=${created.invitation.id}`)).json());
    expect(log.items.map((entry) => [entry.action, entry.subject])).toEqual([
      ['invitation-revoked', 'revoke.me@example.org'],
      ['invitation-created', 'revoke.me@example.org'],
    ]);
  });

  it('pages and filters the list, and keeps it from district staff', async () => {
    const pending = await list(admin, '?status=pending&limit=1');
    expect(pending.items).toHaveLength(1);
    expect(pending.total).toBeGreaterThanOrEqual(1);
    expect(pending.items[0]!.status).toBe('pending');
    expect((await admin.call('GET', '/staff/invitations?status=sent')).json().errors[0].field).toBe('status');
    expect((await coordinator.call('GET', '/staff/invitations')).statusCode).toBe(403);
  });
});
