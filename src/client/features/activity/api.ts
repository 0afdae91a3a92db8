// The activity log's reads: GET /staff/activity (staff) and GET /applications/{id}/activity (the
// part of an application's history its district sees).
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { activityEndpoints } from '@contract/activity-endpoints';
import { downloadFile } from '@client/lib/download-file';
import { apiRequest } from '@client/lib/http';

const AREA = 'activity';

export interface ActivityFilter {
  entityType?: string;
  entityId?: string;
  districtId?: string;
  /** Days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
}

/** null: nothing to load (the screen shows the district's history instead). */
export function useStaffActivity(filter: (ActivityFilter & { limit: number; offset: number }) | null) {
  return useSWR(filter ? [AREA, 'staff', filter] : null, () => apiRequest(activityEndpoints.staffActivity, { query: { ...filter } }), {
    keepPreviousData: true,
  });
}

/** The log's entries that pass the filter, as a CSV file. */
export function downloadActivityCsv(filter: ActivityFilter): Promise<void> {
  return downloadFile(activityEndpoints.exportActivity, { query: { ...filter } }, 'activity.csv');
}

export function useApplicationActivity(applicationId: string | null, limit: number) {
  return useSWR(
    applicationId ? [AREA, 'district', applicationId, limit] : null,
    () => apiRequest(activityEndpoints.applicationActivity, { params: { id: applicationId! }, query: { limit, offset: 0 } }),
    { keepPreviousData: true },
  );
}

/** Reloads every activity list on screen (after a change that records one). */
export function useRefreshActivity(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === AREA), [mutate]);
}
