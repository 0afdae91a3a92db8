// The insights charts' data: one chart of the staff side (GET /staff/insights/{chart}) or of the
// caller's own district (GET /insights/{chart}), and its CSV download. Route-table only, no zod.
import useSWR from 'swr';
import type { InsightChart } from '@contract/insights-messages';
import { routes } from '@contract/routes';
import { downloadFile } from '@client/lib/download-file';
import { apiRequest } from '@client/lib/http';
import { chartShape } from './chart-shapes';

export type InsightsSide = 'staff' | 'district';

export interface InsightFilters {
  districtId?: string;
  schoolId?: string;
  projectId?: string;
  from?: string;
  to?: string;
}

const routeOf = (side: InsightsSide) => (side === 'staff' ? routes.staffInsights : routes.districtInsights);

/** The filters that are set, as query values. */
function queryOf(filters: InsightFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

export function useInsightChart<C extends InsightChart>(side: InsightsSide, chart: C, filters: InsightFilters) {
  return useSWR(
    ['insights', side, chart, queryOf(filters)],
    () => apiRequest(routeOf(side), { params: { chart }, query: queryOf(filters) }, chartShape(chart)),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}

export function downloadChartCsv(side: InsightsSide, chart: InsightChart, filters: InsightFilters): Promise<void> {
  return downloadFile(routeOf(side), { params: { chart }, query: { ...queryOf(filters), format: 'csv' } }, `insights-${chart}.csv`);
}
