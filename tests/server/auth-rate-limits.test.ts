import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitEvents, users } from '@server/db/schema';
import { apiCall } from '../helpers/api-call';
import { makePerson } from '../helpers/factories';
import { mailsTo, tokenIn, waitForMail } from '../helpers/mail';
import { COORDINATOR, createTestApp, type TestApp } from '../helpers/test-app';
import { routes } from '@contract/routes';

const PASSWORD = 'Quiet-lake4';

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(() => t.close());

  const signInAs = (email: string, password: string, remoteAddress = '10.9.0.1') =>
    apiCall(t.app, routes.signIn, { body: { email, password }, remoteAddress });
  const resend = (email: string) => apiCall(t.app, routes.sendVerificationEmail, { body: { email } });
  /** Moves every counted event back in time, as if that much time had passed. */
  const travel = (seconds: number) =>
    t.database.db.update(rateLimitEvents).set({ createdAt: sql`${rateLimitEvents.createdAt} - (${seconds}::integer * interval '1 second')` });

  it('locks an account after 5 failed sign-ins, refusing even the right password, until the window passes', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await signInAs(COORDINATOR.email, 'Wrong-pass1', `10.9.1.${attempt}`);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    // From yet another address, with the right password.
    const limited = await signInAs(COORDINATOR.email, COORDINATOR.password, '10.9.1.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many attempts. Please wait before trying again.',
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    await travel(10 * 60);
    const stillLimited = await signInAs(COORDINATOR.email, COORDINATOR.password);
    expect(stillLimited.statusCode).toBe(429);
    expect(Number(stillLimited.headers['retry-after'])).toBeLessThanOrEqual(5 * 60);

    await travel(5 * 60 + 1);
    expect((await signInAs(COORDINATOR.email, COORDINATOR.password)).statusCode).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    for (let i = 0; i < 7; i++) {
      expect((await signInAs('admin@example.org', 'Admin-pass1', '10.9.2.1')).statusCode).toBe(200);
    }
  });

  it('limits failed sign-ins from one address across accounts to 30 per 15 minutes', async () => {
    for (let attempt = 1; attempt <= 30; attempt++) {
      const response = await signInAs(`nobody-${attempt}@example.org`, 'Wrong-pass1', '10.9.3.1');
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const limited = await signInAs('admin@example.org', 'Admin-pass1', '10.9.3.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await signInAs('admin@example.org', 'Admin-pass1', '10.9.3.2')).statusCode).toBe(200);
  });

  it('counts parallel guesses one by one', async () => {
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => signInAs('new@example.org', `Wrong-pass${i}`, `10.9.4.${i + 1}`)));
    const statuses = guesses.map((g) => g.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('keeps addresses and e-mails out of the table (hashed keys)', async () => {
    expect((await signInAs('hashed-key@example.org', 'Wrong-pass1', '10.9.7.1')).statusCode).toBe(401);
    const rows = await t.database.db.select({ key: rateLimitEvents.key }).from(rateLimitEvents);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.key))).toBe(true);
  });

  it('makes a resend wait 60 seconds and allows 10 resends in 24 hours', async () => {
    const email = 'resender@example.org';
    const signUp = await apiCall(t.app, routes.signUp, { body: { email, password: PASSWORD, repeatPassword: PASSWORD, agreement: true } });
    expect(signUp.statusCode).toBe(201);
    const firstToken = tokenIn(await waitForMail(t.dataDir, email), 'verify-email');

    // Right after sign-up: the sign-up mail started the wait.
    const tooSoon = await resend(email);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe('A verification email was just sent. Please wait a minute before requesting another one.');
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(60);

    for (let n = 1; n <= 10; n++) {
      await travel(61);
      const response = await resend(email);
      expect(response.statusCode, `resend ${n}`).toBe(202);
      // Every resend carries a watch for the waiting "Check your email" screen.
      expect(response.json()).toEqual({ accepted: true, confirmationWatch: expect.any(String) });
      // And again at once: the 60-second wait.
      expect((await resend(email)).statusCode, `quick resend ${n}`).toBe(429);
    }
    await waitForMail(t.dataDir, email, 11);

    await travel(61);
    const capped = await resend(email);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe('You have requested too many verification emails in 24 hours. Please wait before retrying.');
    // The oldest resend leaves the 24-hour window in about 24 h − 11 × 61 s.
    const retryAfter = Number(capped.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);

    // Only the newest link works.
    const confirmOld = await apiCall(t.app, routes.confirmEmail, { body: { token: firstToken } });
    expect(confirmOld.statusCode).toBe(410);
    const newest = tokenIn(mailsTo(t.dataDir, email).at(-1)!, 'verify-email');
    const confirmNew = await apiCall(t.app, routes.confirmEmail, { body: { token: newest } });
    expect(confirmNew.statusCode).toBe(200);

    await travel(24 * 3600);
    // Confirmed now: a resend is accepted and nothing is sent.
    const count = mailsTo(t.dataDir, email).length;
    expect((await resend(email)).statusCode).toBe(202);
    await t.app.mailer.drain();
    expect(mailsTo(t.dataDir, email)).toHaveLength(count);
  });

  it('answers a resend for an unknown address like any other', async () => {
    const response = await resend('never-signed-up@example.org');
    expect(response.statusCode).toBe(202);
    // The same answer as for an account, a confirmation watch included: nothing tells them apart.
    expect(response.json()).toEqual({ accepted: true, confirmationWatch: expect.any(String) });
  });

  it('limits forgot-password requests per e-mail', async () => {
    const ask = (i: number) => apiCall(t.app, routes.forgotPassword, { body: { email: 'someone-else@example.org' }, remoteAddress: `10.9.5.${i}` });
    for (let i = 1; i <= 5; i++) expect((await ask(i)).statusCode).toBe(202);
    const limited = await ask(6);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('leaves an unconfirmed user able to sign in', async () => {
    const person = await makePerson(t.database.db);
    await t.database.db.update(users).set({ isEmailConfirmed: false }).where(eq(users.id, person.id));
    const response = await signInAs(person.email, person.password, '10.9.6.1');
    expect(response.statusCode).toBe(200);
    expect(response.json().user.isEmailConfirmed).toBe(false);
  });
});
