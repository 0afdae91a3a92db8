// Versioned local storage (spec §3): every key is storage::<version>::<name>, and every value read
// back is validated, so a value written by an older build or edited by hand counts as absent.
import { STORAGE_VERSION } from '@contract/constants';

/** A schema as far as storage needs one: zod's safeParse, without importing zod here. */
export interface StoredSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export const storageNames = {
  session: 'session',
  user: 'user',
  onboarding: 'onboarding',
  theme: 'theme',
  locale: 'locale',
  /** The signed-in screens last drawn (app/first-paint/saved-screens.ts). */
  firstPaint: 'firstPaint',
} as const;

export function storageKey(name: string, version: number = STORAGE_VERSION): string {
  return `storage::${version}::${name}`;
}

/** Parses a raw stored string; anything missing, unparsable or off-schema is null. */
export function parseStored<T>(raw: string | null, schema: StoredSchema<T>): T | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}

// localStorage can throw (privacy modes, quota, disabled storage); the app then behaves as if
// nothing is stored rather than crashing on start.
export function readRaw(name: string): string | null {
  try {
    return globalThis.localStorage?.getItem(storageKey(name)) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(name: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(storageKey(name), JSON.stringify(value));
  } catch {
    // Nothing sensible to do: the in-memory state still works for this tab.
  }
}

export function removeStored(name: string): void {
  try {
    globalThis.localStorage?.removeItem(storageKey(name));
  } catch {
    // See writeStored.
  }
}
