// Condition reports (POST /kits/{code}/condition-reports) and staff's kit issues
// (GET /staff/kit-issues and its three actions). A report names its photos by their uploads' hashes
// (uploads.ts); a report other than 'ok' is an open issue until staff settle it
// (docs/decisions.md, "Kit issues").
import { z } from 'zod';
import { conditionReportMessages, ISSUE_CONDITIONS, MAX_REPORT_PHOTOS } from './kit-conditions-messages';
import { custodyMessages, KIT_CONDITIONS, MAX_CONDITION_NOTE } from './kit-custody-messages';
import { CONDITION_REPORT_SOURCES, KIT_ISSUE_RESOLUTIONS } from './kit-records';
import { listResponseSchema, pageQuerySchema } from './lists';
import { madeAtField } from './made-at';
import { SHA256_PATTERN } from './uploads';

/** The photos of a report or of a returned kit: uploads' names, each once. */
export const photoIdsField = z
  .array(z.string({ error: conditionReportMessages.photoInvalid }).regex(SHA256_PATTERN, { error: conditionReportMessages.photoInvalid }), {
    error: conditionReportMessages.photosInvalid,
  })
  .max(MAX_REPORT_PHOTOS, { error: conditionReportMessages.tooManyPhotos })
  .superRefine((ids, ctx) => {
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) ctx.addIssue({ code: 'custom', path: [index], message: conditionReportMessages.photoTwice });
    });
  });

const noteField = z
  .string()
  .trim()
  .max(MAX_CONDITION_NOTE, { error: custodyMessages.noteTooLong })
  .nullish()
  .transform((v) => v || null);

export const conditionReportBodySchema = z.object({
  condition: z.enum(KIT_CONDITIONS, { error: custodyMessages.conditionInvalid }),
  note: noteField,
  photoIds: photoIdsField.default([]),
  source: z.enum(CONDITION_REPORT_SOURCES, { error: conditionReportMessages.sourceInvalid }).default('kit-page'),
  madeAt: madeAtField,
});
export type ConditionReportInput = z.input<typeof conditionReportBodySchema>;
export type ConditionReportBody = z.output<typeof conditionReportBodySchema>;

export const conditionReportSchema = z.object({
  id: z.string(),
  kitCode: z.string(),
  condition: z.enum(KIT_CONDITIONS),
  note: z.string().nullable(),
  photoIds: z.array(z.string()),
  source: z.enum(CONDITION_REPORT_SOURCES),
  madeAt: z.string(),
  createdAt: z.string(),
});
export type ConditionReport = z.infer<typeof conditionReportSchema>;

const ref = z.object({ id: z.string(), name: z.string() });

/** `condition` and `districtId` filters (absent or empty: all), plus limit and offset. */
export const kitIssuesQuerySchema = pageQuerySchema.extend({
  condition: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(ISSUE_CONDITIONS, { error: conditionReportMessages.issueConditionInvalid }).optional(),
  ),
  districtId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid({ error: 'districtId must be a district id' }).optional()),
});
export type KitIssuesQuery = z.output<typeof kitIssuesQuerySchema>;

export const kitIssueSchema = z.object({
  /** The report's id: the actions settle it. */
  id: z.string(),
  kit: z.object({ code: z.string(), status: z.enum(['active', 'retired']) }),
  project: ref,
  school: ref,
  district: ref,
  condition: z.enum(ISSUE_CONDITIONS),
  note: z.string().nullable(),
  /** Each photo's name and the address it is read at (GET /uploads/{sha256}). */
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
  reportedBy: z.string().nullable(),
  madeAt: z.string(),
  createdAt: z.string(),
  source: z.enum(CONDITION_REPORT_SOURCES),
});
export type KitIssue = z.infer<typeof kitIssueSchema>;
export const kitIssueListSchema = listResponseSchema(kitIssueSchema);

/** What an action did: the issue settled, and the order raised for a replacement. */
export const kitIssueOutcomeSchema = z.object({
  id: z.string(),
  kitCode: z.string(),
  resolution: z.enum(KIT_ISSUE_RESOLUTIONS),
  resolvedAt: z.string(),
  kitStatus: z.enum(['active', 'retired']),
  replacementOrder: z.object({ id: z.string(), orderNumber: z.number().int() }).nullable(),
});
export type KitIssueOutcome = z.infer<typeof kitIssueOutcomeSchema>;
