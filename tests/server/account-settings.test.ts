// The account page's calls: e-mail change (confirmed by a link to the new address), password
// change with the current one, and the person's sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@contract/messages';
import { routes } from '@contract/routes';
import type { SignInResponse } from '@contract/sessions';
import { apiCall } from '../helpers/api-call';
import { makePerson, type Person } from '../helpers/factories';
import { mailsTo, tokenIn, waitForMail } from '../helpers/mail';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(() => t.close());

const person = (): Promise<Person> => makePerson(t.database.db);
const me = async (token: string) => (await apiCall(t.app, routes.me, { token })).json() as { email: string; isEmailConfirmed: boolean };

describe('changing the e-mail address', () => {
  it('mails a link to the new address and changes nothing until it is opened', async () => {
    const p = await person();
    const token = (await signIn(t.app, p)).token.accessToken;
    const newEmail = `moved-${p.email}`;
    const asked = await apiCall(t.app, routes.changeEmail, { token, body: { email: newEmail.toUpperCase() } });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ email: newEmail });
    expect((await me(token)).email).toBe(p.email);

    const link = tokenIn(await waitForMail(t.dataDir, newEmail), 'confirm-email-change');
    const confirmed = await apiCall(t.app, routes.confirmEmailChange, { body: { token: link } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ user: { email: newEmail, isEmailConfirmed: true } });
    expect((await me(token)).email).toBe(newEmail);
    // The old address is told, and signing in takes the new one.
    expect((await waitForMail(t.dataDir, p.email)).subject).toMatch(/email was changed/i);
    expect((await signIn(t.app, { email: newEmail, password: p.password })).user.email).toBe(newEmail);

    const again = await apiCall(t.app, routes.confirmEmailChange, { body: { token: link } });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(messages.emailChangeLinkExpired);
  });

  it('refuses an address another account has, and the current one', async () => {
    const [p, other] = [await person(), await person()];
    const token = (await signIn(t.app, p)).token.accessToken;
    const taken = await apiCall(t.app, routes.changeEmail, { token, body: { email: other.email } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: messages.emailTaken, errors: [{ field: 'email', message: messages.emailTaken }] });
    const same = await apiCall(t.app, routes.changeEmail, { token, body: { email: p.email } });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([{ field: 'email', message: messages.emailUnchanged }]);
    const invalid = await apiCall(t.app, routes.changeEmail, { token, body: { email: 'not-an-address' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0]).toMatchObject({ field: 'email', message: messages.emailInvalid });
    expect((await apiCall(t.app, routes.changeEmail, { body: { email: 'x@example.test' } })).statusCode).toBe(401);
  });

  it('refuses the link when the address was taken meanwhile, and a link whose address was edited', async () => {
    const p = await person();
    const token = (await signIn(t.app, p)).token.accessToken;
    const wanted = `wanted-${p.email}`;
    expect((await apiCall(t.app, routes.changeEmail, { token, body: { email: wanted } })).statusCode).toBe(202);
    const link = tokenIn(await waitForMail(t.dataDir, wanted), 'confirm-email-change');
    const edited = `${link.slice(0, 43)}${Buffer.from(`evil-${wanted}`).toString('base64url')}`;
    expect((await apiCall(t.app, routes.confirmEmailChange, { body: { token: edited } })).statusCode).toBe(410);

    await makePerson(t.database.db, { email: wanted });
    const late = await apiCall(t.app, routes.confirmEmailChange, { body: { token: link } });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(messages.emailTaken);
    expect((await me(token)).email).toBe(p.email);
  });

  it('keeps only the newest link working', async () => {
    const p = await person();
    const token = (await signIn(t.app, p)).token.accessToken;
    const first = `first-${p.email}`;
    await apiCall(t.app, routes.changeEmail, { token, body: { email: first } });
    const firstLink = tokenIn(await waitForMail(t.dataDir, first), 'confirm-email-change');
    await apiCall(t.app, routes.changeEmail, { token, body: { email: `second-${p.email}` } });
    await waitForMail(t.dataDir, `second-${p.email}`);
    expect((await apiCall(t.app, routes.confirmEmailChange, { body: { token: firstLink } })).statusCode).toBe(410);
    expect(mailsTo(t.dataDir, p.email)).toHaveLength(0);
  });
});

