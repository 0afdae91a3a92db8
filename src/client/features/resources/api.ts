// The catalogue's data: GET /resources (search, filters, paging), the subject filter's choices
// (GET /resources/subjects) and GET /resources/{id}.
import useSWR from 'swr';
import type { CatalogueResourceType, ResourcesQueryInput } from '@contract/resources';
import { resourceEndpoints } from '@contract/resources-endpoints';
import type { ResourceType } from '@client/app/paths';
import { apiRequest } from '@client/lib/http';

/** The screens' type slugs (plural, in the address) and the API's resource types. */
export const API_TYPE_BY_SLUG: Record<Exclude<ResourceType, 'explore-all'>, CatalogueResourceType> = {
  'onsite-field-trips': 'onsite-field-trip',
  projects: 'project',
  workshops: 'workshop',
  'career-tools': 'career-tool',
  classbox: 'classbox',
};

export function slugOfApiType(type: CatalogueResourceType): Exclude<ResourceType, 'explore-all'> {
  const entry = Object.entries(API_TYPE_BY_SLUG).find(([, value]) => value === type);
  return (entry?.[0] ?? 'projects') as Exclude<ResourceType, 'explore-all'>;
}

export function useResources(query: ResourcesQueryInput) {
  return useSWR(
    ['resources', query],
    () => apiRequest(resourceEndpoints.resources, { query: { ...query } }),
    // The previous page stays on screen while the next one loads, so paging does not flash.
    { keepPreviousData: true },
  );
}

/** The subject filter's choices for a type (all types when none), asked once per type, not per page. */
export function useResourceSubjects(type: CatalogueResourceType | undefined) {
  return useSWR(['resource-subjects', type ?? null], () => apiRequest(resourceEndpoints.resourceSubjects, { query: type ? { type } : {} }));
}

/** null: nothing to load (a resource being created). */
export function useResource(id: string | null) {
  return useSWR(id ? ['resource', id] : null, () => apiRequest(resourceEndpoints.resource, { params: { id: id! } }), {
    shouldRetryOnError: false,
  });
}
