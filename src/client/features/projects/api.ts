// The projects area's calls (spec §7 Projects, Lookups; My Orders) as SWR hooks and two online-only
// writes. The offline-capable writes (inventory, returns) go through the outbox: see use-kit-outbox.ts.
import { useCallback, useEffect } from 'react';
import useSWR, { preload, useSWRConfig } from 'swr';
import type { KitCheckoutInput, KitOrder, KitOrderKind, KitOrderStatus, KitRequestInput, ProjectDetail, ProjectSummary } from '@contract/projects';
import type { ListResponse } from '@contract/lists';
import type { DeliveryBody, DistrictCancelBody } from '@contract/projects-fulfilment';
import { projectEndpoints } from '@contract/projects-endpoints';
import { apiRequest } from '@client/lib/http';

/** Every key of this area starts with this, so one write can refresh them all. */
const AREA = 'projects';
type Key = readonly [typeof AREA, string, ...unknown[]];
const isAreaKey = (key: unknown) => Array.isArray(key) && key[0] === AREA;

export interface MyProjectsQuery {
  limit: number;
  offset: number;
  query?: string;
  resourceId?: string;
}

export function useMyProjects(query: MyProjectsQuery) {
  const key: Key = [AREA, 'me', query];
  return useSWR(key, () => apiRequest(projectEndpoints.myProjects, { query: { ...query } }), {
    keepPreviousData: true,
  });
}

const projectKey = (id: string): Key => [AREA, 'detail', id];
const fetchProject = (id: string) => apiRequest(projectEndpoints.project, { params: { id } });

export function useProject(id: string | null) {
  return useSWR(id ? projectKey(id) : null, () => fetchProject(id!));
}

/** Projects already loaded ahead on this page (each once, whatever the screens ask again). */
const warmed = new Set<string>();

/**
 * Loads the projects of a list's orders ahead, while the connection is there and the page is idle,
 * so a project screen reached from the list (Return kits from My Orders) opens offline too: the
 * service worker keeps each answer. Failures are left alone: the screen loads them itself later.
 */
export function useProjectsAhead(projectIds: readonly string[]) {
  const wanted = [...new Set(projectIds)].filter((id) => !warmed.has(id)).join(',');
  useEffect(() => {
    if (!wanted || !navigator.onLine) return;
    const ids = wanted.split(',');
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => {
      for (const id of ids) {
        warmed.add(id);
        preload(projectKey(id), () => fetchProject(id)).catch(() => warmed.delete(id));
      }
    });
    return () => cancelIdle(handle);
  }, [wanted]);
}

export interface MyOrdersQuery {
  limit: number;
  offset: number;
  status?: KitOrderStatus;
  kind?: KitOrderKind;
  projectId?: string;
}

export function useMyOrders(query: MyOrdersQuery) {
  const key: Key = [AREA, 'orders', query];
  return useSWR(key, () => apiRequest(projectEndpoints.myOrders, { query: { ...query } }), {
    keepPreviousData: true,
  });
}

export function useProjectKitLookup() {
  const key: Key = [AREA, 'lookup-kits'];
  return useSWR(key, () => apiRequest(projectEndpoints.projectKits), { revalidateOnFocus: false });
}

export function useProjectCreationKits() {
  const key: Key = [AREA, 'lookup-creation-kits'];
  return useSWR(key, () => apiRequest(projectEndpoints.projectCreationKits));
}

/**
 * Puts a project's figures as the server just answered them (e.g. to a synced count) into the
 * cached detail and lists at once, so the screen does not show the old count until the refresh.
 */
export function usePatchProject(): (summary: ProjectSummary) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (summary: ProjectSummary) => {
      void mutate<ProjectDetail>([AREA, 'detail', summary.id], (detail) => (detail ? { ...detail, ...summary } : detail), {
        revalidate: false,
      });
      void mutate<ListResponse<ProjectSummary>>(
        (key) => Array.isArray(key) && key[0] === AREA && key[1] === 'me',
        (list) => list && { ...list, items: list.items.map((item) => (item.id === summary.id ? summary : item)) },
        { revalidate: false },
      );
    },
    [mutate],
  );
}

/** The same for an order the server just answered with (a synced return). */
export function usePatchOrder(): (order: KitOrder) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (order: KitOrder) => {
      const replace = (items: KitOrder[]) => items.map((item) => (item.id === order.id ? order : item));
      void mutate<ProjectDetail>([AREA, 'detail', order.projectId], (detail) => detail && { ...detail, orders: replace(detail.orders) }, {
        revalidate: false,
      });
      void mutate<ListResponse<KitOrder>>(
        (key) => Array.isArray(key) && key[0] === AREA && key[1] === 'orders',
        (list) => list && { ...list, items: replace(list.items) },
        { revalidate: false },
      );
    },
    [mutate],
  );
}

/** Refreshes every projects-area answer (after a write changed kit figures). */
export function useRefreshProjects(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isAreaKey), [mutate]);
}

/** POST /projects/kits-request, kind 'request'. Online only. */
export function requestKits(body: Omit<KitRequestInput, 'kind'>): Promise<KitOrder> {
  return apiRequest(projectEndpoints.requestKits, { body: { ...body, kind: 'request' } });
}

/** POST /projects/kits-request, kind 'checkout'. Online only. */
export function createCheckout(body: Omit<KitCheckoutInput, 'kind'>): Promise<KitOrder> {
  return apiRequest(projectEndpoints.requestKits, { body: { ...body, kind: 'checkout' } });
}

/** An order's history (GET /projects/orders/{id}/timeline); asked for only while it is shown. */
export function useOrderTimeline(orderId: string, shown: boolean, version: number) {
  // The version is in the key: a change of the order reloads its history.
  const key: Key | null = shown ? [AREA, 'timeline', orderId, version] : null;
  return useSWR(key, () => apiRequest(projectEndpoints.orderTimeline, { params: { id: orderId } }));
}

/** POST /projects/orders/{id}/delivery: the kits that arrived of a shipped request. Online only. */
export function cancelRequest(orderId: string, body: DistrictCancelBody): Promise<KitOrder> {
  return apiRequest(projectEndpoints.cancelOrder, { params: { id: orderId }, body });
}

export function confirmDelivery(orderId: string, body: DeliveryBody): Promise<KitOrder> {
  return apiRequest(projectEndpoints.confirmDelivery, { params: { id: orderId }, body });
}

/** Settles a count conflict with the right number (online only: the server holds both counts). */
export function resolveCountConflict(projectId: string, conflictId: string, kitsOnHand: number): Promise<ProjectSummary> {
  return apiRequest(projectEndpoints.resolveCountConflict, { params: { id: projectId, conflictId }, body: { kitsOnHand } });
}
