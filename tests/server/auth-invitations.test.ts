import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundingAllocations, invitations, oneTimeTokens, users } from '@server/db/schema';
import { createInvitation } from '@server/features/auth/invitation-service';
import { linkIn, mailsTo, tokenIn, waitForMail } from '../helpers/mail';
import { repoRoot } from '../helpers/server-process';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { cliArgs } from '../helpers/server-bundle';
import { testDatabaseKind } from '../helpers/test-db';
import { apiCall } from '../helpers/api-call';
import { makeApplication, makeDistrict, makeSchool } from '../helpers/factories';
import { routes } from '@contract/routes';

const PASSWORD = 'Bright-path3';

describe('invitations', () => {
  let t: TestApp;
  let district: { id: string; name: string };
  let school: { id: string; name: string; districtId: string };
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo', env: { PUBLIC_URL: 'https://portal.example.test' } });
    district = await makeDistrict(t.database.db);
    school = await makeSchool(t.database.db, district.id);
    // The inviter is the demo's programme admin, Marcus Reyes.
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@example.org'));
    adminId = admin!.id;
  });
  afterAll(() => t.close());

  const invite = async (email: string, extra: Partial<Parameters<typeof createInvitation>[1]> = {}) => {
    const created = await createInvitation(t.app, { email, role: 'USER', schoolId: school.id, invitedById: adminId, ...extra }, 'en');
    const mail = await waitForMail(t.dataDir, email, mailsTo(t.dataDir, email).length);
    return { created, mail, token: tokenIn(mail, 'complete-profile') };
  };
  const validate = (token: string) => apiCall(t.app, routes.validateToken, { body: { token, isReset: false } });
  const accept = (token: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    apiCall(t.app, routes.invitationSignUp, {
      body: { token, password: PASSWORD, repeatPassword: PASSWORD, firstName: 'Jo', lastName: 'March', agreement: true, ...extra },
      headers,
    });

  it('keeps the language the invitation was accepted in with the account', async () => {
    const { token } = await invite('idioma.invitado@example.org');
    const response = await accept(token, {}, { 'accept-language': 'es-MX,es;q=0.9' });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.language).toBe('es');
    const { token: englishToken } = await invite('english.invitee@example.org');
    expect((await accept(englishToken)).json().user.language).toBe('en');
  });

  it('mails a link to the Complete Your Profile page', async () => {
    const { mail, created } = await invite('link.check@example.org');
    const link = linkIn(mail, 'complete-profile');
    expect(link.href).toBe(created.link);
    expect(link.origin + link.pathname).toBe('https://portal.example.test/complete-profile');
    expect(mail.subject).toMatch(/invited/i);
    expect(mail.text).toContain('Marcus Reyes has invited you');
    expect(mail.text).toContain(school.name);
  });

  it('validates the token, signs the person up with it, and gives the invitation role and district', async () => {
    const { token } = await invite('Invited.Teacher@example.org');

    const check = await validate(token);
    expect(check.statusCode).toBe(200);
    const info = {
      email: 'invited.teacher@example.org',
      role: 'USER',
      district: { id: district.id, name: district.name },
      school: { id: school.id, name: school.name, districtId: school.districtId },
      invitedBy: { name: 'Marcus Reyes', email: 'admin@example.org' },
      expiresAt: expect.any(String),
      blueprintId: null,
    };
    expect(check.json()).toEqual({ valid: true, email: 'invited.teacher@example.org', invitationInfo: info });

    const response = await accept(token);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.invitationInfo).toEqual(info);
    expect(body.user).toMatchObject({
      email: 'invited.teacher@example.org',
      firstName: 'Jo',
      lastName: 'March',
      isEmailConfirmed: true,
      authority: ['USER'],
      district: { id: school.districtId },
      school: { id: school.id },
      schools: [{ id: school.id, name: school.name, districtId: school.districtId }],
    });
    const me = await apiCall(t.app, routes.me, { token: body.token.accessToken });
    expect(me.json().id).toBe(body.user.id);
    await signIn(t.app, { email: 'invited.teacher@example.org', password: PASSWORD });

    const [invitation] = await t.database.db.select().from(invitations).where(eq(invitations.email, 'invited.teacher@example.org'));
    expect(invitation!.acceptedAt).toBeInstanceOf(Date);

    // Used up.
    const reused = await accept(token, { firstName: 'Someone', lastName: 'Else' });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().message).toBe('This invitation has expired or has already been used. Please ask for a new one.');
    expect((await validate(token)).statusCode).toBe(410);
  });

  describe('a member joining a district', () => {
    /** Invites a USER to a district of the test's own, as the staff console does; the accepted sign-up. */
    const join = async (email: string, districtId: string) => {
      const { token } = await invite(email, { schoolId: null, districtId });
      const response = await accept(token);
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };

    it('that applied is onboarded: the dashboard, not a second application', async () => {
      const joining = await makeDistrict(t.database.db);
      const application = await makeApplication(t.database.db, joining.id);
      const joined = await join('joins.applied@example.org', joining.id);
      expect(joined.user).toMatchObject({ onboardingStep: 7, district: { id: joining.id }, authority: ['USER'] });

      // Signed in again the account stays onboarded, and reads its district's programme.
      const session = await signIn(t.app, { email: 'joins.applied@example.org', password: PASSWORD });
      expect(session.user.onboardingStep).toBe(7);
      const me = await apiCall(t.app, routes.me, { token: session.token.accessToken });
      expect(me.json().onboardingStep).toBe(7);
      const summary = await apiCall(t.app, routes.dashboardSummary, { token: session.token.accessToken });
      expect(summary.statusCode).toBe(200);
      expect(summary.json().application).toMatchObject({ applicationNumber: application.applicationNumber });
      const blueprints = await apiCall(t.app, routes.myBlueprints, { token: session.token.accessToken, body: {} });
      expect(blueprints.statusCode).toBe(200);
      // Nothing left to apply for: the wizard refuses a save.
      const saved = await apiCall(t.app, routes.saveOnboarding, { token: session.token.accessToken, body: { step: 0, data: {} } });
      expect(saved.statusCode).toBe(409);
    });

    it('that was given funds is onboarded', async () => {
      const funded = await makeDistrict(t.database.db);
      await t.database.db.insert(fundingAllocations).values({ districtId: funded.id, allocatedCents: 500_000, useBy: '2099-06-30' });
      expect((await join('joins.funded@example.org', funded.id)).user.onboardingStep).toBe(7);
    });

    it('that has not applied goes to the wizard, as its first applicant', async () => {
      const outside = await makeDistrict(t.database.db);
      // An application that only names the district (its applicant is no member) does not count.
      await makeApplication(t.database.db, outside.id, { districtLinked: false });
      const joined = await join('joins.outside@example.org', outside.id);
      expect(joined.user).toMatchObject({ onboardingStep: 0, district: { id: outside.id }, isEmailConfirmed: true });
    });
  });

  it('gives staff roles from the invitation', async () => {
    const { token } = await invite('new.manager@example.org', { role: 'SCHOOL_SUCCESS_MANAGER', schoolId: null, districtId: null });
    const response = await accept(token);
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ authority: ['SCHOOL_SUCCESS_MANAGER'], district: null, school: null });
  });

  it('refuses an expired invitation with 410', async () => {
    const { token, created } = await invite('late@example.org');
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeTokens.invitationId, created.invitationId));
    expect((await validate(token)).statusCode).toBe(410);
    expect((await accept(token)).statusCode).toBe(410);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'late@example.org'));
    expect(row).toBeUndefined();
  });

  it('lasts 14 days unless told otherwise', async () => {
    const { created } = await invite('default.ttl@example.org');
    const days = (created.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const { created: short } = await invite('short.ttl@example.org', { ttlDays: 2 });
    expect((short.expiresAt.getTime() - Date.now()) / 86_400_000).toBeCloseTo(2, 1);
  });

  it('does not replace the password of an existing account, and keeps the invitation usable', async () => {
    const { token } = await invite('coordinator@example.org');
    const response = await accept(token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('User with such email is already exists in the system');
    await signIn(t.app, { email: 'coordinator@example.org', password: 'Demo-pass1' });
    // The refused attempt rolled back: the token was not spent.
    expect((await validate(token)).statusCode).toBe(200);
  });

  it('names the fields of a bad invited sign-up', async () => {
    const { token } = await invite('fields@example.org');
    const response = await accept(token, { firstName: '', lastName: '', repeatPassword: 'Other-pass1', agreement: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'Name is required' },
        { field: 'lastName', message: 'Last Name is required' },
        { field: 'repeatPassword', message: 'Your passwords do not match' },
        { field: 'agreement', message: 'You must agree to the privacy policy and terms' },
      ]),
    );
    expect((await validate(token)).statusCode).toBe(200);
  });
});

