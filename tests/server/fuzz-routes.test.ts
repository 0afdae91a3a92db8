// A hostile client on every route: fast-check throws malformed bodies, query strings, path ids and
// headers at each route of the contract's route table (a route added to the table is fuzzed with
// no change here), through app.inject() on a seeded database, signed in and not. A route's body,
// query and params are built from the schemas it was registered with (valid-looking values whose
// leaves are sometimes hostile, tests/helpers/zod-arbitrary.ts) or blind. Any 5xx, or any error
// answer outside the API's error shape, fails the test, with the (shrunk) request that caused it.
//
// POST /changes is fuzzed again from inside: batches of changes whose paths (malformed
// percent-encoding among them), methods, keys and bodies are hostile; every change must get its own
// answer, none a 5xx.
//
// FUZZ_RUNS sets the number of requests (default below: about half a minute per database here);
// FUZZ_SEED replays a run.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_PREFIX } from '../../src/contract/constants';
import { changeBatchResponseSchema } from '../../src/contract/change-batches';
import { apiErrorSchema } from '../../src/contract/errors';
import { routes, type RouteDef } from '../../src/contract/routes';
import { rawRows } from '../../src/server/db/raw-rows';
import { startSession } from '../../src/server/features/auth/session-service';
import { signAccessToken } from '../../src/server/features/auth/tokens';
import { batchableRoutes } from '../../src/server/plugins/change-batches';
import { registeredRouteSchemas } from '../../src/server/plugins/contract-routes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-db';
import { zodArbitrary } from '../helpers/zod-arbitrary';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

const ROUTES = Object.entries(routes) as [string, RouteDef][];

/** Field names the contract's bodies use, so random bodies reach past the first checks. */
const FIELDS = [
  'email',
  'password',
  'repeatPassword',
  'agreement',
  'firstName',
  'lastName',
  'token',
  'isReset',
  'refreshToken',
  'code',
  'redirectUri',
  'step',
  'data',
  'profile',
  'district',
  'schools',
  'resources',
  'goals',
  'funding',
  'review',
  'prefix',
  'phoneNumber',
  'currentRole',
  'title',
  'titleOther',
  'workEmail',
  'unlinked',
  'numberOfSchools',
  'resourceIds',
  'objectives',
  'successDescription',
  'comments',
  'fundingOption',
  'heardAbout',
  'heardAboutOther',
  'projectId',
  'kitsOnHand',
  'orderId',
  'kits',
  'kind',
  'requestedKits',
  'note',
  'checkoutName',
  'startDate',
  'returnDate',
  'supportOptions',
  'totalStudents',
  'groupSize',
  'isCompleted',
  'status',
  'search',
  'dateFrom',
  'dateTo',
  'schoolId',
  'getAll',
  'districtIds',
  'id',
  'name',
  'ids',
  'limit',
  'offset',
  '__proto__',
  'constructor',
];
const QUERY_NAMES = [
  'limit',
  'offset',
  'search',
  'email',
  'districtId',
  'resourceId',
  'query',
  'IsCompletedTab',
  'resourceType',
  'status',
  'commentId',
  'ids',
  'type',
  'page',
];

