// The resource catalogue (spec §2 Resources, §4 lessons): GET /resources and GET /resources/{id}.
// The catalogue is read-only for programme participants; programme staff edit it (end of this file).
import { z } from 'zod';
import { kitPartSchema } from './supplies';
import { listResponseSchema, pageQuerySchema } from './lists';
import { MAX_LESSONS, STAFF_TEXT_MAX_LENGTH, STAFF_TITLE_MAX_LENGTH, staffMessages, URL_MAX_LENGTH } from './staff-messages';

/** The five kinds of resource the programme offers, as the API names them. */
export const CATALOGUE_RESOURCE_TYPES = ['onsite-field-trip', 'project', 'workshop', 'career-tool', 'classbox'] as const;
export type CatalogueResourceType = (typeof CATALOGUE_RESOURCE_TYPES)[number];

/** Grade levels a resource can be filtered by: K, then 1 to 12. A resource matches when its band covers it. */
export const GRADE_LEVELS = ['K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export type GradeLevel = (typeof GRADE_LEVELS)[number];

export const SEARCH_MAX_LENGTH = 100;

export const resourceMessages = {
  type: `type must be one of ${CATALOGUE_RESOURCE_TYPES.join(', ')}`,
  grade: `grade must be one of ${GRADE_LEVELS.join(', ')}`,
  search: `search must be at most ${SEARCH_MAX_LENGTH} characters`,
  subject: `subject must be at most ${SEARCH_MAX_LENGTH} characters`,
  notFound: 'Resource not found',
} as const;

/** An empty query value means "not given". */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * GET /resources: active resources by name. `type` keeps one kind (none: Explore All); `search`
 * matches name, summary or subject (case-insensitive, as typed); `subject` is an exact subject;
 * `grade` keeps resources whose grade band covers that grade.
 */
export const resourcesQuerySchema = pageQuerySchema.extend({
  type: z.preprocess(blankToUndefined, z.enum(CATALOGUE_RESOURCE_TYPES, { error: resourceMessages.type }).optional()),
  search: z.preprocess(blankToUndefined, z.string().trim().max(SEARCH_MAX_LENGTH, { error: resourceMessages.search }).optional()),
  subject: z.preprocess(blankToUndefined, z.string().trim().max(SEARCH_MAX_LENGTH, { error: resourceMessages.subject }).optional()),
  grade: z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.toUpperCase()) : v),
    z.enum(GRADE_LEVELS, { error: resourceMessages.grade }).optional(),
  ),
});
export type ResourcesQuery = z.output<typeof resourcesQuerySchema>;
export interface ResourcesQueryInput {
  type?: CatalogueResourceType;
  search?: string;
  subject?: string;
  grade?: GradeLevel;
  limit?: number;
  offset?: number;
}

const resourceSummarySchema = z.object({
  id: z.string(),
  type: z.enum(CATALOGUE_RESOURCE_TYPES),
  slug: z.string(),
  name: z.string(),
  summary: z.string().nullable(),
  /** As written in the catalogue, e.g. "6-8" or "K-12". */
  gradeBand: z.string().nullable(),
  subject: z.string().nullable(),
  /** As written, e.g. "1 day" or "6 weeks". */
  duration: z.string().nullable(),
  /** List price in cents; 0 means free. */
  unitCostCents: z.number().int().min(0),
  lessonCount: z.number().int().min(0),
});
export type ResourceSummary = z.infer<typeof resourceSummarySchema>;

export const resourceListSchema = listResponseSchema(resourceSummarySchema);
export type ResourceList = z.infer<typeof resourceListSchema>;

/**
 * GET /resources/subjects: the subject filter's choices, the subjects of every active resource of
 * the type (other filters ignored, so a filter never offers nothing). Its own call, not part of
 * each page: it does not change with paging, search or the other filters, so a screen asks for it
 * once per type instead of with every page.
 */
export const resourceSubjectsQuerySchema = resourcesQuerySchema.pick({ type: true });
export const resourceSubjectsSchema = z.object({ subjects: z.array(z.string()) });
export type ResourceSubjects = z.infer<typeof resourceSubjectsSchema>;

const lessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  position: z.number().int(),
  durationMinutes: z.number().int().nullable(),
  /** Where the lesson opens; null: Open is disabled (spec §4). */
  url: z.string().nullable(),
  /** The lesson's file; null: Download is disabled (spec §4). */
  fileUrl: z.string().nullable(),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** GET /resources/{id}: one resource with its lessons in order. Retired resources still answer. */
export const resourceDetailSchema = resourceSummarySchema.extend({
  description: z.string().nullable(),
  /** False for a retired resource: still shown when linked from history, no longer listed. */
  isActive: z.boolean(),
  lessons: z.array(lessonSchema),
  /** A project kit's parts list ("What's in the kit"); empty for other types and kits without one. */
  kitParts: z.array(kitPartSchema).default([]),
});
export type ResourceDetail = z.infer<typeof resourceDetailSchema>;

