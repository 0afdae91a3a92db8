import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '@server/db/schema';
import { createInvitation } from '@server/features/auth/invitation-service';
import { tokenIn, waitForMail } from '../helpers/mail';
import { startOidcProvider, type TestOidcProvider } from '../helpers/oidc-provider';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiCall } from '../helpers/api-call';
import { makeDistrict, makeSchool, uniqueName } from '../helpers/factories';
import { routes } from '@contract/routes';

const GOOGLE_NOT_LINKED = "This Google SSO email isn't linked to any organization. Please try a different one.";

describe('Google sign-up and log-in against a real OpenID Connect provider', () => {
  let idp: TestOidcProvider;
  let t: TestApp;
  /** A district of the test's own that owns the addresses under `domain`, and a school of it with a front-office contact. */
  let district: Awaited<ReturnType<typeof makeDistrict>>;
  let school: Awaited<ReturnType<typeof makeSchool>>;
  let domain: string;
  beforeAll(async () => {
    idp = await startOidcProvider();
    t = await createTestApp({ seed: 'demo', env: idp.env });
    domain = `${uniqueName('district').replace(' ', '-')}.example`;
    district = await makeDistrict(t.database.db, { emailDomains: [domain] });
    school = await makeSchool(t.database.db, district.id, { contactEmails: [`frontoffice@${domain}`] });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  type GoogleRoute = typeof routes.googleSignUp | typeof routes.googleLogIn | typeof routes.googleInvitationSignUp;
  const post = (route: GoogleRoute, payload: Record<string, unknown>) =>
    apiCall(t.app, route, { body: { redirectUri: idp.redirectUri, ...payload } });
  const googleSignUp = async (sub: string) => post(routes.googleSignUp, { code: await idp.authorizationCode(sub) });
  const googleLogIn = async (sub: string) => post(routes.googleLogIn, { code: await idp.authorizationCode(sub) });

  it('signs up a Google account whose address a district owns, then logs it in', async () => {
    idp.addAccount({ sub: 'g-100', email: `Pat.Teacher@${domain}`, givenName: 'Pat', familyName: 'Teacher' });
    const signUp = await googleSignUp('g-100');
    expect(signUp.statusCode, signUp.body).toBe(201);
    const created = signUp.json();
    expect(created.token).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(created.user).toMatchObject({
      email: `pat.teacher@${domain}`,
      firstName: 'Pat',
      lastName: 'Teacher',
      isEmailConfirmed: true,
      district: { id: district.id, name: district.name },
      school: null,
    });
    const me = await apiCall(t.app, routes.me, { token: created.token.accessToken });
    expect(me.json().id).toBe(created.user.id);

    const [identity] = await t.database.db.select().from(userIdentities).where(eq(userIdentities.userId, created.user.id));
    expect(identity).toMatchObject({ issuer: idp.issuer, subject: 'g-100' });

    const logIn = await googleLogIn('g-100');
    expect(logIn.statusCode, logIn.body).toBe(200);
    expect(logIn.json().user.id).toBe(created.user.id);
    expect(logIn.json().token.refreshToken).not.toBe(created.token.refreshToken);
  });

  it('links a school contact to the school and its district', async () => {
    // The school lists this front-office address as a contact.
    idp.addAccount({ sub: 'g-101', email: `frontoffice@${domain}` });
    const response = await googleSignUp('g-101');
    expect(response.statusCode).toBe(201);
    expect(response.json().user.school).toMatchObject({ id: school.id, name: school.name });
    expect(response.json().user.schools).toEqual([expect.objectContaining({ id: school.id, name: school.name })]);
  });

  it("refuses an address no organization owns with the spec's message", async () => {
    idp.addAccount({ sub: 'g-200', email: 'someone@gmail.example' });
    const response = await googleSignUp('g-200');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, message: GOOGLE_NOT_LINKED });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'someone@gmail.example'));
    expect(row).toBeUndefined();
  });

  it('refuses to log in a Google account that has no account here', async () => {
    idp.addAccount({ sub: 'g-300', email: `stranger@${domain}` });
    const response = await googleLogIn('g-300');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('No account uses this Google account yet. Please sign up first.');
  });

  it('knows a person by issuer and subject, not by e-mail', async () => {
    idp.addAccount({ sub: 'g-400', email: `same.person@${domain}` });
    const first = await googleSignUp('g-400');
    expect(first.statusCode).toBe(201);

    // Another Google account that reports the same address (e.g. the address changed hands).
    idp.addAccount({ sub: 'g-401', email: `same.person@${domain}` });
    const logIn = await googleLogIn('g-401');
    expect(logIn.statusCode).toBe(401);
    const signUp = await googleSignUp('g-401');
    expect(signUp.statusCode).toBe(409);
    expect(signUp.json().message).toBe('This email has already been taken');
    expect(signUp.json().token).toBeUndefined();
  });

  it('does not take over a password account that has the same address', async () => {
    idp.addAccount({ sub: 'g-450', email: 'coordinator@example.org' });
    const logIn = await googleLogIn('g-450');
    expect(logIn.statusCode).toBe(401);
    const signUp = await googleSignUp('g-450');
    expect(signUp.statusCode).toBe(409);
  });

  it('signs an invited person up with Google and returns the invitation', async () => {
    const invitingDistrict = await makeDistrict(t.database.db);
    const [inviter] = await t.database.db.select().from(users).where(eq(users.email, 'admin@example.org'));
    await createInvitation(
      t.app,
      { email: 'invited.g@riverbend.example', role: 'USER', districtId: invitingDistrict.id, invitedById: inviter!.id },
      'en',
    );
    const token = tokenIn(await waitForMail(t.dataDir, 'invited.g@riverbend.example'), 'complete-profile');

    // Any Google account may accept: the invitation token proves the invited mailbox.
    idp.addAccount({ sub: 'g-500', email: 'personal.account@gmail.example', givenName: 'Robin', familyName: 'Invited' });
    const code = await idp.authorizationCode('g-500');
    const response = await post(routes.googleInvitationSignUp, { code, token });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      email: 'invited.g@riverbend.example',
      firstName: 'Robin',
      isEmailConfirmed: true,
      authority: ['USER'],
      district: { id: invitingDistrict.id },
    });
    expect(body.invitationInfo).toMatchObject({
      email: 'invited.g@riverbend.example',
      role: 'USER',
      district: { id: invitingDistrict.id, name: invitingDistrict.name },
      school: null,
      invitedBy: { name: 'Marcus Reyes', email: 'admin@example.org' },
    });

    const logIn = await googleLogIn('g-500');
    expect(logIn.json().user.id).toBe(body.user.id);

    // The invitation is spent.
    idp.addAccount({ sub: 'g-501', email: 'other@gmail.example' });
    const again = await post(routes.googleInvitationSignUp, { code: await idp.authorizationCode('g-501'), token });
    expect(again.statusCode).toBe(410);
  });

  it('leaves an address Google does not vouch for unconfirmed and unlinked, and mails a link', async () => {
    idp.addAccount({ sub: 'g-600', email: `unverified@${domain}`, emailVerified: false });
    const response = await googleSignUp('g-600');
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ isEmailConfirmed: false, district: null, school: null });
    await waitForMail(t.dataDir, `unverified@${domain}`);
  });

  it('refuses a code that was already used, or made up', async () => {
    idp.addAccount({ sub: 'g-700', email: `reuse@${domain}` });
    const code = await idp.authorizationCode('g-700');
    const first = await post(routes.googleSignUp, { code });
    expect(first.statusCode).toBe(201);
    const reused = await post(routes.googleLogIn, { code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Google sign-in failed. Please try again.');
    const madeUp = await post(routes.googleLogIn, { code: 'not-a-code' });
    expect(madeUp.statusCode).toBe(400);
  });

  it('refuses a code issued for another redirect URI', async () => {
    idp.addAccount({ sub: 'g-800', email: `redirect@${domain}` });
    const code = await idp.authorizationCode('g-800');
    const response = await post(routes.googleLogIn, { code, redirectUri: 'postmessage' });
    expect(response.statusCode).toBe(400);
    const [identity] = await t.database.db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.issuer, idp.issuer), eq(userIdentities.subject, 'g-800')));
    expect(identity).toBeUndefined();
  });
});

describe('Google sign-in when it is not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'none' });
  });
  afterAll(() => t.close());

  it('answers every Google call with 404', async () => {
    for (const route of [routes.googleSignUp, routes.googleLogIn, routes.googleInvitationSignUp]) {
      const response = await apiCall(t.app, route, { body: { code: 'x', token: 'y' } });
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(404);
      expect(response.json().message).toBe('Google sign-in is not configured');
    }
  });
});
