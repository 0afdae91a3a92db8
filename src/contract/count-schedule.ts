// Counts that come due: staff set how often a district's project kits are counted
// (PUT /staff/districts/{id}/count-schedule), see every school's projects by how overdue their count
// is (GET /staff/count-freshness), and the district is told on its dashboard, its checklist and by
// one e-mail per due count. The due-date rule is here so the server, the job and the screens agree.
import { z } from 'zod';
import { COUNT_EVERY_DAYS_MAX, COUNT_EVERY_DAYS_MIN } from './kit-records';
import { listResponseSchema, pageQuerySchema } from './lists';
import { isUuid } from './projects';

export const countScheduleMessages = {
  everyDaysInvalid: `Count every must be a whole number of days from ${COUNT_EVERY_DAYS_MIN} to ${COUNT_EVERY_DAYS_MAX}, or none`,
  districtInvalid: 'District is invalid',
  districtNotFound: 'District not found',
} as const;

/** The checklist task's source key: one task per project and due date. */
export const countDueSourceKey = (projectId: string, dueDate: string) => `count-due:${projectId}:${dueDate}`;
export const COUNT_DUE_SOURCE_PREFIX = 'count-due:';

export const countScheduleBodySchema = z.object({
  everyDays: z
    .number({ error: countScheduleMessages.everyDaysInvalid })
    .int({ error: countScheduleMessages.everyDaysInvalid })
    .min(COUNT_EVERY_DAYS_MIN, { error: countScheduleMessages.everyDaysInvalid })
    .max(COUNT_EVERY_DAYS_MAX, { error: countScheduleMessages.everyDaysInvalid })
    .nullable(),
});

export const countScheduleSchema = z.object({
  districtId: z.string(),
  districtName: z.string(),
  everyDays: z.number().int().nullable(),
});
export type CountSchedule = z.infer<typeof countScheduleSchema>;

/** `districtId` narrows the list to one district; limit and offset as every staff list. */
export const countFreshnessQuerySchema = pageQuerySchema.extend({
  districtId: z.preprocess((v) => (v === '' ? undefined : v), z.string().refine(isUuid, { error: countScheduleMessages.districtInvalid }).optional()),
});
export type CountFreshnessQuery = z.output<typeof countFreshnessQuerySchema>;

const ref = z.object({ id: z.string(), name: z.string() });

const countFreshnessItemSchema = z.object({
  project: ref.extend({ kitsOnHand: z.number().int() }),
  school: ref,
  district: ref.extend({ everyDays: z.number().int().nullable() }),
  /** When the project was last counted (an inventory count or a count session); null: never. */
  lastCountedAt: z.string().nullable(),
  /** Null while the district has no cadence. */
  dueDate: z.string().nullable(),
  /** Days past the due date (negative: days left); null without a cadence. */
  daysOverdue: z.number().int().nullable(),
});
export type CountFreshnessItem = z.infer<typeof countFreshnessItemSchema>;

export const countFreshnessListSchema = listResponseSchema(countFreshnessItemSchema).extend({
  /** The districts the caller reaches with their cadence, for the filter and the cadence editor. */
  districts: z.array(countScheduleSchema),
});
export type CountFreshnessList = z.infer<typeof countFreshnessListSchema>;
