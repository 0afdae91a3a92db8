// The API answers in the person's language: their choice (PATCH /users/me `language`), else the
// request's Accept-Language, else English. Texts come from the catalogues, never typed here.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractTexts } from '@contract/contract-texts';
import { es } from '@contract/i18n/es';
import { messages } from '@contract/messages';
import { routes } from '@contract/routes';
import { contractWording } from '@contract/word-contract-text';
import { users } from '@server/db/schema';
import { apiCall } from '../helpers/api-call';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';

const wording = contractWording(contractTexts);
const spanish = (english: string) => es[wording.idOf(english)!]!;
const PASSWORD = 'Sunny-day7';

describe('the language of the answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(() => t.close());

  const wrongPassword = (headers: Record<string, string> = {}) =>
    apiCall(t.app, routes.signIn, { body: { email: 'coordinator@example.org', password: 'Wrong-pass1' }, headers });

  it('words an error by Accept-Language when nobody is signed in, and in English by default', async () => {
    expect(spanish(messages.invalidCredentials)).not.toBe(messages.invalidCredentials);
    expect((await wrongPassword()).json().message).toBe(messages.invalidCredentials);
    expect((await wrongPassword({ 'accept-language': 'fr-FR,fr;q=0.9' })).json().message).toBe(messages.invalidCredentials);
    const answer = await wrongPassword({ 'accept-language': 'fr;q=0.9, es-MX;q=0.8, en;q=0.5' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe(spanish(messages.invalidCredentials));
  });

  it('words a missing project by Accept-Language for a person who never chose', async () => {
    const { token } = await signIn(t.app);
    const missing = await apiCall(t.app, routes.project, {
      params: { id: crypto.randomUUID() },
      token: token.accessToken,
      headers: { 'accept-language': 'es' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(spanish(messages.projectNotFound));
  });

  it('keeps the chosen language with the account and answers in it whatever the browser asks', async () => {
    const email = `idioma-${Date.now()}@example.org`;
    const created = await apiCall(t.app, routes.signUp, {
      body: { email, password: PASSWORD, repeatPassword: PASSWORD, agreement: true },
      headers: { 'accept-language': 'es-US' },
    });
    expect(created.statusCode).toBe(201);
    // The account keeps the language it signed up in.
    expect(created.json().user.language).toBe('es');

    const { token } = await signIn(t.app, { email, password: PASSWORD });
    const bad = await apiCall(t.app, routes.updateMe, { token: token.accessToken, body: { language: 'xx' }, headers: { 'accept-language': 'en' } });
    expect(bad.statusCode).toBe(400);
    // Chosen Spanish: the field's error comes in Spanish although the browser asks for English.
    expect(bad.json().errors).toEqual([{ field: 'language', message: spanish(messages.languageInvalid) }]);

    const english = await apiCall(t.app, routes.updateMe, { token: token.accessToken, body: { language: 'en' } });
    expect(english.statusCode).toBe(200);
    expect(english.json().language).toBe('en');
    const [row] = await t.app.db.select({ language: users.language }).from(users).where(eq(users.email, email));
    expect(row?.language).toBe('en');
    const again = await apiCall(t.app, routes.updateMe, { token: token.accessToken, body: {}, headers: { 'accept-language': 'es' } });
    expect(again.json().errors).toEqual([{ field: 'language', message: messages.languageInvalid }]);

    // null: follow the browser again.
    const followed = await apiCall(t.app, routes.updateMe, { token: token.accessToken, body: { language: null } });
    expect(followed.json().language).toBeNull();
    const me = await apiCall(t.app, routes.me, { token: token.accessToken, headers: { 'accept-language': 'es' } });
    expect(me.json().language).toBeNull();
    const refused = await apiCall(t.app, routes.updateMe, { token: token.accessToken, body: { language: 7 }, headers: { 'accept-language': 'es' } });
    expect(refused.json().errors[0].message).toBe(spanish(messages.languageInvalid));
  });
});
