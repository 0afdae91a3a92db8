// A react-hook-form resolver whose zod schema loads when the form is first checked (a field left,
// the form sent), not with the screen. The schemas are built with zod's classic API, which is
// costly to load and build on a slow device; a screen that is mostly read before it is typed
// into (sign-in) draws without it. The form's focus can start the load early: preload().
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export interface LazyResolver<Input extends FieldValues, Output extends FieldValues> {
  resolver: Resolver<Input, unknown, Output>;
  /** Starts loading the schema; the first check then does not wait for it. */
  preload: () => void;
}

export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
    ).catch((error: unknown) => {
      // A failed download (offline) is tried again at the next check.
      loading = undefined;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load().catch(() => undefined),
  };
}
