// Starts the page's outbox pusher (src/offline/pusher.ts) and keeps it in step with the session:
// it pushes as the signed-in user, pushes at once when someone signs in (the same user's queue
// resumes), and mirrors the session into IndexedDB for the service worker's `sync` event.
// Beside it runs the reachability check (src/offline/reachability.ts): whenever a request gets no
// answer (or the worker's saved copy), or a push finds no network, it checks the server's health
// every few seconds until it answers, then pushes at once and refreshes the data on screen.
import { liveQuery } from 'dexie';
import { mutate as revalidate } from 'swr';
import { readPushState } from '@offline/push-state';
import { startReachabilityMonitor } from '@offline/reachability';
import { writeReachability } from '@offline/reachability-store';
import { startPusher, type Pusher, type PushResult } from '@offline/pusher';
import { mirrorSession } from '@offline/session-mirror';
import { apiRequest, isApiError, onConnectionTrouble } from '@client/lib/http';
import { getSessionState, subscribeSession } from '@client/lib/session-store';

const accessToken = () => getSessionState().session?.token?.accessToken ?? null;
const userId = () => getSessionState().user?.id ?? null;

/**
 * Renewal goes through the http client's own (one renewal at a time, across tabs, since a refresh
 * token may be spent only once): a cheap authenticated read that renews on its 401. True when the
 * session is good again; false when the server refused it (the http client has then signed the
 * user out and sent them to sign in). Throws when the server could not be reached: the pusher then
 * retries later instead of treating the session as lost.
 */
async function renewThroughHttpClient(): Promise<boolean> {
  try {
    // Loaded when a renewal is due: the pusher's chunk otherwise needs no zod.
    const { userEndpoints } = await import('@contract/users-endpoints');
    await apiRequest(userEndpoints.me);
    return true;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return false;
    throw error;
  }
}

function mirror(): void {
  const user = userId();
  const token = accessToken();
  void mirrorSession(user && token ? { userId: user, accessToken: token } : null).catch(() => undefined);
}

let running: Pusher | null = null;

/** "Send now" in the sync panel: push at once, ignoring the backoff. */
export function pushOutboxNow(): Promise<PushResult | null> {
  return running ? running.pushNow() : Promise.resolve(null);
}

/** Call once at start-up; returns the function that stops it (tests, hot reload). */
export function startOutboxSync(): () => void {
  const pusher = startPusher({
    getAccessToken: accessToken,
    userId,
    renewSession: renewThroughHttpClient,
    // The status line tells the user (useSyncStatus().needsSignIn); the http client has already
    // ended the session if the server refused it.
    onSessionLost: () => undefined,
  });
  running = pusher;
  const reachability = startReachabilityMonitor({
    record: writeReachability,
    onBack: () => {
      void pusher.pushNow();
      // Screens showing the worker's saved copies (or an offline state) load the server's data.
      void revalidate(() => true);
    },
  });
  const stopTroubleReports = onConnectionTrouble(() => reachability.reportTrouble());
  let lastNetworkFailure = 0;
  const pushFailures = liveQuery(readPushState).subscribe({
    next: (state) => {
      if (state.lastOutcome !== 'network' || (state.at ?? 0) <= lastNetworkFailure) return;
      lastNetworkFailure = state.at ?? 0;
      reachability.reportTrouble();
    },
    error: () => undefined,
  });
  let seenUser = userId();
  let seenToken = accessToken();
  mirror();
  const unsubscribe = subscribeSession(() => {
    const user = userId();
    const token = accessToken();
    if (user === seenUser && token === seenToken) return;
    const signedIn = user !== null && user !== seenUser;
    seenUser = user;
    seenToken = token;
    mirror();
    if (signedIn || token) void pusher.pushNow();
  });
  return () => {
    unsubscribe();
    pushFailures.unsubscribe();
    stopTroubleReports();
    reachability.stop();
    pusher.stop();
    if (running === pusher) running = null;
  };
}
