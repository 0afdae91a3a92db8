// A hostile client on every route: fast-check throws malformed bodies, query strings, path ids and
// headers at each route of the contract's route table (a route added to the table is fuzzed with
// no change here), through app.inject() on a seeded database, signed in and not. A route's body,
// query and params are built from the schemas it was registered with (valid-looking values whose
// leaves are sometimes hostile, tests/helpers/zod-arbitrary.ts) or blind. Any 5xx, or any error
// answer outside the API's error shape, fails the test, with the (shrunk) request that caused it.
// The batch route is fuzzed from inside too, in fuzz-batches.test.ts; the shared world and
// arbitraries are tests/helpers/fuzz-world.ts (FUZZ_RUNS, FUZZ_SEED).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_PREFIX } from '@contract/constants';
import { apiErrorSchema } from '@contract/errors';
import type { RouteDef } from '@contract/routes';
import { paramsSchemaOf, registeredEndpoint } from '@server/plugins/contract-routes';
import {
  AUTH,
  bodyArb,
  encode,
  known,
  NASTY,
  openFuzzWorld,
  ROUTES,
  printable,
  queryArb,
  RUNS,
  SEED,
  textArb,
  urlValueArb,
  valueArb,
  type FuzzWorld,
} from '../helpers/fuzz-world';
import { zodArbitrary } from '../helpers/zod-arbitrary';

let world: FuzzWorld;
beforeAll(async () => {
  world = await openFuzzWorld();
}, 120_000);
afterAll(() => world?.close());

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
  const schemas = registeredEndpoint(entry[1]);
  const options = {
    nasty: fc.oneof(textArb(), fc.integer(), fc.constant(null), fc.jsonValue({ maxDepth: 2 })),
    ids: fc.constantFrom(...known.ids),
    dictionary: NASTY,
    slipIn: fc.constantFrom('\u0000', '\ud800', '\udc00', '\u001b', '\u202e', '%', "'", '\\'),
    nastyOneIn: 6,
  };
  const shaped = <T>(schema: z.core.$ZodType | undefined, blind: fc.Arbitrary<T>, build: (value: unknown) => T) =>
    schema ? fc.oneof({ weight: 3, arbitrary: zodArbitrary(schema, options).map(build) }, { weight: 1, arbitrary: blind }) : blind;
  return fc.record({
    route: fc.constant(entry),
    params: shaped(schemas ? paramsSchemaOf(schemas) : undefined, fc.array(urlValueArb(), { minLength: 3, maxLength: 3 }), (value) =>
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

async function send(request: FuzzRequest) {
  const [, route] = request.route;
  let i = 0;
  const path = route.path.replace(/:([A-Za-z]+)/g, () => request.params[i++] || 'x');
  const [contentType, payload] = request.body;
  const headers: Record<string, string> = { ...request.extraHeaders };
  const auth = await world.authorization(request.auth);
  if (auth) headers.authorization = auth;
  if (request.idempotencyKey !== undefined) headers['idempotency-key'] = request.idempotencyKey;
  if (contentType) headers['content-type'] = contentType;
  const response = await world.t.app.inject({
    method: route.method,
    // The route's path filled by hand, not with apiPath: the fuzzed segments are already encoded,
    // some of them as broken percent-encoding on purpose, which apiPath would encode again.
    url: `${API_PREFIX}${path}${request.query}`,
    headers,
    // A fixed address of its own, so the rate limits it runs into are its own.
    remoteAddress: '198.51.100.77',
    ...(payload !== undefined ? { payload } : {}),
  });
  // A fuzzed sign-out ends the session it was sent with: the next request gets a new one.
  if (request.route[0] === 'signOut' && response.statusCode === 204 && request.auth in world.tokens) {
    await world.mint(request.auth as keyof FuzzWorld['tokens']);
  }
  return response;
}

describe(`every route of the route table under hostile input (${RUNS} requests)`, () => {
  it(
    'answers no 5xx, and every error in the API error shape',
    async () => {
      await fc.assert(
        fc.asyncProperty(requestArb(), async (request) => {
          const response = await send(request);
          world.count(response.statusCode);
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
