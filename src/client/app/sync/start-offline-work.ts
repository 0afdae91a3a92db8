// Called once the first screen is up (main.tsx). The outbox's start (start-outbox-sync.ts: its
// triggers, the check for waiting changes, the reachability monitor) is a chunk of its own, loaded
// once someone is signed in: a signed-out visit (the sign-in screen) has nothing to send and no
// status line to keep. It only asks whether the service worker still holds a copy of a session
// (a session that ended in another tab, or by a refused renewal); if so the chunk loads and removes it.
import { hasSessionMirror } from '@offline/peek-database';
import { getSessionState, subscribeSession } from '@client/lib/session-store';

let loading: Promise<void> | null = null;

function load(): void {
  loading ??= import('./start-outbox-sync')
    .then(({ startOutboxSyncWhenNeeded }) => startOutboxSyncWhenNeeded())
    .catch(() => {
      // The chunk did not load (offline before the service worker had it): try again when back.
      loading = null;
      window.addEventListener('online', load, { once: true });
      window.addEventListener('focus', load, { once: true });
    });
}

export function startOfflineWork(): void {
  if (getSessionState().user) return load();
  void hasSessionMirror().then((found) => {
    if (found) load();
  });
  const unsubscribe = subscribeSession(() => {
    if (!getSessionState().user) return;
    unsubscribe();
    load();
  });
}
