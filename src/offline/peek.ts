// What the signed-in frame needs from the device's database at start — the sync status line and
// whether anything waits to be sent — read with plain IndexedDB, so the first screen does not
// load Dexie (about a sixth of the dashboard's script). Dexie (db.ts) still owns the database: it
// alone creates and upgrades it, and every write goes through it.
//
// The database is opened WITHOUT a version: that never upgrades it and never blocks Dexie. Where it
// does not exist yet the upgrade is aborted, so nothing is created (Dexie creates it at its own
// version when a change is first saved), and the connection is closed as soon as the read is over
// (and at once if Dexie asks for a version change meanwhile).
//
// API:
// - peekSyncStatus(userId?) → the same SyncStatus as getSyncStatus (sync-status.ts), by the same rule (sync-state.ts).
// - peekReachability() → the last reachability finding kept on the device (reachability.ts), or null.
// - hasUnsentChanges(userId) → true when this user's changes are pending or on their way.
// - hasSessionMirror() (peek-database.ts) → whether the service worker's copy of the session is stored
//   (session-mirror.ts): the start script asks it of a signed-out visit, so it is apart from the rest.
// - onOutboxChange(listener) → unsubscribe: called after a change Dexie makes to the outbox or meta
//   tables (what the readers above read), in this page (its DOM event) or in another tab or the
//   service worker (its BroadcastChannel). A change to other tables (a count session's scan) is not
//   news to them and reads nothing.
// - touchesOutboxOrMeta(parts) → whether Dexie's announced change parts include those tables.
import { DATABASE_NAME } from './database-name';
import { asPromise, metaValue, readOnly } from './peek-database';
import type { PushState } from './push-state';
import { REACHABILITY_KEY, type Reachability } from './reachability';
import { deriveSyncState } from './sync-state';
import type { SyncStatus } from './sync-status';

// Dexie 4 announces every committed change under this name: a CustomEvent on the page's global and
// a message on a BroadcastChannel for the other tabs and the worker (what its liveQuery listens to).
const DEXIE_MUTATED = 'x-storagemutated-1';

const EMPTY_STATUS: SyncStatus = { state: 'synced', waiting: 0, rejected: 0, lastSyncedAt: null, needsSignIn: false };

function navigatorOnline(): boolean {
  return (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false;
}

/** Entries in `status`: this user's (the [userId+status] index) or everyone's (the status index). */
function countStatus(outbox: IDBObjectStore, userId: string | null | undefined, status: string): Promise<number> {
  return userId
    ? asPromise(outbox.index('[userId+status]').count(IDBKeyRange.only([userId, status])))
    : asPromise(outbox.index('status').count(IDBKeyRange.only(status)));
}

/** The newest synced entry's syncedAt (the highest seq under that key, as Dexie's last()). */
async function lastSyncedAt(outbox: IDBObjectStore, userId: string | null | undefined): Promise<number | null> {
  const cursor = await (userId
    ? asPromise(outbox.index('[userId+status]').openCursor(IDBKeyRange.only([userId, 'synced']), 'prev'))
    : asPromise(outbox.index('status').openCursor(IDBKeyRange.only('synced'), 'prev')));
  return (cursor?.value as { syncedAt?: number } | undefined)?.syncedAt ?? null;
}

/** The sync status line's figures, computed exactly as getSyncStatus does with Dexie. */
export function peekSyncStatus(userId?: string | null): Promise<SyncStatus> {
  const fallback: SyncStatus = { ...EMPTY_STATUS, state: navigatorOnline() ? 'synced' : 'offline' };
  return readOnly(['outbox', 'meta'], fallback, async (transaction) => {
    const outbox = transaction.objectStore('outbox');
    const meta = transaction.objectStore('meta');
    const [pending, syncing, rejected, pushState, reachability, syncedAt] = await Promise.all([
      countStatus(outbox, userId, 'pending'),
      countStatus(outbox, userId, 'syncing'),
      countStatus(outbox, userId, 'rejected'),
      metaValue<PushState>(meta, 'pushState').then((value) => value ?? {}),
      metaValue<Reachability>(meta, REACHABILITY_KEY).then((value) => value ?? null),
      lastSyncedAt(outbox, userId),
    ]);
    const waiting = pending + syncing;
    const { state, needsSignIn } = deriveSyncState({ online: navigatorOnline(), pending, syncing, rejected, pushState, reachability });
    return { state, waiting, rejected, lastSyncedAt: syncedAt, needsSignIn };
  });
}

/** The last reachability finding kept on the device, or null. */
export function peekReachability(): Promise<Reachability | null> {
  return readOnly(['meta'], null, async (transaction) => (await metaValue<Reachability>(transaction.objectStore('meta'), REACHABILITY_KEY)) ?? null);
}

export function hasUnsentChanges(userId: string): Promise<boolean> {
  return readOnly(['outbox'], false, async (transaction) => {
    const outbox = transaction.objectStore('outbox');
    const counts = await Promise.all([countStatus(outbox, userId, 'pending'), countStatus(outbox, userId, 'syncing')]);
    return counts[0] + counts[1] > 0;
  });
}

const WATCHED_PARTS = [`idb://${DATABASE_NAME}/outbox/`, `idb://${DATABASE_NAME}/meta/`];

/**
 * Dexie names each change by parts ("idb://DATABASE/TABLE/INDEX" → the keys changed, or "all" when
 * anything may have changed); anything else (an older or unknown shape) counts as a change.
 */
export function touchesOutboxOrMeta(parts: unknown): boolean {
  if (!parts || typeof parts !== 'object') return true;
  return Object.keys(parts).some((part) => part === 'all' || WATCHED_PARTS.some((prefix) => part.startsWith(prefix)));
}

/** Calls `listener` (at most once per task) after a change Dexie commits to outbox or meta, here or elsewhere. */
export function onOutboxChange(listener: () => void): () => void {
  let scheduled = false;
  const changed = (parts: unknown) => {
    if (scheduled || !touchesOutboxOrMeta(parts)) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      listener();
    }, 0);
  };
  const scope = globalThis as unknown as {
    addEventListener?(type: string, listener: (event: Event) => void): void;
    removeEventListener?(type: string, listener: (event: Event) => void): void;
  };
  const onEvent = (event: Event) => changed((event as CustomEvent<unknown>).detail);
  scope.addEventListener?.(DEXIE_MUTATED, onEvent);
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(DEXIE_MUTATED) : null;
  if (channel) channel.onmessage = (message) => changed(message.data);
  return () => {
    scope.removeEventListener?.(DEXIE_MUTATED, onEvent);
    channel?.close();
  };
}
