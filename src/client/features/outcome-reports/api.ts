// Outcome reports' calls: the district's list and writes, the staff list, decision and terms, and
// a photo sent the kit photos' way (PUT /uploads/{sha256}, shrunk on the device first).
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  DecideOutcomeReportInput,
  OutcomeReport,
  OutcomeTermInput,
  SaveOutcomeReportInput,
  StaffOutcomeReportsQuery,
} from '@contract/outcome-reports';
import { outcomeReportEndpoints } from '@contract/outcome-reports-endpoints';
import { uploadEndpoints } from '@contract/uploads-endpoints';
import { apiRequest } from '@client/lib/http';
import { preparePhoto } from '../kits/photo-shrink';

const AREA = 'outcome-reports';
const STAFF_AREA = 'staff-outcome-reports';

export function useOutcomeReports() {
  return useSWR([AREA], () => apiRequest(outcomeReportEndpoints.outcomeReports));
}

/** Puts a report the server answered with into the district's list, and refreshes the checklist. */
export function useStoreReport(): (report: OutcomeReport) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (report: OutcomeReport) => {
      await mutate(
        [AREA],
        (list?: { items: OutcomeReport[]; total: number }) =>
          list && { ...list, items: list.items.map((item) => (item.id === report.id ? report : item)) },
        { revalidate: false },
      );
      return mutate((key) => Array.isArray(key) && key[0] === 'action-tasks');
    },
    [mutate],
  );
}

export const saveOutcomeReport = (id: string, body: SaveOutcomeReportInput) =>
  apiRequest(outcomeReportEndpoints.saveOutcomeReport, { params: { id }, body });
export const submitOutcomeReport = (id: string, body: SaveOutcomeReportInput) =>
  apiRequest(outcomeReportEndpoints.submitOutcomeReport, { params: { id }, body });

/** Shrinks and strips the photo on the device, sends it, and answers its name and a preview. */
export async function uploadReportPhoto(file: File): Promise<{ sha256: string; url: string }> {
  const photo = await preparePhoto(file);
  await apiRequest(uploadEndpoints.putUpload, { params: { sha256: photo.sha256 }, raw: { type: photo.contentType, content: photo.blob } });
  return { sha256: photo.sha256, url: URL.createObjectURL(photo.blob) };
}

export function useStaffOutcomeReports(query: Partial<StaffOutcomeReportsQuery> & { limit: number; offset: number }) {
  return useSWR([STAFF_AREA, query], () => apiRequest(outcomeReportEndpoints.staffOutcomeReports, { query: { ...query } }), {
    keepPreviousData: true,
  });
}

export function useRefreshStaffReports(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && (key[0] === STAFF_AREA || key[0] === 'outcome-terms')), [mutate]);
}

export const decideOutcomeReport = (id: string, body: DecideOutcomeReportInput) =>
  apiRequest(outcomeReportEndpoints.decideOutcomeReport, { params: { id }, body });

export function useOutcomeTerms() {
  return useSWR(['outcome-terms'], () => apiRequest(outcomeReportEndpoints.staffOutcomeTerms));
}

export const saveOutcomeTerms = (terms: OutcomeTermInput[]) => apiRequest(outcomeReportEndpoints.updateStaffOutcomeTerms, { body: { terms } });
