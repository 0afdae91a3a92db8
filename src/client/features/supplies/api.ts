// The Supplies tab's calls: the supplies read (SWR, under the projects area's keys so a projects
// refresh reloads it), the count through the outbox, and the refill request (online only).
import useSWR from 'swr';
import type { KitOrder, KitRefillInput } from '@contract/projects';
import { projectEndpoints } from '@contract/projects-endpoints';
import { supplyEndpoints } from '@contract/supplies-endpoints';
import { useQueueMutation } from '@client/lib/use-outbox';
import { apiRequest } from '@client/lib/http';

export const suppliesKey = (projectId: string) => ['projects', 'supplies', projectId] as const;

export function useSupplies(projectId: string) {
  return useSWR(suppliesKey(projectId), () => apiRequest(supplyEndpoints.projectSupplies, { params: { id: projectId } }));
}

export function useQueueSupplyCount() {
  const queue = useQueueMutation();
  return (projectId: string, counts: { partId: string; quantity: number }[]) => queue('supply-count', { projectId, counts });
}

/** POST /projects/kits-request, kind 'refill'. Online only: staff act on it, so it waits for nobody. */
export function requestRefill(body: Omit<KitRefillInput, 'kind'>): Promise<KitOrder> {
  return apiRequest(projectEndpoints.requestKits, { body: { ...body, kind: 'refill' } });
}
