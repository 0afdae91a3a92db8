import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '@server/features/auth/tokens';
import { apiCall } from '../helpers/api-call';
import { COORDINATOR, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { routes } from '@contract/routes';

describe('sign-in, renewal and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(() => t.close());

  it('signs the coordinator in with a token pair and the user', async () => {
    const body = await signIn(t.app);
    expect(body.token.accessToken.split('.')).toHaveLength(3);
    expect(body.token.refreshToken.length).toBeGreaterThanOrEqual(43);
    expect(body.user).toMatchObject({
      email: 'coordinator@example.org',
      onboardingStep: 7,
      isEmailConfirmed: true,
      authority: ['USER'],
    });
    expect(body.user.district).toMatchObject({ name: expect.any(String) });
  });

  it('accepts the e-mail in any case', async () => {
    const body = await signIn(t.app, { email: 'Coordinator@Example.org', password: COORDINATOR.password });
    expect(body.user.email).toBe('coordinator@example.org');
  });

  it('refuses a wrong password and an unknown account alike', async () => {
    const wrong = await apiCall(t.app, routes.signIn, { body: { ...COORDINATOR, password: 'Wrong-pass1' } });
    const unknown = await apiCall(t.app, routes.signIn, { body: { email: 'nobody@example.org', password: 'Wrong-pass1' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: 'Email or password is incorrect' });
  });

  it('names the fields of a bad sign-in with the spec messages', async () => {
    const response = await apiCall(t.app, routes.signIn, { body: { email: 'no-at-sign', password: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Email is invalid' },
        { field: 'password', message: 'Password is required' },
      ]),
    );
    const missing = await apiCall(t.app, routes.signIn, { body: {} });
    expect(missing.json().errors).toEqual(expect.arrayContaining([{ field: 'email', message: 'Email is required' }]));
  });

  it('serves the current user only with a valid access token', async () => {
    const { token } = await signIn(t.app);
    const me = await apiCall(t.app, routes.me, { token: token.accessToken });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('coordinator@example.org');

    const none = await apiCall(t.app, routes.me);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('takes the Bearer scheme in any case (RFC 9110), and no other scheme', async () => {
    const { token } = await signIn(t.app);
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const me = await apiCall(t.app, routes.me, { headers: { authorization: `${scheme} ${token.accessToken}` } });
      expect(me.statusCode, scheme).toBe(200);
    }
    for (const authorization of [`Basic ${token.accessToken}`, `Bearer`, `Bearer${token.accessToken}`, token.accessToken]) {
      const me = await apiCall(t.app, routes.me, { headers: { authorization } });
      expect(me.statusCode, authorization.slice(0, 12)).toBe(401);
    }
  });

  it('refuses tokens signed with alg none, another key, or expired', async () => {
    const { token, user } = await signIn(t.app);
    const [, payload] = token.accessToken.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const otherKey = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('hands-on-portal')
      .setAudience('hands-on-portal/api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-key-another-key-another-key'));
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sid: string };
    const expired = await signAccessToken({ userId: user.id, sessionId: claims.sid }, t.app.secrets.tokenKey, -10);
    for (const bad of [unsigned, otherKey, expired, 'garbage']) {
      const response = await apiCall(t.app, routes.me, { token: bad });
      expect(response.statusCode, bad).toBe(401);
    }
  });

  it('rotates the refresh token and revokes the family when a used one comes back', async () => {
    const { token } = await signIn(t.app);
    const first = await apiCall(t.app, routes.refresh, { body: { refreshToken: token.refreshToken } });
    expect(first.statusCode).toBe(200);
    const rotated = first.json().token as { accessToken: string; refreshToken: string };
    expect(rotated.refreshToken).not.toBe(token.refreshToken);

    const me = await apiCall(t.app, routes.me, { token: rotated.accessToken });
    expect(me.statusCode).toBe(200);

    // The old token again: the thief and the user both lose the session.
    const reuse = await apiCall(t.app, routes.refresh, { body: { refreshToken: token.refreshToken } });
    expect(reuse.statusCode).toBe(401);
    const afterReuse = await apiCall(t.app, routes.refresh, { body: { refreshToken: rotated.refreshToken } });
    expect(afterReuse.statusCode).toBe(401);
    const meAfter = await apiCall(t.app, routes.me, { token: rotated.accessToken });
    expect(meAfter.statusCode).toBe(401);
  });

  it('signs out on the server: the access and refresh tokens stop working', async () => {
    const { token } = await signIn(t.app);
    const out = await apiCall(t.app, routes.signOut, { token: token.accessToken, body: { refreshToken: token.refreshToken } });
    expect(out.statusCode).toBe(204);
    const me = await apiCall(t.app, routes.me, { token: token.accessToken });
    expect(me.statusCode).toBe(401);
    const renew = await apiCall(t.app, routes.refresh, { body: { refreshToken: token.refreshToken } });
    expect(renew.statusCode).toBe(401);
  });

  it('keeps other sessions of the same user when one signs out', async () => {
    const laptop = await signIn(t.app);
    const chromebook = await signIn(t.app);
    await apiCall(t.app, routes.signOut, { token: laptop.token.accessToken });
    const me = await apiCall(t.app, routes.me, { token: chromebook.token.accessToken });
    expect(me.statusCode).toBe(200);
  });
});