/** Texts that broke, or could break, a server somewhere. */
const NASTY = [
  '',
  ' ',
  '-',
  '--',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\u001fy',
  '\u202e',
  '%00',
  '%',
  '%zz',
  '..',
  '../..',
  '/',
  '\\',
  "'; drop table users; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e400',
  '-0',
  '2147483648',
  '9007199254740993',
  '0x10',
  '2024-02-30',
  '2023-02-29',
  '0000-01-01',
  '9999-12-31',
  '2099-12-31',
  '2100-01-01',
  '2024-00-10',
  '2024-04-31',
  '1900-02-29',
  '0001-01-01',
  'true',
  'false',
  'null',
  'undefined',
  '[]',
  '{}',
  'a@b',
  '@',
  'x'.repeat(70) + '@example.org',
  'New',
  'full',
  'matching',
  'request',
  'checkout',
  'project',
  'Other',
  'Shipped',
  'Active',
  'one-to-one',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

let t: TestApp;
const known: { ids: string[]; emails: string[] } = { ids: [], emails: [] };
const tokens: Record<'coordinator' | 'admin' | 'newcomer', string> = { coordinator: '', admin: '', newcomer: '' };
const users: Record<keyof typeof tokens, string> = { coordinator: '', admin: '', newcomer: '' };
const stats = { requests: 0, serverErrors: 0, byStatus: new Map<number, number>() };

async function mint(who: keyof typeof tokens) {
  tokens[who] = (await startSession(t.database.db, users[who], t.app.secrets.tokenKey, t.app.clock())).accessToken;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const userRows = rawRows<{ id: string; email: string }>(await db.execute(sql`select id, email from users`));
  for (const who of Object.keys(tokens) as (keyof typeof tokens)[]) {
    const email = { coordinator: 'coordinator@example.org', admin: 'admin@example.org', newcomer: 'new@example.org' }[who];
    users[who] = userRows.find((u) => u.email === email)!.id;
    await mint(who);
  }
  known.emails = userRows.map((u) => u.email);
  // Real ids of every kind, so a path or body id sometimes names a row that exists.
  const idRows = rawRows<{ id: string }>(
    await db.execute(sql`
      select id::text from projects union all select id::text from kit_orders union all select id::text from action_tasks
      union all select id::text from applications union all select id::text from districts union all
      select id::text from (select id from schools limit 20) s union all select id::text from resources union all
      select id::text from users union all select id::text from blueprints`),
  );
  known.ids = idRows.map((r) => r.id);
}, 120_000);

afterAll(async () => {
  const statuses = [...stats.byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  console.log(`fuzz (${testDatabaseKind()}): ${stats.requests} requests, ${stats.serverErrors} answered 5xx [${statuses}]`);
  await t?.close();
});

// ---- Arbitraries ---------------------------------------------------------------------------------

const loneSurrogates = fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)), maxLength: 3 });
const controlChars = fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), maxLength: 4 });

function textArb() {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    // Text a database cannot store (NUL, lone surrogates) among ordinary characters.
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.string({ maxLength: 10 }), fc.oneof(loneSurrogates, controlChars, fc.constant('\u0000')), fc.string({ maxLength: 10 }))
        .map((p) => p.join('')),
    },
    { weight: 2, arbitrary: fc.constantFrom(...known.ids) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom(...known.emails) },
    { weight: 1, arbitrary: fc.emailAddress() },
    { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)) },
    { weight: 1, arbitrary: fc.string({ minLength: 200, maxLength: 3000 }) },
  );
}

function valueArb() {
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      textArb(),
      fc.integer(),
      fc.integer({ min: -2, max: 12 }),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fc.constantFrom(...FIELDS), tie('value'), { maxKeys: 6 }),
    ),
  }));
  return value;
}

/** A body as sent on the wire: [content-type or none, payload text or none]. */
function bodyArb(): fc.Arbitrary<[string | undefined, string | undefined]> {
  const json = (v: unknown) => ['application/json', JSON.stringify(v) ?? 'null'] as [string, string];
  return fc.oneof(
    { weight: 5, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), valueArb(), { maxKeys: 10 }).map(json) },
    { weight: 2, arbitrary: valueArb().map(json) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 6 }).map(json) },
    { weight: 1, arbitrary: fc.constant([undefined, undefined] as [undefined, undefined]) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{',
          '{"a":',
          '[',
          '"',
          'nul',
          '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{"x":1}}}',
          `${'['.repeat(2000)}${']'.repeat(2000)}`,
          `{"a":${'{"a":'.repeat(500)}1${'}'.repeat(500)}}`,
          '\u0000',
          '{"email":"\\u0000"}',
          '{"x":"\\ud800"}',
        )
        .map((raw) => ['application/json', raw] as [string, string]),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'application/xml',
          'application/json; charset=latin1',
          'application/json; charset=utf-8',
        ),
        fc.string({ maxLength: 100 }),
      ),
    },
  );
}

/** Percent-encoding that never throws (encodeURIComponent does on a lone surrogate). */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
};

/** A path or query value: encoded text, or raw bytes that are not valid percent-encoding. */
function urlValueArb() {
  return fc.oneof(
    { weight: 5, arbitrary: textArb().map(encode) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '..', '.', '%2e%2e%2f', '%00', '%FF') },
  );
}

