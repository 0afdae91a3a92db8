// The applications screens' calls (spec §7 Applications, Lookups) as SWR hooks.
import useSWR, { mutate as mutateGlobal } from 'swr';
import { applicationDetailSchema, applicationListSchema, type ApplicationStatus } from '../../../contract/applications';
import { blueprintDetailSchema } from '../../../contract/blueprints';
import { schoolLookupListSchema } from '../../../contract/directory';
import { routes } from '../../../contract/routes';
import { apiRequest } from '../../lib/http';

export interface ApplicationsQuery {
  limit: number;
  offset: number;
  status?: ApplicationStatus;
  search?: string;
  dateFrom?: string;
  dateTo?: string;
  schoolId?: string;
}

export function useMyApplications({ limit, offset, ...filter }: ApplicationsQuery) {
  return useSWR(
    ['applications', 'me', limit, offset, filter],
    () =>
      apiRequest(
        routes.myApplications,
        { query: { limit, offset }, body: { ...filter, status: filter.status ? [filter.status] : undefined } },
        applicationListSchema,
      ),
    { keepPreviousData: true },
  );
}

/** null: nothing to load (staff read the application through the staff console's call). */
export function useApplication(id: string | null) {
  return useSWR(id ? ['applications', 'detail', id] : null, () => apiRequest(routes.application, { params: { id: id! } }, applicationDetailSchema), {
    // A 404 will not turn into a 200 by asking again.
    shouldRetryOnError: false,
  });
}

/** The district's schools for the school filter (GET /lookups/schools-applications). */
export function useSchoolsOfApplications(districtId: string | null) {
  return useSWR(
    districtId ? ['applications', 'schools', districtId] : null,
    () => apiRequest(routes.schoolsApplications, { query: { districtId } }, schoolLookupListSchema),
    { revalidateOnFocus: false },
  );
}

/** Staff start the application's blueprint (POST /staff/blueprints); answers the new blueprint's id. */
export async function startBlueprint(applicationId: string): Promise<string> {
  const blueprint = await apiRequest(routes.staffStartBlueprint, { body: { applicationId } }, blueprintDetailSchema);
  // The application's status and its blueprint changed.
  void mutateGlobal((key) => Array.isArray(key) && (key[0] === 'applications' || key[0] === 'blueprints'));
  return blueprint.id;
}
