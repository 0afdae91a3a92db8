// Sign-in providers configured, not coded (README, "Sign-in providers"): two real OpenID Connect
// providers run at once, standing in for a district's Microsoft Entra ID and for Clever, plus one
// whose issuer does not answer.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@contract/routes';
import { userIdentities, users } from '@server/db/schema';
import { startOidcProvider, type TestOidcProvider } from '../helpers/oidc-provider';
import { freePort } from '../helpers/server-process';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiCall } from '../helpers/api-call';
import { makeDistrict, makePerson, uniqueName } from '../helpers/factories';

describe('sign-in through configured OpenID Connect providers', () => {
  let entra: TestOidcProvider;
  let clever: TestOidcProvider;
  let t: TestApp;
  /** Entra's district: its provider is required for its members, and takes its sign-ups. */
  const entraDistrictId = randomUUID();
  let entraDistrict: Awaited<ReturnType<typeof makeDistrict>>;
  /** Clever's addresses belong to this district by the directory's e-mail domains. */
  let cleverDistrict: Awaited<ReturnType<typeof makeDistrict>>;
  const slug = () => uniqueName('d').replace(' ', '-');
  const entraDomain = `${slug()}.entra.example`;
  const cleverDomain = `${slug()}.clever.example`;

  beforeAll(async () => {
    [entra, clever] = await Promise.all([startOidcProvider(), startOidcProvider()]);
    const silentIssuer = `http://127.0.0.1:${await freePort()}`;
    const providers = [
      {
        id: 'entra',
        label: 'Microsoft',
        issuer: entra.issuer,
        clientId: entra.clientId,
        clientSecret: entra.clientSecret,
        allowedDomains: [entraDomain],
        districtId: entraDistrictId,
        required: true,
      },
      {
        id: 'clever',
        label: 'Clever',
        issuer: clever.issuer,
        clientId: clever.clientId,
        clientSecret: clever.clientSecret,
        allowedDomains: [cleverDomain],
      },
      { id: 'silent', label: 'Silent SSO', issuer: silentIssuer, clientId: 'x', clientSecret: 'y', allowedDomains: ['silent.example'] },
    ];
    t = await createTestApp({ seed: 'demo', env: { OIDC_PROVIDERS: JSON.stringify(providers) } });
    // The directory does not know Entra's domain: the provider's district takes its sign-ups.
    entraDistrict = await makeDistrict(t.database.db, { id: entraDistrictId });
    cleverDistrict = await makeDistrict(t.database.db, { emailDomains: [cleverDomain] });
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([entra?.close(), clever?.close()]);
  });

  type Route = typeof routes.oidcSignUp | typeof routes.oidcLogIn;
  const call = async (route: Route, idp: TestOidcProvider, provider: string, sub: string) =>
    apiCall(t.app, route, { params: { provider }, body: { code: await idp.authorizationCode(sub), redirectUri: idp.redirectUri } });
  const signUp = (idp: TestOidcProvider, provider: string, sub: string) => call(routes.oidcSignUp, idp, provider, sub);
  const logIn = (idp: TestOidcProvider, provider: string, sub: string) => call(routes.oidcLogIn, idp, provider, sub);

  it('tells the client each provider by id and label, never a secret', async () => {
    const response = await apiCall(t.app, routes.clientConfig);
    expect(response.json().signInProviders).toEqual([
      { id: 'entra', label: 'Microsoft' },
      { id: 'clever', label: 'Clever' },
      { id: 'silent', label: 'Silent SSO' },
    ]);
    expect(response.json().googleClientId).toBeNull();
    expect(response.body).not.toContain(entra.clientSecret);
  });

  it("leads each button to its own provider's sign-in page", async () => {
    const state = 'a'.repeat(32);
    for (const [id, idp] of [
      ['entra', entra],
      ['clever', clever],
    ] as const) {
      const response = await apiCall(t.app, routes.oidcAuthorization, {
        params: { provider: id },
        body: { redirectUri: 'https://portal.example.org/sign-in/oidc/callback', state },
      });
      expect(response.statusCode, response.body).toBe(200);
      const url = new URL(response.json().url);
      expect(url.origin).toBe(idp.issuer);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        client_id: idp.clientId,
        response_type: 'code',
        scope: 'openid email profile',
        redirect_uri: 'https://portal.example.org/sign-in/oidc/callback',
        state,
      });
    }
    const badState = await apiCall(t.app, routes.oidcAuthorization, {
      params: { provider: 'entra' },
      body: { redirectUri: 'https://portal.example.org/cb', state: 'short' },
    });
    expect(badState.statusCode).toBe(400);
    expect(badState.json().errors).toEqual([expect.objectContaining({ field: 'state' })]);
  });

  it("signs up through the district's provider into its district, then signs in with it", async () => {
    entra.addAccount({ sub: 'e-100', email: `Ana.Lopez@${entraDomain}`, givenName: 'Ana', familyName: 'Lopez' });
    const created = await signUp(entra, 'entra', 'e-100');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().user).toMatchObject({
      email: `ana.lopez@${entraDomain}`,
      isEmailConfirmed: true,
      district: { id: entraDistrict.id, name: entraDistrict.name },
    });
    const [identity] = await t.database.db.select().from(userIdentities).where(eq(userIdentities.userId, created.json().user.id));
    expect(identity).toMatchObject({ issuer: entra.issuer, subject: 'e-100' });

    const again = await logIn(entra, 'entra', 'e-100');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().user.id).toBe(created.json().user.id);
  });

  it('signs up through the second provider, at the same time, into the district the directory names', async () => {
    clever.addAccount({ sub: 'c-100', email: `sam@${cleverDomain}`, givenName: 'Sam' });
    const created = await signUp(clever, 'clever', 'c-100');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().user).toMatchObject({ email: `sam@${cleverDomain}`, district: { id: cleverDistrict.id } });
    const again = await logIn(clever, 'clever', 'c-100');
    expect(again.json().user.id).toBe(created.json().user.id);
    // The same subject at the other provider is another person.
    entra.addAccount({ sub: 'c-100', email: `sam@${entraDomain}` });
    expect((await logIn(entra, 'entra', 'c-100')).statusCode).toBe(401);
  });

  it('refuses an address outside the provider’s domains, naming the domain', async () => {
    clever.addAccount({ sub: 'c-200', email: `outsider@${entraDomain}` });
    for (const response of [await signUp(clever, 'clever', 'c-200'), await logIn(clever, 'clever', 'c-200')]) {
      expect(response.statusCode).toBe(403);
      const message = `Clever sign-in is for addresses at ${cleverDomain}, not ${entraDomain}`;
      expect(response.json()).toMatchObject({ message, errors: [{ field: 'email', message }] });
    }
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, `outsider@${entraDomain}`));
    expect(row).toBeUndefined();
  });

  it('refuses an address the provider did not verify', async () => {
    entra.addAccount({ sub: 'e-300', email: `unverified@${entraDomain}`, emailVerified: false });
    const response = await signUp(entra, 'entra', 'e-300');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(`Microsoft has not confirmed the address unverified@${entraDomain}, so it cannot sign in here`);
    const [identity] = await t.database.db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.issuer, entra.issuer), eq(userIdentities.subject, 'e-300')));
    expect(identity).toBeUndefined();
  });

  it('links a confirmed account through its verified address, but never an unconfirmed one', async () => {
    const member = await makePerson(t.database.db, { districtId: cleverDistrict.id, email: `teacher@${cleverDomain}` });
    clever.addAccount({ sub: 'c-400', email: member.email });
    const linked = await logIn(clever, 'clever', 'c-400');
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().user.id).toBe(member.id);

    // Someone claimed this address with a password and never confirmed it: no link, or they would keep a way in.
    await t.database.db.insert(users).values({ email: `claimed@${cleverDomain}`, passwordHash: 'x', isEmailConfirmed: false });
    clever.addAccount({ sub: 'c-401', email: `claimed@${cleverDomain}` });
    const refused = await logIn(clever, 'clever', 'c-401');
    expect(refused.statusCode).toBe(409);
  });

  it('refuses a password, or another provider, to a member of a district that requires its own, naming it', async () => {
    const member = await makePerson(t.database.db, { districtId: entraDistrict.id, email: `member@${cleverDomain}` });
    const password = await apiCall(t.app, routes.signIn, { body: { email: member.email, password: member.password } });
    expect(password.statusCode).toBe(403);
    expect(password.json().message).toBe(`Members of ${entraDistrict.name} sign in with Microsoft`);
    expect(password.json().token).toBeUndefined();
    // A wrong password learns nothing about the district.
    const wrong = await apiCall(t.app, routes.signIn, { body: { email: member.email, password: 'Wrong-pass1' } });
    expect(wrong.statusCode).toBe(401);

    clever.addAccount({ sub: 'c-500', email: member.email });
    const otherProvider = await logIn(clever, 'clever', 'c-500');
    expect(otherProvider.statusCode).toBe(403);
    expect(otherProvider.json().message).toBe(`Members of ${entraDistrict.name} sign in with Microsoft`);

    // Members of other districts keep their passwords.
    const other = await makePerson(t.database.db, { districtId: cleverDistrict.id });
    expect((await apiCall(t.app, routes.signIn, { body: { email: other.email, password: other.password } })).statusCode).toBe(200);
  });

  it('answers an unknown provider with 404 naming it, whatever was sent', async () => {
    for (const route of [routes.oidcAuthorization, routes.oidcSignUp, routes.oidcLogIn, routes.oidcInvitationSignUp]) {
      const response = await apiCall(t.app, route, { params: { provider: 'okta' }, body: {} });
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(404);
      expect(response.json()).toMatchObject({
        message: 'There is no sign-in provider called okta',
        errors: [{ field: 'provider', message: 'There is no sign-in provider called okta' }],
      });
    }
    // Google is not configured here: its own calls say so.
    const google = await apiCall(t.app, routes.googleLogIn, { body: { code: 'x' } });
    expect(google.statusCode).toBe(404);
    expect(google.json().message).toBe('Google sign-in is not configured');
  });

  it('answers 502 naming the provider when its issuer does not answer', async () => {
    const start = await apiCall(t.app, routes.oidcAuthorization, {
      params: { provider: 'silent' },
      body: { redirectUri: 'https://portal.example.org/cb', state: 'b'.repeat(32) },
    });
    expect(start.statusCode).toBe(502);
    expect(start.json()).toMatchObject({ statusCode: 502, message: 'Silent SSO sign-in is unavailable right now. Please try again later.' });
    const exchange = await apiCall(t.app, routes.oidcLogIn, {
      params: { provider: 'silent' },
      body: { code: 'x', redirectUri: 'https://portal.example.org/cb' },
    });
    expect(exchange.statusCode).toBe(502);
  });
});