export function isGradeLevel(value: unknown): value is GradeLevel {
  return typeof value === 'string' && (GRADE_LEVELS as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Staff: the catalogue editor (GET/POST /staff/resources, PUT/PATCH /staff/resources/{id}).
// ADMIN only (`staff:catalogue`): every district shares the catalogue. Retiring a resource
// (isActive false) takes it out of the catalogue and the wizard; blueprints, projects and tasks
// that name it keep it. A lesson with neither link nor file keeps Open and Download disabled.
// ---------------------------------------------------------------------------------------------

const STAFF_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalText = (max: number) =>
  z
    .preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .max(max, { error: `Must be at most ${max} characters` })
        .nullable(),
    )
    .default(null);
const linkSchema = z
  .preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(URL_MAX_LENGTH, { error: staffMessages.urlInvalid })
      .refine(
        (v) => {
          try {
            const url = new URL(v);
            return url.protocol === 'https:' || url.protocol === 'http:';
          } catch {
            return false;
          }
        },
        { error: staffMessages.urlInvalid },
      )
      .nullable(),
  )
  .default(null);

export const RESOURCE_STATES = ['active', 'retired'] as const;

const lessonInputSchema = z.object({
  /** An existing lesson of this resource; none: a new lesson. */
  id: z.preprocess(blankToNull, z.string().regex(STAFF_UUID, { error: staffMessages.lessonNotOfResource }).nullable()).default(null),
  title: z
    .string({ error: staffMessages.lessonTitleRequired })
    .trim()
    .min(1, { error: staffMessages.lessonTitleRequired })
    .max(STAFF_TITLE_MAX_LENGTH, { error: staffMessages.resourceNameTooLong }),
  url: linkSchema,
  fileUrl: linkSchema,
  durationMinutes: z
    .preprocess(
      blankToNull,
      z
        .number({ error: staffMessages.durationInvalid })
        .int({ error: staffMessages.durationInvalid })
        .min(1, { error: staffMessages.durationInvalid })
        .max(10_000, { error: staffMessages.durationInvalid })
        .nullable(),
    )
    .default(null),
});

/** POST /staff/resources and PUT /staff/resources/{id}: the whole resource, lessons in order. */
export const resourceInputSchema = z.object({
  type: z.enum(CATALOGUE_RESOURCE_TYPES, { error: staffMessages.resourceTypeInvalid }),
  name: z
    .string({ error: staffMessages.resourceNameRequired })
    .trim()
    .min(1, { error: staffMessages.resourceNameRequired })
    .max(STAFF_TITLE_MAX_LENGTH, { error: staffMessages.resourceNameTooLong }),
  summary: optionalText(STAFF_TEXT_MAX_LENGTH),
  description: optionalText(4000),
  gradeBand: optionalText(20),
  subject: optionalText(SEARCH_MAX_LENGTH),
  duration: optionalText(50),
  unitCostCents: z
    .number({ error: staffMessages.priceInvalid })
    .int({ error: staffMessages.priceInvalid })
    .min(0, { error: staffMessages.priceInvalid })
    .max(100_000_000, { error: staffMessages.priceInvalid }),
  lessons: z.array(lessonInputSchema).max(MAX_LESSONS, { error: staffMessages.tooManyLessons }).default([]),
});
export type ResourceInput = z.input<typeof resourceInputSchema>;
export type ResourceInputBody = z.output<typeof resourceInputSchema>;

/** PATCH /staff/resources/{id}: retire (false) or bring back (true). */
export const resourceStateSchema = z.object({ isActive: z.boolean({ error: staffMessages.resourceStateInvalid }) });

export const staffResourcesQuerySchema = pageQuerySchema.extend({
  type: z.preprocess(blankToUndefined, z.enum(CATALOGUE_RESOURCE_TYPES, { error: resourceMessages.type }).optional()),
  search: z.preprocess(blankToUndefined, z.string().trim().max(SEARCH_MAX_LENGTH, { error: resourceMessages.search }).optional()),
  state: z.preprocess(blankToUndefined, z.enum(RESOURCE_STATES, { error: staffMessages.resourceStateInvalid }).optional()),
});
export type StaffResourcesQuery = z.output<typeof staffResourcesQuerySchema>;

const staffResourceSummarySchema = resourceSummarySchema.extend({
  isActive: z.boolean(),
  /** ISO instant of the last edit. */
  updatedAt: z.string(),
});
export type StaffResourceSummary = z.infer<typeof staffResourceSummarySchema>;
export const staffResourceListSchema = listResponseSchema(staffResourceSummarySchema);
