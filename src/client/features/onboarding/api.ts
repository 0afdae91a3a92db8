// The wizard's calls (spec §7 User, Applications, Lookups): where to start, saving each step,
// submitting, and the directory and catalogue it picks from.
import useSWR from 'swr';
import { authEndpoints } from '@contract/auth-endpoints';
import type { CreateApplicationRequest } from '@contract/applications';
import { applicationEndpoints } from '@contract/applications-endpoints';
import { directoryEndpoints } from '@contract/directory-endpoints';
import type { OnboardingDraft } from '@contract/onboarding';
import { onboardingEndpoints } from '@contract/onboarding-endpoints';
import { apiRequest } from '@client/lib/http';

/** Directory searches show this many matches; typing more narrows them. */
const SEARCH_PAGE_SIZE = 8;
/** A district's schools list shows more: most districts fit, so picking rarely needs typing. */
const SCHOOLS_PAGE_SIZE = 20;

export function fetchPrefilled() {
  return apiRequest(applicationEndpoints.prefilledApplication);
}

export function saveProgress(step: number, data: OnboardingDraft) {
  return apiRequest(onboardingEndpoints.saveOnboarding, { body: { step, data } });
}

export function submitApplication(answers: CreateApplicationRequest) {
  return apiRequest(applicationEndpoints.createApplication, { body: answers });
}

export function useResourceChoices() {
  return useSWR(['onboarding', 'resources'], () => apiRequest(applicationEndpoints.applicationResources), {
    revalidateOnFocus: false,
  });
}

/** null: not searching (nothing is fetched). */
export function useDistrictSearch(search: string | null) {
  return useSWR(
    search === null ? null : ['onboarding', 'districts', search],
    () => apiRequest(directoryEndpoints.districts, { body: { getAll: true }, query: { search: search || undefined, limit: SEARCH_PAGE_SIZE } }),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

export function useDistrictSchools(districtId: string | null, search: string, limit = SCHOOLS_PAGE_SIZE) {
  return useSWR(
    districtId ? ['onboarding', 'schools', districtId, search, limit] : null,
    () => apiRequest(directoryEndpoints.districtSchools, { params: { id: districtId! }, query: { search: search || undefined, limit } }),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

/** Which school and district the work e-mail links to (spec §8 "No school link found"). */
export function useEmailLink(email: string | null | undefined) {
  return useSWR(email ? ['onboarding', 'email-check', email] : null, () => apiRequest(authEndpoints.emailCheck, { query: { email: email! } }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** The picked schools with their facts (Title I, enrollment, % disadvantaged). */
export function useSchoolsByIds(districtId: string | null, ids: readonly string[]) {
  return useSWR(
    districtId && ids.length ? ['onboarding', 'picked-schools', districtId, ids.join(',')] : null,
    () => apiRequest(directoryEndpoints.districtSchools, { params: { id: districtId! }, query: { ids: ids.join(','), limit: 50 } }),
    { revalidateOnFocus: false },
  );
}
