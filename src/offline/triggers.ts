// How a queued change wakes whoever pushes: the pusher running in this page or worker (if any),
// and Background Sync (tag 'outbox'), which makes the browser fire the service worker's `sync`
// event once it is back online, even when the page has been closed. Also the one-time request for
// persistent storage (docs/architecture.md §5, point 8), so the browser does not evict unsent counts.
import { db } from './db';

export const BACKGROUND_SYNC_TAG = 'outbox';
const PERSIST_ASKED_KEY = 'persistRequested';

type Nudge = () => void;
const nudges = new Set<Nudge>();

/** The pusher registers here; queueMutation calls nudgePushers. Returns the unregister function. */
export function onNudge(nudge: Nudge): () => void {
  nudges.add(nudge);
  return () => nudges.delete(nudge);
}

export function nudgePushers(): void {
  nudges.forEach((nudge) => nudge());
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks for the `sync` event where the browser has Background Sync; silently nothing elsewhere. */
export async function registerBackgroundSync(): Promise<void> {
  try {
    const scope = globalThis as {
      registration?: SyncRegistration;
      navigator?: { serviceWorker?: { getRegistration(): Promise<unknown> } };
    };
    // In the service worker, its own registration; in a page, the registration that controls it
    // (getRegistration, not `ready`, which never settles when no worker is registered).
    const registration: SyncRegistration | undefined =
      scope.registration ?? ((await scope.navigator?.serviceWorker?.getRegistration()) as SyncRegistration | undefined);
    await registration?.sync?.register(BACKGROUND_SYNC_TAG);
  } catch {
    // Not supported, or refused (e.g. permission): the page's own triggers still push.
  }
}

/**
 * Asks once per device for persistent storage, so IndexedDB (the outbox) is not evicted under
 * storage pressure. Only pages can ask; elsewhere this does nothing. Resolves with the answer.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = (globalThis as { navigator?: { storage?: { persist?(): Promise<boolean>; persisted(): Promise<boolean> } } }).navigator?.storage;
  if (!storage || typeof storage.persist !== 'function') return false;
  try {
    if (await storage.persisted()) return true;
    const asked = await db.meta.get(PERSIST_ASKED_KEY);
    if (asked) return false;
    await db.meta.put({ key: PERSIST_ASKED_KEY, value: Date.now() });
    return await storage.persist!();
  } catch {
    return false;
  }
}
