// Outcome reports (docs/product.md, "Outcome reports"): the programme's reporting terms (GET/PUT
// /staff/outcome-terms) and each approved blueprint's report for a term: the district keeps a draft
// (PUT /outcome-reports/{id}) and submits it (POST …/submission); staff accept it or ask for
// changes with a comment (PATCH /staff/outcome-reports/{id}).
import { z } from 'zod';
import { personRefSchema } from './applications';
import { conditionReportMessages } from './kit-conditions-messages';
import { listResponseSchema, pageQuerySchema } from './lists';
import {
  OUTCOME_COMMENT_MAX_LENGTH,
  OUTCOME_DECISIONS,
  OUTCOME_FIGURE_MAX,
  OUTCOME_HIGHLIGHTS_MAX_LENGTH,
  OUTCOME_PHOTOS_MAX,
  OUTCOME_PROMPT_MAX_LENGTH,
  OUTCOME_REPORT_STATUSES,
  OUTCOME_TERM_NAME_MAX_LENGTH,
  OUTCOME_TERMS_MAX,
  outcomeMessages,
} from './outcome-reports-messages';
import { SHA256_PATTERN } from './uploads';
import { isCalendarDay } from './validation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

// ---------------------------------------------------------------------------------------------
// Terms: GET and PUT /staff/outcome-terms
// ---------------------------------------------------------------------------------------------

const termFieldsSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** YYYY-MM-DD: the days the term covers, and the day its reports are due. */
  startsOn: z.string(),
  endsOn: z.string(),
  dueOn: z.string(),
  /** What to ask for the highlights; empty: the portal's own question. */
  prompt: z.string(),
});

const termSchema = termFieldsSchema.extend({
  /** The reports the term has (one per approved blueprint owing it) and how many were ever submitted. */
  reports: z.number().int(),
  submitted: z.number().int(),
});
export type OutcomeTerm = z.infer<typeof termSchema>;

export const outcomeTermListSchema = z.object({ items: z.array(termSchema) });
export type OutcomeTermList = z.infer<typeof outcomeTermListSchema>;

const dayField = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message, abort: true })
    .refine(isCalendarDay, { error: message })
    .refine((v) => v <= '2099-12-31', { error: message });

export const termInputSchema = z.object({
  /** Keep a term's id when editing it; a new term leaves it out. */
  id: z.string({ error: outcomeMessages.termIdInvalid }).regex(UUID, { error: outcomeMessages.termIdInvalid }).optional(),
  name: z
    .string({ error: outcomeMessages.termNameRequired })
    .trim()
    .min(1, { error: outcomeMessages.termNameRequired })
    .max(OUTCOME_TERM_NAME_MAX_LENGTH, { error: outcomeMessages.termNameTooLong }),
  startsOn: dayField(outcomeMessages.startsOnInvalid),
  endsOn: dayField(outcomeMessages.endsOnInvalid),
  dueOn: dayField(outcomeMessages.dueOnInvalid),
  prompt: z
    .string({ error: outcomeMessages.promptTooLong })
    .trim()
    .max(OUTCOME_PROMPT_MAX_LENGTH, { error: outcomeMessages.promptTooLong })
    .default(''),
});
export type OutcomeTermInput = z.input<typeof termInputSchema>;

/** The order of a term's days: it ends on or after it starts, and is due on or after it starts. */
export function termDayIssues(term: { startsOn: string; endsOn: string; dueOn: string }): { field: 'endsOn' | 'dueOn'; message: string }[] {
  return [
    ...(term.endsOn < term.startsOn ? [{ field: 'endsOn' as const, message: outcomeMessages.endsBeforeStart }] : []),
    ...(term.dueOn < term.startsOn ? [{ field: 'dueOn' as const, message: outcomeMessages.dueBeforeStart }] : []),
  ];
}

/** PUT /staff/outcome-terms: the whole list; a term left out is removed. */
export const updateOutcomeTermsSchema = z
  .object({
    terms: z.array(termInputSchema, { error: outcomeMessages.termsInvalid }).max(OUTCOME_TERMS_MAX, { error: outcomeMessages.tooManyTerms }),
  })
  .superRefine((v, ctx) => {
    const ids = new Set<string>();
    const names = new Set<string>();
    v.terms.forEach((term, index) => {
      for (const issue of termDayIssues(term)) ctx.addIssue({ code: 'custom', path: ['terms', index, issue.field], message: issue.message });
      if (term.id !== undefined) {
        if (ids.has(term.id.toLowerCase())) ctx.addIssue({ code: 'custom', path: ['terms', index, 'id'], message: outcomeMessages.termIdInvalid });
        ids.add(term.id.toLowerCase());
      }
      const name = term.name.toLowerCase();
      if (names.has(name)) ctx.addIssue({ code: 'custom', path: ['terms', index, 'name'], message: outcomeMessages.termNameTaken });
      names.add(name);
    });
  });
export type UpdateOutcomeTermsBody = z.output<typeof updateOutcomeTermsSchema>;

// ---------------------------------------------------------------------------------------------
// A report
// ---------------------------------------------------------------------------------------------

const ref = z.object({ id: z.string(), name: z.string() });

