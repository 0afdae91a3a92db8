// The staff side of applications as SWR hooks and mutations: the review queue, one application with
// its notes, acting on it, bulk assignment, the assignee picker and the queue's CSV export.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { ReviewFilterInput, UpdateStaffApplication } from '@contract/applications-staff';
import { staffApplicationEndpoints } from '@contract/applications-staff-endpoints';
import { exportEndpoints } from '@contract/exports-endpoints';
import type { Rubric, SaveReviewBody, UpdateRubricInput } from '@contract/reviews';
import { reviewEndpoints } from '@contract/reviews-endpoints';
import { downloadFile } from '@client/lib/download-file';
import { apiRequest } from '@client/lib/http';

const AREA = 'staff-applications';

export type ReviewQuery = ReviewFilterInput & { limit: number; offset: number };

export function useReviewQueue(query: ReviewQuery) {
  return useSWR([AREA, 'queue', query], () => apiRequest(staffApplicationEndpoints.staffApplications, { query: toQuery(query) }), {
    keepPreviousData: true,
  });
}

/** The filter as query parameters: statuses comma-separated, empty values left out. */
function toQuery(filter: ReviewFilterInput & Partial<Pick<ReviewQuery, 'limit' | 'offset'>>) {
  return { ...filter, status: filter.status?.length ? filter.status.join(',') : undefined };
}

export function useStaffApplication(id: string | null) {
  return useSWR(id ? [AREA, 'detail', id] : null, () => apiRequest(staffApplicationEndpoints.staffApplication, { params: { id: id! } }), {
    shouldRetryOnError: false,
  });
}

/** Who can take applications (of a district, when given), with their open workload. */
export function useAssignees(districtId?: string) {
  return useSWR([AREA, 'assignees', districtId ?? null], () => apiRequest(staffApplicationEndpoints.staffAssignees, { query: { districtId } }));
}

/** Reloads the queue, the open application and the workloads after a change. */
export function useRefreshStaffApplications(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === AREA), [mutate]);
}

export function updateStaffApplication(id: string, body: UpdateStaffApplication) {
  return apiRequest(staffApplicationEndpoints.updateStaffApplication, { params: { id }, body });
}

export function addApplicationNote(id: string, body: string) {
  return apiRequest(staffApplicationEndpoints.addApplicationNote, { params: { id }, body: { body } });
}

export function bulkAssign(applicationIds: string[], assignedAdminId: string | null) {
  return apiRequest(staffApplicationEndpoints.bulkAssignApplications, { body: { applicationIds, assignedAdminId } });
}

/** Downloads exactly the filtered queue as CSV. */
export function exportApplications(filter: ReviewFilterInput): Promise<void> {
  return downloadFile(exportEndpoints.exportApplications, { query: toQuery(filter) }, 'applications.csv');
}

/** The programme's review rubric, its current version. */
export function useRubric() {
  return useSWR([AREA, 'rubric'], () => apiRequest(reviewEndpoints.staffRubric));
}

/** Saves the rubric as its next version and puts the answer in the rubric's cache. */
export function useSaveRubric(): (body: UpdateRubricInput) => Promise<Rubric> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body) => {
      const saved = await apiRequest(reviewEndpoints.updateStaffRubric, { body });
      await mutate([AREA, 'rubric'], saved, { revalidate: false });
      // Every application's reviews carry the current rubric.
      void mutate((key) => Array.isArray(key) && key[0] === AREA && key[1] === 'reviews');
      return saved;
    },
    [mutate],
  );
}

/** One application's reviewers and reviews, as the caller may see them (blind until their own is in). */
export function useApplicationReviews(id: string) {
  return useSWR([AREA, 'reviews', id], () => apiRequest(reviewEndpoints.applicationReviews, { params: { id } }));
}

export function assignReviewers(id: string, userIds: string[]) {
  return apiRequest(reviewEndpoints.assignReviewers, { params: { id }, body: { userIds } });
}

/** Takes off a reviewer who has not submitted (their draft goes with them). */
export function removeReviewer(id: string, userId: string) {
  return apiRequest(reviewEndpoints.removeReviewer, { params: { id, userId } });
}

export function saveMyReview(id: string, body: SaveReviewBody) {
  return apiRequest(reviewEndpoints.saveMyReview, { params: { id }, body });
}