function queryArb() {
  return fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.string({ maxLength: 8 }).map(encode)), urlValueArb()), { maxLength: 5 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));
}

const AUTH = ['none', 'coordinator', 'admin', 'newcomer', 'garbage', 'forged', 'expired'] as const;
const printable = fc.stringMatching(/^[\x20-\x7e]{0,120}$/);

/** A query string from a value of the route's query schema (numbers and flags as text, lists repeated). */
function toQueryString(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  const pairs: string[] = [];
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) {
      pairs.push(`${encode(key)}=${encode(typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))}`);
    }
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** A request for one route: from its registered schemas (valid-looking, leaves sometimes hostile), or blind. */
function requestFor(entry: [string, RouteDef]) {
  const schemas = registeredRouteSchemas(entry[1]);
  const options = {
    nasty: fc.oneof(textArb(), fc.integer(), fc.constant(null), fc.jsonValue({ maxDepth: 2 })),
    ids: fc.constantFrom(...known.ids),
    dictionary: NASTY,
    slipIn: fc.constantFrom('\u0000', '\ud800', '\udc00', '\u001b', '\u202e', '%', "'", '\\'),
    nastyOneIn: 6,
  };
  const shaped = <T>(schema: z.ZodType | undefined, blind: fc.Arbitrary<T>, build: (value: unknown) => T) =>
    schema ? fc.oneof({ weight: 3, arbitrary: zodArbitrary(schema, options).map(build) }, { weight: 1, arbitrary: blind }) : blind;
  return fc.record({
    route: fc.constant(entry),
    params: shaped(schemas?.params, fc.array(urlValueArb(), { minLength: 3, maxLength: 3 }), (value) =>
      // JSON, not String(): a generated object may carry a "toString" that is not a function.
      Object.values((value ?? {}) as Record<string, unknown>).map((v) => encode(typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v)))),
    ),
    query: shaped(schemas?.query, queryArb(), toQueryString),
    body: fc.oneof(
      { weight: 6, arbitrary: shaped(schemas?.body, bodyArb(), asJson) },
      // A body the route would take, with a field it does not know nested absurdly deep.
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            schemas?.body ? zodArbitrary(schemas.body, options) : valueArb(),
            fc.oneof(fc.integer({ min: 40, max: 3_000 }), fc.integer({ min: 50_000, max: 300_000 })),
          )
          .map(([value, depth]) => withDeepField(value, depth)),
      },
    ),
    auth: fc.constantFrom(...AUTH, 'coordinator', 'coordinator', 'admin'),
    idempotencyKey: fc.oneof(
      fc.constant(undefined),
      fc.tuple(fc.constantFrom('fuzz-device-1', 'fuzz-device-2'), fc.integer({ min: 1, max: 400 })).map(([c, m]) => `${c}:${m}`),
      fc.tuple(fc.constantFrom('fuzz-device-1', 'fuzz-device-2'), fc.integer({ min: 1, max: 400 })).map(([c, m]) => `${c}:${m}`),
      printable,
    ),
    extraHeaders: fc.dictionary(
      fc.constantFrom('x-forwarded-for', 'accept-encoding', 'accept', 'origin', 'x-request-id', 'if-none-match', 'range'),
      printable,
      { maxKeys: 3 },
    ),
  });
}

const asJson = (value: unknown) => ['application/json', JSON.stringify(value) ?? 'null'] as [string | undefined, string | undefined];

