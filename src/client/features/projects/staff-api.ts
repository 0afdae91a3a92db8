// The staff fulfilment queue's calls (GET/PATCH /staff/kit-orders…, the CSV export) and the staff
// side's count conflicts (list, settle) as SWR hooks and calls.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { KitOrderFilter, StaffDeliveryInput, StaffKitOrder, StaffMoveInput } from '@contract/projects-fulfilment';
import type { ProjectSummary } from '@contract/projects';
import type { CountConflictState } from '@contract/projects-conflicts';
import { staffProjectEndpoints } from '@contract/projects-staff-endpoints';
import { downloadFile } from '@client/lib/download-file';
import { apiRequest } from '@client/lib/http';
import type { QueryValue } from '@contract/routes';

const AREA = 'staff-kit-orders';
const isAreaKey = (key: unknown) => Array.isArray(key) && key[0] === AREA;

export type QueueQuery = KitOrderFilter & { limit: number; offset: number };

const asQuery = (query: Partial<QueueQuery>): Record<string, QueryValue> =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

export function useStaffKitOrders(query: QueueQuery) {
  return useSWR([AREA, 'list', query], () => apiRequest(staffProjectEndpoints.staffKitOrders, { query: asQuery(query) }), {
    keepPreviousData: true,
  });
}

export function useStaffKitOrder(id: string | null) {
  return useSWR(id ? [AREA, 'detail', id] : null, () => apiRequest(staffProjectEndpoints.staffKitOrder, { params: { id: id! } }), {
    shouldRetryOnError: false,
  });
}

export function useKitOrderFilterOptions() {
  return useSWR([AREA, 'filters'], () => apiRequest(staffProjectEndpoints.staffKitOrderFilters), {
    revalidateOnFocus: false,
  });
}

/** Reloads the queue and any open order after a move (or a refused, stale one). */
export function useRefreshQueue(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isAreaKey), [mutate]);
}

export function moveKitOrder(id: string, body: StaffMoveInput): Promise<StaffKitOrder> {
  return apiRequest(staffProjectEndpoints.moveKitOrder, { params: { id }, body });
}

/** Records the delivery of a shipped request for a school that did not confirm it. */
export function recordDeliveryForSchool(id: string, body: StaffDeliveryInput): Promise<StaffKitOrder> {
  return apiRequest(staffProjectEndpoints.staffRecordDelivery, { params: { id }, body });
}

/** E-mails the school asking it to confirm a shipped request's delivery (once a day). */
export function nudgeSchool(id: string) {
  return apiRequest(staffProjectEndpoints.nudgeKitOrder, { params: { id } });
}

/** Downloads kit-orders.csv with the queue's filters, as the browser saves any file. */
export function downloadKitOrdersCsv(filter: KitOrderFilter): Promise<void> {
  return downloadFile(staffProjectEndpoints.exportKitOrders, { query: asQuery(filter) }, 'kit-orders.csv');
}

// ---- Count conflicts, the staff side -----------------------------------------------------------

export function useStaffCountConflicts(query: { state?: CountConflictState; limit: number; offset: number }) {
  return useSWR(['staff-count-conflicts', query], () => apiRequest(staffProjectEndpoints.staffCountConflicts, { query: asQuery(query) }), {
    keepPreviousData: true,
  });
}

/** Settles a conflict of a project in the staff member's districts with the right number. */
export function resolveCountConflictAsStaff(projectId: string, conflictId: string, kitsOnHand: number): Promise<ProjectSummary> {
  return apiRequest(staffProjectEndpoints.staffResolveCountConflict, { params: { id: projectId, conflictId }, body: { kitsOnHand } });
}
