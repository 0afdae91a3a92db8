// Applications to the programme (spec §3 "Application", §4 statuses, §7 Applications): the list's
// filter and rows, the details, creating one from the wizard's answers, and the pre-filled answers.
//
// Applying needs a confirmed e-mail (403 "Email verification required" otherwise).
// An application is the district's ("linked") when its applicant belongs to the district it names
// when applying (a member already, or linked to it then by the directory through their confirmed
// e-mail); otherwise it is the applicant's own until programme staff link it.
// Who sees what: programme staff (authority includes ADMIN) see every application; anyone else sees
// their own district's linked applications and the ones they made themselves. Any other id is 404.
// Full funding: one application per district every FULL_FUNDING_INTERVAL_MONTHS (spec §9), counted
// from the application date of the district's last linked full-funding application; an unlinked
// applicant is held to the same interval between their own full-funding applications for that
// district and never counts against the district; matching funds: no limit.
import { z } from 'zod';
import { BLUEPRINT_APPROVALS, BLUEPRINT_STAGES } from './blueprints-messages';
import { listResponseSchema, pageQuerySchema } from './lists';
import { TITLE_I_STATUSES } from './directory';
import { completeAnswersSchema, FUNDING_OPTIONS, onboardingProgressSchema } from './onboarding';
import { userSchema } from './users';
import { isoDateSchema } from './validation';
// The statuses, limits and rule texts live in applications-messages.ts (no zod), so the message
// catalogue reads them without building these schemas; re-exported for the code that imports them here.
import {
  APPLICATION_SEARCH_MAX_LENGTH,
  APPLICATION_STATUSES,
  applicationMessages,
  STATUS_REASON_MAX_LENGTH,
  usDate,
  type ApplicationStatus,
} from './applications-messages';
export { APPLICATION_SEARCH_MAX_LENGTH, APPLICATION_STATUSES, applicationMessages, usDate, type ApplicationStatus };

/** Why an application was waitlisted, declined or withdrawn: the applicant reads it as written. */
export const statusReasonSchema = z
  .string({ error: applicationMessages.reasonRequired })
  .trim()
  .min(1, { error: applicationMessages.reasonRequired })
  .max(STATUS_REASON_MAX_LENGTH, { error: applicationMessages.reasonTooLong });

// ---------------------------------------------------------------------------------------------
// Dates: calendar days travel as YYYY-MM-DD (docs/architecture.md §7)
// ---------------------------------------------------------------------------------------------

/** The calendar day `months` after `isoDay`, clamped to the month's end (Aug 31 + 6 → Feb 28/29). */
export function addMonthsIso(isoDay: string, months: number): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// POST /applications/me?limit=&offset= with the filter body
// ---------------------------------------------------------------------------------------------

export const applicationsFilterSchema = z
  .object({
    status: z
      .union([z.enum(APPLICATION_STATUSES), z.array(z.enum(APPLICATION_STATUSES))], {
        error: applicationMessages.statusInvalid,
      })
      .optional()
      .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
    search: z
      .string()
      .trim()
      .max(APPLICATION_SEARCH_MAX_LENGTH, { error: applicationMessages.searchTooLong })
      .optional()
      .transform((v) => (v ? v : undefined)),
    dateFrom: isoDateSchema.optional(),
    dateTo: isoDateSchema.optional(),
    schoolId: z.uuid({ error: applicationMessages.schoolInvalid }).optional(),
  })
  .refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, { path: ['dateTo'], error: applicationMessages.dateRange })
  // An empty body (or none) lists everything.
  .optional()
  .transform((v) => v ?? { status: [], search: undefined, dateFrom: undefined, dateTo: undefined, schoolId: undefined });
export type ApplicationsFilter = z.input<typeof applicationsFilterSchema>;

export const myApplicationsQuerySchema = pageQuerySchema;

export const personRefSchema = z.object({ id: z.string(), name: z.string() });

