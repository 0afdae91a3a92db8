// Count freshness and the districts' count cadence (programme staff).
import useSWR from 'swr';
import { countScheduleEndpoints } from '@contract/count-schedule-endpoints';
import { apiRequest } from '@client/lib/http';

export interface FreshnessQuery {
  districtId?: string;
  limit: number;
  offset: number;
}

export function useCountFreshness(query: FreshnessQuery) {
  return useSWR(['staff-count-freshness', query], () =>
    apiRequest(countScheduleEndpoints.staffCountFreshness, {
      query: { limit: query.limit, offset: query.offset, ...(query.districtId ? { districtId: query.districtId } : {}) },
    }),
  );
}

export function saveCountSchedule(districtId: string, everyDays: number | null) {
  return apiRequest(countScheduleEndpoints.setCountSchedule, { params: { id: districtId }, body: { everyDays } });
}
