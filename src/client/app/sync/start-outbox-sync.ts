// Starts the page's outbox pusher (outbox-sync.ts) once there is something for it to send. The
// pusher and its IndexedDB library (Dexie) are a chunk of their own that most visits never need:
// until this user has a change waiting, whether there is one is read with plain IndexedDB
// (src/offline/peek.ts) at start, when a change is saved (here, in another tab or by the service
// worker), when the device comes online, when the tab comes to the front and when someone signs in.
// Once started the pusher runs as before (docs/architecture.md §5): these are its own triggers, so
// nothing waiting is left unsent, and it alone sends, under its lock, exactly once.
//
// Until then a reachability monitor of its own (src/offline/reachability.ts) tells "server
// unreachable" from "synced" on the first screen, and refreshes the screens when the server answers
// again. It writes a finding only when it differs from the one kept (read without Dexie), so a
// server that answers as before never loads Dexie. The pusher's own monitor takes over when it starts.
import { hasUnsentChanges, onOutboxChange, peekReachability } from '@offline/peek';
import { hasSessionMirror } from '@offline/peek-database';
import { startReachabilityMonitor, type Reachability } from '@offline/reachability';
import { onConnectionTrouble } from '@client/lib/http';
import { getSessionState, subscribeSession } from '@client/lib/session-store';

let started = false;

// SWR loads with the screens that fetch through it (not with the sign-in screen); every key they
// hold is fetched again when the server answers again.
const revalidateAll = () => void import('swr').then(({ mutate }) => mutate(() => true)).catch(() => undefined);

let watching = false;
let firstScreenMonitor: { stop(): void } | null = null;

async function recordIfChanged(value: Reachability): Promise<void> {
  const kept = await peekReachability();
  if ((kept?.reachable ?? true) === value.reachable) return;
  const { writeReachability } = await import('@offline/reachability-store');
  await writeReachability(value);
}

function watchReachability(): void {
  if (firstScreenMonitor || started) return;
  const monitor = startReachabilityMonitor({ record: recordIfChanged, onBack: revalidateAll });
  const stopTroubleReports = onConnectionTrouble(() => monitor.reportTrouble());
  firstScreenMonitor = {
    stop() {
      stopTroubleReports();
      monitor.stop();
    },
  };
}

function stopWatchingReachability(): void {
  firstScreenMonitor?.stop();
  firstScreenMonitor = null;
}

async function startIfNeeded(stopWatching: () => void): Promise<void> {
  if (started) return;
  const userId = getSessionState().user?.id ?? null;
  if (!userId) {
    // Signed out: the service worker's copy of the session must go (the running pusher removes it
    // at sign-out; here no pusher ran in this tab).
    if (await hasSessionMirror()) {
      void import('@offline/session-mirror').then(({ mirrorSession }) => mirrorSession(null)).catch(() => undefined);
    }
    return;
  }
  if (!(await hasUnsentChanges(userId)) || started) return;
  started = true;
  stopWatching();
  stopWatchingReachability();
  try {
    const { startOutboxSync } = await import('./outbox-sync');
    startOutboxSync();
  } catch {
    // The chunk did not load (offline without the service worker's copy): try again on the next trigger.
    started = false;
    watch();
  }
}

/** Call once the first screen is up; starts the pusher at once when changes wait, else when they do. */
export function startOutboxSyncWhenNeeded(): void {
  watch();
}

function watch(): void {
  if (watching || started) return;
  watching = true;
  watchReachability();
  const check = () => void startIfNeeded(stop);
  const onVisibility = () => {
    if (document.visibilityState === 'visible') check();
  };
  // The running pusher asks for persistent storage on the first `offline` event (docs/architecture.md §5, point 8).
  const onOffline = () => void import('@offline/triggers').then(({ requestPersistentStorage }) => requestPersistentStorage()).catch(() => undefined);
  const unsubscribeChanges = onOutboxChange(check);
  const unsubscribeSession = subscribeSession(check);
  window.addEventListener('online', check);
  window.addEventListener('focus', check);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisibility);
  function stop() {
    watching = false;
    unsubscribeChanges();
    unsubscribeSession();
    window.removeEventListener('online', check);
    window.removeEventListener('focus', check);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisibility);
  }
  check();
}
