// The wizard's calls (spec §7 User, Applications, Lookups): where to start, saving each step,
// submitting, and the directory and catalogue it picks from.
import useSWR from 'swr';
import { emailCheckResponseSchema } from '../../../contract/auth';
import {
  createApplicationResponseSchema,
  prefilledApplicationSchema,
  resourceChoiceListSchema,
  type CreateApplicationRequest,
} from '../../../contract/applications';
import { districtListSchema, schoolListSchema } from '../../../contract/directory';
import { saveOnboardingResponseSchema, type OnboardingDraft } from '../../../contract/onboarding';
import { routes } from '../../../contract/routes';
import { apiRequest } from '../../lib/http';

/** Directory searches show this many matches; typing more narrows them. */
const SEARCH_PAGE_SIZE = 8;
/** A district's schools list shows more: most districts fit, so picking rarely needs typing. */
const SCHOOLS_PAGE_SIZE = 20;

export function fetchPrefilled() {
  return apiRequest(routes.prefilledApplication, {}, prefilledApplicationSchema);
}

export function saveProgress(step: number, data: OnboardingDraft) {
  return apiRequest(routes.saveOnboarding, { body: { step, data } }, saveOnboardingResponseSchema);
}

export function submitApplication(answers: CreateApplicationRequest) {
  return apiRequest(routes.createApplication, { body: answers }, createApplicationResponseSchema);
}

export function useResourceChoices() {
  return useSWR(['onboarding', 'resources'], () => apiRequest(routes.applicationResources, {}, resourceChoiceListSchema), {
    revalidateOnFocus: false,
  });
}

/** null: not searching (nothing is fetched). */
export function useDistrictSearch(search: string | null) {
  return useSWR(
    search === null ? null : ['onboarding', 'districts', search],
    () =>
      apiRequest(routes.districts, { body: { getAll: true }, query: { search: search || undefined, limit: SEARCH_PAGE_SIZE } }, districtListSchema),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

export function useDistrictSchools(districtId: string | null, search: string, limit = SCHOOLS_PAGE_SIZE) {
  return useSWR(
    districtId ? ['onboarding', 'schools', districtId, search, limit] : null,
    () => apiRequest(routes.districtSchools, { params: { id: districtId! }, query: { search: search || undefined, limit } }, schoolListSchema),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

/** Which school and district the work e-mail links to (spec §8 "No school link found"). */
export function useEmailLink(email: string | null | undefined) {
  return useSWR(
    email ? ['onboarding', 'email-check', email] : null,
    () => apiRequest(routes.emailCheck, { query: { email: email! } }, emailCheckResponseSchema),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** The picked schools with their facts (Title I, enrollment, % disadvantaged). */
export function useSchoolsByIds(districtId: string | null, ids: readonly string[]) {
  return useSWR(
    districtId && ids.length ? ['onboarding', 'picked-schools', districtId, ids.join(',')] : null,
    () => apiRequest(routes.districtSchools, { params: { id: districtId! }, query: { ids: ids.join(','), limit: 50 } }, schoolListSchema),
    { revalidateOnFocus: false },
  );
}
