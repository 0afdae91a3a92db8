// Hostile input the route handlers never see: text the database cannot store (NUL), bodies nested
// absurdly deep, tokens signed with the real key around a malformed session id, and the caching of
// API answers.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@contract/errors';
import { messages } from '@contract/messages';
import { signAccessToken } from '@server/features/auth/tokens';
import { createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { apiCall, type CallOptions } from '../helpers/api-call';
import { makeDistrictWorld, makeProject } from '../helpers/factories';
import { routes, type RouteDef } from '@contract/routes';
import { API_PREFIX } from '@contract/constants';

let t: TestApp;
let token: string;
let userId: string;
/** A district user of a district of the test's own, and a project of theirs with no kits out. */
let districtToken: string;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  const session = await signIn(t.app);
  token = session.token.accessToken;
  userId = session.user.id;
  const world = await makeDistrictWorld(t.app, t.database.db);
  districtToken = world.token;
  projectId = (await makeProject(t.database.db, world.school)).id;
});
afterAll(() => t.close());

const NUL = '\u0000';

/** A call to a route, made later with a token or none. */
const callTo =
  <R extends RouteDef>(route: R, options: Omit<CallOptions<R>, 'token'> = {}) =>
  (as?: string): Promise<LightMyRequestResponse> =>
    apiCall(t.app, route, { ...options, token: as });