export const outcomeReportSchema = z.object({
  id: z.string(),
  term: termFieldsSchema,
  /** The approved blueprint it reports on, by the name it was prepared for. */
  blueprint: ref,
  district: ref,
  status: z.enum(OUTCOME_REPORT_STATUSES),
  /** null in a draft until given. */
  studentsReached: z.number().int().nullable(),
  sessionsHeld: z.number().int().nullable(),
  teachersTrained: z.number().int().nullable(),
  highlights: z.string(),
  /** Each photo's name (its upload's SHA-256) and the address it is read at (GET /uploads/{sha256}). */
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
  /** ISO instants. */
  submittedAt: z.string().nullable(),
  submittedBy: personRefSchema.nullable(),
  reviewedAt: z.string().nullable(),
  reviewedBy: personRefSchema.nullable(),
  /** What staff said when they last accepted it or asked for changes; null before. */
  staffComment: z.string().nullable(),
  /** Pending (Draft or Changes requested) and its term's due day has passed (UTC). */
  isOverdue: z.boolean(),
  /** Send it back with a change (optimistic concurrency: 409 when stale). */
  version: z.number().int(),
  updatedAt: z.string(),
});
export type OutcomeReport = z.infer<typeof outcomeReportSchema>;

/** GET /outcome-reports: the caller's district's reports, the newest term first. */
export const outcomeReportListSchema = listResponseSchema(outcomeReportSchema);
export type OutcomeReportList = z.infer<typeof outcomeReportListSchema>;

const figure = (max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(max, { error: message }).nullable().optional();

/** The photos of a report: uploads' names, each once, at most OUTCOME_PHOTOS_MAX. */
const photoIdsField = z
  .array(z.string({ error: conditionReportMessages.photoInvalid }).regex(SHA256_PATTERN, { error: conditionReportMessages.photoInvalid }), {
    error: conditionReportMessages.photosInvalid,
  })
  .max(OUTCOME_PHOTOS_MAX, { error: outcomeMessages.tooManyPhotos })
  .superRefine((ids, ctx) => {
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) ctx.addIssue({ code: 'custom', path: [index], message: conditionReportMessages.photoTwice });
    });
  });

/** The fields the district fills in; any of them may be left out (kept as they are). */
export const outcomeReportFieldsSchema = z.object({
  studentsReached: figure(OUTCOME_FIGURE_MAX.studentsReached, outcomeMessages.studentsInvalid),
  sessionsHeld: figure(OUTCOME_FIGURE_MAX.sessionsHeld, outcomeMessages.sessionsInvalid),
  teachersTrained: figure(OUTCOME_FIGURE_MAX.teachersTrained, outcomeMessages.teachersInvalid),
  highlights: z
    .string({ error: outcomeMessages.highlightsTooLong })
    .trim()
    .max(OUTCOME_HIGHLIGHTS_MAX_LENGTH, { error: outcomeMessages.highlightsTooLong })
    .optional(),
  photoIds: photoIdsField.optional(),
});

/**
 * PUT /outcome-reports/{id} (save the draft) and POST /outcome-reports/{id}/submission (save what
 * it carries, then submit): the fields to change and the version of the report they were made on.
 */
export const saveOutcomeReportSchema = outcomeReportFieldsSchema.extend({
  version: z
    .number({ error: outcomeMessages.versionRequired })
    .int({ error: outcomeMessages.versionRequired })
    .min(1, { error: outcomeMessages.versionRequired }),
});
export type SaveOutcomeReportBody = z.output<typeof saveOutcomeReportSchema>;
export type SaveOutcomeReportInput = z.input<typeof saveOutcomeReportSchema>;

// ---------------------------------------------------------------------------------------------
// Staff: GET /staff/outcome-reports and PATCH /staff/outcome-reports/{id}
// ---------------------------------------------------------------------------------------------

export const staffOutcomeReportsQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(blank, z.enum(OUTCOME_REPORT_STATUSES, { error: outcomeMessages.statusInvalid }).optional()),
  termId: z.preprocess(blank, z.string().regex(UUID, { error: outcomeMessages.termFilterInvalid }).optional()),
  districtId: z.preprocess(blank, z.string().regex(UUID, { error: outcomeMessages.districtFilterInvalid }).optional()),
});
export type StaffOutcomeReportsQuery = z.output<typeof staffOutcomeReportsQuerySchema>;

export const staffOutcomeReportListSchema = listResponseSchema(outcomeReportSchema);
export type StaffOutcomeReportList = z.infer<typeof staffOutcomeReportListSchema>;

/** Accept the report, or send it back with a comment the district reads (required then). */
export const decideOutcomeReportSchema = z
  .object({
    decision: z.enum(OUTCOME_DECISIONS, { error: outcomeMessages.decisionInvalid }),
    comment: z
      .string({ error: outcomeMessages.commentTooLong })
      .trim()
      .max(OUTCOME_COMMENT_MAX_LENGTH, { error: outcomeMessages.commentTooLong })
      .default(''),
    /** The version staff read; when given, a stale one answers 409. */
    version: z
      .number({ error: outcomeMessages.versionRequired })
      .int({ error: outcomeMessages.versionRequired })
      .min(1, { error: outcomeMessages.versionRequired })
      .optional(),
  })
  .refine((v) => v.decision !== 'request-changes' || v.comment.length > 0, { path: ['comment'], error: outcomeMessages.commentRequired });
export type DecideOutcomeReportBody = z.output<typeof decideOutcomeReportSchema>;
export type DecideOutcomeReportInput = z.input<typeof decideOutcomeReportSchema>;
