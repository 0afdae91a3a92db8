// The kits area's reads: the active kit codes of a project, a school or everything the user reaches.
import useSWR from 'swr';
import type { KitCodesResponse } from '@contract/kits';
import { kitEndpoints } from '@contract/kits-endpoints';
import { apiRequest } from '@client/lib/http';

export interface KitCodesFilter {
  projectId?: string;
  schoolId?: string;
}

export function fetchKitCodes(filter: KitCodesFilter): Promise<KitCodesResponse> {
  return apiRequest(kitEndpoints.kitCodes, { query: { ...filter } });
}

export function useKitCodes(filter: KitCodesFilter | null) {
  return useSWR(filter ? ['kits', 'codes', filter] : null, () => fetchKitCodes(filter!));
}

/** One kit's page by its code (GET /kits/{code}). */
export function useKitPage(code: string) {
  return useSWR(['kits', 'page', code], () => apiRequest(kitEndpoints.kit, { params: { code } }));
}
