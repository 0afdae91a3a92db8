// The worker's part of the outbox (docs/architecture.md §5, point 4): on the Background Sync event tagged
// 'outbox' (registered by queueMutation), push the queue with the same code the pages run
// (src/offline/pusher.ts), under the same Web Lock, so a page pushing at the same moment and this
// never both send. The worker has no localStorage: it pushes as the user the page mirrored into
// IndexedDB, with that access token, and never renews the session (only pages rotate refresh tokens).
import { startPusher } from '@offline/pusher';
import { readSessionMirror } from '@offline/session-mirror';
import { BACKGROUND_SYNC_TAG } from '@offline/triggers';

/** Background Sync's event; not in TypeScript's WebWorker library. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

async function pushOutboxFromWorker(lastChance: boolean): Promise<void> {
  const session = await readSessionMirror();
  if (!session) return;
  const pusher = startPusher({
    getAccessToken: () => session.accessToken,
    userId: () => session.userId,
    renewSession: async () => false,
    // An expired mirrored token: the entries wait for a page, which can renew.
    ownsSession: false,
    onSessionLost: () => undefined,
    listenToEnvironment: false,
    pushOnStart: false,
  });
  try {
    const result = await pusher.pushNow();
    // Rejecting makes the browser fire `sync` again later (with its own backoff).
    if (!lastChance && result.remaining > 0 && (result.outcome === 'retry' || result.outcome === 'offline')) {
      throw new Error(`${result.remaining} outbox entries still waiting`);
    }
  } finally {
    pusher.stop();
  }
}

export function registerOutboxSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('sync', (event) => {
    const sync = event as unknown as SyncEvent;
    if (sync.tag !== BACKGROUND_SYNC_TAG) return;
    sync.waitUntil(pushOutboxFromWorker(sync.lastChance));
  });
}
