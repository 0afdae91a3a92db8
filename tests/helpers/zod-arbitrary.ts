// fast-check arbitraries built from the contract's zod schemas: values of the shape a route
// expects (types, enums, lengths, patterns, ranges), where any leaf may instead be a hostile value.
// Requests built this way get past the first checks and reach the rules and the database, which
// random JSON rarely does. Refinements are not followed: a value may still break one, on purpose.
import fc from 'fast-check';
import type { z } from 'zod';

export interface ZodArbitraryOptions {
  /** Hostile stand-ins for any leaf value. */
  nasty: fc.Arbitrary<unknown>;
  /** How often a leaf is replaced by a hostile value (1 in `nastyOneIn`). */
  nastyOneIn?: number;
  /** Strings that look like ids (real ones, so some requests name existing rows). */
  ids: fc.Arbitrary<string>;
  /** Known troublemakers: where a string must match a pattern, those that match are tried often. */
  dictionary?: readonly string[];
  /** Characters slipped into otherwise valid strings now and then (e.g. a NUL). */
  slipIn?: fc.Arbitrary<string>;
}

interface Def {
  type: string;
  [key: string]: unknown;
}

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): CheckDef[] => ((def.checks as { _zod: { def: CheckDef } }[] | undefined) ?? []).map((check) => check._zod.def);

function stringArbitrary(def: Def, options: ZodArbitraryOptions): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const format = (def.format as string | undefined) ?? checks.find((c) => c.check === 'string_format' && c.format !== 'regex')?.format;
  if (format === 'uuid' || format === 'guid') return fc.oneof(options.ids, fc.uuid());
  if (format === 'email') return fc.emailAddress();
  const pattern = checks.find((c) => c.check === 'string_format' && c.format === 'regex')?.pattern;
  if (pattern) {
    if (/\[0-9a-f\]\{8\}-/i.test(pattern.source)) return fc.oneof(options.ids, fc.uuid());
    // Edge cases that pass the pattern reach the rules behind it (e.g. 2024-02-30 for a date).
    const fitting = (options.dictionary ?? []).filter((word) => pattern.test(word));
    const matching = fc.stringMatching(pattern, { size: 'small' });
    return fitting.length ? fc.oneof(matching, fc.constantFrom(...fitting)) : matching;
  }
  const minLength = checks.find((c) => c.check === 'min_length')?.minimum ?? checks.find((c) => c.check === 'length_equals')?.length ?? 0;
  const maxLength = checks.find((c) => c.check === 'max_length')?.maximum ?? checks.find((c) => c.check === 'length_equals')?.length;
  return fc.string({ minLength, maxLength: Math.min(maxLength ?? 60, Math.max(minLength, 60)) });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const isInt =
    ['safeint', 'int32', 'uint32'].includes(def.format as string) || checks.some((c) => c.check === 'number_format' && c.format !== 'float64');
  const low = checks.find((c) => c.check === 'greater_than')?.value;
  const high = checks.find((c) => c.check === 'less_than')?.value;
  if (isInt) {
    return fc.integer({
      min: Math.max(low ?? -1_000, Number.MIN_SAFE_INTEGER),
      max: Math.min(high ?? 100_000, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min: low ?? -1e6, max: high ?? 1e6, noNaN: true });
}

/** An arbitrary for the INPUT of `schema` (what a client sends), leaves sometimes hostile. */
export function zodArbitrary(schema: z.core.$ZodType, options: ZodArbitraryOptions, depth = 0): fc.Arbitrary<unknown> {
  const leaf = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
    fc.oneof({ weight: (options.nastyOneIn ?? 8) - 1, arbitrary }, { weight: 1, arbitrary: options.nasty });
  /** A string leaf: valid, valid with a character slipped in (it may pass every rule), or hostile. */
  const stringLeaf = (arbitrary: fc.Arbitrary<string>): fc.Arbitrary<unknown> =>
    options.slipIn
      ? fc.oneof(
          { weight: 3, arbitrary: leaf(arbitrary) },
          {
            weight: 1,
            arbitrary: fc
              .tuple(arbitrary, fc.nat(), options.slipIn)
              .map(([s, at, c]) => s.slice(0, at % (s.length + 1)) + c + s.slice(at % (s.length + 1))),
          },
        )
      : leaf(arbitrary);
  const inner = (child: unknown) => zodArbitrary(child as z.core.$ZodType, options, depth + 1);
  if (depth > 12) return options.nasty;
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringLeaf(stringArbitrary(def, options));
    case 'number':
      return leaf(numberArbitrary(def));
    case 'bigint':
      return leaf(fc.bigInt().map(String));
    case 'boolean':
      return leaf(fc.boolean());
    case 'literal':
      return leaf(fc.constantFrom(...(def.values as unknown[])));
    case 'enum':
      return leaf(fc.constantFrom(...Object.values(def.entries as Record<string, unknown>)));
    case 'null':
      return leaf(fc.constant(null));
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'date':
      return leaf(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
    case 'any':
    case 'unknown':
      return fc.oneof(fc.jsonValue({ maxDepth: 3 }), options.nasty);
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const keys = Object.keys(shape);
      const optional = keys.filter((key) => ['optional', 'default', 'prefault'].includes(defOf(shape[key]).type));
      return fc.oneof(
        {
          weight: 12,
          arbitrary: fc.record(Object.fromEntries(keys.map((key) => [key, inner(shape[key])])), {
            requiredKeys: keys.filter((k) => !optional.includes(k)),
          }),
        },
        // Now and then a field goes missing, or an unknown one comes along.
        { weight: 1, arbitrary: fc.record(Object.fromEntries(keys.map((key) => [key, inner(shape[key])])), { requiredKeys: [] }) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(fc.record(Object.fromEntries(keys.map((key) => [key, inner(shape[key])]))), fc.string({ maxLength: 12 }), options.nasty)
            .map(([o, k, v]) => ({ ...o, [k]: v })),
        },
      );
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 12 }), inner(def.valueType), { maxKeys: 4 });
    case 'array': {
      const checks = checksOf(def);
      const minLength = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
      const maxLength = checks.find((c) => c.check === 'max_length')?.maximum;
      return fc.array(inner(def.element), { minLength, maxLength: Math.min(maxLength ?? 4, Math.max(minLength, 4)) });
    }
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(inner));
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([a, b]) => (a && b && typeof a === 'object' && typeof b === 'object' ? { ...a, ...b } : a));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner(def.innerType);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'pipe': {
      // What a client sends is the pipe's input; a preprocess step (a transform first) takes
      // anything, so the schema after it says what to send.
      const input = defOf(def.in);
      return inner(input.type === 'transform' ? def.out : def.in);
    }
    default:
      return options.nasty;
  }
}
