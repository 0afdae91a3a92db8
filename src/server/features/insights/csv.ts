// A chart as CSV: every row of it (no top-N cut), its columns headed in the reader's language,
// money in dollars with cents and kit use as a percentage, as the other staff exports write them.
import type { InsightChartAnswer } from '@contract/insights';
import type { ServerMessageId } from '@server/i18n/en';
import type { Words } from '@server/i18n/text';
import type { CsvCell } from '../exports/csv-reply';

const dollars = (cents: number) => (cents / 100).toFixed(2);
const percent = (ratio: number | null) => (ratio === null ? null : Math.round(ratio * 1000) / 10);

export interface ChartCsv {
  columns: readonly ServerMessageId[];
  rows: CsvCell[][];
}

export function chartCsv(chart: InsightChartAnswer, words: Words): ChartCsv {
  switch (chart.chart) {
    case 'students-reached':
      return {
        columns: [
          'document.csv.insights.term',
          'document.csv.insights.termStarts',
          'document.csv.insights.termEnds',
          'document.csv.insights.studentsReached',
          'document.csv.insights.reports',
          'document.csv.insights.forecastMin',
          'document.csv.insights.forecastMax',
        ],
        rows: chart.rows.map((r) => [r.term, r.startsOn, r.endsOn, r.reached, r.reports, r.forecastMin, r.forecastMax]),
      };
    case 'kit-use':
      return {
        columns: [
          'document.csv.insights.district',
          'document.csv.insights.projectKit',
          'document.csv.insights.kitDaysOut',
          'document.csv.insights.kitDaysOnHand',
          'document.csv.insights.kitUse',
        ],
        rows: chart.rows.map((r) => [r.district, r.projectKit, r.kitDaysOut, r.kitDaysOnHand, percent(r.use)]),
      };
    case 'count-freshness':
      return {
        columns: ['document.csv.insights.daysSinceCount', 'document.csv.insights.projects', 'document.csv.insights.kits'],
        rows: chart.rows.map((r) => [words.t(`document.insights.bucket.${r.bucket}`), r.projects, r.kits]),
      };
    case 'overdue':
      return {
        columns: ['document.csv.insights.week', 'document.csv.insights.due', 'document.csv.insights.late', 'document.csv.insights.stillOut'],
        rows: chart.rows.map((r) => [r.week, r.due, r.late, r.stillOut]),
      };
    case 'funding':
      return {
        columns: [
          'document.csv.insights.district',
          'document.csv.insights.allocated',
          'document.csv.insights.used',
          'document.csv.insights.expiring',
        ],
        rows: chart.rows.map((r) => [r.district, dollars(r.allocatedCents), dollars(r.usedCents), dollars(r.expiringCents)]),
      };
    case 'funnel':
      return {
        columns: [
          'document.csv.insights.status',
          'document.csv.insights.current',
          'document.csv.insights.entered',
          'document.csv.insights.medianDays',
          'document.csv.insights.meanDays',
        ],
        rows: chart.rows.map((r) => [words.t(`document.applicationStatus.${r.status}`), r.current, r.entered, r.medianDays, r.meanDays]),
      };
  }
}
