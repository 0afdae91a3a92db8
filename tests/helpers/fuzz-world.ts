// The hostile world the fuzz suites share (fuzz-routes.test.ts, fuzz-batches.test.ts): a seeded app
// with signed-in callers, the ids and addresses that exist in it, and fast-check arbitraries for
// hostile texts, values, bodies, path segments and query strings. A request's outcome goes into
// `stats`, printed when the suite closes the world.
//
// FUZZ_RUNS sets the number of requests (default below: about half a minute per database here);
// FUZZ_SEED replays a run.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { routes, type RouteDef } from '@contract/routes';
import { rawRows } from '@server/db/raw-rows';
import { startSession } from '@server/features/auth/session-service';
import { signAccessToken } from '@server/features/auth/tokens';
import { createTestApp, type TestApp } from './test-app';
import { testDatabaseKind } from './test-db';

/** Every route of the contract's table, by name. */
export const ROUTES = Object.entries(routes) as [string, RouteDef][];

export const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
export const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/** Field names the contract's bodies use, so random bodies reach past the first checks. */
export const FIELDS = [
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
export const QUERY_NAMES = [
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
export const NASTY = [
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

/**
 * Ids and e-mail addresses that exist in the world's database, so a path or body sometimes names a
 * real row. Module state: the arbitraries read it once the world is open (a suite opens its own
 * before its properties run; files of one worker run one after another).
 */
export const known: { ids: string[]; emails: string[] } = { ids: [], emails: [] };

export const AUTH = ['none', 'coordinator', 'admin', 'newcomer', 'garbage', 'forged', 'expired'] as const;

export interface FuzzWorld {
  t: TestApp;
  tokens: Record<'coordinator' | 'admin' | 'newcomer', string>;
  stats: { requests: number; serverErrors: number; byStatus: Map<number, number> };
  /** A fresh session for a caller (a fuzzed sign-out ends theirs). */
  mint(who: 'coordinator' | 'admin' | 'newcomer'): Promise<void>;
  /** The Authorization header of one of AUTH, or none. */
  authorization(auth: (typeof AUTH)[number]): Promise<string | undefined>;
  /** Counts a request's status. */
  count(statusCode: number): void;
  close(): Promise<void>;
}

export async function openFuzzWorld(): Promise<FuzzWorld> {
  const t = await createTestApp();
  const db = t.database.db;
  const tokens = { coordinator: '', admin: '', newcomer: '' };
  const users = { coordinator: '', admin: '', newcomer: '' };
  const stats = { requests: 0, serverErrors: 0, byStatus: new Map<number, number>() };
  const mint = async (who: keyof typeof tokens) => {
    tokens[who] = (await startSession(db, users[who], t.app.secrets.tokenKey, t.app.clock())).accessToken;
  };
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
  return {
    t,
    tokens,
    stats,
    mint,
    async authorization(auth) {
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
    },
    count(statusCode) {
      stats.requests += 1;
      stats.byStatus.set(statusCode, (stats.byStatus.get(statusCode) ?? 0) + 1);
      if (statusCode >= 500) stats.serverErrors += 1;
    },
    async close() {
      const statuses = [...stats.byStatus.entries()]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ');
      console.log(`fuzz (${testDatabaseKind()}): ${stats.requests} requests, ${stats.serverErrors} answered 5xx [${statuses}]`);
      await t.close();
    },
  };
}

// ---- Arbitraries ---------------------------------------------------------------------------------

const loneSurrogates = fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)), maxLength: 3 });
const controlChars = fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), maxLength: 4 });

export function textArb() {
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

export function valueArb() {
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
export function bodyArb(): fc.Arbitrary<[string | undefined, string | undefined]> {
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
export const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
};

/** A path or query value: encoded text, or raw bytes that are not valid percent-encoding. */
export function urlValueArb() {
  return fc.oneof(
    { weight: 5, arbitrary: textArb().map(encode) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '..', '.', '%2e%2e%2f', '%00', '%FF') },
  );
}

export function queryArb() {
  return fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.string({ maxLength: 8 }).map(encode)), urlValueArb()), { maxLength: 5 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));
}

export const printable = fc.stringMatching(/^[\x20-\x7e]{0,120}$/);
