// The staff console's shared pickers: the districts a staff member looks after, the people of one
// district and its schools. Several staff screens offer them; SWR shares one answer between them.
import useSWR from 'swr';
import { schoolListSchema } from '../../contract/directory';
import { routes } from '../../contract/routes';
import { districtPeopleSchema, staffDistrictListSchema } from '../../contract/staff-directory';
import { apiRequest } from './http';

const lookup = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export function useStaffDistricts() {
  return useSWR(['staff-lookups', 'districts'], () => apiRequest(routes.staffDistricts, {}, staffDistrictListSchema), lookup);
}

export function useDistrictPeople(districtId: string | null) {
  return useSWR(
    districtId ? ['staff-lookups', 'people', districtId] : null,
    () => apiRequest(routes.staffDistrictPeople, { params: { id: districtId! } }, districtPeopleSchema),
    lookup,
  );
}

export function useDistrictSchools(districtId: string | null) {
  return useSWR(
    districtId ? ['staff-lookups', 'schools', districtId] : null,
    () => apiRequest(routes.districtSchools, { params: { id: districtId! }, query: { limit: 50 } }, schoolListSchema),
    lookup,
  );
}
