// What the last push attempt found, shared through IndexedDB by every tab and the service worker:
// the status line says "offline" after a network failure even while navigator.onLine is true
// (Wi-Fi without a working route), and a server's Retry-After holds every pusher back.
import { db } from './db';

const PUSH_STATE_KEY = 'pushState';

export interface PushState {
  /** ok: the server answered; network: no answer; server: 5xx/429/408; session-lost: 401 after renewal. */
  lastOutcome?: 'ok' | 'network' | 'server' | 'session-lost';
  at?: number;
  lastSyncedAt?: number;
  /** No pusher sends before this time (the server's Retry-After). */
  retryAfterUntil?: number;
}

export async function readPushState(): Promise<PushState> {
  const record = await db.meta.get(PUSH_STATE_KEY);
  return (record?.value as PushState | undefined) ?? {};
}

/** Merges into the stored state; a new outcome without retryAfterUntil clears an old one. */
export async function writePushState(update: PushState): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const current = await readPushState();
    const next: PushState = { ...current, ...update };
    if (update.lastOutcome !== undefined && update.retryAfterUntil === undefined) delete next.retryAfterUntil;
    await db.meta.put({ key: PUSH_STATE_KEY, value: next });
  });
}
