// "The first screen is on display and the browser has a moment to spare." Work that the screen does
// not need (starting the offline outbox, the sync status with its IndexedDB library, the service
// worker) waits for it, so on a slow Chromebook it never competes with what the user came to see.
let shown = false;
let idle = false;
const waiting: Array<() => void> = [];
const listeners = new Set<() => void>();

function becomeIdle(): void {
  idle = true;
  waiting.splice(0).forEach((task) => task());
  listeners.forEach((listener) => listener());
}

/** Called by the route table once a screen (not its loading spinner) has been committed. */
export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(becomeIdle, { timeout: 3000 });
  else setTimeout(becomeIdle, 300);
}

/** Runs `task` once the first screen is shown and the browser is idle (at once if that has happened). */
export function whenFirstScreenIdle(task: () => void): void {
  if (idle) task();
  else waiting.push(task);
}

// Addresses that show no screen (an unknown one, a redirect that fails) still get the deferred work.
if (typeof window !== 'undefined') setTimeout(markFirstScreenShown, 8000);

export function isFirstScreenIdle(): boolean {
  return idle;
}

export function subscribeFirstScreenIdle(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
