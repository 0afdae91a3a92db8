// Staff's kit issues: the list, its three actions, and a photo read with the session (an <img> alone
// cannot send the bearer token, so the bytes are fetched and shown through an object URL).
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { IssueCondition } from '@contract/kit-conditions-messages';
import { kitConditionEndpoints } from '@contract/kit-conditions-endpoints';
import { routes } from '@contract/routes';
import { apiFile, apiRequest } from '@client/lib/http';

export function useKitIssues(query: { condition?: IssueCondition; districtId?: string; limit: number; offset: number }) {
  return useSWR(['staff-kit-issues', query], () => apiRequest(kitConditionEndpoints.staffKitIssues, { query }), { keepPreviousData: true });
}

export type KitIssueAction = 'replace' | 'repaired' | 'write-off';

export function actOnKitIssue(action: KitIssueAction, id: string) {
  const endpoint =
    action === 'replace'
      ? kitConditionEndpoints.replaceKitIssue
      : action === 'repaired'
        ? kitConditionEndpoints.repairKitIssue
        : kitConditionEndpoints.writeOffKitIssue;
  return apiRequest(endpoint, { params: { id } });
}

/** An object URL of the photo, fetched with the session; null while loading or when it cannot be read. */
export function usePhotoUrl(sha256: string): string | null {
  const { data } = useSWR(['upload', sha256], async () => (await apiFile(routes.upload, { params: { sha256 } })).blob, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return;
    const made = URL.createObjectURL(data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [data]);
  return url;
}
