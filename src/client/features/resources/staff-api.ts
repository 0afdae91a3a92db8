// The catalogue editor's calls: every resource (retired too), create, edit, retire and bring back.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { resourceDetailSchema, staffResourceListSchema, type CatalogueResourceType, type ResourceInput } from '../../../contract/resources';
import { routes } from '../../../contract/routes';
import { apiRequest } from '../../lib/http';

const AREA = 'staff-resources';

export interface StaffResourcesQuery {
  type?: CatalogueResourceType;
  state?: 'active' | 'retired';
  search?: string;
  limit: number;
  offset: number;
}

export function useStaffResources(query: StaffResourcesQuery) {
  return useSWR([AREA, query], () => apiRequest(routes.staffResources, { query: { ...query } }, staffResourceListSchema), {
    keepPreviousData: true,
  });
}

/** Reloads the editor's list and the catalogue's own screens (they show the change too). */
export function useRefreshCatalogue(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && (key[0] === AREA || key[0] === 'resources' || key[0] === 'resource')), [mutate]);
}

export const createResource = (body: ResourceInput) => apiRequest(routes.createResource, { body }, resourceDetailSchema);
export const editResource = (id: string, body: ResourceInput) => apiRequest(routes.editResource, { params: { id }, body }, resourceDetailSchema);
export const setResourceActive = (id: string, isActive: boolean) =>
  apiRequest(routes.setResourceState, { params: { id }, body: { isActive } }, resourceDetailSchema);
