// React hooks over the offline outbox (src/offline): every hook here is a Dexie liveQuery, so it
// re-renders when any tab, or the service worker, changes the outbox (the status line's hooks are in
// use-sync-status.ts, without Dexie).
//
// API (used by the project and checklist screens and the sync status line):
// - useSyncStatus(), useNavigatorOnline(): re-exported from use-sync-status.ts.
// - useOutboxEntries(entityKey?) → that entity's entries (all when no key), oldest first; undefined while loading.
// - usePendingReturns(orderId) → kits returned on this device and not yet synced (0 when none).
// - usePendingOrderChanges(orderId) → the waiting Return Date move's day, and the order's waiting changes.
// - useWaitingProjectChanges(projectId) → the changes that may move a project's figures (undefined while loading).
// - usePendingTask(taskId) → the latest unsynced completion state, or undefined.
// - useRejectedEntries() → the Needs attention list, newest first (undefined while loading).
// - useQueueMutation() → (kind, payload) => Promise<OutboxEntry>, bound to the signed-in user;
//   resolves once the change is stored on this device (the moment to say "Saved on this device").
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { db } from '@offline/db';
import {
  entriesFor,
  pendingOrderChanges,
  pendingReturns,
  pendingTaskState,
  rejectedEntries,
  waitingProjectChanges,
  type WaitingProjectChanges,
} from '@offline/local-values';
import type { OutboxKind, OutboxPayloads } from '@offline/mutations';
import { NO_PENDING_ORDER_CHANGES, type PendingOrderChanges } from '@offline/order-overlay';
import { queueMutation, type OutboxEntry, type OutboxEntryOf } from '@offline/outbox';
import { useSession } from './use-session';

// The status line reads IndexedDB without Dexie (use-sync-status.ts); re-exported for the screens
// that use both.
export { useNavigatorOnline, useSyncStatus } from './use-sync-status';

export function useOutboxEntries(entityKey?: string): OutboxEntry[] | undefined {
  const userId = useSession().user?.id ?? null;
  return useLiveQuery(
    () =>
      entityKey
        ? entriesFor(entityKey, userId)
        : db.outbox
            .orderBy('seq')
            .filter((e) => !userId || e.userId === userId)
            .toArray(),
    [entityKey, userId],
  );
}

export function usePendingReturns(orderId: string): number {
  const userId = useSession().user?.id ?? null;
  return useLiveQuery(() => pendingReturns(orderId, userId), [orderId, userId], 0);
}

export function usePendingOrderChanges(orderId: string): PendingOrderChanges {
  const userId = useSession().user?.id ?? null;
  return useLiveQuery(() => pendingOrderChanges(orderId, userId), [orderId, userId], NO_PENDING_ORDER_CHANGES);
}

export function useWaitingProjectChanges(projectId: string): WaitingProjectChanges | undefined {
  const userId = useSession().user?.id ?? null;
  return useLiveQuery(() => waitingProjectChanges(projectId, userId), [projectId, userId]);
}

export function usePendingTask(taskId: string): boolean | undefined {
  const userId = useSession().user?.id ?? null;
  return useLiveQuery(() => pendingTaskState(taskId, userId), [taskId, userId]) ?? undefined;
}

export function useRejectedEntries(): OutboxEntry[] | undefined {
  const userId = useSession().user?.id ?? null;
  return useLiveQuery(() => (userId ? rejectedEntries(userId) : []), [userId]);
}

export type QueueMutation = <K extends OutboxKind>(kind: K, payload: OutboxPayloads[K]) => Promise<OutboxEntryOf<K>>;

export function useQueueMutation(): QueueMutation {
  const userId = useSession().user?.id ?? null;
  return useCallback(
    <K extends OutboxKind>(kind: K, payload: OutboxPayloads[K]) => {
      if (!userId) return Promise.reject(new Error('Sign in to save changes'));
      return queueMutation({ userId, kind, payload });
    },
    [userId],
  ) as QueueMutation;
}
