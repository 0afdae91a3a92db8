// The activity log as the API shows it: GET /staff/activity (staff: everything within their
// districts, filtered by what it is about, where, who did it and when; also as CSV) and GET /applications/{id}/activity (the district: the
// entries of its application marked visible to the district, e.g. "Funds allocated").
//
// `action` is a stable verb the client words from its catalogue ('status-changed',
// 'funds-allocated', …); `before` and `after` hold the changed fields.
import { z } from 'zod';
import { listResponseSchema, pageQuerySchema } from './lists';
import { staffMessages } from './staff-messages';
import { isCalendarDay } from './validation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** What an entry can be about (other areas add theirs: the filter accepts any such name). */
export const ACTIVITY_ENTITY_TYPES = [
  'application',
  'blueprint',
  'kit-order',
  'inventory-count',
  'action-task',
  'invitation',
  'resource',
  'person',
  'outcome-report',
] as const;

const ACTIVITY_VISIBILITIES = ['staff', 'district'] as const;

const optionalDay = z.preprocess(
  blank,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: staffMessages.activityDayInvalid, abort: true })
    .refine(isCalendarDay, { error: staffMessages.activityDayInvalid })
    .optional(),
);

const filterShape = {
  entityType: z.preprocess(
    blank,
    z
      .string()
      .regex(/^[a-z][a-z-]{0,39}$/, { error: staffMessages.entityTypeInvalid })
      .optional(),
  ),
  entityId: z.preprocess(blank, z.string().regex(UUID, { error: staffMessages.entityTypeInvalid }).optional()),
  districtId: z.preprocess(blank, z.string().regex(UUID, { error: staffMessages.districtInvalid }).optional()),
  /** Who did it (a person's id). */
  actorId: z.preprocess(blank, z.string().regex(UUID, { error: staffMessages.activityActorInvalid }).optional()),
  /** The day it happened, from and to (inclusive, UTC). */
  from: optionalDay,
  to: optionalDay,
};
const rangeInOrder = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;

/** The log's filters, shared by the list and its CSV export (GET /staff/exports/activity.csv). */
export const activityFilterSchema = z.object(filterShape).refine(rangeInOrder, { path: ['to'], error: staffMessages.activityRange });
export type ActivityFilter = z.output<typeof activityFilterSchema>;

/** GET /staff/activity: the filters plus limit and offset. */
export const activityQuerySchema = pageQuerySchema.extend(filterShape).refine(rangeInOrder, { path: ['to'], error: staffMessages.activityRange });

const refSchema = z.object({ id: z.string(), name: z.string() });

const activityEntrySchema = z.object({
  id: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  action: z.string(),
  /** What it is about in a few words: "#1004", a task's title, an e-mail, a resource's name. */
  subject: z.string().nullable(),
  district: refSchema.nullable(),
  /** Who did it; null for the system or a removed account. */
  actor: refSchema.nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  visibility: z.enum(ACTIVITY_VISIBILITIES),
  /** ISO instant. */
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityListSchema = listResponseSchema(activityEntrySchema);
export type ActivityList = z.infer<typeof activityListSchema>;
