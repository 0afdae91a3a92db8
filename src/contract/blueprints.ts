// Blueprints (spec §3 "Blueprint", "Resource line", §7 Blueprints and Lookups): the list and its
// filter, the details, impact forecast, schools, comments, approval, the implementation contact, and
// the staff side's calls (start from an application, edit with a version check, issue the quote,
// move the stage). Money travels as integer cents; calendar days as YYYY-MM-DD.
//
// Who sees what: a district member sees the blueprints of their district, an applicant those of
// their own applications, programme staff those of the districts in their scope; any other id
// answers 404. Who may act: permissions.ts (mayDecideBlueprint, mayDeleteComment).
import { z } from 'zod';
import {
  APPROVAL_REASON_MAX_LENGTH,
  BLUEPRINT_APPROVALS,
  BLUEPRINT_SEARCH_MAX_LENGTH,
  BLUEPRINT_STAGES,
  blueprintMessages,
  COMMENT_MAX_LENGTH,
  FUNDING_PARTNER_MAX_LENGTH,
  IMPACT_SUMMARY_MAX_LENGTH,
  MAX_BLUEPRINT_LINES,
  MAX_CONTACT_HOURS_PER_STUDENT,
  MAX_COST_CENTS,
  MAX_LINE_QUANTITY,
  MAX_PARTICIPANTS,
  PREPARED_FOR_MAX_LENGTH,
} from './blueprints-messages';
import { APPLICATION_STATUSES } from './applications-messages';
import { TITLE_I_STATUSES } from './directory';
import { listResponseSchema, pageQuerySchema } from './lists';
import { emailSchema } from './validation';

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

const personRefSchema = z.object({ id: z.string(), name: z.string() });

const rangeSchema = z.object({ min: z.number().int(), max: z.number().int() });
export type Range = z.infer<typeof rangeSchema>;

/** Blank, whitespace-only or dashes-only text, the spec's rules for every free text (§5). */
const isBlankOrDashes = (text: string) => text.trim().length === 0 || /^[\s-]+$/.test(text);

/**
 * A comment: not blank, not whitespace or dashes only, at most 500 characters (spec §5 "Comment
 * is invalid"). Stored as typed, without the surrounding whitespace.
 */
const commentTextSchema = z
  .string({ error: blueprintMessages.commentInvalid })
  .refine((v) => !isBlankOrDashes(v), { error: blueprintMessages.commentInvalid })
  .transform((v) => v.trim())
  .refine((v) => v.length <= COMMENT_MAX_LENGTH, { error: blueprintMessages.commentInvalid });

/** Whether the quote's last valid day has passed (computed on every read, never stored). */
export function isQuoteExpired(validUntil: string, today: string): boolean {
  return today > validUntil;
}

