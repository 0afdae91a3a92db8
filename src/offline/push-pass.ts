// One push pass, run while holding the push lock: send this user's pending entries in seq order,
// one request at a time, and record each answer in IndexedDB. It stops at the first entry that
// must wait (network, 5xx, 429, a lost session), so nothing overtakes it.
//
// Throughput: the answer of entry k is written to IndexedDB while entry k+1 is already on its way
// (the writes form one chain, awaited before the pass ends or stops), and entries are read 100 at a
// time. That keeps the order (requests still go one after another) and exactly-once (if the page
// dies before an answer is written, the entry is sent again and the server replays its answer).
import type { Clock } from './backoff';
import { backoffDelay } from './backoff';
import { db } from './db';
import type { OutboxEntry } from './outbox';
import { sendEntry } from './push-request';
import { readPushState, writePushState } from './push-state';

/** Synced entries kept for "synced at" and the history a screen may show; older ones are pruned. */
export const SYNCED_TO_KEEP = 200;
const BATCH_SIZE = 100;

export interface PassContext {
  userId: string;
  baseUrl: string;
  getAccessToken(): string | null;
  renewSession(): Promise<boolean>;
  fetch: typeof fetch;
  clock: Clock;
  random: () => number;
  /** The pusher's own timer honours each entry's nextAttemptAt; explicit triggers do not. */
  respectBackoff: boolean;
  /** False in the service worker: it cannot renew, so its 401 says nothing about the page's session. */
  ownsSession: boolean;
  isStopped(): boolean;
}

export type PassOutcome = 'done' | 'retry' | 'session-lost' | 'no-session' | 'stopped';

export interface PassResult {
  outcome: PassOutcome;
  synced: number;
  rejected: number;
  /** When 'retry': when the pusher should try again. */
  nextAttemptAt?: number;
}

function nextPending(userId: string, afterSeq: number): Promise<OutboxEntry[]> {
  return db.outbox
    .where('seq')
    .above(afterSeq)
    .filter((entry) => entry.userId === userId && entry.status === 'pending')
    .limit(BATCH_SIZE)
    .toArray();
}

/** Records one entry's outcome and marks the next one as on its way, in one transaction. */
async function record(entry: OutboxEntry, changes: Partial<OutboxEntry>, next: OutboxEntry | undefined, snapshotAt?: number) {
  await db.transaction('rw', db.outbox, db.snapshots, async () => {
    await db.outbox.update(entry.seq, changes);
    // The server's answer is the entity as it now is: the new "last server value".
    if (snapshotAt !== undefined && changes.response !== undefined) {
      await db.snapshots.put({ entityKey: entry.entityKey, value: changes.response, fetchedAt: snapshotAt });
    }
    if (next) await db.outbox.update(next.seq, { status: 'syncing' });
  });
}

export async function pruneSynced(keep: number = SYNCED_TO_KEEP): Promise<number> {
  const count = await db.outbox.where('status').equals('synced').count();
  if (count <= keep) return 0;
  // Index order within one status value is by seq, so these are the oldest.
  const oldest = await db.outbox.where('status').equals('synced').limit(count - keep).primaryKeys();
  await db.outbox.bulkDelete(oldest);
  return oldest.length;
}

/** Keeps the entry for later: backoff (or the server's Retry-After), recorded for every pusher. */
async function scheduleRetry(ctx: PassContext, entry: OutboxEntry, now: number, error: string, network: boolean, retryAfterMs: number | null) {
  const attempts = entry.attempts + 1;
  const nextAttemptAt = now + Math.max(backoffDelay(attempts, ctx.random), retryAfterMs ?? 0);
  await db.outbox.update(entry.seq, { status: 'pending', attempts, nextAttemptAt, lastError: error });
  await writePushState({
    lastOutcome: network ? 'network' : 'server',
    at: now,
    ...(retryAfterMs !== null ? { retryAfterUntil: now + retryAfterMs } : {}),
  });
  return nextAttemptAt;
}

