import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '@server/db/schema';
import { linkIn, mailsTo, tokenIn, waitForMail } from '../helpers/mail';
import { apiCall } from '../helpers/api-call';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { routes } from '@contract/routes';

const PASSWORD = 'Sunny-day7';

describe('sign-up and e-mail verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo', env: { PUBLIC_URL: 'https://portal.example.test' } });
  });
  afterAll(() => t.close());

  const signUp = (email: string, extra: Record<string, unknown> = {}) =>
    apiCall(t.app, routes.signUp, { body: { email, password: PASSWORD, repeatPassword: PASSWORD, agreement: true, ...extra } });
  const confirm = (token: string) => apiCall(t.app, routes.confirmEmail, { body: { token } });

  it('signs up, mails a link, confirms the address, and sign-in then shows it confirmed', async () => {
    const response = await signUp('Teacher.One@Example.org', { firstName: 'Ada', lastName: 'Lovelace' });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      email: 'teacher.one@example.org',
      firstName: 'Ada',
      lastName: 'Lovelace',
      isEmailConfirmed: false,
      onboardingStep: 0,
      authority: ['USER'],
    });

    // An unconfirmed account signs in; the client routes it to the verification screen.
    const before = await signIn(t.app, { email: 'teacher.one@example.org', password: PASSWORD });
    expect(before.user.isEmailConfirmed).toBe(false);

    const mail = await waitForMail(t.dataDir, 'teacher.one@example.org');
    const link = linkIn(mail, 'verify-email');
    expect(link.origin + link.pathname).toBe('https://portal.example.test/verify-email');
    expect(mail.html).toContain(`href="${link.href}"`);
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(43);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({ email: 'teacher.one@example.org', isEmailConfirmed: true });

    const after = await signIn(t.app, { email: 'teacher.one@example.org', password: PASSWORD });
    expect(after.user.isEmailConfirmed).toBe(true);
    const me = await apiCall(t.app, routes.me, { token: after.token.accessToken });
    expect(me.json().isEmailConfirmed).toBe(true);
  });

  it('records the agreement taken at sign-up, so the application does not ask for it again', async () => {
    const response = await signUp('agreed@example.org');
    expect(response.json().user.termsAccepted).toBe(true);
    const [row] = await t.database.db.select({ at: users.termsAcceptedAt }).from(users).where(eq(users.email, 'agreed@example.org'));
    expect(row!.at).toBeInstanceOf(Date);
  });

  describe('the "Check your email" watch', () => {
    const status = (watch: string) => apiCall(t.app, routes.confirmationStatus, { body: { watch } });

    it('tells the screen that gave it when the address is confirmed, from any device', async () => {
      const response = await signUp('watched@example.org');
      const { confirmationWatch } = response.json() as { confirmationWatch: string };
      expect((await status(confirmationWatch)).json()).toEqual({ confirmed: false });
      const token = tokenIn(await waitForMail(t.dataDir, 'watched@example.org'), 'verify-email');
      expect((await confirm(token)).statusCode).toBe(200);
      expect((await status(confirmationWatch)).json()).toEqual({ confirmed: true });
    });

    it('says nothing about an address confirmed before it was given, or one without an account', async () => {
      for (const email of ['coordinator@example.org', 'nobody.here@example.org']) {
        const sent = await apiCall(t.app, routes.sendVerificationEmail, { body: { email } });
        expect(sent.statusCode).toBe(202);
        const { confirmationWatch } = sent.json() as { confirmationWatch: string };
        expect((await status(confirmationWatch)).json(), email).toEqual({ confirmed: false });
      }
    });

    it('refuses a watch it did not give', async () => {
      const response = await status('not-a-watch');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'watch', message: 'This confirmation watch is not valid any more' }]);
    });
  });

  it('keeps only the hash of the link token in the database', async () => {
    await signUp('hash.check@example.org');
    const token = tokenIn(await waitForMail(t.dataDir, 'hash.check@example.org'), 'verify-email');
    const rows = await t.database.db.select({ tokenHash: oneTimeTokens.tokenHash }).from(oneTimeTokens);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('answers a used link of a confirmed address with 409 "already confirmed", not "expired"', async () => {
    await signUp('used.link@example.org');
    const token = tokenIn(await waitForMail(t.dataDir, 'used.link@example.org'), 'verify-email');
    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ statusCode: 409, message: 'This email address is already confirmed. Sign in to continue.' });
    expect(again.json()).not.toHaveProperty('user');
  });

  it('still answers 410 for a used link when the address is not confirmed (a newer link superseded it)', async () => {
    await signUp('superseded.link@example.org');
    const token = tokenIn(await waitForMail(t.dataDir, 'superseded.link@example.org'), 'verify-email');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'superseded.link@example.org'));
    await t.database.db
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(eq(oneTimeTokens.userId, user!.id));
    const response = await confirm(token);
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toContain('request a new one');
  });

  it('refuses an expired verification link with 410 and leaves the address unconfirmed', async () => {
    await signUp('expired.link@example.org');
    const token = tokenIn(await waitForMail(t.dataDir, 'expired.link@example.org'), 'verify-email');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'expired.link@example.org'));
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(oneTimeTokens.userId, user!.id));
    const response = await confirm(token);
    expect(response.statusCode).toBe(410);
    const [still] = await t.database.db.select().from(users).where(eq(users.id, user!.id));
    expect(still!.isEmailConfirmed).toBe(false);
  });

  it('answers an unknown token like an expired one', async () => {
    const response = await confirm('x'.repeat(43));
    expect(response.statusCode).toBe(410);
  });

  it('refuses a taken address with the spec message on the email field', async () => {
    const response = await signUp('COORDINATOR@example.org');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      statusCode: 409,
      message: 'This email has already been taken',
      errors: [{ field: 'email', message: 'This email has already been taken' }],
    });
    expect(mailsTo(t.dataDir, 'coordinator@example.org')).toHaveLength(0);
  });

  it('leaves empty optional names out and ignores fields a visitor may not set', async () => {
    const response = await signUp('plain@example.org', {
      firstName: '',
      lastName: null,
      isEmailConfirmed: true,
      roles: ['ADMIN'],
      authority: ['ADMIN'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ firstName: null, lastName: null, isEmailConfirmed: false, authority: ['USER'] });
  });

  it('stores the password as an Argon2id hash', async () => {
    await signUp('argon@example.org');
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'argon@example.org'));
    expect(row!.hash).toMatch(/^\$argon2id\$/);
    expect(row!.hash).not.toContain(PASSWORD);
  });
});
