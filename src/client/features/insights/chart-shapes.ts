// The insights answers checked without zod (lib/stored-shape.ts), so the charts' chunk that the
// district's dashboard loads brings no zod: each shape keeps the known keys of the contract's schema
// (src/contract/insights.ts) and refuses what it refuses; chart-shapes.test.ts holds them together.
import { APPLICATION_STATUSES } from '@contract/applications-messages';
import type { InsightChartAnswer } from '@contract/insights';
import { FRESHNESS_BUCKETS, type InsightChart } from '@contract/insights-messages';
import { arrayOf, int, nonNegative, nullable, object, oneOf, optional, storedSchema, string, type Shape } from '@client/lib/stored-shape';

export type ChartOf<C extends InsightChart> = Extract<InsightChartAnswer, { chart: C }>;

const count = int(0, Number.MAX_SAFE_INTEGER);
const frame = { from: string, to: string, asOf: optional(string) };
const name = <C extends InsightChart>(chart: C) => oneOf([chart] as const);

const kitUseFigures = { kitDaysOut: count, kitDaysOnHand: count, use: nullable(nonNegative) };
const fundingFigures = { allocatedCents: count, usedCents: count, expiringCents: count };

const SHAPES: { [C in InsightChart]: Shape<ChartOf<C>> } = {
  'students-reached': object({
    chart: name('students-reached'),
    ...frame,
    rows: arrayOf(
      object({
        termId: string,
        term: string,
        startsOn: string,
        endsOn: string,
        reached: count,
        reports: count,
        forecastMin: count,
        forecastMax: count,
      }),
    ),
  }),
  'kit-use': object({
    chart: name('kit-use'),
    ...frame,
    rows: arrayOf(object({ districtId: nullable(string), district: nullable(string), resourceId: string, projectKit: string, ...kitUseFigures })),
    more: count,
    total: object(kitUseFigures),
  }),
  'count-freshness': object({
    chart: name('count-freshness'),
    ...frame,
    rows: arrayOf(object({ bucket: oneOf(FRESHNESS_BUCKETS), projects: count, kits: count })),
  }),
  overdue: object({
    chart: name('overdue'),
    ...frame,
    rows: arrayOf(object({ week: string, due: count, late: count, stillOut: count })),
  }),
  funding: object({
    chart: name('funding'),
    ...frame,
    rows: arrayOf(object({ districtId: string, district: string, ...fundingFigures })),
    more: count,
    total: object(fundingFigures),
  }),
  funnel: object({
    chart: name('funnel'),
    ...frame,
    rows: arrayOf(
      object({
        status: oneOf(APPLICATION_STATUSES),
        current: count,
        entered: count,
        medianDays: nullable(nonNegative),
        meanDays: nullable(nonNegative),
      }),
    ),
  }),
};

export const chartShape = <C extends InsightChart>(chart: C) => storedSchema<ChartOf<C>>(SHAPES[chart] as Shape<ChartOf<C>>);
