// Hostile input the route handlers never see: text the database cannot store (NUL), bodies nested
// absurdly deep, tokens signed with the real key around a malformed session id, and the caching of
// API answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/errors';
import type { ProjectSummary } from '../../src/contract/projects';
import { messages } from '../../src/contract/messages';
import { signAccessToken } from '../../src/server/features/auth/tokens';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiPath, routes } from '../../src/contract/routes';
import { API_PREFIX } from '../../src/contract/constants';

let t: TestApp;
let token: string;
let userId: string;
let bridge: ProjectSummary;

beforeAll(async () => {
  t = await createTestApp();
  const session = await signIn(t.app);
  token = session.token.accessToken;
  userId = session.user.id;
  const list = await t.app.inject({ method: 'GET', url: apiPath(routes.projects), headers: bearer(token) });
  bridge = (list.json().items as ProjectSummary[]).find((p) => p.name === 'Bridge Engineering')!;
});
afterAll(() => t.close());

const NUL = '\u0000';

describe('text the database cannot store', () => {
  // Every kind of place a text arrives in: a JSON field (public and signed-in routes, top level and
  // nested), a query parameter and a path segment.
  const cases: { name: string; method: 'GET' | 'POST' | 'PATCH' | 'PUT'; url: string; payload?: object; auth?: boolean; field: string }[] = [
    { name: 'sign-in e-mail', method: 'POST', url: '/sessions', payload: { email: `a${NUL}@example.org`, password: 'x' }, field: 'email' },
    {
      name: 'sign-up e-mail',
      method: 'PATCH',
      url: '/sessions',
      payload: { email: `b${NUL}@example.org`, password: 'Demo-pass1', repeatPassword: 'Demo-pass1', agreement: true },
      field: 'email',
    },
    { name: 'forgot password', method: 'POST', url: '/verifications/password', payload: { email: `c${NUL}@example.org` }, field: 'email' },
    { name: 'verification resend', method: 'POST', url: '/sessions/email', payload: { email: `d${NUL}@example.org` }, field: 'email' },
    { name: 'e-mail check', method: 'GET', url: '/airtable/email-check?email=e%00@example.org', field: 'email' },
    { name: 'password', method: 'POST', url: '/sessions', payload: { email: 'f@example.org', password: `Pass${NUL}word1` }, field: 'password' },
    {
      name: 'profile name',
      method: 'PUT',
      url: '/users/me',
      payload: { firstName: `Da${NUL}na`, lastName: 'Whitfield' },
      auth: true,
      field: 'firstName',
    },
    {
      name: 'nested wizard answer',
      method: 'PATCH',
      url: '/users/me/onboarding',
      payload: { step: 0, data: { profile: { firstName: `A${NUL}` } } },
      auth: true,
      field: 'data.profile.firstName',
    },
    { name: 'list filter', method: 'POST', url: '/applications/me', payload: { search: `x${NUL}` }, auth: true, field: 'search' },
    { name: 'query parameter', method: 'GET', url: '/projects/me?query=%00', auth: true, field: 'query' },
    {
      name: 'district search',
      method: 'POST',
      url: '/admin-programs/districts?search=Cedar%00',
      payload: { getAll: true },
      auth: true,
      field: 'search',
    },
    { name: 'path segment', method: 'GET', url: '/applications/%00', auth: true, field: 'id' },
    {
      name: 'an object key',
      method: 'PATCH',
      url: '/users/me/onboarding',
      payload: { step: 0, data: { [`k${NUL}`]: 1 } },
      auth: true,
      field: 'data',
    },
    { name: 'a lone surrogate', method: 'POST', url: '/verifications/password', payload: { email: 'g\ud800@example.org' }, field: 'email' },
  ];

  for (const c of cases) {
    it(`${c.name}: 400 naming the field`, async () => {
      const response = await t.app.inject({
        method: c.method,
        url: `${API_PREFIX}${c.url}`,
        headers: c.auth ? bearer(token) : {},
        ...(c.payload ? { payload: c.payload } : {}),
      });
      expect(response.statusCode, response.body).toBe(400);
      const body = apiErrorSchema.parse(response.json());
      expect(body.errors).toContainEqual({ field: c.field, message: messages.textUnstorable });
    });
  }

  it('other control characters a database stores are left to the field rules', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPath(routes.myApplications),
      headers: bearer(token),
      payload: { search: 'tab\there' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('calendar days that do not exist (found by the route fuzzer)', () => {
  it('are refused with 400 naming the field, not passed to the database', async () => {
    for (const day of ['2024-02-30', '2023-02-29', '2024-04-31', '0000-01-01']) {
      const response = await t.app.inject({
        method: 'POST',
        url: apiPath(routes.myApplications),
        headers: bearer(token),
        payload: { dateFrom: day },
      });
      expect(response.statusCode, day).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'dateFrom', message: messages.dataRequired }]);
    }
    const leapDay = await t.app.inject({
      method: 'POST',
      url: apiPath(routes.myApplications),
      headers: bearer(token),
      payload: { dateFrom: '2024-02-29' },
    });
    expect(leapDay.statusCode).toBe(200);
  });
});

describe('bodies nested absurdly deep', () => {
  const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
  let mutation = 1;
  const key = () => `nested-client-1:${mutation++}`;

  const outboxWrites = () => [
    { method: 'POST' as const, url: '/projects/onsite-inventory-kits', fields: `"projectId":"${bridge.id}","kitsOnHand":2` },
    { method: 'POST' as const, url: '/projects/kits-return', fields: `"orderId":"${bridge.id}","kits":1` },
    { method: 'POST' as const, url: '/projects/kits-request', fields: `"projectId":"${bridge.id}","requestedKits":1` },
    { method: 'PATCH' as const, url: `/action-tasks/${bridge.id}`, fields: '"isCompleted":true' },
  ];

  it('are refused with 400 before anything walks them, on every outbox write', async () => {
    for (const write of outboxWrites()) {
      const response = await t.app.inject({
        method: write.method,
        url: `${API_PREFIX}${write.url}`,
        headers: { ...bearer(token), 'content-type': 'application/json', 'idempotency-key': key() },
        payload: `{${write.fields},"extra":${deep(100_000)}}`,
      });
      expect(response.statusCode, `${write.url}: ${response.body}`).toBe(400);
      expect(apiErrorSchema.parse(response.json()).message).toBe(messages.bodyTooDeep);
    }
  });

  it('nesting a real client never sends still passes', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPath(routes.myApplications),
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: `{"status":["New"],"ignored":${deep(10)}}`,
    });
    expect(response.statusCode).toBe(200);
  });

  it('the fingerprint is the validated body: a field the schema drops does not change it', async () => {
    const k = key();
    const send = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: apiPath(routes.onsiteInventory),
        headers: { ...bearer(token), 'idempotency-key': k },
        payload,
      });
    // Bridge has 6 kits out on a checkout: counts of at least 6 are taken.
    const first = await send({ projectId: bridge.id, kitsOnHand: 7 });
    expect(first.statusCode).toBe(200);
    const again = await send({ projectId: bridge.id, kitsOnHand: 7, note: 'added by a newer client' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    // A change to a field the schema keeps is still another request.
    expect((await send({ projectId: bridge.id, kitsOnHand: 8 })).statusCode).toBe(422);
  });
});

