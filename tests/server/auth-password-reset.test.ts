import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens } from '@server/db/schema';
import { apiCall } from '../helpers/api-call';
import { makePerson, type Person } from '../helpers/factories';
import { mailsTo, tokenIn, waitForMail } from '../helpers/mail';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { routes } from '@contract/routes';

const NEW_PASSWORD = 'Fresh-start9';
let address = 0;
/** A different client address per request, so the per-address limits stay out of these tests. */
const nextIp = () => `10.1.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(() => t.close());

  const forgot = (email: string) => apiCall(t.app, routes.forgotPassword, { body: { email }, remoteAddress: nextIp() });
  const reset = (token: string, password = NEW_PASSWORD, repeatPassword = password) =>
    apiCall(t.app, routes.resetPassword, { body: { token, password, repeatPassword } });
  const validate = (token: string, isReset = true) => apiCall(t.app, routes.validateToken, { body: { token, isReset } });
  /** Each test's own account: its mails, links and per-address limit are its own. */
  const person = (): Promise<Person> => makePerson(t.database.db);

  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const { email } = await person();
    const known = await forgot(email);
    const unknown = await forgot('nobody-here@example.org');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ accepted: true });
    await waitForMail(t.dataDir, email);
    await t.app.mailer.drain();
    expect(mailsTo(t.dataDir, 'nobody-here@example.org')).toHaveLength(0);
  });

  it('takes about as long for an unknown address as for a known one', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      const response = await forgot(email);
      expect(response.statusCode).toBe(202);
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const { email } = await person();
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let round = 0; round < 4; round++) {
      knownTimes.push(await time(email));
      unknownTimes.push(await time(`ghost-${round}@example.org`));
    }
    const [k, u] = [median(knownTimes), median(unknownTimes)];
    // Generous: the point is that neither path is an order of magnitude apart (no mail waited for).
    expect(Math.max(k, u)).toBeLessThan(Math.min(k, u) * 3 + 25);
  });

  it('resets the password with the link, ends every session, and the new password signs in', async () => {
    const someone = await person();
    const laptop = await signIn(t.app, someone);
    const phone = await signIn(t.app, someone);

    await forgot(someone.email);
    const mail = await waitForMail(t.dataDir, someone.email);
    const token = tokenIn(mail, 'reset-password');

    const check = await validate(token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true, email: someone.email });
    // Checking does not use the link up.
    expect((await validate(token)).statusCode).toBe(200);

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ email: someone.email });

    for (const session of [laptop, phone]) {
      const me = await apiCall(t.app, routes.me, { token: session.token.accessToken });
      expect(me.statusCode).toBe(401);
      const renew = await apiCall(t.app, routes.refresh, { body: { refreshToken: session.token.refreshToken } });
      expect(renew.statusCode).toBe(401);
    }
    const old = await apiCall(t.app, routes.signIn, { body: { email: someone.email, password: someone.password } });
    expect(old.statusCode).toBe(401);
    const fresh = await signIn(t.app, { email: someone.email, password: NEW_PASSWORD });
    expect(fresh.user.email).toBe(someone.email);

    // The link worked once.
    const reused = await reset(token, 'Another-one1');
    expect(reused.statusCode).toBe(410);
    expect(reused.json().message).toBe('This password reset link has expired or has already been used. Please request a new one.');
    expect((await validate(token)).statusCode).toBe(410);
  });

  it('refuses an expired link with 410 and keeps the old password', async () => {
    const someone = await person();
    await forgot(someone.email);
    const token = tokenIn(await waitForMail(t.dataDir, someone.email), 'reset-password');
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeTokens.userId, someone.id));
    expect((await validate(token)).statusCode).toBe(410);
    expect((await reset(token)).statusCode).toBe(410);
    await signIn(t.app, someone);
  });

  it('sets an expiry of 60 minutes on the link', async () => {
    const someone = await person();
    expect((await forgot(someone.email)).statusCode).toBe(202);
    await waitForMail(t.dataDir, someone.email);
    const [row] = await t.database.db
      .select({ minutes: sql<number>`round(extract(epoch from (${oneTimeTokens.expiresAt} - ${oneTimeTokens.createdAt})) / 60)` })
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, someone.id))
      .orderBy(sql`${oneTimeTokens.createdAt} desc`)
      .limit(1);
    expect(Number(row!.minutes)).toBe(60);
  });

  it('makes only the newest link work', async () => {
    const { email } = await person();
    expect((await forgot(email)).statusCode).toBe(202);
    const first = tokenIn(await waitForMail(t.dataDir, email, 1), 'reset-password');
    expect((await forgot(email)).statusCode).toBe(202);
    const second = tokenIn(await waitForMail(t.dataDir, email, 2), 'reset-password');
    expect(second).not.toBe(first);
    expect((await validate(first)).statusCode).toBe(410);
    expect((await validate(second)).statusCode).toBe(200);
  });

  it('does not take a reset link for an invitation or an e-mail verification', async () => {
    const { email } = await person();
    expect((await forgot(email)).statusCode).toBe(202);
    const token = tokenIn(await waitForMail(t.dataDir, email), 'reset-password');
    expect((await validate(token, false)).statusCode).toBe(410);
    const confirm = await apiCall(t.app, routes.confirmEmail, { body: { token } });
    expect(confirm.statusCode).toBe(410);
    expect((await validate(token, true)).statusCode).toBe(200);
  });
});
