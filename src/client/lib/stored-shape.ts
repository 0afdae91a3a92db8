// Checks for what the app reads before its first screen (the stored session, user and theme, and
// the server's client configuration). zod's core would be a quarter of the first script, and the sign-in screen needs
// nothing else from it; the dashboard's answers too (features/dashboard/answer-shapes.ts), so the
// dashboard loads no zod either. Each check answers as a zod object schema does: a copy with the known
// keys only, or FAIL. stored-shape.test.ts and answer-shapes.test.ts hold them to the contract's schemas.
const FAIL: unique symbol = Symbol('invalid');
export type Shape<T> = ((value: unknown) => T | typeof FAIL) & { optional?: true };

export const string: Shape<string> = (v) => (typeof v === 'string' ? v : FAIL);
export const boolean: Shape<boolean> = (v) => (typeof v === 'boolean' ? v : FAIL);

/** A whole number in [min, max] (z.int() with minimum and maximum). */
export const int =
  (min: number, max: number): Shape<number> =>
  (v) =>
    typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max ? v : FAIL;

/** A finite number of 0 or more (z.number().min(0)). */
export const nonNegative: Shape<number> = (v) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : FAIL);

export const oneOf =
  <T extends string | number>(values: readonly T[]): Shape<T> =>
  (v) =>
    (values as readonly unknown[]).includes(v) ? (v as T) : FAIL;

export const nullable =
  <T>(shape: Shape<T>): Shape<T | null> =>
  (v) =>
    v === null ? null : shape(v);

/** A key that may be missing (or undefined), as z.optional. */
export function optional<T>(shape: Shape<T>): Shape<T | undefined> {
  const check: Shape<T | undefined> = (v) => (v === undefined ? undefined : shape(v));
  check.optional = true;
  return check;
}

export const arrayOf =
  <T>(shape: Shape<T>): Shape<T[]> =>
  (v) => {
    if (!Array.isArray(v)) return FAIL;
    const items: T[] = [];
    for (const item of v) {
      const checked = shape(item);
      if (checked === FAIL) return FAIL;
      items.push(checked);
    }
    return items;
  };

type Checked<S> = S extends Shape<infer T> ? T : never;

export function object<S extends Record<string, Shape<unknown>>>(shapes: S): Shape<{ [K in keyof S]: Checked<S[K]> }> {
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return FAIL;
    const record = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, shape] of Object.entries(shapes)) {
      if (shape.optional && !(key in record)) continue;
      const checked = shape(record[key]);
      if (checked === FAIL) return FAIL;
      out[key] = checked;
    }
    return out as { [K in keyof S]: Checked<S[K]> };
  };
}

/** A shape with zod's safeParse (storage.ts) and parse (the http client's answers). */
export function storedSchema<T>(shape: Shape<T>) {
  return {
    parse: (value: unknown): T => {
      const checked = shape(value);
      if (checked === FAIL) throw new TypeError('Unexpected shape');
      return checked;
    },
    safeParse: (value: unknown): { success: true; data: T } | { success: false } => {
      const checked = shape(value);
      return checked === FAIL ? { success: false } : { success: true, data: checked };
    },
  };
}
