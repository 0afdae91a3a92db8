// The push loop (docs/architecture.md §5, points 2, 4 and 6). startPusher runs in the page (one per tab)
// and in the service worker's `sync` event; the Web Lock 'hop-outbox-push' lets only one of them
// send at a time, and each pass re-reads the outbox under the lock, so no entry is sent twice
// concurrently (and a resend after a lost answer is harmless: the server replays by Idempotency-Key).
//
// API: startPusher({ baseUrl?, getAccessToken, renewSession, onSessionLost, userId }) → { stop(), pushNow() }.
// - Pushes at once on start, on `online`, on tab focus / visibilitychange to visible, when a change
//   is queued (queueMutation nudges), and whenever pushNow() is called (the worker's `sync` event).
// - Network error, 5xx, 408 or 429: the entry stays; the pusher's timer retries after an
//   exponential backoff (1 s doubling, max 5 minutes, jittered) or the server's Retry-After.
// - 401: renewSession() and retry; if renewal fails, entries stay, onSessionLost() is called once,
//   and the pusher waits until the access token changes (the same user signs in again).
// - Only entries whose userId is userId() are sent: another user's changes wait for that user.
import { realClock, type Clock } from './backoff';
import { db } from './db';
import { defaultLocks, PUSH_LOCK_NAME, type LockManagerLike } from './locks';
import { runPass, type PassOutcome } from './push-pass';
import type { WindowLimits } from './push-window';
import { onNudge, requestPersistentStorage } from './triggers';

export interface PusherOptions {
  /** Origin of the API ('' = this origin). */
  baseUrl?: string;
  getAccessToken(): string | null;
  /** Renews the session (PUT /sessions); true when a new access token is now available. */
  renewSession(): Promise<boolean>;
  /** Renewal failed: ask the user to sign in again. Entries stay queued. */
  onSessionLost(): void;
  userId(): string | null;
  /** For tests and the benchmark; the defaults are the real ones. */
  fetch?: typeof fetch;
  clock?: Clock;
  random?: () => number;
  locks?: LockManagerLike;
  /** Requests at once and entries per request (push-window.ts); the defaults are the real ones. */
  limits?: Partial<WindowLimits>;
  /** Listen to online/focus/visibilitychange (pages). Default: true where those events exist. */
  listenToEnvironment?: boolean;
  /** Push once right away (the "app start" trigger). Default true. */
  pushOnStart?: boolean;
  /**
   * Whether this context holds the session (a page: true, the default). The service worker pushes
   * with a mirrored access token it cannot renew: its 401 neither renews nor marks the session lost.
   */
  ownsSession?: boolean;
}

type PushOutcome = PassOutcome | 'offline';

/** After an IndexedDB error in a pass. */
const STORAGE_RETRY_MS = 5_000;

export interface PushResult {
  outcome: PushOutcome;
  synced: number;
  rejected: number;
  /** This user's entries still waiting after the pass. */
  remaining: number;
}

export interface Pusher {
  stop(): void;
  /** Pushes now, ignoring the backoff (not a server's Retry-After). Resolves when the pass is over. */
  pushNow(): Promise<PushResult>;
}

/** What the pusher listens to: a window's events, where there is one (not in the worker). */
interface EnvironmentScope {
  addEventListener?(type: string, listener: () => void): void;
  removeEventListener?(type: string, listener: () => void): void;
  document?: {
    visibilityState?: string;
    addEventListener(type: string, listener: () => void): void;
    removeEventListener(type: string, listener: () => void): void;
  };
}

function isOffline(): boolean {
  const navigatorLike = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  return navigatorLike?.onLine === false;
}

async function remainingFor(userId: string | null): Promise<number> {
  if (!userId) return 0;
  return db.outbox.where('[userId+status]').anyOf([userId, 'pending'], [userId, 'syncing']).count();
}

