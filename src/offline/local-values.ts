// What the screens lay over the server's data while changes wait in the outbox (docs/architecture.md §5,
// point 1: "the screen shows the local result at once, marked not synced"). Each function reads
// IndexedDB only, so it can run inside Dexie's liveQuery and re-run whenever the outbox changes.
//
// API:
// - pendingInventory(projectId) → the latest waiting count of kits on hand, or null.
// - pendingReturns(orderId) → the kits waiting to be returned on the order (a sum; 0 when none).
// - pendingOrderChanges(orderId) → the day the latest waiting Return Date move sets, and how many
//   changes of the order wait (order-overlay.ts).
// - pendingTaskState(taskId) → the latest waiting completion state, or null.
// - taskTicks() → each task's latest completion still waiting or just synced (the checklist's tabs).
// - entriesFor(entityKey) → every entry of one entity ('project:ID', 'order:ID', 'task:ID'), oldest first.
// - waitingProjectChanges(projectId) → the waiting counts of a project and every waiting kit return,
//   with the snapshots of the returns' orders: what projectWithPending (project-figures.ts) needs.
// Each takes an optional userId: given, only that user's entries count (another user's changes on
// this device are not theirs to see, and are never sent with their token).
//
// A rejected entry stops counting at once, which is the roll-back: the screen shows the server's
// value again. A synced entry stops counting too: the server's value now includes it.
import { db } from './db';
import { entityKeys, type OutboxKind } from './mutations';
import type { OutboxEntry, OutboxEntryOf } from './outbox';
import type { PendingOrderChanges } from './order-overlay';
import type { ReturnedOrder } from './project-figures';

const isWaiting = (entry: OutboxEntry) => entry.status === 'pending' || entry.status === 'syncing';

/** The entries of one kind, typed as that kind's. */
const ofKind =
  <K extends OutboxKind>(kind: K) =>
  (entry: OutboxEntry): entry is OutboxEntryOf<K> & OutboxEntry =>
    entry.kind === kind;

export async function entriesFor(entityKey: string, userId?: string | null): Promise<OutboxEntry[]> {
  // The entityKey index yields equal keys in primary-key (seq) order: oldest first.
  const entries = await db.outbox.where('entityKey').equals(entityKey).toArray();
  return userId ? entries.filter((entry) => entry.userId === userId) : entries;
}

async function waitingFor(entityKey: string, userId?: string | null): Promise<OutboxEntry[]> {
  return (await entriesFor(entityKey, userId)).filter(isWaiting);
}

export async function pendingInventory(projectId: string, userId?: string | null): Promise<number | null> {
  const waiting = await waitingFor(entityKeys.project(projectId), userId);
  const latest = waiting.filter(ofKind('inventory')).at(-1);
  return latest ? latest.payload.kitsOnHand : null;
}

export async function pendingReturns(orderId: string, userId?: string | null): Promise<number> {
  const waiting = await waitingFor(entityKeys.order(orderId), userId);
  return waiting.filter(ofKind('kits-return')).reduce((sum, entry) => sum + entry.payload.kits, 0);
}

export async function pendingOrderChanges(orderId: string, userId?: string | null): Promise<PendingOrderChanges> {
  const waiting = await waitingFor(entityKeys.order(orderId), userId);
  const latest = waiting.filter(ofKind('return-date')).at(-1);
  return { returnDate: latest ? latest.payload.returnDate : null, waiting: waiting.length };
}

export async function pendingTaskState(taskId: string, userId?: string | null): Promise<boolean | null> {
  const waiting = await waitingFor(entityKeys.task(taskId), userId);
  const latest = waiting.filter(ofKind('task-completion')).at(-1);
  return latest ? latest.payload.isCompleted : null;
}

export interface WaitingProjectChanges {
  entries: OutboxEntry[];
  /** The device's last copies of the returns' orders (snapshots), which say whose project each is. */
  orders: ReturnedOrder[];
}

/**
 * The changes that may move a project's figures: its waiting counts, and every waiting kit return
 * (a return's entry names its order only; the orders' snapshots tell which are this project's).
 */
export async function waitingProjectChanges(projectId: string, userId?: string | null): Promise<WaitingProjectChanges> {
  const counts = await waitingFor(entityKeys.project(projectId), userId);
  const waiting = userId
    ? await db.outbox
        .where('[userId+status]')
        .anyOf([
          [userId, 'pending'],
          [userId, 'syncing'],
        ])
        .toArray()
    : await db.outbox.where('status').anyOf(['pending', 'syncing']).toArray();
  const returns = waiting.filter(ofKind('kits-return'));
  const orderIds = [...new Set(returns.map((entry) => entry.payload.orderId))];
  const snapshots = await db.snapshots.bulkGet(orderIds.map(entityKeys.order));
  const orders = snapshots.map((snapshot) => snapshot?.value).filter(isReturnedOrder);
  return { entries: [...counts, ...returns], orders };
}

/** A snapshot's value that has what a return's effect needs (a copy of an order's read answer). */
function isReturnedOrder(value: unknown): value is ReturnedOrder {
  if (typeof value !== 'object' || value === null) return false;
  const order = value as Record<string, unknown>;
  return (
    typeof order.id === 'string' &&
    typeof order.projectId === 'string' &&
    typeof order.kind === 'string' &&
    typeof order.status === 'string' &&
    typeof order.scheduled === 'boolean' &&
    typeof order.kitsOutstanding === 'number'
  );
}

export interface TaskTick {
  taskId: string;
  isCompleted: boolean;
  /** When it reached the server; null while it waits. */
  syncedAt: number | null;
}

/**
 * Each task's latest completion that is still waiting, or that reached the server less than
 * `recentMs` ago (a list loaded before that moment does not show it yet).
 */
export async function taskTicks(userId?: string | null, recentMs = 120_000, now = Date.now()): Promise<TaskTick[]> {
  const statuses = ['pending', 'syncing', 'synced'] as const;
  const entries = userId
    ? await db.outbox
        .where('[userId+status]')
        .anyOf(statuses.map((status) => [userId, status]))
        .toArray()
    : await db.outbox
        .where('status')
        .anyOf([...statuses])
        .toArray();
  const latest = new Map<string, TaskTick>();
  // seq order, so the latest tick of a task is the one kept.
  for (const entry of entries.sort((a, b) => a.seq - b.seq)) {
    if (entry.kind !== 'task-completion') continue;
    const payload = entry.payload;
    const syncedAt = entry.status === 'synced' ? (entry.syncedAt ?? 0) : null;
    latest.set(payload.taskId, { taskId: payload.taskId, isCompleted: payload.isCompleted, syncedAt });
  }
  return [...latest.values()].filter((tick) => tick.syncedAt === null || now - tick.syncedAt < recentMs);
}

/** Entries the server refused, newest first: the Needs attention list. */
export async function rejectedEntries(userId?: string | null): Promise<OutboxEntry[]> {
  const rejected = userId
    ? await db.outbox.where('[userId+status]').equals([userId, 'rejected']).toArray()
    : await db.outbox.where('status').equals('rejected').toArray();
  return rejected.reverse();
}