/** Today's calendar day in UTC (the server's and the tests' clock for quote expiry). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** "1250", "1,250.5" or "$1250.50" → 125050 cents; null when it is not an amount. */
export function parseDollars(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 125050 → "1250.50", 125000 → "1250": the text a cost field starts with. */
export function centsToDollarsText(cents: number): string {
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// POST /blueprints/me?limit=&offset= with the filter body
// ---------------------------------------------------------------------------------------------

export const blueprintsFilterSchema = z
  .object({
    stage: z.enum(BLUEPRINT_STAGES, { error: blueprintMessages.stageInvalid }).optional(),
    approval: z.enum(BLUEPRINT_APPROVALS, { error: blueprintMessages.approvalInvalid }).optional(),
    schoolId: z.uuid({ error: blueprintMessages.schoolInvalid }).optional(),
    search: z
      .string()
      .trim()
      .max(BLUEPRINT_SEARCH_MAX_LENGTH, { error: blueprintMessages.searchTooLong })
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  // An empty body (or none) lists everything the caller may see.
  .optional()
  .transform((v) => v ?? { stage: undefined, approval: undefined, schoolId: undefined, search: undefined });
export type BlueprintsFilter = z.input<typeof blueprintsFilterSchema>;

export const myBlueprintsQuerySchema = pageQuerySchema;

/** The current quote: amount, issued on, valid until (issued + 6 months), and whether it has expired. */
const quoteSchema = z.object({
  revision: z.number().int().min(1),
  amountCents: z.number().int(),
  issuedOn: z.string(),
  validUntil: z.string(),
  expired: z.boolean(),
});
export type Quote = z.infer<typeof quoteSchema>;

const blueprintSummarySchema = z.object({
  id: z.string(),
  preparedFor: z.string(),
  stage: z.enum(BLUEPRINT_STAGES),
  approval: z.enum(BLUEPRINT_APPROVALS),
  district: personRefSchema,
  applicationNumber: z.number().int(),
  schools: z.array(personRefSchema),
  totalProgramCostCents: z.number().int(),
  directCostToDistrictCents: z.number().int(),
  quote: quoteSchema.nullable(),
  updatedAt: z.string(),
});
export type BlueprintSummary = z.infer<typeof blueprintSummarySchema>;

export const blueprintListSchema = listResponseSchema(blueprintSummarySchema);
export type BlueprintList = z.infer<typeof blueprintListSchema>;

// ---------------------------------------------------------------------------------------------
// GET /blueprints/:id, /blueprints/:id/schools, /blueprints/:id/impact
// ---------------------------------------------------------------------------------------------

const blueprintLineSchema = z.object({
  id: z.string(),
  resourceId: z.string(),
  name: z.string(),
  type: z.string(),
  quantity: z.number().int(),
  /** The price charged: copied from the catalogue when the line was added, lowered by staff for a discount. */
  unitCostCents: z.number().int(),
  /** The ceiling of the unit cost: the catalogue's list price now, or the line's own price if that is higher. */
  listPriceCents: z.number().int(),
  totalCents: z.number().int(),
});
export type BlueprintLine = z.infer<typeof blueprintLineSchema>;

/** A revision's line keeps only the price charged: a discount shows on the quote as the unit cost. */
const quoteLineSchema = blueprintLineSchema.omit({ id: true, listPriceCents: true });

/** An issued quote revision, frozen: its lines and totals as they were when it was issued. */
const quoteRevisionSchema = quoteSchema.extend({
  totalProgramCostCents: z.number().int(),
  directCostToDistrictCents: z.number().int(),
  lines: z.array(quoteLineSchema),
  issuedAt: z.string(),
  issuedBy: personRefSchema.nullable(),
  approvedAt: z.string().nullable(),
  approvedBy: personRefSchema.nullable(),
});
export type QuoteRevision = z.infer<typeof quoteRevisionSchema>;

const IMPLEMENTER_STATUSES = ['Invited', 'Accepted'] as const;

const implementerSchema = z.object({
  email: z.string(),
  /** The account's name once there is one. */
  name: z.string().nullable(),
  userId: z.string().nullable(),
  status: z.enum(IMPLEMENTER_STATUSES),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
  invitedBy: personRefSchema.nullable(),
});

export const blueprintDetailSchema = z.object({
  id: z.string(),
  /** Goes up by one with every change; an edit sends the version it was based on. */
  version: z.number().int().min(1),
  preparedFor: z.string(),
  stage: z.enum(BLUEPRINT_STAGES),
  approval: z.enum(BLUEPRINT_APPROVALS),
  approvedAt: z.string().nullable(),
  /** The district person who approved (also when staff recorded it for them). */
  approvedBy: personRefSchema.nullable(),
  /** Set when staff recorded the approval on the district's behalf: who, and why. */
  approvalRecordedBy: personRefSchema.nullable(),
  approvalReason: z.string().nullable(),
  application: z.object({
    id: z.string(),
    applicationNumber: z.number().int(),
    status: z.enum(APPLICATION_STATUSES),
    applicantId: z.string().nullable(),
    applicantName: z.string(),
  }),
  district: personRefSchema,
  primaryContact: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() }).nullable(),
  fundingPartner: z.string().nullable(),
  fullyFunded: z.boolean(),
  schools: z.array(personRefSchema),
  lines: z.array(blueprintLineSchema),
  linesTotalCents: z.number().int(),
  totalProgramCostCents: z.number().int(),
  directCostToDistrictCents: z.number().int(),
  students: rangeSchema.nullable(),
  educators: rangeSchema.nullable(),
  /** Hours of hands-on learning each participating student gets. */
  contactHours: rangeSchema.nullable(),
  impactSummary: z.string().nullable(),
  quote: quoteSchema.nullable(),
  /** Every issued revision, newest first; the first is the current quote. */
  revisions: z.array(quoteRevisionSchema),
  implementer: implementerSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlueprintDetail = z.infer<typeof blueprintDetailSchema>;

/**
 * Staff's recording of the district's approval, as it applies to one revision: only the revision
 * approved now (the current quote of an approved blueprint) was recorded so; another revision never
 * claims it. Null when the district person approved it themselves.
 */
export function approvalRecordingOf(
  b: Pick<BlueprintDetail, 'approval' | 'quote' | 'approvalRecordedBy' | 'approvalReason'>,
  revision: number,
): { staff: string; reason: string } | null {
  if (b.approval !== 'Approved' || b.quote?.revision !== revision || !b.approvalRecordedBy || !b.approvalReason) return null;
  return { staff: b.approvalRecordedBy.name, reason: b.approvalReason };
}

const blueprintSchoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  titleIStatus: z.enum(TITLE_I_STATUSES).nullable(),
  estimatedEnrollment: z.number().int().nullable(),
  economicallyDisadvantagedPct: z.number().int().nullable(),
});
export type BlueprintSchool = z.infer<typeof blueprintSchoolSchema>;
export const blueprintSchoolListSchema = z.object({ items: z.array(blueprintSchoolSchema) });

export const blueprintImpactSchema = z.object({
  students: rangeSchema.nullable(),
  educators: rangeSchema.nullable(),
  /** Per student. */
  contactHours: rangeSchema.nullable(),
  /** Students × hours: the forecast's total hands-on learning. */
  studentContactHours: rangeSchema.nullable(),
  schools: z.number().int(),
  titleISchools: z.number().int(),
  /** Share of participating schools with a Title I programme, 0–100; null with no schools. */
  titleISharePct: z.number().int().nullable(),
  /** Estimated enrollment of the participating schools (those that report it). */
  enrollment: z.number().int().nullable(),
  /** Total program cost ÷ students: min at the most students, max at the fewest. */
  costPerStudentCents: rangeSchema.nullable(),
  totalProgramCostCents: z.number().int(),
});
export type BlueprintImpact = z.infer<typeof blueprintImpactSchema>;

// ---------------------------------------------------------------------------------------------
// Comments: GET / POST /blueprints/:id/comments, DELETE /blueprints/:id/comments?commentId=
// ---------------------------------------------------------------------------------------------

export const blueprintCommentSchema = z.object({
  id: z.string(),
  author: personRefSchema.nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type BlueprintComment = z.infer<typeof blueprintCommentSchema>;
export const blueprintCommentListSchema = listResponseSchema(blueprintCommentSchema);

export const addCommentSchema = z.object({ comment: commentTextSchema });

/** Any text: an id that names no comment of the blueprint answers 404, like a deleted one. */
export const deleteCommentQuerySchema = z.object({
  commentId: z.string({ error: blueprintMessages.commentNotFound }),
});

// ---------------------------------------------------------------------------------------------
// PATCH /blueprints/:id (approve), PATCH /blueprints/:id/implementer
// ---------------------------------------------------------------------------------------------

/**
 * Approves the quote revision the person read: a newer revision answers 409, never a silent approval.
 * Approval is the district's: programme staff may only record one on its behalf, naming the
 * district person who approved (`approvedById`) and why (`reason`); staffApprovalSchema requires both.
 */
const approveShape = {
  approval: z.literal('Approved', { error: blueprintMessages.approvalInvalid }),
  quoteRevision: z.number({ error: blueprintMessages.quoteChanged }).int().min(1),
};
const approverField = z.uuid({ error: blueprintMessages.approverRequired });
const approvalReasonField = z
  .string({ error: blueprintMessages.approvalReasonRequired })
  .trim()
  .min(1, { error: blueprintMessages.approvalReasonRequired, abort: true })
  .max(APPROVAL_REASON_MAX_LENGTH, { error: blueprintMessages.approvalReasonTooLong });

export const approveBlueprintSchema = z.object({ ...approveShape, approvedById: approverField.optional(), reason: approvalReasonField.optional() });
export type ApproveBlueprintBody = z.output<typeof approveBlueprintSchema>;

/** The body of an approval staff record for the district: the person and the reason are required. */
export const staffApprovalSchema = z.object({ ...approveShape, approvedById: approverField, reason: approvalReasonField });

/**
 * Invite a district member (`userId`) or anyone by e-mail (`email`); or, as the invited person
 * with an account, accept (`accept: true`).
 */
export const implementerRequestSchema = z
  .object({
    userId: z.uuid({ error: blueprintMessages.implementerRequired }).optional(),
    email: z.string().optional(),
    accept: z.literal(true).optional(),
  })
  .transform((v, ctx) => {
    if (v.accept) return { kind: 'accept' as const };
    if (v.userId) return { kind: 'user' as const, userId: v.userId };
    const email = v.email === undefined || v.email.trim() === '' ? undefined : emailSchema.safeParse(v.email);
    if (!email) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: blueprintMessages.implementerRequired });
      return z.NEVER;
    }
    if (!email.success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: email.error.issues[0]?.message ?? blueprintMessages.implementerRequired });
      return z.NEVER;
    }
    return { kind: 'email' as const, email: email.data };
  });
