// The applications screens' calls (spec §7 Applications, Lookups) as SWR hooks.
import useSWR, { mutate as mutateGlobal } from 'swr';
import type { ApplicationStatus } from '@contract/applications';
import { applicationEndpoints } from '@contract/applications-endpoints';
import { staffBlueprintEndpoints } from '@contract/blueprints-staff-endpoints';
import { directoryEndpoints } from '@contract/directory-endpoints';
import { apiRequest } from '@client/lib/http';

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
      apiRequest(applicationEndpoints.myApplications, {
        query: { limit, offset },
        body: { ...filter, status: filter.status ? [filter.status] : undefined },
      }),
    { keepPreviousData: true },
  );
}

/** null: nothing to load (staff read the application through the staff console's call). */
export function useApplication(id: string | null) {
  return useSWR(id ? ['applications', 'detail', id] : null, () => apiRequest(applicationEndpoints.application, { params: { id: id! } }), {
    // A 404 will not turn into a 200 by asking again.
    shouldRetryOnError: false,
  });
}

/** The district's schools for the school filter (GET /lookups/schools-applications). */
export function useSchoolsOfApplications(districtId: string | null) {
  return useSWR(
    districtId ? ['applications', 'schools', districtId] : null,
    () => apiRequest(directoryEndpoints.schoolsApplications, { query: { districtId } }),
    { revalidateOnFocus: false },
  );
}

/** Staff start the application's blueprint (POST /staff/blueprints); answers the new blueprint's id. */
export async function startBlueprint(applicationId: string): Promise<string> {
  const blueprint = await apiRequest(staffBlueprintEndpoints.staffStartBlueprint, { body: { applicationId } });
  // The application's status and its blueprint changed.
  void mutateGlobal((key) => Array.isArray(key) && (key[0] === 'applications' || key[0] === 'blueprints'));
  return blueprint.id;
}

/** The district withdraws its application with a reason; every application list and the dashboard reload. */
export async function withdrawApplication(id: string, reason: string) {
  const detail = await apiRequest(applicationEndpoints.withdrawApplication, { params: { id }, body: { reason } });
  void mutateGlobal((key) => Array.isArray(key) && (key[0] === 'applications' || key[0] === 'dashboard'));
  return detail;
}