/** The value as JSON text with an extra field `depth` arrays deep (an object gets the field; anything else is wrapped). */
function withDeepField(value: unknown, depth: number): [string | undefined, string | undefined] {
  const deep = `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const object = value && typeof value === 'object' && !Array.isArray(value) ? JSON.stringify(value) : JSON.stringify({ value });
  return ['application/json', object === '{}' ? `{"extra":${deep}}` : object.replace(/}$/, `,"extra":${deep}}`)];
}

const requestArb = () => fc.constantFrom(...ROUTES).chain(requestFor);

type FuzzRequest = ReturnType<typeof requestArb> extends fc.Arbitrary<infer R> ? R : never;

async function authorization(auth: (typeof AUTH)[number]): Promise<string | undefined> {
  switch (auth) {
    case 'none':
      return undefined;
    case 'garbage':
      return 'Bearer not.a.token';
    case 'forged':
      return `Bearer ${await signAccessToken({ userId: users.coordinator, sessionId: 'not-a-session' }, t.app.secrets.tokenKey)}`;
    case 'expired':
      return `Bearer ${await signAccessToken({ userId: users.coordinator, sessionId: users.coordinator }, t.app.secrets.tokenKey, -60)}`;
    default:
      return `Bearer ${tokens[auth]}`;
  }
}

async function send(request: FuzzRequest) {
  const [, route] = request.route;
  let i = 0;
  const path = route.path.replace(/:([A-Za-z]+)/g, () => request.params[i++] || 'x');
  const [contentType, payload] = request.body;
  const headers: Record<string, string> = { ...request.extraHeaders };
  const auth = await authorization(request.auth);
  if (auth) headers.authorization = auth;
  if (request.idempotencyKey !== undefined) headers['idempotency-key'] = request.idempotencyKey;
  if (contentType) headers['content-type'] = contentType;
  const response = await t.app.inject({
    method: route.method,
    url: `${API_PREFIX}${path}${request.query}`,
    headers,
    // A fixed address of its own, so the rate limits it runs into are its own.
    remoteAddress: '198.51.100.77',
    ...(payload !== undefined ? { payload } : {}),
  });
  // A fuzzed sign-out ends the session it was sent with: the next request gets a new one.
  if (request.route[0] === 'signOut' && response.statusCode === 204 && request.auth in tokens) {
    await mint(request.auth as keyof typeof tokens);
  }
  return response;
}

// ---- Batches: hostile changes inside POST /changes ------------------------------------------------

/** A change's path: an outbox route's with hostile or malformed segments, another route's, or blind text. */
function changePathArb(batchable: RouteDef[]) {
  const fill = (route: RouteDef, values: string[]) => {
    let i = 0;
    return route.path.replace(/:([A-Za-z]+)/g, () => values[i++] ?? 'x');
  };
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...batchable), fc.array(urlValueArb(), { minLength: 2, maxLength: 2 }))
        .map(([route, values]) => fill(route, values)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...batchable), fc.array(fc.constantFrom(...known.ids), { minLength: 2, maxLength: 2 }))
        .map(([route, values]) => fill(route, values)),
    },
    { weight: 1, arbitrary: fc.constantFrom(...ROUTES).map(([, route]) => fill(route, ['x', 'y'])) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '/action-tasks/%E0%A4%A',
        '/action-tasks/%',
        '/action-tasks/%ZZ',
        '/projects/%2e%2e/kits-return',
        '//',
        '/',
        '/changes',
        '/projects/kits-return?x=1',
        '/projects/kits-return#',
        '/Projects/Kits-Return',
      ),
    },
    { weight: 1, arbitrary: textArb() },
  );
}

/** A change: an envelope the batch's schema takes (its contents hostile), or sometimes one it refuses. */
function changeArb(batchable: RouteDef[], envelope: 'valid' | 'any') {
  const options = {
    nasty: fc.oneof(textArb(), fc.integer(), fc.constant(null), fc.jsonValue({ maxDepth: 2 })),
    ids: fc.constantFrom(...known.ids),
    dictionary: NASTY,
    slipIn: fc.constantFrom('\u0000', '\ud800', '%', "'"),
    nastyOneIn: 6,
  };
  const shapedBody = fc.constantFrom(...batchable).chain((route) => {
    const schema = registeredRouteSchemas(route)?.body;
    return schema ? zodArbitrary(schema, options) : valueArb();
  });
  const key = fc.oneof(
    fc.tuple(fc.constantFrom('fuzz-batch-1', 'fuzz-batch-2'), fc.integer({ min: 1, max: 400 })).map(([c, m]) => `${c}:${m}`),
    fc.constantFrom('', ':', 'a:', ':1', 'a:0', 'a:-1', 'a:1.5', 'a:99999999999999999999', 'a b:1', '\u0000:1'),
    printable,
  );
  const method = fc.constantFrom('POST', 'PATCH', 'PUT', 'DELETE');
  const path = changePathArb(batchable);
  const body = fc.oneof({ weight: 3, arbitrary: shapedBody }, { weight: 2, arbitrary: valueArb() }, { weight: 1, arbitrary: fc.constant(undefined) });
  if (envelope === 'valid') return fc.record({ idempotencyKey: key, method, path, body });
  return fc.record({
    idempotencyKey: fc.oneof(key, fc.anything()),
    method: fc.oneof(method, fc.constantFrom('GET', 'post', '', 'TRACE'), fc.anything()),
    path: fc.oneof(path, fc.anything()),
    body,
  });
}

function batchArb(batchable: RouteDef[]) {
  return fc.record({
    changes: fc.oneof(
      { weight: 8, arbitrary: fc.array(changeArb(batchable, 'valid'), { minLength: 1, maxLength: 8 }) },
      { weight: 1, arbitrary: fc.array(changeArb(batchable, 'any'), { minLength: 1, maxLength: 3 }) },
      { weight: 1, arbitrary: valueArb() },
    ),
    auth: fc.constantFrom(...AUTH, 'coordinator', 'coordinator', 'coordinator', 'coordinator', 'admin'),
  });
}

describe(`every route of the route table under hostile input (${RUNS} requests)`, () => {
  it(
    'answers no 5xx, and every error in the API error shape',
    async () => {
      await fc.assert(
        fc.asyncProperty(requestArb(), async (request) => {
          const response = await send(request);
          stats.requests += 1;
          stats.byStatus.set(response.statusCode, (stats.byStatus.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500) stats.serverErrors += 1;
          const where = `${request.route[1].method} ${request.route[1].path}`;
          expect(response.statusCode, `${where}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.headers['content-type'], where).toMatch(/^application\/json/);
            const parsed = apiErrorSchema.safeParse(JSON.parse(response.body));
            expect(parsed.success, `${where}: ${response.body.slice(0, 300)}`).toBe(true);
            expect(parsed.data?.statusCode, where).toBe(response.statusCode);
          }
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), interruptAfterTimeLimit: 10 * 60_000 },
      );
    },
    15 * 60_000,
  );
});

