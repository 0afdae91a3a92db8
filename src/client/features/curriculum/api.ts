import useSWR from 'swr';
import { LIST_MAX_PAGE_SIZE } from '@contract/lists';
import { resourceEndpoints } from '@contract/resources-endpoints';
import { apiRequest } from '@client/lib/http';

/** The catalogue's project kits, for the curriculum overview (a few dozen at most: one page). */
export function useProjectKits() {
  return useSWR(['curriculum', 'project-kits'], () =>
    apiRequest(resourceEndpoints.resources, { query: { type: 'project', limit: LIST_MAX_PAGE_SIZE } }),
  );
}
