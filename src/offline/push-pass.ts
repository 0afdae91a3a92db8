// One push pass, run while holding the push lock: send this user's pending entries and record each
// answer in IndexedDB.
//
// Requests for different entities travel side by side, up to PUSH_WINDOW at once, each carrying up
// to MAX_BATCH_CHANGES entries (POST /changes; one entry goes to its own endpoint); an entity's
// entries go in seq order (push-window.ts says exactly what may go when). A server that refuses
// batches gets each entry on its own for the rest of the pass. An
// answer that says "not now" (network, 5xx, 429, a lost session) stops the pass: nothing more is
// sent, the requests already on their way finish and are recorded, and the entry is retried later;
// nothing of its entity has passed it. Answers are written in batches (push-records.ts). If the
// page dies before an answer is written, the entry is sent again and the server replays its first
// answer: exactly-once holds.
import type { Clock } from './backoff';
import { backoffDelay } from './backoff';
import { db } from './db';
import type { OutboxEntry } from './outbox';
import { prunePhotos } from './photos';
import { createRecordWriter } from './push-records';
import { sendBatch, sendEntry, type SendOutcome } from './push-request';
import { readPushState, writePushState } from './push-state';
import { chooseToSend, DEFAULT_LIMITS, travelsAlone, type WindowLimits } from './push-window';

/** Synced entries kept for "synced at" and the history a screen may show; older ones are pruned. */
const SYNCED_TO_KEEP = 200;
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
  /** How much goes at once (the defaults: PUSH_WINDOW requests of MAX_BATCH_CHANGES entries). */
  limits?: Partial<WindowLimits>;
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

