// Retry timing for the pusher (docs/architecture.md §5, point 4): exponential backoff from 1 s, doubling,
// capped at 5 minutes, with jitter so many devices coming back at once do not retry in step;
// and the server's Retry-After when it sends one.
const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 5 * 60_000;
/** Retry-After above this is treated as this (a misconfigured proxy must not park counts for days). */
const RETRY_AFTER_MAX_MS = 60 * 60_000;

/** A clock the tests can drive; the default is the real one. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The wait after the `attempts`-th failure in a row (attempts ≥ 1): the capped exponential value,
 * less up to half of it at random ("equal jitter"), so never below half the exponential value.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponential = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

/** Retry-After as milliseconds from `now`: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now;
  if (!Number.isFinite(ms)) return null;
  return Math.min(Math.max(0, ms), RETRY_AFTER_MAX_MS);
}
