// One chart of a selection, as the routes and the snapshot job ask for it.
import type { InsightChart } from '@contract/insights-messages';
import type { InsightChartAnswer } from '@contract/insights';
import type { Db } from '@server/db/connect';
import { countFreshnessChart, kitUseChart, overdueChart } from './kit-charts';
import { fundingChart, funnelChart, studentsReachedChart } from './programme-charts';
import type { Selection } from './selection';

/** `all`: every group of a chart that draws only its top ones (the CSV lists them all). */
export function loadChart(db: Db, chart: InsightChart, selection: Selection, all = false): Promise<InsightChartAnswer> {
  const limit = all ? null : undefined;
  switch (chart) {
    case 'students-reached':
      return studentsReachedChart(db, selection);
    case 'kit-use':
      return kitUseChart(db, selection, limit);
    case 'count-freshness':
      return countFreshnessChart(db, selection);
    case 'overdue':
      return overdueChart(db, selection);
    case 'funding':
      return fundingChart(db, selection, limit);
    case 'funnel':
      return funnelChart(db, selection);
  }
}