export async function pruneSynced(keep: number = SYNCED_TO_KEEP): Promise<number> {
  const count = await db.outbox.where('status').equals('synced').count();
  if (count <= keep) return 0;
  // Index order within one status value is by seq, so these are the oldest.
  const oldest = await db.outbox
    .where('status')
    .equals('synced')
    .limit(count - keep)
    .primaryKeys();
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

interface Retry {
  entry: OutboxEntry;
  at: number;
  outcome: Extract<SendOutcome, { kind: 'retry' }>;
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

  const records = createRecordWriter();
  const limits: WindowLimits = { ...DEFAULT_LIMITS, ...ctx.limits };
  /** Fetched and not on their way, in seq order. */
  const waiting: OutboxEntry[] = [];
  let cursor = 0;
  let exhausted = false;
  /** Requests on their way, by a number of their own. */
  const inFlight = new Map<number, { entries: OutboxEntry[]; done: Promise<void> }>();
  let nextRequest = 0;
  const keys = new Set<string>();
  let alone = false;
  const retries: Retry[] = [];
  const unauthorized: OutboxEntry[] = [];
  let stoppedBy: PassOutcome | null = null;
  /** The first answer's "the server answers" (for the status line), written once per pass. */
  let answeredWrite: Promise<void> | null = null;
  /** A renewal just happened: a 401 before any other answer means the session is gone. */
  let justRenewed = false;

  const refill = async () => {
    // Enough waiting to fill every request the window allows.
    while (!exhausted && waiting.length < limits.window * limits.batchSize) {
      const batch = await nextPending(ctx.userId, cursor);
      if (batch.length === 0) exhausted = true;
      else cursor = batch[batch.length - 1]!.seq;
      waiting.push(...batch);
    }
  };

  const onAnswer = (entry: OutboxEntry, outcome: SendOutcome) => {
    const now = ctx.clock.now();
    if (outcome.kind === 'synced' || outcome.kind === 'rejected') {
      justRenewed = false;
      answeredWrite ??= writePushState({ lastOutcome: 'ok', at: now });
    }
    switch (outcome.kind) {
      case 'synced':
        records.answered({
          entry,
          changes: { status: 'synced', syncedAt: now, response: outcome.response, attempts: 0, lastError: undefined },
          snapshotAt: now,
        });
        result.synced += 1;
        break;
      case 'rejected':
        // It leaves the queue but stays on the device, for the Needs attention list.
        records.answered({ entry, changes: { status: 'rejected', rejection: outcome.rejection, lastError: outcome.rejection.message } });
        result.rejected += 1;
        break;
      case 'unauthorized':
        unauthorized.push(entry);
        break;
      case 'retry':
        retries.push({ entry, at: now, outcome });
        break;
    }
  };

  /** Back in the queue, in their places: to be sent again in this pass. */
  const requeue = (entries: OutboxEntry[]) => {
    waiting.push(...entries);
    waiting.sort((a, b) => a.seq - b.seq);
  };

  const send = (entries: OutboxEntry[], accessToken: string) => {
    const context = { baseUrl: ctx.baseUrl, accessToken, fetch: ctx.fetch, clock: ctx.clock };
    for (const entry of entries) {
      keys.add(entry.entityKey);
      alone ||= travelsAlone(entry);
      records.started(entry.seq);
    }
    const id = nextRequest++;
    const request = entries.length === 1 ? sendEntry(entries[0]!, context).then((outcome) => [outcome]) : sendBatch(entries, context);
    const done = request
      .catch((error: unknown): SendOutcome[] => entries.map(() => ({ kind: 'retry', network: true, retryAfterMs: null, error: String(error) })))
      .then((outcomes) => {
        if (outcomes === 'refused') {
          // A server without batches: these and the rest go each on its own.
          limits.batchSize = 1;
          requeue(entries);
          return;
        }
        entries.forEach((entry, i) => onAnswer(entry, outcomes[i]!));
      })
      .finally(() => {
        inFlight.delete(id);
        for (const entry of entries) {
          keys.delete(entry.entityKey);
          if (travelsAlone(entry)) alone = false;
        }
      });
    inFlight.set(id, { entries, done });
  };

  try {
    for (;;) {
      // Start what may go, unless something already said "not now".
      if (!stoppedBy && retries.length === 0 && unauthorized.length === 0) {
        await refill();
        if (ctx.isStopped()) stoppedBy = 'stopped';
        const accessToken = ctx.getAccessToken();
        if (!accessToken) stoppedBy ??= 'no-session';
        if (!stoppedBy) {
          const due = (entry: OutboxEntry) => !(ctx.respectBackoff && entry.nextAttemptAt > ctx.clock.now());
          const choice = chooseToSend(waiting, { keys, count: inFlight.size, alone }, due, limits);
          const leaving = new Set(choice.start.flat());
          if (leaving.size) waiting.splice(0, waiting.length, ...waiting.filter((entry) => !leaving.has(entry)));
          for (const entries of choice.start) send(entries, accessToken!);
          if (choice.notDueUntil !== undefined) return { ...result, outcome: 'retry', nextAttemptAt: choice.notDueUntil };
        }
      }
      if (inFlight.size > 0) {
        await Promise.race([...inFlight.values()].map((request) => request.done));
        continue;
      }

      // Nothing on its way: finish, or deal with what stopped the sending.
      if (stoppedBy) return { ...result, outcome: stoppedBy };
      if (retries.length > 0) {
        await records.settled();
        await answeredWrite;
        retries.sort((a, b) => a.entry.seq - b.entry.seq);
        let nextAttemptAt = Infinity;
        for (const { entry, at, outcome } of retries) {
          nextAttemptAt = Math.min(nextAttemptAt, await scheduleRetry(ctx, entry, at, outcome.error, outcome.network, outcome.retryAfterMs));
        }
        return { ...result, outcome: 'retry', nextAttemptAt };
      }
      if (unauthorized.length > 0) {
        await records.settled();
        const now = ctx.clock.now();
        if (!ctx.ownsSession) return { ...result, outcome: 'session-lost' };
        // Renew once for all of them; a 401 again right after a renewal means the session is gone.
        let renewal = false;
        if (!justRenewed) {
          try {
            renewal = await ctx.renewSession();
          } catch (error) {
            // Renewal could not reach the server: not a lost session, just no network.
            const message = `Could not renew the session (${(error as Error)?.message ?? 'network error'})`;
            return { ...result, outcome: 'retry', nextAttemptAt: await scheduleRetry(ctx, unauthorized[0]!, now, message, true, null) };
          }
        }
        if (!renewal) {
          await writePushState({ lastOutcome: 'session-lost', at: now });
          return { ...result, outcome: 'session-lost' };
        }
        justRenewed = true;
        // The same entries again, with the new token, in their places.
        requeue(unauthorized.splice(0));
        continue;
      }
      if (waiting.length === 0 && exhausted) return result;
    }
  } finally {
    // Every write of this pass lands before the lock is released, and nothing stays marked as on
    // its way (an entry whose answer said "not now").
    await Promise.allSettled([...inFlight.values()].map((request) => request.done));
    await records.settled();
    await answeredWrite;
    await db.outbox.where('status').equals('syncing').modify({ status: 'pending' });
    if (result.synced > 0) {
      await writePushState({ lastSyncedAt: ctx.clock.now() });
      // Photos the server acknowledged are dropped before their upload entries are pruned.
      await prunePhotos();
      await pruneSynced();
    }
  }
}
