// Whether the portal's server answers, as opposed to whether the browser has a network. A browser
// on Wi-Fi with the server down (or a captive portal, or a dead route) says navigator.onLine is
// true, and the service worker then answers reads from its cache with a 200: without a check of its
// own the page would show "Synced" over data of unknown age, and the outbox would only find out by
// failing, then wait out its growing backoff after the server is back.
//
// API:
// - probeServer({ fetch, baseUrl, timeoutMs }) → true when GET /api/v1/health answers 2xx in time.
// - REACHABILITY_KEY: where the last finding is kept in IndexedDB's `meta`, shared by every tab
//   (written through reachability-store.ts with Dexie, read without it by peek.ts).
// - startReachabilityMonitor({ onBack, record, ... }) → { check, reportTrouble, stop }: probes on start, on
//   `online`, when the page reports trouble (a failed request, an answer from the worker's cache,
//   a push pass that found no network) and, while the server does not answer, every few seconds
//   (1 s doubling, at most PROBE_MAX_MS, jittered). onBack() runs when it answers again.
import { firstRoutes } from '@contract/first-routes';
import { apiPath } from '@contract/route-paths';
import { realClock, type Clock } from './backoff';

export const REACHABILITY_KEY = 'reachability';
/** A health check that takes longer than this counts as no answer (a classroom's Wi-Fi is slow, not 3 s slow). */
const PROBE_TIMEOUT_MS = 3_000;
/** While unreachable the check repeats at most this far apart: sending resumes within seconds of the server's return. */
export const PROBE_MAX_MS = 5_000;
const PROBE_BASE_MS = 1_000;
/** onBack() at most this often, so a server that answers health checks but drops writes cannot spin the pusher. */
const BACK_MIN_INTERVAL_MS = 5_000;

export interface Reachability {
  reachable: boolean;
  /** When this was found (ms). */
  at: number;
}

export interface ProbeOptions {
  fetch?: typeof fetch;
  baseUrl?: string;
  timeoutMs?: number;
}

/** One health check: any 2xx in time is an answer; an error page, a refused connection or silence is not. */
export async function probeServer(options: ProbeOptions = {}): Promise<boolean> {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.timeoutMs ?? PROBE_TIMEOUT_MS);
  try {
    const response = await fetchImpl(`${options.baseUrl ?? ''}${apiPath(firstRoutes.health)}`, {
      method: 'GET',
      cache: 'no-store',
      credentials: 'omit',
      signal: abort.signal,
    });
    // Read the (small) body: an unread one keeps the request open, holding one of the browser's
    // few connections to the server and keeping the page from ever being idle.
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The wait before the `attempt`-th re-check while unreachable: 1 s doubling to PROBE_MAX_MS, less up to a quarter at random. */
export function probeDelay(attempt: number, random: () => number = Math.random): number {
  const exponential = Math.min(PROBE_BASE_MS * 2 ** Math.max(0, attempt - 1), PROBE_MAX_MS);
  return Math.round(exponential - (random() * exponential) / 4);
}

export interface MonitorOptions extends ProbeOptions {
  /** The server answers again after it did not (or after trouble was reported). */
  onBack(): void;
  /** Keeps each finding for the status line (the first screen's monitor writes only a change). */
  record(value: Reachability): Promise<void>;
  clock?: Clock;
  random?: () => number;
  /** Listen to `online` (pages). Default: where there is a window. */
  listenToEnvironment?: boolean;
}

export interface ReachabilityMonitor {
  /** Checks now (joins a check under way); resolves with the finding. */
  check(): Promise<boolean>;
  /** Something failed that may be the server: check soon. */
  reportTrouble(): void;
  stop(): void;
}

const navigatorOffline = () => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false;

export function startReachabilityMonitor(options: MonitorOptions): ReachabilityMonitor {
  const clock = options.clock ?? realClock;
  const random = options.random ?? Math.random;
  let stopped = false;
  let inFlight: Promise<boolean> | null = null;
  let timer: unknown = null;
  let failures = 0;
  /** A failure was seen since the last answer: the next answer calls onBack(). */
  let troubled = false;
  let lastBack = -Infinity;

  function scheduleCheck(delay: number): void {
    if (stopped || timer !== null) return;
    timer = clock.setTimeout(() => {
      timer = null;
      void check();
    }, delay);
  }

  async function runCheck(): Promise<boolean> {
    // The browser knows it has no network: the status says "offline" and `online` will wake us.
    if (navigatorOffline()) return false;
    const reachable = await probeServer(options);
    if (stopped) return reachable;
    await options.record({ reachable, at: clock.now() }).catch(() => undefined);
    if (reachable) {
      failures = 0;
      if (troubled && clock.now() - lastBack >= BACK_MIN_INTERVAL_MS) {
        troubled = false;
        lastBack = clock.now();
        options.onBack();
      }
    } else {
      troubled = true;
      failures += 1;
      scheduleCheck(probeDelay(failures, random));
    }
    return reachable;
  }

  function check(): Promise<boolean> {
    if (stopped) return Promise.resolve(false);
    inFlight ??= runCheck().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  const onOnline = () => {
    troubled = true;
    void check();
  };
  const scope = globalThis as unknown as {
    addEventListener?(type: string, listener: () => void): void;
    removeEventListener?(type: string, listener: () => void): void;
    document?: unknown;
  };
  const listen = (options.listenToEnvironment ?? scope.document !== undefined) && typeof scope.addEventListener === 'function';
  if (listen) scope.addEventListener!('online', onOnline);
  void check();

  return {
    check,
    reportTrouble() {
      troubled = true;
      // Soon, not at once: a burst of failed requests is one check, and a check already planned stands.
      scheduleCheck(PROBE_BASE_MS);
    },
    stop() {
      stopped = true;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      if (listen) scope.removeEventListener!('online', onOnline);
    },
  };
}
