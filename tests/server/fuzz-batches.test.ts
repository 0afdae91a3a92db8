// POST /changes fuzzed from inside: batches of changes whose paths (malformed percent-encoding among
// them), methods, Idempotency-Keys and bodies are hostile, sent by every kind of caller. Every change
// must get its own answer, none a 5xx, and every refusal in the API's error shape: one bad change
// never costs the changes beside it. The world and arbitraries: tests/helpers/fuzz-world.ts.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeBatchResponseSchema } from '@contract/change-batches';
import { apiErrorSchema } from '@contract/errors';
import { apiPath, routes, type RouteDef } from '@contract/routes';
import { batchableRoutes } from '@server/plugins/change-batches';
import { registeredEndpoint } from '@server/plugins/contract-routes';
import {
  AUTH,
  known,
  NASTY,
  openFuzzWorld,
  printable,
  ROUTES,
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
      // Paths of the table bent on purpose (a broken percent-encoding, a dot segment, a query, a
      // fragment, other case), the batch's own path, and no path at all: written out, as buildPath
      // would encode them into good ones.
      arbitrary: fc.constantFrom(
        ...['%E0%A4%A', '%', '%ZZ'].map((id) => routes.completeActionTask.path.replace(':id', id)),
        routes.returnKits.path.replace(/\/(?=[^/]*$)/, '/%2e%2e/'),
        '//',
        '/',
        routes.sendChanges.path,
        `${routes.returnKits.path}?x=1`,
        `${routes.returnKits.path}#`,
        routes.returnKits.path.replace(/\b[a-z]/g, (c) => c.toUpperCase()),
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
    const schema = registeredEndpoint(route)?.body;
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

describe(`batches of hostile changes (${Math.ceil(RUNS / 5)} batches)`, () => {
  it(
    'answers each change on its own, no 5xx for the batch or any change, and every error in the API error shape',
    async () => {
      const batchable = batchableRoutes();
      expect(batchable.length).toBeGreaterThan(0);
      await fc.assert(
        fc.asyncProperty(batchArb(batchable), async (batch) => {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          const auth = await world.authorization(batch.auth);
          if (auth) headers.authorization = auth;
          const response = await world.t.app.inject({
            method: 'POST',
            url: apiPath(routes.sendChanges),
            headers,
            remoteAddress: '198.51.100.78',
            payload: JSON.stringify({ changes: batch.changes }) ?? '{}',
          });
          world.count(response.statusCode);
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
