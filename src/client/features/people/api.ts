// People and roles: the staff list, one person with what they leave open, the changes and the CSV;
// a district's own members and its invitations.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { DistrictInvitation, PeopleFilter, UpdatePerson } from '@contract/people';
import { peopleEndpoints } from '@contract/people-endpoints';
import { downloadFile } from '@client/lib/download-file';
import { apiRequest } from '@client/lib/http';

const AREA = 'people';

export function useStaffPeople(query: PeopleFilter & { limit: number; offset: number }) {
  return useSWR([AREA, 'staff', query], () => apiRequest(peopleEndpoints.staffPeople, { query: { ...query } }), { keepPreviousData: true });
}

export function useStaffPerson(id: string | null) {
  return useSWR(id ? [AREA, 'staff-person', id] : null, () => apiRequest(peopleEndpoints.staffPerson, { params: { id: id! } }));
}

export function useDistrictPeople() {
  return useSWR([AREA, 'district'], () => apiRequest(peopleEndpoints.districtPeople));
}

export function useDistrictPerson(id: string | null) {
  return useSWR(id ? [AREA, 'district-person', id] : null, () => apiRequest(peopleEndpoints.districtPerson, { params: { id: id! } }));
}

export function useRefreshPeople(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === AREA), [mutate]);
}

export const updateStaffPerson = (id: string, body: UpdatePerson) => apiRequest(peopleEndpoints.updateStaffPerson, { params: { id }, body });
export const deactivateDistrictPerson = (id: string) => apiRequest(peopleEndpoints.updateDistrictPerson, { params: { id }, body: { active: false } });
export const inviteColleague = (body: DistrictInvitation) => apiRequest(peopleEndpoints.createDistrictInvitation, { body });
export const downloadPeopleCsv = (filter: PeopleFilter) => downloadFile(peopleEndpoints.exportPeople, { query: { ...filter } }, 'people.csv');

/** A CSV of people to the staff import (a district within reach) or the coordinator's own. */
export const importPeople = (target: { districtId: string } | 'own-district', csv: string, preview: boolean) => {
  const raw = { type: 'text/csv', content: csv };
  const flag = preview ? { preview: 'true' } : {};
  return target === 'own-district'
    ? apiRequest(peopleEndpoints.importDistrictPeople, { query: flag, raw })
    : apiRequest(peopleEndpoints.importStaffPeople, { query: { ...flag, districtId: target.districtId }, raw });
};
