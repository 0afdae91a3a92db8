// The insights charts' data: one chart of the staff side (GET /staff/insights/{chart}) or of the
// caller's own district (GET /insights/{chart}), and its CSV download. Route-table only, no zod.
import useSWR, { preload } from 'swr';
import { INSIGHT_CHARTS, type InsightChart } from '@contract/insights-messages';
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

const chartKey = (side: InsightsSide, chart: InsightChart, filters: InsightFilters) => ['insights', side, chart, queryOf(filters)] as const;
const fetchChart = <C extends InsightChart>(side: InsightsSide, chart: C, filters: InsightFilters) =>
  apiRequest(routeOf(side), { params: { chart }, query: queryOf(filters) }, chartShape(chart));

export function useInsightChart<C extends InsightChart>(side: InsightsSide, chart: C, filters: InsightFilters) {
  return useSWR(chartKey(side, chart, filters), () => fetchChart(side, chart, filters), { revalidateOnFocus: false, keepPreviousData: true });
}

/**
 * The staff's six charts without filters, asked for while the page's first render is still to come
 * (app/routes.tsx), under the keys the page then reads. A failure is the chart's to show when it
 * asks again.
 */
export function prefetchStaffInsights(): void {
  for (const chart of INSIGHT_CHARTS) preload(chartKey('staff', chart, {}), () => fetchChart('staff', chart, {})).catch(() => undefined);
}

export function downloadChartCsv(side: InsightsSide, chart: InsightChart, filters: InsightFilters): Promise<void> {
  return downloadFile(routeOf(side), { params: { chart }, query: { ...queryOf(filters), format: 'csv' } }, `insights-${chart}.csv`);
}
