// Insights (GET /staff/insights/{chart}, GET /insights/{chart}): six charts over the programme's
// data, each answered as rows of labelled numbers that draw the chart and fill its table alike, or
// as CSV (`?format=csv` or Accept: text/csv). The filters are one schema for every chart; a chart
// reads the ones that apply to it (docs/product.md, "Insights").
import { z } from 'zod';
import { APPLICATION_STATUSES } from './applications-messages';
import { FRESHNESS_BUCKETS, INSIGHTS_MAX_DAYS, insightMessages } from './insights-messages';
import { isUuid } from './projects';
import { kitMessages } from './projects-messages';
import { applicationMessages } from './applications-messages';
import { staffMessages } from './staff-messages';
import { isCalendarDay } from './validation';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const uuidField = (error: string) => z.preprocess(blank, z.string().refine(isUuid, { error }).optional());
const dayField = (error: string) =>
  z.preprocess(
    blank,
    z
      .string({ error })
      .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDay(v), { error })
      .optional(),
  );

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

const filterFields = {
  schoolId: uuidField(applicationMessages.schoolInvalid),
  /** A project kit of the catalogue (a resource of type project): every school's project of that kit. */
  projectId: uuidField(kitMessages.resourceInvalid),
  /** First and last day, YYYY-MM-DD; by default the last year up to today. */
  from: dayField(insightMessages.fromInvalid),
  to: dayField(insightMessages.toInvalid),
  format: z.preprocess(blank, z.enum(['json', 'csv'], { error: insightMessages.formatInvalid }).optional()),
};

/** The day range must read forwards and stay within INSIGHTS_MAX_DAYS; the error names the field. */
function checkRange(value: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (!value.from || !value.to) return;
  if (value.from > value.to) ctx.addIssue({ code: 'custom', path: ['from'], message: insightMessages.rangeReversed });
  else if (dayNumber(value.to) - dayNumber(value.from) > INSIGHTS_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['from'], message: insightMessages.rangeTooLong });
}

/** Staff: any district they reach, one school, one project kit, a day range. */
export const staffInsightsQuerySchema = z.object({ districtId: uuidField(staffMessages.districtInvalid), ...filterFields }).superRefine(checkRange);

/** A district: its own data only, so no district filter (one sent is ignored). */
export const districtInsightsQuerySchema = z.object(filterFields).superRefine(checkRange);

export const insightsParamsSchema = z.object({ chart: z.string() });

const count = z.number().int().min(0);
const days = z.number().min(0).nullable();
const frame = {
  from: z.string(),
  to: z.string(),
  /**
   * When the figures were computed, if not just now: a large programme's default view is kept by
   * a job every few minutes (docs/product.md, "Insights"); absent when computed for this request.
   */
  asOf: z.string().optional(),
};

/** Students reached per reporting term: the Submitted and Accepted reports' figure against the forecasts of the blueprints that owe one. */
const studentsReachedChartSchema = z.object({
  chart: z.literal('students-reached'),
  ...frame,
  rows: z.array(
    z.object({
      termId: z.string(),
      term: z.string(),
      startsOn: z.string(),
      endsOn: z.string(),
      reached: count,
      reports: count,
      forecastMin: count,
      forecastMax: count,
    }),
  ),
});

const kitUseRowSchema = z.object({
  /** Null when the selection spans more than 25 districts: the row is the project kit across them. */
  districtId: z.string().nullable(),
  district: z.string().nullable(),
  resourceId: z.string(),
  projectKit: z.string(),
  kitDaysOut: count,
  kitDaysOnHand: count,
  /** kitDaysOut ÷ kitDaysOnHand; null with no kit on hand in the range. */
  use: z.number().min(0).nullable(),
});

const kitUseChartSchema = z.object({
  chart: z.literal('kit-use'),
  ...frame,
  rows: z.array(kitUseRowSchema),
  /** Project kits of districts beyond the rows drawn (they are in the CSV). */
  more: count,
  total: kitUseRowSchema.pick({ kitDaysOut: true, kitDaysOnHand: true, use: true }),
});

const countFreshnessChartSchema = z.object({
  chart: z.literal('count-freshness'),
  ...frame,
  rows: z.array(z.object({ bucket: z.enum(FRESHNESS_BUCKETS), projects: count, kits: count })),
});

const overdueChartSchema = z.object({
  chart: z.literal('overdue'),
  ...frame,
  /** One per week (its Monday) of the range, weeks with none included. */
  rows: z.array(z.object({ week: z.string(), due: count, late: count, stillOut: count })),
});

const fundingRowSchema = z.object({
  districtId: z.string(),
  district: z.string(),
  allocatedCents: count,
  usedCents: count,
  expiringCents: count,
});

const fundingChartSchema = z.object({
  chart: z.literal('funding'),
  ...frame,
  rows: z.array(fundingRowSchema),
  more: count,
  total: fundingRowSchema.pick({ allocatedCents: true, usedCents: true, expiringCents: true }),
});

const funnelChartSchema = z.object({
  chart: z.literal('funnel'),
  ...frame,
  rows: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), current: count, entered: count, medianDays: days, meanDays: days })),
});

export const insightChartSchema = z.discriminatedUnion('chart', [
  studentsReachedChartSchema,
  kitUseChartSchema,
  countFreshnessChartSchema,
  overdueChartSchema,
  fundingChartSchema,
  funnelChartSchema,
]);
export type InsightChartAnswer = z.infer<typeof insightChartSchema>;
