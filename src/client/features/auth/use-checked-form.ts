// A small form state for the sign-in screen, the first screen of most visits: react-hook-form is
// about 15 KB of gzipped script, and the sign-in form needs little of it. It keeps what the form
// relied on: the contract's zod rules, loaded when the form is first focused or checked; a field is
// checked when it is left, then live while it is corrected (react-hook-form's "onTouched"); sending
// checks every field and focuses the first wrong one; the server's field errors land on their fields.
import { useCallback, useRef, useState, type FormEvent } from 'react';

/** The part of a zod schema's answer used here (safeParse). */
export interface FormRules<Values> {
  safeParse(
    value: unknown,
  ): { success: true; data: Values } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type FieldErrors<Name extends string> = Partial<Record<Name, { message: string }>>;

export interface CheckedForm<Name extends string, Values> {
  /** Props for a field's input: its name, ref and the events that check it. */
  field(name: Name): {
    name: Name;
    ref: (element: HTMLInputElement | null) => void;
    onBlur: () => void;
    onChange: () => void;
  };
  errors: FieldErrors<Name>;
  isSubmitting: boolean;
  /** The form's onSubmit: checks every field, then calls `onValid` with the rules' output. */
  handleSubmit(onValid: (values: Values) => Promise<void>): (event?: FormEvent) => Promise<void>;
  /** An error for one field (e.g. the server's), focusing it if asked. */
  setError(name: Name, error: { message?: string }, options?: { shouldFocus?: boolean }): void;
  /** Starts loading the rules, so the first check does not wait for them. */
  preload(): void;
}

/** The first message per field, as zod's issues list them (what @hookform/resolvers showed). */
export function firstErrors<Name extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  names: readonly Name[],
): FieldErrors<Name> {
  const errors: FieldErrors<Name> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.') as Name;
    if (names.includes(name) && !errors[name]) errors[name] = { message: issue.message };
  }
  return errors;
}

/** Rules loaded once, at the first call; a failed download (offline) is tried again at the next. */
export function lazyRules<Values>(load: () => Promise<FormRules<Values>>): () => Promise<FormRules<Values>> {
  let loading: Promise<FormRules<Values>> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** `loadRules` should be made once per screen with lazyRules, so every check shares one download. */
export function useCheckedForm<Name extends string, Values>(
  names: readonly Name[],
  loadRules: () => Promise<FormRules<Values>>,
): CheckedForm<Name, Values> {
  const inputs = useRef(new Map<Name, HTMLInputElement>());
  const touched = useRef(new Set<Name>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const load = loadRules;
  const check = useCallback(async () => {
    const values = Object.fromEntries(names.map((name) => [name, inputs.current.get(name)?.value ?? '']));
    const result = (await load()).safeParse(values);
    return result.success ? ({ ok: true, data: result.data } as const) : ({ ok: false, errors: firstErrors(result.error.issues, names) } as const);
  }, [load, names]);

  /** Checks the whole form and shows the result for one field only. */
  const checkField = useCallback(
    async (name: Name) => {
      const result = await check().catch(() => null);
      if (!result) return;
      const error = result.ok ? undefined : result.errors[name];
      setErrors((current) => (current[name]?.message === error?.message ? current : { ...current, [name]: error }));
    },
    [check],
  );

  const field = useCallback(
    (name: Name) => ({
      name,
      ref: (element: HTMLInputElement | null) => {
        if (element) inputs.current.set(name, element);
        else inputs.current.delete(name);
      },
      onBlur: () => {
        touched.current.add(name);
        void checkField(name);
      },
      onChange: () => {
        if (touched.current.has(name) || submitted.current) void checkField(name);
      },
    }),
    [checkField],
  );

  const setError = useCallback((name: Name, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
    setErrors((current) => ({ ...current, [name]: { message: error.message ?? '' } }));
    if (options?.shouldFocus) inputs.current.get(name)?.focus();
  }, []);

  const handleSubmit = useCallback(
    (onValid: (values: Values) => Promise<void>) => async (event?: FormEvent) => {
      event?.preventDefault();
      submitted.current = true;
      setSubmitting(true);
      try {
        const result = await check();
        if (!result.ok) {
          setErrors(result.errors);
          const first = names.find((name) => result.errors[name]);
          if (first) inputs.current.get(first)?.focus();
          return;
        }
        setErrors({});
        await onValid(result.data);
      } finally {
        setSubmitting(false);
      }
    },
    [check, names],
  );

  return { field, errors, isSubmitting, handleSubmit, setError, preload: () => void load().catch(() => undefined) };
}
