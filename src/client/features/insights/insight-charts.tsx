// The six charts for one side (staff within their filters, or the caller's district), each loading
// on its own. The staff screen and the district's dashboard both show this; the dashboard loads it
// as a chunk of its own after its first screen (district-insights.tsx).
import '@client/i18n/en/insights';
import { INSIGHT_CHARTS, type InsightChart } from '@contract/insights-messages';
import { useI18n } from '@client/i18n/use-i18n';
import { downloadChartCsv, useInsightChart, type InsightFilters, type InsightsSide } from './api';
import { chartBodies } from './chart-bodies';
import type { ChartOf } from './chart-shapes';
import { ChartCard, type ChartBody } from './components/chart-card';

function ChartSlot<C extends InsightChart>({ side, chart, filters }: { side: InsightsSide; chart: C; filters: InsightFilters }) {
  const i18n = useI18n();
  const answer = useInsightChart(side, chart, filters);
  const toBody = chartBodies[chart] as unknown as (data: ChartOf<C>, i18n: ReturnType<typeof useI18n>) => ChartBody<ChartOf<C>['rows'][number]>;
  return (
    <ChartCard
      chart={chart}
      asOf={answer.data?.asOf}
      body={answer.data ? toBody(answer.data, i18n) : undefined}
      error={answer.error}
      onRetry={() => void answer.mutate()}
      download={() => downloadChartCsv(side, chart, filters)}
    />
  );
}

export function InsightCharts({ side, filters }: { side: InsightsSide; filters: InsightFilters }) {
  return (
    <div className="grid gap-6 2xl:grid-cols-2">
      {INSIGHT_CHARTS.map((chart) => (
        <ChartSlot key={chart} side={side} chart={chart} filters={filters} />
      ))}
    </div>
  );
}