describe('changing the password', () => {
  const change = (token: string, body: Record<string, unknown>) => apiCall(t.app, routes.changePassword, { token, body });

  it('asks for the current password, keeps this session and ends the others', async () => {
    const p = await person();
    const here = await signIn(t.app, p);
    const elsewhere = await signIn(t.app, p);
    const wrong = await change(here.token.accessToken, { currentPassword: 'Not-it-1', password: 'Brand-new9', repeatPassword: 'Brand-new9' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'currentPassword', message: messages.currentPasswordIncorrect }]);

    const ok = await change(here.token.accessToken, { currentPassword: p.password, password: 'Brand-new9', repeatPassword: 'Brand-new9' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ endedSessions: 1 });
    expect((await apiCall(t.app, routes.me, { token: here.token.accessToken })).statusCode).toBe(200);
    expect((await apiCall(t.app, routes.me, { token: elsewhere.token.accessToken })).statusCode).toBe(401);
    expect((await apiCall(t.app, routes.refresh, { body: { refreshToken: elsewhere.token.refreshToken } })).statusCode).toBe(401);
    expect((await apiCall(t.app, routes.signIn, { body: { email: p.email, password: p.password } })).statusCode).toBe(401);
    expect((await signIn(t.app, { email: p.email, password: 'Brand-new9' })).user.email).toBe(p.email);
  });

  it('holds the new password to the rules and the repeat to the new one', async () => {
    const p = await person();
    const token = (await signIn(t.app, p)).token.accessToken;
    const weak = await change(token, { currentPassword: p.password, password: 'short', repeatPassword: 'other' });
    expect(weak.statusCode).toBe(400);
    const fields = (weak.json().errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['password', 'repeatPassword']));
    const missing = await change(token, { password: 'Brand-new9', repeatPassword: 'Brand-new9' });
    expect(missing.json().errors).toEqual([{ field: 'currentPassword', message: messages.currentPasswordRequired }]);
    // Nothing changed.
    expect((await signIn(t.app, p)).user.email).toBe(p.email);
  });
});

describe('the sessions', () => {
  it('lists the live sessions, this one first, and signs out one or all the others', async () => {
    const p = await person();
    const here = await signIn(t.app, p);
    const chromebook = 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    const named = await apiCall(t.app, routes.signIn, { body: { email: p.email, password: p.password }, headers: { 'user-agent': chromebook } });
    expect(named.statusCode, named.body).toBe(200);
    const second = named.json() as SignInResponse;
    const third = await signIn(t.app, p);
    await signIn(t.app, p).then((s) => apiCall(t.app, routes.signOut, { token: s.token.accessToken }));
    const token = here.token.accessToken;

    const list = await apiCall(t.app, routes.mySessions, { token });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().items as { id: string; current: boolean; signedInAt: string; lastActiveAt: string }[];
    expect(items).toHaveLength(3);
    expect(items.map((s) => s.current)).toEqual([true, false, false]);
    expect(Date.parse(items[0]!.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(items[0]!.signedInAt));
    // The session signed in from a Chromebook is named so; renewals keep the name.
    await apiCall(t.app, routes.refresh, { body: { refreshToken: second.token.refreshToken } });
    const relisted = (await apiCall(t.app, routes.mySessions, { token })).json().items as { browser: string | null; system: string | null }[];
    expect(relisted).toContainEqual(expect.objectContaining({ browser: 'Chrome', system: 'ChromeOS' }));
    expect(relisted[0]).toMatchObject({ browser: null, system: null });

    // Someone else's session, an unknown id and junk are all "not found".
    const stranger = await signIn(t.app, await person());
    const strangerId = ((await apiCall(t.app, routes.mySessions, { token: stranger.token.accessToken })).json().items as { id: string }[])[0]!.id;
    for (const sessionId of [strangerId, '00000000-0000-4000-8000-000000000000', 'junk']) {
      const refused = await apiCall(t.app, routes.endSession, { token, params: { sessionId } });
      expect(refused.statusCode).toBe(404);
    }
    expect((await apiCall(t.app, routes.me, { token: stranger.token.accessToken })).statusCode).toBe(200);

    const one = items[1]!.id;
    expect((await apiCall(t.app, routes.endSession, { token, params: { sessionId: one } })).statusCode).toBe(204);
    expect((await apiCall(t.app, routes.endSession, { token, params: { sessionId: one } })).json().message).toBe(messages.sessionNotFound);
    const left = (await apiCall(t.app, routes.mySessions, { token })).json().items as { id: string }[];
    expect(left.map((s) => s.id)).not.toContain(one);
    expect(left).toHaveLength(2);

    const all = await apiCall(t.app, routes.endOtherSessions, { token });
    expect(all.json()).toEqual({ endedSessions: 1 });
    expect((await apiCall(t.app, routes.mySessions, { token })).json().items).toHaveLength(1);
    for (const other of [second, third]) expect((await apiCall(t.app, routes.me, { token: other.token.accessToken })).statusCode).toBe(401);
    expect((await apiCall(t.app, routes.mySessions)).statusCode).toBe(401);
  });
});
