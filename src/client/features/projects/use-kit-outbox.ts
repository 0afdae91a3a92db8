// The projects screens' side of the offline outbox (docs/architecture.md §5): counting kits and returning
// kits are written to IndexedDB first and pushed later. This file adapts the outbox hooks to what the
// screens show: the local value to overlay, the state of the change just saved, and a refresh of
// the server's figures once a change has synced.
import { useMemo } from 'react';
import type { ReturnCondition } from '@contract/kit-custody';
import { kitOrderSchema, projectSummarySchema, type KitOrder, type ProjectSummary } from '@contract/projects';
import { entityKeys } from '@offline/mutations';
import type { OutboxEntry } from '@offline/outbox';
import { projectWithPending, type ProjectWithPending } from '@offline/project-figures';
import { useEntitySettled } from '@client/lib/use-entity-settled';
import { useOutboxEntries, usePendingOrderChanges, usePendingReturns, useQueueMutation, useWaitingProjectChanges } from '@client/lib/use-outbox';
import { usePatchOrder, usePatchProject, useRefreshProjects } from './api';

export { entityKeys };

/** Kits returned on this device against the order and not yet synced (0 when none). */
export const usePendingReturnKits: (orderId: string) => number = usePendingReturns;

/** The codes of the order's returns waiting on this device: no longer out, as far as its screens go. */
export function usePendingReturnCodes(orderId: string): readonly string[] {
  const entries = useOutboxEntries(entityKeys.order(orderId));
  return (entries ?? []).flatMap((entry) =>
    entry.kind === 'kits-return' && (entry.status === 'pending' || entry.status === 'syncing') ? (entry.payload.kitCodes ?? []) : [],
  );
}

/** The waiting Return Date move of the order and how many of its changes wait (order-overlay.ts). */
export { usePendingOrderChanges };

const NO_ORDERS: readonly KitOrder[] = [];

/**
 * The project as it will be once this device's waiting counts and returns reach the server: every
 * figure the screens show and every limit a form checks (docs/offline.md, "Figures from waiting
 * changes"). `orders` are the screen's copies of the project's orders, which win over the device's
 * older snapshots of them. While the outbox is read, the server's figures as they are.
 */
export function useProjectWithPending<P extends ProjectSummary>(project: P, orders: readonly KitOrder[] = NO_ORDERS): ProjectWithPending<P> {
  const waiting = useWaitingProjectChanges(project.id);
  return useMemo(() => {
    const known = new Map((waiting?.orders ?? []).map((order) => [order.id, order]));
    for (const order of orders) known.set(order.id, order);
    return projectWithPending(project, waiting?.entries ?? [], known.values());
  }, [project, orders, waiting]);
}

export function useSaveCount() {
  const queue = useQueueMutation();
  // basedOn: the last count the screen showed, so the server can tell two people's counts apart.
  return (projectId: string, kitsOnHand: number, basedOn: string | null) => queue('inventory', { projectId, kitsOnHand, basedOn });
}

export function useQueueReturn() {
  const queue = useQueueMutation();
  // By code, the number is the codes' own; `conditions` names only the kits that did not come back ok.
  return (orderId: string, kits: number, byCode?: { kitCodes: string[]; conditions: ReturnCondition[] }) =>
    queue('kits-return', byCode ? { orderId, kits: byCode.kitCodes.length, ...byCode } : { orderId, kits });
}

export function useQueueReturnDate() {
  const queue = useQueueMutation();
  return (orderId: string, change: { returnDate: string; reason: string; version: number }) => queue('return-date', { orderId, ...change });
}

/** The outbox entry `seq` of `entityKey` as it is now (pending, syncing, synced or rejected). */
export function useQueuedEntry(entityKey: string, seq: number | null): OutboxEntry | undefined {
  const entries = useOutboxEntries(entityKey);
  return seq === null ? undefined : entries?.find((entry) => entry.seq === seq);
}

/**
 * Reloads the projects area's server data when a change of this entity syncs or is rejected, so the
 * screen replaces its "Not synced" overlay by the server's own figures. A synced count's answer is
 * laid in at once (a count's project, a return's order), so the old figure never flashes back between the sync and the reload.
 */
export function useRefreshOnSync(entityKey: string): void {
  const refresh = useRefreshProjects();
  const patchProject = usePatchProject();
  const patchOrder = usePatchOrder();
  useEntitySettled(entityKey, (fresh) => {
    for (const entry of fresh.filter((e) => e.status === 'synced')) {
      if (entry.kind === 'inventory') {
        const summary = projectSummarySchema.safeParse(entry.response);
        if (summary.success) patchProject(summary.data);
      } else if (entry.kind === 'kits-return' || entry.kind === 'return-date') {
        const order = kitOrderSchema.safeParse(entry.response);
        if (order.success) patchOrder(order.data);
      }
    }
    void refresh();
  });
}
