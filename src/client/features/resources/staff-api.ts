// The catalogue editor's calls: every resource (retired too), create, edit, retire and bring back.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { CatalogueResourceType, ResourceInput } from '@contract/resources';
import { staffResourceEndpoints } from '@contract/resources-staff-endpoints';
import { apiRequest } from '@client/lib/http';

const AREA = 'staff-resources';

export interface StaffResourcesQuery {
  type?: CatalogueResourceType;
  state?: 'active' | 'retired';
  search?: string;
  limit: number;
  offset: number;
}

export function useStaffResources(query: StaffResourcesQuery) {
  return useSWR([AREA, query], () => apiRequest(staffResourceEndpoints.staffResources, { query: { ...query } }), {
    keepPreviousData: true,
  });
}

/** Reloads the editor's list and the catalogue's own screens (they show the change too). */
export function useRefreshCatalogue(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && (key[0] === AREA || key[0] === 'resources' || key[0] === 'resource')), [mutate]);
}

export const createResource = (body: ResourceInput) => apiRequest(staffResourceEndpoints.createResource, { body });
export const editResource = (id: string, body: ResourceInput) => apiRequest(staffResourceEndpoints.editResource, { params: { id }, body });
export const setResourceActive = (id: string, isActive: boolean) =>
  apiRequest(staffResourceEndpoints.setResourceState, { params: { id }, body: { isActive } });
