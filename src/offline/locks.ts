// One pusher at a time across tabs and the service worker (docs/architecture.md §5, point 6): the Web Locks
// API where it exists (pages and workers in every current browser), else an in-process stand-in
// with the same semantics (Node, where the unit tests and the benchmark run several pushers).
export const PUSH_LOCK_NAME = 'hop-outbox-push';

interface LockOptions {
  ifAvailable?: boolean;
  signal?: AbortSignal;
}

/** The part of LockManager the pusher uses. The callback gets null when ifAvailable found it held. */
export interface LockManagerLike {
  request<T>(name: string, options: LockOptions, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

class InProcessLocks implements LockManagerLike {
  private readonly held = new Set<string>();
  private readonly waiters = new Map<string, (() => void)[]>();

  async request<T>(name: string, options: LockOptions, callback: (lock: unknown) => Promise<T>): Promise<T> {
    if (this.held.has(name)) {
      if (options.ifAvailable) return callback(null);
      await new Promise<void>((resolve, reject) => {
        const queue = this.waiters.get(name) ?? [];
        const wake = () => resolve();
        queue.push(wake);
        this.waiters.set(name, queue);
        options.signal?.addEventListener('abort', () => {
          const index = queue.indexOf(wake);
          if (index >= 0) queue.splice(index, 1);
          reject(options.signal?.reason ?? new Error('aborted'));
        });
      });
    }
    this.held.add(name);
    try {
      return await callback({ name });
    } finally {
      const next = this.waiters.get(name)?.shift();
      // Hand over directly, so nobody can slip in between release and the next waiter.
      if (next) next();
      else this.held.delete(name);
    }
  }
}

const fallback = new InProcessLocks();

/** navigator.locks when present, else one shared in-process manager. */
export function defaultLocks(): LockManagerLike {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  return locks ?? fallback;
}