describe('tokens signed with the real key', () => {
  const forged = (claims: { userId: string; sessionId: string }) => signAccessToken(claims, t.app.secrets.tokenKey);

  it('with a malformed session id or subject answer 401, never 500', async () => {
    for (const claims of [
      { userId, sessionId: 'not-a-uuid' },
      { userId, sessionId: "'; drop table users; --" },
      { userId: 'someone', sessionId: '5b0f4a8e-2f64-4c1e-9a53-2a1c1b7d0f11' },
      { userId: '', sessionId: '' },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: apiPath(routes.me), headers: bearer(await forged(claims)) });
      expect(response.statusCode, JSON.stringify(claims)).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: messages.unauthorized });
    }
  });
});

describe('Cache-Control on API answers', () => {
  it('is no-store on data, on the sign-in answer with its tokens, and on errors', async () => {
    const answers = [
      await t.app.inject({ method: 'POST', url: apiPath(routes.signIn), payload: { email: 'coordinator@example.org', password: 'Demo-pass1' } }),
      await t.app.inject({ method: 'GET', url: apiPath(routes.me), headers: bearer(token) }),
      await t.app.inject({ method: 'GET', url: apiPath(routes.projectKits), headers: bearer(token) }),
      await t.app.inject({ method: 'GET', url: apiPath(routes.me) }),
      await t.app.inject({ method: 'GET', url: `${API_PREFIX}/no-such-route` }),
      await t.app.inject({ method: 'GET', url: apiPath(routes.health) }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 401, 404, 200]);
    for (const answer of answers) expect(answer.headers['cache-control'], answer.body.slice(0, 80)).toBe('no-store');
  });
});
