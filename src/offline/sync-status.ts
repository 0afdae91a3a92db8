// The sync status line (docs/architecture.md §5, point 7): offline / N waiting / syncing / synced at HH:MM /
// needs attention, for every tab at once (it is computed from IndexedDB, which they share).
//
// API:
// - getSyncStatus(userId?) → { state, waiting, rejected, lastSyncedAt }. `state` is one of
//   offline (navigator says so), unreachable (the browser has a network but the portal's server
//   does not answer: the last health check failed, or the last push found no network while changes
//   wait, whichever is newer),
//   syncing (an entry is on its way), waiting (changes queued), attention (nothing waits but the
//   server refused some), synced. `rejected` is shown separately too: a rejected change needs the
//   user even while offline. `needsSignIn`: changes wait for the user to sign in again.
import { db } from './db';
import { readPushState } from './push-state';
import { readReachability } from './reachability-store';
import { deriveSyncState, type SyncState } from './sync-state';

export interface SyncStatus {
  state: SyncState;
  /** Changes not yet on the server (pending or on their way). */
  waiting: number;
  /** Changes the server refused, waiting in Needs attention. */
  rejected: number;
  /** When the last change reached the server (ms), or null. */
  lastSyncedAt: number | null;
  /** Changes wait because the session could not be renewed: the user must sign in again. */
  needsSignIn: boolean;
}

function navigatorOnline(): boolean {
  return (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false;
}

const countStatus = (userId: string | null | undefined, status: string) =>
  userId ? db.outbox.where('[userId+status]').equals([userId, status]).count() : db.outbox.where('status').equals(status).count();

export async function getSyncStatus(userId?: string | null): Promise<SyncStatus> {
  const [pending, syncing, rejected, pushState, reachability, lastSynced] = await Promise.all([
    countStatus(userId, 'pending'),
    countStatus(userId, 'syncing'),
    countStatus(userId, 'rejected'),
    readPushState(),
    readReachability(),
    userId ? db.outbox.where('[userId+status]').equals([userId, 'synced']).last() : db.outbox.where('status').equals('synced').last(),
  ]);
  const waiting = pending + syncing;
  const lastSyncedAt = lastSynced?.syncedAt ?? null;
  const { state, needsSignIn } = deriveSyncState({ online: navigatorOnline(), pending, syncing, rejected, pushState, reachability });
  return { state, waiting, rejected, lastSyncedAt, needsSignIn };
}
