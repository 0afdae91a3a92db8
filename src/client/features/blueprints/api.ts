// The blueprints screens' calls (spec §7 Blueprints, Lookups, and the staff builder's) as SWR hooks
// and mutations. Every mutation answers the blueprint's new details, which replace the cached ones.
import useSWR, { mutate as mutateGlobal } from 'swr';
import type { BlueprintDetail, EditBlueprintRequest, ImplementerRequest } from '@contract/blueprints';
import { blueprintEndpoints } from '@contract/blueprints-endpoints';
import type { BlueprintApproval, BlueprintStage } from '@contract/blueprints-messages';
import { staffBlueprintEndpoints } from '@contract/blueprints-staff-endpoints';
import { directoryEndpoints } from '@contract/directory-endpoints';
import { resourceEndpoints } from '@contract/resources-endpoints';
import { downloadFile } from '@client/lib/download-file';
import { apiRequest } from '@client/lib/http';

export interface BlueprintsQuery {
  limit: number;
  offset: number;
  stage?: BlueprintStage;
  approval?: BlueprintApproval;
  schoolId?: string;
  search?: string;
}

export function useMyBlueprints({ limit, offset, ...filter }: BlueprintsQuery) {
  return useSWR(
    ['blueprints', 'me', limit, offset, filter],
    () => apiRequest(blueprintEndpoints.myBlueprints, { query: { limit, offset }, body: filter }),
    { keepPreviousData: true },
  );
}

/** The schools the list can filter by, for these districts (none: every district the user reaches). */
export function useBlueprintSchoolOptions(districtIds: string[]) {
  return useSWR(
    ['blueprints', 'school-options', districtIds],
    () => apiRequest(blueprintEndpoints.blueprintSchoolsFilter, { body: { districtIds } }),
    { revalidateOnFocus: false },
  );
}

const detailKey = (id: string) => ['blueprints', 'detail', id] as const;

export function useBlueprint(id: string) {
  return useSWR(detailKey(id), () => apiRequest(blueprintEndpoints.blueprint, { params: { id } }), {
    // A 404 will not turn into a 200 by asking again.
    shouldRetryOnError: false,
  });
}

export function useBlueprintSchools(id: string) {
  return useSWR(['blueprints', 'schools', id], () => apiRequest(blueprintEndpoints.blueprintSchools, { params: { id } }), {
    shouldRetryOnError: false,
  });
}

export function useBlueprintImpact(id: string, version: number | undefined) {
  // Keyed by version: an edit that changes the forecast's inputs asks again.
  return useSWR(
    version === undefined ? null : ['blueprints', 'impact', id, version],
    () => apiRequest(blueprintEndpoints.blueprintImpact, { params: { id } }),
    { shouldRetryOnError: false, keepPreviousData: true },
  );
}

export function useBlueprintComments(id: string) {
  return useSWR(['blueprints', 'comments', id], () => apiRequest(blueprintEndpoints.blueprintComments, { params: { id } }), {
    shouldRetryOnError: false,
  });
}

/** Who may be named implementation contact: members of the blueprint's district. */
export function useBlueprintUsers(blueprintId: string | null) {
  return useSWR(
    blueprintId ? ['blueprints', 'users', blueprintId] : null,
    () => apiRequest(blueprintEndpoints.blueprintUsers, { query: { blueprintId } }),
    { revalidateOnFocus: false },
  );
}

/** A district's members (the staff's primary-contact picker). */
export function useDistrictUsers(districtId: string | null) {
  return useSWR(
    districtId ? ['blueprints', 'district-users', districtId] : null,
    () => apiRequest(blueprintEndpoints.users, { query: { districtId } }),
    { revalidateOnFocus: false },
  );
}

/** A district's schools (the builder's participating-schools picker). */
export function useDistrictSchools(districtId: string | null) {
  return useSWR(
    districtId ? ['blueprints', 'district-schools', districtId] : null,
    () => apiRequest(directoryEndpoints.districtSchools, { params: { id: districtId! }, query: { limit: 50 } }),
    { revalidateOnFocus: false },
  );
}

/** The active catalogue, for adding lines (one page holds it: the catalogue is small). */
export function useCatalogue() {
  return useSWR(['blueprints', 'catalogue'], () => apiRequest(resourceEndpoints.resources, { query: { limit: 50 } }), {
    revalidateOnFocus: false,
  });
}

/** Puts a blueprint's fresh details in the cache and refreshes what depends on it. */
async function settle(detail: BlueprintDetail): Promise<BlueprintDetail> {
  await mutateGlobal(detailKey(detail.id), detail, { revalidate: false });
  // The list, the schools and the application screens show parts of it.
  void mutateGlobal((key) => Array.isArray(key) && (key[0] === 'applications' || (key[0] === 'blueprints' && key[1] !== 'detail')));
  return detail;
}

/** Approves the quote revision; staff recording the district's approval name the person and the reason. */
export async function approveBlueprint(id: string, quoteRevision: number, onBehalf?: { approvedById: string; reason: string }) {
  return settle(
    await apiRequest(blueprintEndpoints.approveBlueprint, { params: { id }, body: { approval: 'Approved', quoteRevision, ...onBehalf } }),
  );
}

export async function changeImplementer(id: string, body: ImplementerRequest) {
  return settle(await apiRequest(blueprintEndpoints.inviteImplementer, { params: { id }, body }));
}

export async function addComment(id: string, comment: string) {
  const created = await apiRequest(blueprintEndpoints.addBlueprintComment, { params: { id }, body: { comment } });
  await mutateGlobal(['blueprints', 'comments', id]);
  return created;
}

export async function deleteComment(id: string, commentId: string) {
  await apiRequest(blueprintEndpoints.deleteBlueprintComment, { params: { id }, query: { commentId } });
  await mutateGlobal(['blueprints', 'comments', id]);
}

export async function editBlueprint(id: string, body: EditBlueprintRequest) {
  return settle(await apiRequest(staffBlueprintEndpoints.editBlueprint, { params: { id }, body }));
}

export async function issueQuote(id: string, version: number) {
  return settle(await apiRequest(staffBlueprintEndpoints.staffIssueQuote, { params: { id }, body: { version } }));
}

export async function moveStage(id: string, stage: BlueprintStage, version: number) {
  return settle(await apiRequest(staffBlueprintEndpoints.staffMoveBlueprintStage, { params: { id }, body: { stage, version } }));
}

/** Downloads the quote PDF (drawn by the server) as a file. */
export function downloadQuotePdf(id: string, revision?: number): Promise<void> {
  return downloadFile(blueprintEndpoints.blueprintQuotePdf, { params: { id }, query: { revision } }, 'quote.pdf');
}
