// The outbox (docs/architecture.md §5): every offline-capable change is first written here, in IndexedDB,
// then pushed to the server by the pusher (pusher.ts), in order, exactly once.
//
// API (used by src/client/lib/use-outbox.ts and the project/checklist screens):
// - queueMutation({ userId, kind, payload }) → OutboxEntry. Stamps counts, returns and count-session
//   records with the moment they were made (payload.madeAt). Validates the payload with the contract,
//   allocates clientId (once per device) and the next mutationId (1, 2, 3… per client) in the SAME
//   transaction as the insert, and resolves only once the entry is in IndexedDB: the UI may say
//   "saved" when it resolves. Then nudges the pusher and registers Background Sync.
// - discardRejected(seq): the user drops a rejected change.
// - resendRejected({ seq, kind }, newPayload): edit and resend; the new entry gets a NEW mutationId (the old
//   one's rejection is recorded server-side and would be replayed) and goes to the end of the queue.
// - saveSnapshot(entityKey, value) / getSnapshot(entityKey): the last server value of an entity.
import { db, type Snapshot } from './db';
import { datedPayload, entityKeyOf, validatePayload, type OutboxKind, type OutboxPayloads } from './mutations';
import { nudgePushers, registerBackgroundSync, requestPersistentStorage } from './triggers';

export type { OutboxKind, OutboxPayloads } from './mutations';

type OutboxStatus = 'pending' | 'syncing' | 'rejected' | 'synced';

export interface OutboxRejection {
  status: number;
  message: string;
  fieldErrors?: { field: string; message: string }[];
}

interface OutboxEntryFields {
  seq: number;
  clientId: string;
  mutationId: number;
  /** Only pushed with this user's token; another user's entries wait for them to sign in. */
  userId: string;
  /** 'project:ID', 'order:ID', 'task:ID' or 'count-session:ID' (mutations.ts entityKeys). */
  entityKey: string;
  createdAt: number;
  status: OutboxStatus;
  /** Failed attempts since the last success (drives the backoff). */
  attempts: number;
  /** Earliest time (ms) the pusher's own timer retries this entry. */
  nextAttemptAt: number;
  lastError?: string;
  rejection?: OutboxRejection;
  syncedAt?: number;
  /** The server's answer (the updated project, order or task). */
  response?: unknown;
}

/** An entry of one kind: its payload is that kind's. */
export type OutboxEntryOf<K extends OutboxKind> = OutboxEntryFields & { kind: K; payload: OutboxPayloads[K] };

/** Any entry: a union tied to its kind, so checking `kind` tells the payload's type. */
export type OutboxEntry = { [K in OutboxKind]: OutboxEntryOf<K> }[OutboxKind];

export interface QueueInput<K extends OutboxKind = OutboxKind> {
  userId: string;
  kind: K;
  payload: OutboxPayloads[K];
}

const CLIENT_ID_KEY = 'clientId';
const NEXT_MUTATION_ID_KEY = 'nextMutationId';

function newClientId(): string {
  // 32 hex digits: matches the server's {clientId} pattern ([A-Za-z0-9_-]{8,64}).
  return crypto.randomUUID().replace(/-/g, '');
}

/** This device's clientId, created on first use. */
export async function getClientId(): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const existing = await db.meta.get(CLIENT_ID_KEY);
    if (typeof existing?.value === 'string') return existing.value;
    const clientId = newClientId();
    await db.meta.put({ key: CLIENT_ID_KEY, value: clientId });
    return clientId;
  });
}

/**
 * Inserts an entry with a fresh mutationId; call inside a rw transaction over outbox and meta. `now`
 * is when the change was made: its createdAt, and the payload's madeAt for the kinds that send one.
 */
export async function insertEntry<K extends OutboxKind>(input: QueueInput<K>, now: number): Promise<OutboxEntryOf<K>> {
  const clientRecord = await db.meta.get(CLIENT_ID_KEY);
  let clientId = typeof clientRecord?.value === 'string' ? clientRecord.value : null;
  if (!clientId) {
    clientId = newClientId();
    await db.meta.put({ key: CLIENT_ID_KEY, value: clientId });
  }
  const counter = await db.meta.get(NEXT_MUTATION_ID_KEY);
  const mutationId = typeof counter?.value === 'number' ? counter.value : 1;
  await db.meta.put({ key: NEXT_MUTATION_ID_KEY, value: mutationId + 1 });
  const entry: Omit<OutboxEntryOf<K>, 'seq'> = {
    clientId,
    mutationId,
    userId: input.userId,
    kind: input.kind,
    payload: datedPayload(input.kind, input.payload, now),
    entityKey: entityKeyOf(input.kind, input.payload),
    createdAt: now,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
  };
  const seq = await db.outbox.add(entry as unknown as OutboxEntry);
  return { ...entry, seq } as OutboxEntryOf<K>;
}

function afterQueued(): void {
  nudgePushers();
  void registerBackgroundSync();
  void requestPersistentStorage();
}

/** The same for changes queued by another module's own transaction (a finished count session). */
export const nudgeAfterQueued = afterQueued;

/** Writes a change to the outbox and resolves once it is stored (see the header); `now`: when it was made. */
export async function queueMutation<K extends OutboxKind>(input: QueueInput<K>, now: number = Date.now()): Promise<OutboxEntryOf<K>> {
  if (!input.userId) throw new Error('queueMutation needs the signed-in user');
  const payload = validatePayload(input.kind, input.payload);
  const entry = await db.transaction('rw', db.outbox, db.meta, () => insertEntry({ ...input, payload }, now));
  afterQueued();
  return entry;
}

/** Removes a rejected entry at the user's request. Returns false when it is not (or no longer) rejected. */
export async function discardRejected(seq: number): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry || entry.status !== 'rejected') return false;
    await db.outbox.delete(seq);
    return true;
  });
}

/**
 * Replaces a rejected entry by a new one with `newPayload` (same kind and user), in one transaction,
 * so the change is never both gone and not yet queued. Resolves with the new entry.
 */
export async function resendRejected<K extends OutboxKind>(
  rejected: Pick<OutboxEntryOf<K>, 'seq' | 'kind'>,
  newPayload: OutboxPayloads[K],
): Promise<OutboxEntryOf<K>> {
  const { seq, kind } = rejected;
  const gone = () => new Error('This change is no longer waiting for attention');
  const old = await db.outbox.get(seq);
  if (!old || old.status !== 'rejected' || old.kind !== kind) throw gone();
  const payload = validatePayload(kind, newPayload);
  const entry = await db.transaction('rw', db.outbox, db.meta, async () => {
    const current = await db.outbox.get(seq);
    if (!current || current.status !== 'rejected' || current.kind !== kind) throw gone();
    await db.outbox.delete(seq);
    return insertEntry({ userId: current.userId, kind, payload }, Date.now());
  });
  afterQueued();
  return entry;
}

export async function saveSnapshot<T>(entityKey: string, value: T, fetchedAt: number = Date.now()): Promise<void> {
  await db.snapshots.put({ entityKey, value, fetchedAt });
}

export async function getSnapshot<T = unknown>(entityKey: string): Promise<Snapshot<T> | undefined> {
  return (await db.snapshots.get(entityKey)) as Snapshot<T> | undefined;
}
