// The staff side of applications as SWR hooks and mutations: the review queue, one application with
// its notes, acting on it, bulk assignment, the assignee picker and the queue's CSV export.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  assigneeListSchema,
  bulkAssignResponseSchema,
  reviewListSchema,
  staffApplicationSchema,
  type ReviewFilterInput,
  type UpdateStaffApplication,
} from '../../../contract/applications-staff';
import { routes } from '../../../contract/routes';
import { apiRequest, downloadFile } from '../../lib/http';

const AREA = 'staff-applications';

export type ReviewQuery = ReviewFilterInput & { limit: number; offset: number };

export function useReviewQueue(query: ReviewQuery) {
  return useSWR([AREA, 'queue', query], () => apiRequest(routes.staffApplications, { query: toQuery(query) }, reviewListSchema), {
    keepPreviousData: true,
  });
}

/** The filter as query parameters: statuses comma-separated, empty values left out. */
function toQuery(filter: ReviewFilterInput & Partial<Pick<ReviewQuery, 'limit' | 'offset'>>) {
  return { ...filter, status: filter.status?.length ? filter.status.join(',') : undefined };
}

export function useStaffApplication(id: string | null) {
  return useSWR(id ? [AREA, 'detail', id] : null, () => apiRequest(routes.staffApplication, { params: { id: id! } }, staffApplicationSchema), {
    shouldRetryOnError: false,
  });
}

/** Who can take applications (of a district, when given), with their open workload. */
export function useAssignees(districtId?: string) {
  return useSWR([AREA, 'assignees', districtId ?? null], () => apiRequest(routes.staffAssignees, { query: { districtId } }, assigneeListSchema));
}

/** Reloads the queue, the open application and the workloads after a change. */
export function useRefreshStaffApplications(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === AREA), [mutate]);
}

export function updateStaffApplication(id: string, body: UpdateStaffApplication) {
  return apiRequest(routes.updateStaffApplication, { params: { id }, body }, staffApplicationSchema);
}

export function addApplicationNote(id: string, body: string) {
  return apiRequest(routes.addApplicationNote, { params: { id }, body: { body } }, staffApplicationSchema);
}

export function bulkAssign(applicationIds: string[], assignedAdminId: string | null) {
  return apiRequest(routes.bulkAssignApplications, { body: { applicationIds, assignedAdminId } }, bulkAssignResponseSchema);
}

/** Downloads exactly the filtered queue as CSV. */
export function exportApplications(filter: ReviewFilterInput): Promise<void> {
  return downloadFile(routes.exportApplications, { query: toQuery(filter) }, 'applications.csv');
}
