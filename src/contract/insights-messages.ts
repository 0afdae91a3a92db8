// Insights for staff and for a district: the charts' names, the filters' limits and texts. Apart
// from the schemas (no zod here), so the client's catalogue and the charts' chunk read them without
// building any schema.

/** The charts, by the name their path takes: GET /staff/insights/{chart} and GET /insights/{chart}. */
export const INSIGHT_CHARTS = ['students-reached', 'kit-use', 'count-freshness', 'overdue', 'funding', 'funnel'] as const;
export type InsightChart = (typeof INSIGHT_CHARTS)[number];

export const isInsightChart = (name: string): name is InsightChart => (INSIGHT_CHARTS as readonly string[]).includes(name);

/** The default date range: the last year up to today. */
export const INSIGHTS_DEFAULT_DAYS = 365;
/** How often a large programme's default view is computed again (its charts then carry `asOf`). */
export const INSIGHT_SNAPSHOT_MINUTES = 10;
/** The longest date range a chart answers for (five years), so no request walks the whole history. */
export const INSIGHTS_MAX_DAYS = 5 * 366;
/** The groups (districts, project kits) a chart draws; the rest are counted in `more` and listed in the CSV. */
export const INSIGHTS_TOP_ROWS = 20;

/** Count freshness: the buckets of days since a project's last count, in order (`never`: not counted yet). */
export const FRESHNESS_BUCKETS = ['0-30', '31-90', '91-180', '181-365', 'over-365', 'never'] as const;
export type FreshnessBucket = (typeof FRESHNESS_BUCKETS)[number];

export const insightMessages = {
  chartNotFound: 'No such chart',
  fromInvalid: 'Enter the first day as YYYY-MM-DD',
  toInvalid: 'Enter the last day as YYYY-MM-DD',
  rangeReversed: 'The first day must be on or before the last day',
  rangeTooLong: 'Choose a date range of at most five years',
  formatInvalid: 'Choose json or csv',
} as const;