export const applicationSummarySchema = z.object({
  id: z.string(),
  /** The "Application ID" people read out (from 1001). */
  applicationNumber: z.number().int(),
  applicantName: z.string(),
  numberOfSchools: z.number().int(),
  /** YYYY-MM-DD; lists show MM/DD/YYYY. */
  applicationDate: z.string(),
  /** null is shown as "Not assigned yet". */
  assignedAdmin: personRefSchema.nullable(),
  status: z.enum(APPLICATION_STATUSES),
  /** Why it is Waitlisted, Declined or Withdrawn; null in every other status. */
  statusReason: z.string().nullable(),
  district: personRefSchema,
  fundingOption: z.enum(FUNDING_OPTIONS),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const applicationListSchema = listResponseSchema(applicationSummarySchema);
export type ApplicationList = z.infer<typeof applicationListSchema>;

// ---------------------------------------------------------------------------------------------
// GET /applications/:id
// ---------------------------------------------------------------------------------------------

const applicationSchoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  titleIStatus: z.enum(TITLE_I_STATUSES).nullable(),
  estimatedEnrollment: z.number().int().nullable(),
  economicallyDisadvantagedPct: z.number().int().nullable(),
});

const applicationResourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  quantity: z.number().int(),
});

export const applicationDetailSchema = applicationSummarySchema.extend({
  applicationType: z.string().nullable(),
  /** Funding info (spec §3): allocated amount in cents and the day the funds must be used by. */
  fundsAllocatedCents: z.number().int().nullable(),
  fundsUsageDeadline: z.string().nullable(),
  contact: z.object({ name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
  comments: z.string().nullable(),
  objectives: z.string().nullable(),
  successDescription: z.string().nullable(),
  heardAbout: z.string().nullable(),
  schools: z.array(applicationSchoolSchema),
  resources: z.array(applicationResourceSchema),
  createdAt: z.string(),
  /** The blueprint built from the application, once programme staff have started one. */
  blueprint: z.object({ id: z.string(), stage: z.enum(BLUEPRINT_STAGES), approval: z.enum(BLUEPRINT_APPROVALS) }).nullable(),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

// ---------------------------------------------------------------------------------------------
// POST /applications, GET /applications/prefilled, PATCH /applications/me
// ---------------------------------------------------------------------------------------------

export { APPLICATION_REVIEW_WORKING_DAYS } from './applications-messages';

/** Every step's answers, complete and valid. Creates the application with status New. */
export const createApplicationRequestSchema = completeAnswersSchema;
export type CreateApplicationRequest = z.input<typeof createApplicationRequestSchema>;

export const createApplicationResponseSchema = z.object({
  application: applicationDetailSchema,
  /** The applicant with onboardingStep 7: the session's appCreated follows it. */
  user: userSchema,
});
export type CreateApplicationResponse = z.infer<typeof createApplicationResponseSchema>;

/**
 * Where the wizard starts: the saved progress, with empty answers filled from the profile and from
 * the applicant's latest application (district, schools, resources, goals, funding).
 */
export const prefilledApplicationSchema = z.object({
  progress: onboardingProgressSchema,
  /** The application the answers were filled from, if any. */
  basedOn: z.object({ id: z.string(), applicationNumber: z.number().int() }).nullable(),
});
export type PrefilledApplication = z.infer<typeof prefilledApplicationSchema>;

/** PATCH /applications/me: the planning pop-up was watched; answers the user (showPlanningPopUp false). */
/** POST /applications/:id/withdraw: the district takes its application back, saying why. */
export const withdrawApplicationSchema = z.object({ reason: statusReasonSchema });

export const planningWatchedResponseSchema = userSchema;

// ---------------------------------------------------------------------------------------------
// GET /lookups/application-resources: the catalogue the wizard offers
// ---------------------------------------------------------------------------------------------

const resourceChoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  summary: z.string().nullable(),
  gradeBand: z.string().nullable(),
});
export type ResourceChoice = z.infer<typeof resourceChoiceSchema>;
export const resourceChoiceListSchema = z.object({ items: z.array(resourceChoiceSchema) });
