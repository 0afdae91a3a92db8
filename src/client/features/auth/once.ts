// Calls that use something up (a one-time link, an authorization code) must run once per value,
// even when React mounts a screen twice (StrictMode, a remount after an error boundary). The
// promise is kept by key and read with React's use(); it never rejects, so the screen decides.

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

const runs = new Map<string, Promise<Outcome<unknown>>>();

export function once<T>(key: string, run: () => Promise<T>): Promise<Outcome<T>> {
  let pending = runs.get(key) as Promise<Outcome<T>> | undefined;
  if (!pending) {
    pending = run().then(
      (value): Outcome<T> => ({ ok: true, value }),
      (error: unknown): Outcome<T> => ({ ok: false, error }),
    );
    runs.set(key, pending);
  }
  return pending;
}

/** Lets the next once() with this key run again (a retry after a network error). */
export function forget(key: string): void {
  runs.delete(key);
}