export function startPusher(options: PusherOptions): Pusher {
  const clock = options.clock ?? realClock;
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const locks = options.locks ?? defaultLocks();
  const random = options.random ?? Math.random;
  const baseUrl = options.baseUrl ?? '';
  const abort = new AbortController();
  let stopped = false;
  let running: Promise<PushResult> | null = null;
  let rerun: { respectBackoff: boolean } | null = null;
  let timer: unknown = null;
  let timerAt = Infinity;
  /** The access token whose renewal failed: no pushing with it again. */
  let lostToken: string | null = null;

  function schedule(at: number): void {
    if (stopped) return;
    if (timer !== null && timerAt <= at) return;
    if (timer !== null) clock.clearTimeout(timer);
    timerAt = at;
    timer = clock.setTimeout(
      () => {
        timer = null;
        timerAt = Infinity;
        void trigger({ respectBackoff: true });
      },
      Math.max(0, at - clock.now()),
    );
  }

  async function pass(respectBackoff: boolean): Promise<PushResult> {
    const userId = options.userId();
    const empty = (outcome: PushOutcome): PushResult => ({ outcome, synced: 0, rejected: 0, remaining: 0 });
    if (!userId || !options.getAccessToken()) return { ...empty('no-session'), remaining: await remainingFor(userId) };
    if (lostToken !== null && options.getAccessToken() === lostToken) {
      return { ...empty('session-lost'), remaining: await remainingFor(userId) };
    }
    if (isOffline()) return { ...empty('offline'), remaining: await remainingFor(userId) };

    const run = () =>
      runPass({
        userId,
        baseUrl,
        getAccessToken: options.getAccessToken,
        renewSession: options.renewSession,
        fetch: fetchImpl,
        clock,
        random,
        respectBackoff,
        ownsSession: options.ownsSession ?? true,
        isStopped: () => stopped,
        limits: options.limits,
      }).catch((error: unknown) => {
        // IndexedDB failed under us (storage full, the database deleted in another tab): nothing
        // was lost that is not still in the outbox; try again a little later.
        console.warn('Outbox push failed', error);
        return { outcome: 'retry' as const, synced: 0, rejected: 0, nextAttemptAt: clock.now() + STORAGE_RETRY_MS };
      });
    let passResult = await locks.request(PUSH_LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? run() : Promise.resolve(null)));
    if (passResult === null) {
      // Another tab or the worker is pushing. Queue behind it rather than give up: it may have
      // looked for entries just before this one was queued.
      passResult = await locks
        .request(PUSH_LOCK_NAME, { signal: abort.signal }, () => run())
        .catch(() => ({ outcome: 'stopped' as const, synced: 0, rejected: 0 }));
    }
    if (passResult.outcome === 'retry' && passResult.nextAttemptAt !== undefined) schedule(passResult.nextAttemptAt);
    if (passResult.outcome === 'session-lost' && (options.ownsSession ?? true)) {
      lostToken = options.getAccessToken();
      options.onSessionLost();
    }
    return { ...passResult, remaining: await remainingFor(userId) };
  }

  function trigger(mode: { respectBackoff: boolean }): Promise<PushResult> {
    if (stopped) return Promise.resolve({ outcome: 'stopped', synced: 0, rejected: 0, remaining: 0 });
    if (running) {
      // One pass at a time in this context; ask for another after it (an explicit trigger wins).
      rerun = { respectBackoff: (rerun?.respectBackoff ?? true) && mode.respectBackoff };
      return running;
    }
    running = (async () => {
      let result = await pass(mode.respectBackoff);
      while (rerun && !stopped) {
        const next = rerun;
        rerun = null;
        const again = await pass(next.respectBackoff);
        result = { ...again, synced: result.synced + again.synced, rejected: result.rejected + again.rejected };
      }
      return result;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const scope = globalThis as unknown as EnvironmentScope;
  const pushNow = () => trigger({ respectBackoff: false });
  const onTrigger = () => void pushNow();
  const onVisibility = () => {
    if (scope.document?.visibilityState === 'visible') onTrigger();
  };
  const onOffline = () => void requestPersistentStorage();
  const unsubscribeNudge = onNudge(onTrigger);
  // Only a page has `document`; the worker's own trigger is its `sync` event.
  const listen = (options.listenToEnvironment ?? scope.document !== undefined) && typeof scope.addEventListener === 'function';
  if (listen) {
    scope.addEventListener!('online', onTrigger);
    scope.addEventListener!('offline', onOffline);
    scope.addEventListener!('focus', onTrigger);
    scope.document?.addEventListener('visibilitychange', onVisibility);
  }
  if (options.pushOnStart ?? true) onTrigger();

  return {
    pushNow,
    stop() {
      stopped = true;
      abort.abort();
      unsubscribeNudge();
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      if (listen) {
        scope.removeEventListener!('online', onTrigger);
        scope.removeEventListener!('offline', onOffline);
        scope.removeEventListener!('focus', onTrigger);
        scope.document?.removeEventListener('visibilitychange', onVisibility);
      }
    },
  };
}