// The command always opens the embedded database in a fresh folder: run once, by the embedded project.
describe.skipIf(testDatabaseKind() !== 'embedded')('npm run invite', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'hop-invite-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const run = (args: string[]) =>
    promisify(execFile)(process.execPath, [...cliArgs('invite'), ...args], {
      cwd: repoRoot,
      // Always the embedded database in a fresh directory: the command opens it like the server.
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'demo', PUBLIC_URL: 'https://portal.example.test' },
    });

  it('creates an invitation, writes the mail and prints the link', async () => {
    const { stdout } = await run([
      'cli.invitee@example.org',
      'user',
      '--district',
      'cedar valley unified school district',
      '--school',
      'Lincoln Middle School',
    ]);
    const printed = /Link: (\S+)/.exec(stdout)?.[1];
    expect(printed).toMatch(/^https:\/\/portal\.example\.test\/complete-profile\?token=[A-Za-z0-9_-]{43}$/);
    const mail = await waitForMail(dataDir, 'cli.invitee@example.org');
    expect(linkIn(mail, 'complete-profile').href).toBe(printed);
    expect(stdout).toContain('Lincoln Middle School');
  }, 60_000);

  it('refuses an unknown role or school with a message', async () => {
    await expect(run(['x@example.org', 'KING'])).rejects.toMatchObject({ code: 64, stderr: expect.stringContaining('Unknown role') });
    await expect(run(['x@example.org', 'USER', '--school', 'Hogwarts'])).rejects.toMatchObject({
      code: 64,
      stderr: expect.stringContaining('No school is named "Hogwarts"'),
    });
  }, 60_000);
});