export async function runPass(ctx: PassContext): Promise<PassResult> {
  const result: PassResult = { outcome: 'done', synced: 0, rejected: 0 };
  const state = await readPushState();
  if (state.retryAfterUntil && state.retryAfterUntil > ctx.clock.now()) {
    return { ...result, outcome: 'retry', nextAttemptAt: state.retryAfterUntil };
  }
  // We hold the lock, so an entry still marked syncing was left by a pusher that died mid-request.
  // Sending it again is safe: the server answers a repeated Idempotency-Key with its first answer.
  await db.outbox.where('status').equals('syncing').modify({ status: 'pending' });

  let writes: Promise<void> = Promise.resolve();
  const chain = (write: () => Promise<void>) => (writes = writes.then(write));
  let answered = false;
  let cursor = 0;
  try {
    for (;;) {
      const batch = await nextPending(ctx.userId, cursor);
      if (batch.length === 0) return result;
      if (!(ctx.respectBackoff && batch[0]!.nextAttemptAt > ctx.clock.now())) await db.outbox.update(batch[0]!.seq, { status: 'syncing' });
      let renewed = false;
      for (let i = 0; i < batch.length; i++) {
        const entry = batch[i]!;
        const next = batch[i + 1];
        if (ctx.isStopped()) return { ...result, outcome: 'stopped' };
        if (ctx.respectBackoff && entry.nextAttemptAt > ctx.clock.now()) {
          await writes;
          await db.outbox.update(entry.seq, { status: 'pending' });
          return { ...result, outcome: 'retry', nextAttemptAt: entry.nextAttemptAt };
        }
        const accessToken = ctx.getAccessToken();
        if (!accessToken) return { ...result, outcome: 'no-session' };

        const outcome = await sendEntry(entry, { baseUrl: ctx.baseUrl, accessToken, fetch: ctx.fetch, clock: ctx.clock });
        const now = ctx.clock.now();
        if (outcome.kind === 'synced' || outcome.kind === 'rejected') {
          cursor = entry.seq;
          renewed = false;
          if (!answered) {
            answered = true;
            chain(() => writePushState({ lastOutcome: 'ok', at: now }));
          }
        }
        switch (outcome.kind) {
          case 'synced':
            chain(() => record(entry, { status: 'synced', syncedAt: now, response: outcome.response, attempts: 0, lastError: undefined }, next, now));
            result.synced += 1;
            break;
          case 'rejected':
            // It leaves the queue but stays on the device, for the Needs attention list.
            chain(() => record(entry, { status: 'rejected', rejection: outcome.rejection, lastError: outcome.rejection.message }, next));
            result.rejected += 1;
            break;
          case 'unauthorized': {
            await writes;
            if (!ctx.ownsSession) {
              await db.outbox.update(entry.seq, { status: 'pending' });
              return { ...result, outcome: 'session-lost' };
            }
            // Renew once per entry; a second 401 right after a renewal means the session is gone.
            let renewal = false;
            if (!renewed) {
              try {
                renewal = await ctx.renewSession();
              } catch (error) {
                // Renewal could not reach the server: not a lost session, just no network.
                const message = `Could not renew the session (${(error as Error)?.message ?? 'network error'})`;
                return { ...result, outcome: 'retry', nextAttemptAt: await scheduleRetry(ctx, entry, now, message, true, null) };
              }
            }
            if (renewal) {
              renewed = true;
              i -= 1; // the same entry again, with the new token
              break;
            }
            await db.outbox.update(entry.seq, { status: 'pending' });
            await writePushState({ lastOutcome: 'session-lost', at: now });
            return { ...result, outcome: 'session-lost' };
          }
          case 'retry': {
            await writes;
            const nextAttemptAt = await scheduleRetry(ctx, entry, now, outcome.error, outcome.network, outcome.retryAfterMs);
            return { ...result, outcome: 'retry', nextAttemptAt };
          }
        }
      }
      await writes;
    }
  } finally {
    // Every write of this pass lands before the lock is released, and nothing stays marked as on
    // its way (an entry marked ahead of its turn when the pass stopped).
    await writes;
    await db.outbox.where('status').equals('syncing').modify({ status: 'pending' });
    if (result.synced > 0) {
      await writePushState({ lastSyncedAt: ctx.clock.now() });
      await pruneSynced();
    }
  }
}
