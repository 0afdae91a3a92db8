import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districts, userIdentities, users } from '../../src/server/db/schema';
import { createInvitation } from '../../src/server/features/auth/invitation-service';
import { tokenIn, waitForMail } from '../helpers/mail';
import { startOidcProvider, type TestOidcProvider } from '../helpers/oidc-provider';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { apiPath, routes } from '../../src/contract/routes';
import { API_PREFIX } from '../../src/contract/constants';

const GOOGLE_NOT_LINKED = "This Google SSO email isn't linked to any organization. Please try a different one.";

describe('Google sign-up and log-in against a real OpenID Connect provider', () => {
  let idp: TestOidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    idp = await startOidcProvider();
    t = await createTestApp({ seed: 'demo', env: idp.env });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  const post = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method, url: `${API_PREFIX}${url}`, payload: { redirectUri: idp.redirectUri, ...payload } });
  const googleSignUp = async (sub: string) => post('POST', '/socials/sessions/google', { code: await idp.authorizationCode(sub) });
  const googleLogIn = async (sub: string) => post('PATCH', '/socials/sessions/google', { code: await idp.authorizationCode(sub) });

  it('signs up a Google account whose address a district owns, then logs it in', async () => {
    idp.addAccount({ sub: 'g-100', email: 'Pat.Teacher@cedarvalleyschools.example', givenName: 'Pat', familyName: 'Teacher' });
    const signUp = await googleSignUp('g-100');
    expect(signUp.statusCode, signUp.body).toBe(201);
    const created = signUp.json();
    expect(created.token).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(created.user).toMatchObject({
      email: 'pat.teacher@cedarvalleyschools.example',
      firstName: 'Pat',
      lastName: 'Teacher',
      isEmailConfirmed: true,
      district: { name: 'Cedar Valley Unified School District' },
      school: null,
    });
    const me = await t.app.inject({ method: 'GET', url: apiPath(routes.me), headers: bearer(created.token.accessToken) });
    expect(me.json().id).toBe(created.user.id);

    const [identity] = await t.database.db.select().from(userIdentities).where(eq(userIdentities.userId, created.user.id));
    expect(identity).toMatchObject({ issuer: idp.issuer, subject: 'g-100' });

    const logIn = await googleLogIn('g-100');
    expect(logIn.statusCode, logIn.body).toBe(200);
    expect(logIn.json().user.id).toBe(created.user.id);
    expect(logIn.json().token.refreshToken).not.toBe(created.token.refreshToken);
  });

  it('links a school contact to the school and its district', async () => {
    // The demo lists this front-office address as a contact of Cedar Valley High School.
    idp.addAccount({ sub: 'g-101', email: 'frontoffice.cvhs@cedarvalleyschools.example' });
    const response = await googleSignUp('g-101');
    expect(response.statusCode).toBe(201);
    expect(response.json().user.school).toMatchObject({ name: 'Cedar Valley High School' });
    expect(response.json().user.schools).toEqual([expect.objectContaining({ name: 'Cedar Valley High School' })]);
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
    idp.addAccount({ sub: 'g-300', email: 'stranger@cedarvalleyschools.example' });
    const response = await googleLogIn('g-300');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('No account uses this Google account yet. Please sign up first.');
  });

  it('knows a person by issuer and subject, not by e-mail', async () => {
    idp.addAccount({ sub: 'g-400', email: 'same.person@cedarvalleyschools.example' });
    const first = await googleSignUp('g-400');
    expect(first.statusCode).toBe(201);

    // Another Google account that reports the same address (e.g. the address changed hands).
    idp.addAccount({ sub: 'g-401', email: 'same.person@cedarvalleyschools.example' });
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
    const [district] = await t.database.db.select().from(districts).where(eq(districts.name, 'Riverbend County Schools'));
    const [inviter] = await t.database.db.select().from(users).where(eq(users.email, 'admin@example.org'));
    await createInvitation(t.app, { email: 'invited.g@riverbend.example', role: 'USER', districtId: district!.id, invitedById: inviter!.id });
    const token = tokenIn(await waitForMail(t.dataDir, 'invited.g@riverbend.example'), 'complete-profile');

    // Any Google account may accept: the invitation token proves the invited mailbox.
    idp.addAccount({ sub: 'g-500', email: 'personal.account@gmail.example', givenName: 'Robin', familyName: 'Invited' });
    const code = await idp.authorizationCode('g-500');
    const response = await post('PATCH', '/socials/sessions/google/post-invitation', { code, token });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      email: 'invited.g@riverbend.example',
      firstName: 'Robin',
      isEmailConfirmed: true,
      authority: ['USER'],
      district: { id: district!.id },
    });
    expect(body.invitationInfo).toMatchObject({
      email: 'invited.g@riverbend.example',
      role: 'USER',
      district: { id: district!.id, name: 'Riverbend County Schools' },
      school: null,
      invitedBy: { name: 'Marcus Reyes', email: 'admin@example.org' },
    });

    const logIn = await googleLogIn('g-500');
    expect(logIn.json().user.id).toBe(body.user.id);

    // The invitation is spent.
    idp.addAccount({ sub: 'g-501', email: 'other@gmail.example' });
    const again = await post('PATCH', '/socials/sessions/google/post-invitation', { code: await idp.authorizationCode('g-501'), token });
    expect(again.statusCode).toBe(410);
  });

  it('leaves an address Google does not vouch for unconfirmed and unlinked, and mails a link', async () => {
    idp.addAccount({ sub: 'g-600', email: 'unverified@cedarvalleyschools.example', emailVerified: false });
    const response = await googleSignUp('g-600');
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ isEmailConfirmed: false, district: null, school: null });
    await waitForMail(t.dataDir, 'unverified@cedarvalleyschools.example');
  });

  it('refuses a code that was already used, or made up', async () => {
    idp.addAccount({ sub: 'g-700', email: 'reuse@cedarvalleyschools.example' });
    const code = await idp.authorizationCode('g-700');
    const first = await post('POST', '/socials/sessions/google', { code });
    expect(first.statusCode).toBe(201);
    const reused = await post('PATCH', '/socials/sessions/google', { code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Google sign-in failed. Please try again.');
    const madeUp = await post('PATCH', '/socials/sessions/google', { code: 'not-a-code' });
    expect(madeUp.statusCode).toBe(400);
  });

  it('refuses a code issued for another redirect URI', async () => {
    idp.addAccount({ sub: 'g-800', email: 'redirect@cedarvalleyschools.example' });
    const code = await idp.authorizationCode('g-800');
    const response = await post('PATCH', '/socials/sessions/google', { code, redirectUri: 'postmessage' });
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
    for (const [method, url] of [
      ['POST', apiPath(routes.googleSignUp)],
      ['PATCH', apiPath(routes.googleSignUp)],
      ['PATCH', apiPath(routes.googleInvitationSignUp)],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: { code: 'x', token: 'y' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe('Google sign-in is not configured');
    }
  });
});
