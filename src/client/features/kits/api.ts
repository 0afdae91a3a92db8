// The kits area's reads: the active kit codes of a project, a school or everything the user reaches.
import useSWR from 'swr';
import { kitCodesResponseSchema, type KitCodesResponse } from '../../../contract/kits';
import { routes } from '../../../contract/routes';
import { apiRequest } from '../../lib/http';

export interface KitCodesFilter {
  projectId?: string;
  schoolId?: string;
}

export function fetchKitCodes(filter: KitCodesFilter): Promise<KitCodesResponse> {
  return apiRequest(routes.kitCodes, { query: { ...filter } }, kitCodesResponseSchema);
}

export function useKitCodes(filter: KitCodesFilter | null) {
  return useSWR(filter ? ['kits', 'codes', filter] : null, () => fetchKitCodes(filter!));
}
