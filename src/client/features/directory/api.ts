// The directory editor's calls: districts (typed ones to match first), one district with its
// schools, add and edit both, and match (merge) or accept a typed one.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { DirectoryShow, DistrictInput, SchoolInput } from '@contract/directory-admin';
import { directoryAdminEndpoints as e } from '@contract/directory-admin-endpoints';
import { apiRequest } from '@client/lib/http';

const AREA = 'staff-directory';

export interface DirectoryQuery {
  search?: string;
  show: DirectoryShow;
  limit: number;
  offset: number;
}

export function useDirectoryDistricts(query: DirectoryQuery | null) {
  return useSWR(query ? [AREA, 'list', query] : null, () => apiRequest(e.directoryDistricts, { query: { ...query! } }), { keepPreviousData: true });
}

export function useDirectoryDistrict(id: string | null) {
  return useSWR(id ? [AREA, 'district', id] : null, () => apiRequest(e.directoryDistrict, { params: { id: id! } }));
}

export function useRefreshDirectory(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === AREA), [mutate]);
}

export const createDistrict = (body: DistrictInput) => apiRequest(e.createDirectoryDistrict, { body });
export const editDistrict = (id: string, body: DistrictInput) => apiRequest(e.editDirectoryDistrict, { params: { id }, body });
export const mergeDistrict = (id: string, targetId: string) => apiRequest(e.mergeDirectoryDistrict, { params: { id }, body: { targetId } });
export const acceptDistrict = (id: string) => apiRequest(e.acceptDirectoryDistrict, { params: { id } });
export const createSchool = (districtId: string, body: SchoolInput) => apiRequest(e.createDirectorySchool, { params: { id: districtId }, body });
export const editSchool = (id: string, body: SchoolInput) => apiRequest(e.editDirectorySchool, { params: { id }, body });
export const mergeSchool = (id: string, targetId: string) => apiRequest(e.mergeDirectorySchool, { params: { id }, body: { targetId } });
export const acceptSchool = (id: string) => apiRequest(e.acceptDirectorySchool, { params: { id } });