export type ImplementerRequest = z.input<typeof implementerRequestSchema>;

// ---------------------------------------------------------------------------------------------
// PUT /blueprints/:id (staff): the whole editable blueprint, based on `version`
// ---------------------------------------------------------------------------------------------

const cents = z
  .number({ error: blueprintMessages.amountInvalid })
  .int({ error: blueprintMessages.amountInvalid })
  .min(0, { error: blueprintMessages.amountInvalid })
  .max(MAX_COST_CENTS, { error: blueprintMessages.amountInvalid });
const count = (max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(max, { error: message }).nullable();
const optionalText = (max: number) =>
  z
    .string()
    .max(max, { error: blueprintMessages.tooLong })
    .nullable()
    .transform((v) => (v === null || isBlankOrDashes(v) ? null : v.trim()));

const blueprintLineInputSchema = z.object({
  resourceId: z.uuid({ error: blueprintMessages.resourceUnknown }),
  quantity: z
    .number({ error: blueprintMessages.quantityInvalid })
    .int({ error: blueprintMessages.quantityInvalid })
    .min(1, { error: blueprintMessages.quantityInvalid })
    .max(MAX_LINE_QUANTITY, { error: blueprintMessages.quantityInvalid }),
  /**
   * The unit cost charged, in cents (a discount): from 0 up to the list price, which the server
   * checks against the catalogue. Absent: the line keeps its price (a new line takes the list price).
   */
  unitCostCents: z
    .number({ error: blueprintMessages.unitCostInvalid })
    .int({ error: blueprintMessages.unitCostInvalid })
    .min(0, { error: blueprintMessages.unitCostInvalid })
    .max(MAX_COST_CENTS, { error: blueprintMessages.unitCostInvalid })
    .optional(),
});

/** What percentage off the list price a unit cost is, whole (0 when none). */
export function discountPercent(unitCostCents: number, listPriceCents: number): number {
  if (listPriceCents <= 0 || unitCostCents >= listPriceCents) return 0;
  return Math.round(((listPriceCents - unitCostCents) / listPriceCents) * 100);
}

const rangeFields = [
  ['studentsMin', 'studentsMax'],
  ['educatorsMin', 'educatorsMax'],
  ['contactHoursMin', 'contactHoursMax'],
] as const;

export const editBlueprintSchema = z
  .object({
    version: z.number({ error: blueprintMessages.versionRequired }).int().min(1),
    preparedFor: z
      .string({ error: blueprintMessages.preparedForRequired })
      .refine((v) => !isBlankOrDashes(v), { error: blueprintMessages.preparedForRequired })
      .transform((v) => v.trim())
      .refine((v) => v.length <= PREPARED_FOR_MAX_LENGTH, { error: blueprintMessages.tooLong }),
    primaryContactId: z.uuid({ error: blueprintMessages.contactNotInDistrict }).nullable(),
    schoolIds: z.array(z.uuid({ error: blueprintMessages.schoolInvalid })).max(500),
    lines: z.array(blueprintLineInputSchema).max(MAX_BLUEPRINT_LINES, { error: blueprintMessages.tooManyLines }),
    totalProgramCostCents: cents,
    directCostToDistrictCents: cents,
    studentsMin: count(MAX_PARTICIPANTS, blueprintMessages.wholeNumber),
    studentsMax: count(MAX_PARTICIPANTS, blueprintMessages.wholeNumber),
    educatorsMin: count(MAX_PARTICIPANTS, blueprintMessages.wholeNumber),
    educatorsMax: count(MAX_PARTICIPANTS, blueprintMessages.wholeNumber),
    contactHoursMin: count(MAX_CONTACT_HOURS_PER_STUDENT, blueprintMessages.hoursInvalid),
    contactHoursMax: count(MAX_CONTACT_HOURS_PER_STUDENT, blueprintMessages.hoursInvalid),
    fundingPartner: optionalText(FUNDING_PARTNER_MAX_LENGTH),
    fullyFunded: z.boolean(),
    impactSummary: optionalText(IMPACT_SUMMARY_MAX_LENGTH),
  })
  .superRefine((v, ctx) => {
    if (v.directCostToDistrictCents > v.totalProgramCostCents) {
      ctx.addIssue({ code: 'custom', path: ['directCostToDistrictCents'], message: blueprintMessages.directAboveTotal });
    }
    for (const [min, max] of rangeFields) {
      const low = v[min];
      const high = v[max];
      // A range is both ends or neither: min alone would read as "at least", which the screen never says.
      if ((low === null) !== (high === null)) {
        ctx.addIssue({ code: 'custom', path: [low === null ? min : max], message: blueprintMessages.wholeNumber });
      } else if (low !== null && high !== null && low > high) {
        ctx.addIssue({ code: 'custom', path: [min], message: blueprintMessages.minAboveMax });
      }
    }
    const seen = new Set<string>();
    v.lines.forEach((line, index) => {
      if (seen.has(line.resourceId)) {
        ctx.addIssue({ code: 'custom', path: ['lines', index, 'resourceId'], message: blueprintMessages.duplicateResource });
      }
      seen.add(line.resourceId);
    });
  });
export type EditBlueprintRequest = z.input<typeof editBlueprintSchema>;
export type EditBlueprint = z.output<typeof editBlueprintSchema>;

// ---------------------------------------------------------------------------------------------
// Staff: POST /staff/blueprints, POST /staff/blueprints/:id/quote, PATCH /staff/blueprints/:id/stage
// ---------------------------------------------------------------------------------------------

export const startBlueprintSchema = z.object({
  applicationId: z.uuid({ error: blueprintMessages.applicationNotFound }),
});

export const issueQuoteSchema = z.object({
  version: z.number({ error: blueprintMessages.versionRequired }).int().min(1),
});

export const moveStageSchema = z.object({
  stage: z.enum(BLUEPRINT_STAGES, { error: blueprintMessages.stageInvalid }),
  version: z.number({ error: blueprintMessages.versionRequired }).int().min(1),
});

export const quotePdfQuerySchema = z.object({
  revision: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Number(v)),
    z.number({ error: blueprintMessages.revisionNotFound }).int().min(1).optional(),
  ),
});

// ---------------------------------------------------------------------------------------------
// Lookups: POST /lookups/filters/blueprint-schools, GET /lookups/blueprint-users, GET /lookups/users
// ---------------------------------------------------------------------------------------------

export const blueprintSchoolsFilterBodySchema = z.object({
  districtIds: z
    .array(z.uuid({ error: blueprintMessages.districtInvalid }))
    .max(100)
    .default([]),
});

const blueprintSchoolOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  districtId: z.string(),
  blueprintCount: z.number().int(),
});
export const blueprintSchoolOptionListSchema = z.object({ items: z.array(blueprintSchoolOptionSchema) });

export const blueprintUsersQuerySchema = z.object({
  blueprintId: z.uuid({ error: blueprintMessages.notFound }).optional(),
});

export const usersLookupQuerySchema = z.object({
  districtId: z.uuid({ error: blueprintMessages.districtInvalid }),
});

const userOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  currentRole: z.string().nullable(),
});
export type UserOption = z.infer<typeof userOptionSchema>;
export const userOptionListSchema = z.object({ items: z.array(userOptionSchema) });