describe('text the database cannot store', () => {
  // Every kind of place a text arrives in: a JSON field (public and signed-in routes, top level and
  // nested), a query parameter and a path segment.
  const cases: { name: string; send: (as?: string) => Promise<LightMyRequestResponse>; auth?: boolean; field: string }[] = [
    { name: 'sign-in e-mail', send: callTo(routes.signIn, { body: { email: `a${NUL}@example.org`, password: 'x' } }), field: 'email' },
    {
      name: 'sign-up e-mail',
      send: callTo(routes.signUp, {
        body: { email: `b${NUL}@example.org`, password: 'Demo-pass1', repeatPassword: 'Demo-pass1', agreement: true },
      }),
      field: 'email',
    },
    { name: 'forgot password', send: callTo(routes.forgotPassword, { body: { email: `c${NUL}@example.org` } }), field: 'email' },
    { name: 'verification resend', send: callTo(routes.sendVerificationEmail, { body: { email: `d${NUL}@example.org` } }), field: 'email' },
    { name: 'e-mail check', send: callTo(routes.emailCheck, { query: { email: `e${NUL}@example.org` } }), field: 'email' },
    { name: 'password', send: callTo(routes.signIn, { body: { email: 'f@example.org', password: `Pass${NUL}word1` } }), field: 'password' },
    {
      name: 'profile name',
      send: callTo(routes.completeProfile, { body: { firstName: `Da${NUL}na`, lastName: 'Whitfield' } }),
      auth: true,
      field: 'firstName',
    },
    {
      name: 'nested wizard answer',
      send: callTo(routes.saveOnboarding, { body: { step: 0, data: { profile: { firstName: `A${NUL}` } } } }),
      auth: true,
      field: 'data.profile.firstName',
    },
    { name: 'list filter', send: callTo(routes.myApplications, { body: { search: `x${NUL}` } }), auth: true, field: 'search' },
    { name: 'query parameter', send: callTo(routes.myProjects, { query: { query: NUL } }), auth: true, field: 'query' },
    {
      name: 'district search',
      send: callTo(routes.districts, { query: { search: `Cedar${NUL}` }, body: { getAll: true } }),
      auth: true,
      field: 'search',
    },
    { name: 'path segment', send: callTo(routes.application, { params: { id: NUL } }), auth: true, field: 'id' },
    {
      name: 'an object key',
      send: callTo(routes.saveOnboarding, { body: { step: 0, data: { [`k${NUL}`]: 1 } } }),
      auth: true,
      field: 'data',
    },
    { name: 'a lone surrogate', send: callTo(routes.forgotPassword, { body: { email: 'g\ud800@example.org' } }), field: 'email' },
  ];

  for (const c of cases) {
    it(`${c.name}: 400 naming the field`, async () => {
      const response = await c.send(c.auth ? token : undefined);
      expect(response.statusCode, response.body).toBe(400);
      const body = apiErrorSchema.parse(response.json());
      expect(body.errors).toContainEqual({ field: c.field, message: messages.textUnstorable });
    });
  }

  it('other control characters a database stores are left to the field rules', async () => {
    const response = await apiCall(t.app, routes.myApplications, { token, body: { search: 'tab\there' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('calendar days that do not exist (found by the route fuzzer)', () => {
  it('are refused with 400 naming the field, not passed to the database', async () => {
    for (const day of ['2024-02-30', '2023-02-29', '2024-04-31', '0000-01-01']) {
      const response = await apiCall(t.app, routes.myApplications, { token, body: { dateFrom: day } });
      expect(response.statusCode, day).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'dateFrom', message: messages.dataRequired }]);
    }
    const leapDay = await apiCall(t.app, routes.myApplications, { token, body: { dateFrom: '2024-02-29' } });
    expect(leapDay.statusCode).toBe(200);
  });
});

describe('bodies nested absurdly deep', () => {
  const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
  let mutation = 1;
  const key = () => `nested-client-1:${mutation++}`;

  /** Each outbox write with the fields of a body it takes, sent as JSON text with a deep field added. */
  const outboxWrites = () => {
    const write =
      <R extends RouteDef>(route: R, fields: string, options: Pick<CallOptions<R>, 'params'> = {}) =>
      (extra: string) =>
        apiCall(t.app, route, {
          ...options,
          token: districtToken,
          headers: { 'content-type': 'application/json', 'idempotency-key': key() },
          body: `{${fields},"extra":${extra}}`,
        });
    return [
      { route: routes.onsiteInventory, send: write(routes.onsiteInventory, `"projectId":"${projectId}","kitsOnHand":2`) },
      { route: routes.returnKits, send: write(routes.returnKits, `"orderId":"${projectId}","kits":1`) },
      { route: routes.requestKits, send: write(routes.requestKits, `"projectId":"${projectId}","requestedKits":1`) },
      { route: routes.completeActionTask, send: write(routes.completeActionTask, '"isCompleted":true', { params: { id: projectId } }) },
    ];
  };

  it('are refused with 400 before anything walks them, on every outbox write', async () => {
    for (const write of outboxWrites()) {
      const response = await write.send(deep(100_000));
      expect(response.statusCode, `${write.route.path}: ${response.body}`).toBe(400);
      expect(apiErrorSchema.parse(response.json()).message).toBe(messages.bodyTooDeep);
    }
  });

  it('nesting a real client never sends still passes', async () => {
    const response = await apiCall(t.app, routes.myApplications, {
      token,
      headers: { 'content-type': 'application/json' },
      body: `{"status":["New"],"ignored":${deep(10)}}`,
    });
    expect(response.statusCode).toBe(200);
  });

  it('the fingerprint is the validated body: a field the schema drops does not change it', async () => {
    const k = key();
    const send = (body: object) => apiCall(t.app, routes.onsiteInventory, { token: districtToken, headers: { 'idempotency-key': k }, body });
    const first = await send({ projectId, kitsOnHand: 7 });
    expect(first.statusCode).toBe(200);
    const again = await send({ projectId, kitsOnHand: 7, note: 'added by a newer client' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    // A change to a field the schema keeps is still another request.
    expect((await send({ projectId, kitsOnHand: 8 })).statusCode).toBe(422);
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
      const response = await apiCall(t.app, routes.me, { token: await forged(claims) });
      expect(response.statusCode, JSON.stringify(claims)).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: messages.unauthorized });
    }
  });
});

describe('Cache-Control on API answers', () => {
  it('is no-store on data, on the sign-in answer with its tokens, and on errors', async () => {
    const answers = [
      await apiCall(t.app, routes.signIn, { body: { email: 'coordinator@example.org', password: 'Demo-pass1' } }),
      await apiCall(t.app, routes.me, { token }),
      await apiCall(t.app, routes.projectKits, { token }),
      await apiCall(t.app, routes.me),
      // A path the route table does not have, on purpose: the 404 answer is an API answer too.
      await t.app.inject({ method: 'GET', url: `${API_PREFIX}/no-such-route` }),
      await apiCall(t.app, routes.health),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 401, 404, 200]);
    for (const answer of answers) expect(answer.headers['cache-control'], answer.body.slice(0, 80)).toBe('no-store');
  });
});
