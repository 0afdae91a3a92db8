// The sync status line as React state, read with plain IndexedDB (src/offline/peek.ts), so the top
// bar of every signed-in screen shows it without loading Dexie. It is read again whenever Dexie
// changes the database (here, in another tab or in the service worker) and when the browser's
// connectivity flips, which is what Dexie's liveQuery re-ran on.
//
// API:
// - useNavigatorOnline() → navigator.onLine as React state.
// - useSyncStatus() → SyncStatus of the signed-in user ({ state, waiting, rejected, lastSyncedAt, needsSignIn }).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { onOutboxChange, peekSyncStatus } from '@offline/peek';
import type { SyncStatus } from '@offline/sync-status';
import { useSession } from './use-session';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useNavigatorOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

const INITIAL_STATUS: SyncStatus = { state: 'synced', waiting: 0, rejected: 0, lastSyncedAt: null, needsSignIn: false };

const sameStatus = (a: SyncStatus, b: SyncStatus) =>
  a.state === b.state && a.waiting === b.waiting && a.rejected === b.rejected && a.lastSyncedAt === b.lastSyncedAt && a.needsSignIn === b.needsSignIn;

export function useSyncStatus(): SyncStatus {
  const userId = useSession().user?.id ?? null;
  const online = useNavigatorOnline();
  const [status, setStatus] = useState(INITIAL_STATUS);
  useEffect(() => {
    let latest = 0;
    let active = true;
    const read = () => {
      // Reads may finish out of order: only the last one started is shown.
      const ticket = ++latest;
      void peekSyncStatus(userId).then(
        (next) => {
          if (active && ticket === latest) setStatus((current) => (sameStatus(current, next) ? current : next));
        },
        () => undefined,
      );
    };
    read();
    const unsubscribe = onOutboxChange(read);
    return () => {
      active = false;
      unsubscribe();
    };
    // `online` is a dependency so the status is read again when the browser's connectivity flips.
  }, [userId, online]);
  return status;
}
