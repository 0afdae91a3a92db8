// The staff console's shared pickers: the districts a staff member looks after, the people of one
// district and its schools. Several staff screens offer them; SWR shares one answer between them.
import useSWR from 'swr';
import { directoryEndpoints } from '@contract/directory-endpoints';
import { staffDirectoryEndpoints } from '@contract/directory-staff-endpoints';
import { apiRequest } from './http';

const lookup = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** `enabled` false skips the call (a screen shared with district members, who may not list districts). */
export function useStaffDistricts(enabled = true) {
  return useSWR(enabled ? ['staff-lookups', 'districts'] : null, () => apiRequest(staffDirectoryEndpoints.staffDistricts), lookup);
}

export function useDistrictPeople(districtId: string | null) {
  return useSWR(
    districtId ? ['staff-lookups', 'people', districtId] : null,
    () => apiRequest(staffDirectoryEndpoints.staffDistrictPeople, { params: { id: districtId! } }),
    lookup,
  );
}

export function useDistrictSchools(districtId: string | null) {
  return useSWR(
    districtId ? ['staff-lookups', 'schools', districtId] : null,
    () => apiRequest(directoryEndpoints.districtSchools, { params: { id: districtId! }, query: { limit: 50 } }),
    lookup,
  );
}