describe(`batches of hostile changes (${Math.ceil(RUNS / 5)} batches)`, () => {
  it(
    'answers each change on its own, no 5xx for the batch or any change, and every error in the API error shape',
    async () => {
      const batchable = batchableRoutes();
      expect(batchable.length).toBeGreaterThan(0);
      await fc.assert(
        fc.asyncProperty(batchArb(batchable), async (batch) => {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          const auth = await authorization(batch.auth);
          if (auth) headers.authorization = auth;
          const response = await t.app.inject({
            method: 'POST',
            url: `${API_PREFIX}/changes`,
            headers,
            remoteAddress: '198.51.100.78',
            payload: JSON.stringify({ changes: batch.changes }) ?? '{}',
          });
          stats.requests += 1;
          stats.byStatus.set(response.statusCode, (stats.byStatus.get(response.statusCode) ?? 0) + 1);
          expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(apiErrorSchema.safeParse(response.json()).success, response.body.slice(0, 300)).toBe(true);
            return;
          }
          const { results } = changeBatchResponseSchema.parse(response.json());
          // A result for every change: fewer would mean one failed on the server.
          expect(results).toHaveLength((batch.changes as unknown[]).length);
          for (const [i, result] of results.entries()) {
            const where = `change ${i}: ${JSON.stringify((batch.changes as unknown[])[i]).slice(0, 200)}`;
            expect(result.statusCode, `${where} -> ${JSON.stringify(result.body).slice(0, 300)}`).toBeLessThan(500);
            if (result.statusCode >= 400) {
              const parsed = apiErrorSchema.safeParse(result.body);
              expect(parsed.success, `${where} -> ${JSON.stringify(result.body).slice(0, 300)}`).toBe(true);
              expect(parsed.data?.statusCode, where).toBe(result.statusCode);
            }
          }
        }),
        { numRuns: Math.ceil(RUNS / 5), ...(SEED === undefined ? {} : { seed: SEED }), interruptAfterTimeLimit: 5 * 60_000 },
      );
    },
    10 * 60_000,
  );
});
