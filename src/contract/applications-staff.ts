// The staff side of applications: the review queue (GET /staff/applications), one application as
// staff see it with their notes (GET /staff/applications/{id}), acting on it (PATCH), bulk
// assignment, the assignee picker with each person's open workload, and staff-only notes.
//
// Status moves: the way through the programme (New → Building Blueprint → Blueprint Created →
// Program Completed) follows the blueprint's work and is never moved by hand (docs/decisions.md).
// By hand, staff only set an application aside — Waitlisted, Declined or Withdrawn (recording the
// district's own withdrawal), each with a reason the applicant reads — and reopen it, which returns
// it to the step it was set aside from.
import { z } from 'zod';
import {
  APPLICATION_SEARCH_MAX_LENGTH,
  APPLICATION_STATUSES,
  applicationDetailSchema,
  applicationMessages,
  applicationSummarySchema,
  statusReasonSchema,
  type ApplicationStatus,
} from './applications';
import { isSetAside, SET_ASIDE_STATUSES, type SetAsideStatus } from './applications-messages';
import { reviewSummarySchema } from './reviews';
import { ROLES } from './constants';
import { listResponseSchema, pageQuerySchema } from './lists';
import { BULK_ASSIGN_MAX, STAFF_NOTE_MAX_LENGTH, staffMessages } from './staff-messages';
import { isoDateSchema } from './validation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

// ---------------------------------------------------------------------------------------------
// Status moves
// ---------------------------------------------------------------------------------------------

/** Where an application may be set aside from: while it is still under review. */
const SET_ASIDE_FROM: Record<SetAsideStatus, readonly ApplicationStatus[]> = {
  Waitlisted: ['New', 'Building Blueprint'],
  Declined: ['New', 'Building Blueprint', 'Waitlisted'],
  Withdrawn: ['New', 'Building Blueprint', 'Waitlisted'],
};

/** Whether an application in `status` may be set aside as `to` (staff, or the district withdrawing). */
export function maySetAside(status: ApplicationStatus, to: SetAsideStatus): boolean {
  return SET_ASIDE_FROM[to].includes(status);
}

/**
 * The statuses staff may move an application in `status` to: setting it aside, or, once set aside,
 * reopening it to `reopenTo` (the step it was set aside from; New when unknown).
 */
export function allowedStatusMoves(status: ApplicationStatus, reopenTo: ApplicationStatus | null = null): ApplicationStatus[] {
  const moves: ApplicationStatus[] = isSetAside(status) ? [reopenTo && !isSetAside(reopenTo) ? reopenTo : 'New'] : [];
  for (const aside of SET_ASIDE_STATUSES) if (maySetAside(status, aside)) moves.push(aside);
  return moves;
}

// ---------------------------------------------------------------------------------------------
// GET /staff/applications: the review queue
// ---------------------------------------------------------------------------------------------

export const REVIEW_SORTS = ['newest', 'oldest', 'applicant', 'district', 'status', 'assignee'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** The assignee filter's value for "Not assigned yet". */
export const UNASSIGNED = 'none';

const statusListSchema = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v.filter((s) => s !== '') : String(v).split(',')),
  z.array(z.enum(APPLICATION_STATUSES, { error: applicationMessages.statusInvalid })),
);

const reviewFilterShape = {
  status: statusListSchema,
  /** A staff member's id, or `none` for "Not assigned yet". */
  assignee: z.preprocess(
    blank,
    z
      .string()
      .refine((v) => v === UNASSIGNED || UUID.test(v), { error: staffMessages.assigneeFilterInvalid })
      .optional(),
  ),
  districtId: z.preprocess(blank, z.string().regex(UUID, { error: staffMessages.districtInvalid }).optional()),
  dateFrom: z.preprocess(blank, isoDateSchema.optional()),
  dateTo: z.preprocess(blank, isoDateSchema.optional()),
  search: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .max(APPLICATION_SEARCH_MAX_LENGTH, { error: applicationMessages.searchTooLong })
      .optional()
      .transform((v) => v || undefined),
  ),
  sort: z.preprocess(blank, z.enum(REVIEW_SORTS, { error: staffMessages.sortInvalid }).default('newest')),
};
const dateOrder = (v: { dateFrom?: string; dateTo?: string }) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo;
const dateOrderError = { path: ['dateTo'], error: applicationMessages.dateRange };

/** The queue's filters; the CSV export takes the same ones. */
export const reviewFilterSchema = z.object(reviewFilterShape).refine(dateOrder, dateOrderError);
export type ReviewFilter = z.output<typeof reviewFilterSchema>;
export type ReviewFilterInput = {
  status?: ApplicationStatus[];
  assignee?: string;
  districtId?: string;
  dateFrom?: string;
  dateTo?: string;
  search?: string;
  sort?: ReviewSort;
};

export const reviewQuerySchema = pageQuerySchema.extend(reviewFilterShape).refine(dateOrder, dateOrderError);
export type ReviewQuery = z.output<typeof reviewQuerySchema>;

const reviewRowSchema = applicationSummarySchema.extend({
  fundsAllocatedCents: z.number().int().nullable(),
  /** Its reviews' weighted average, spread and counts, when it has reviewers (src/contract/reviews.ts). */
  review: reviewSummarySchema.optional(),
});
export type ReviewRow = z.infer<typeof reviewRowSchema>;
export const reviewListSchema = listResponseSchema(reviewRowSchema);
export type ReviewList = z.infer<typeof reviewListSchema>;

// ---------------------------------------------------------------------------------------------
// GET /staff/applications/{id}, PATCH /staff/applications/{id}, notes
// ---------------------------------------------------------------------------------------------

const staffNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type StaffNote = z.infer<typeof staffNoteSchema>;

export const staffApplicationSchema = z.object({
  application: applicationDetailSchema,
  /** Staff-only notes, newest first. Never part of the district's own answers. */
  notes: z.array(staffNoteSchema),
  /** Where staff may move the status from here (allowedStatusMoves); the first is the reopening when set aside. */
  allowedStatuses: z.array(z.enum(APPLICATION_STATUSES)),
  /** The allocation made to this application, if any (POST /staff/funding). */
  funding: z.object({ allocatedCents: z.number().int(), useBy: z.string(), allocatedOn: z.string() }).nullable(),
});
export type StaffApplication = z.infer<typeof staffApplicationSchema>;

const noteSchema = z.string({ error: staffMessages.noteRequired }).trim().max(STAFF_NOTE_MAX_LENGTH, { error: staffMessages.noteTooLong });

const assigneeIdSchema = z.string({ error: staffMessages.assigneeInvalid }).regex(UUID, { error: staffMessages.assigneeInvalid }).nullable();

/**
 * PATCH /staff/applications/{id}: assign (null: "Not assigned yet"), move the status (setting it
 * aside needs a reason the applicant reads), and/or add a staff-only note. At least one of them.
 */
export const updateStaffApplicationSchema = z
  .object({
    assignedAdminId: assigneeIdSchema.optional(),
    status: z.enum(APPLICATION_STATUSES, { error: applicationMessages.statusInvalid }).optional(),
    reason: statusReasonSchema.optional(),
    note: noteSchema.optional().transform((v) => v || undefined),
  })
  .refine((v) => v.assignedAdminId !== undefined || v.status !== undefined || v.note !== undefined, {
    path: ['status'],
    error: staffMessages.nothingToChange,
  })
  .refine((v) => v.status === undefined || !isSetAside(v.status) || v.reason !== undefined, {
    path: ['reason'],
    error: applicationMessages.reasonRequired,
  });
export type UpdateStaffApplication = z.input<typeof updateStaffApplicationSchema>;

/** POST /staff/applications/{id}/notes. */
export const addNoteSchema = z.object({
  body: noteSchema.min(1, { error: staffMessages.noteRequired }),
});

/** POST /staff/applications/assign: the selected rows of the (filtered) queue to one person. */
export const bulkAssignSchema = z.object({
  applicationIds: z
    .array(z.string().regex(UUID, { error: staffMessages.selectApplications }), { error: staffMessages.selectApplications })
    .min(1, { error: staffMessages.selectApplications })
    .max(BULK_ASSIGN_MAX, { error: staffMessages.tooManyApplications })
    .transform((ids) => [...new Set(ids)]),
  assignedAdminId: assigneeIdSchema,
});
export const bulkAssignResponseSchema = z.object({ updated: z.number().int() });

// ---------------------------------------------------------------------------------------------
// GET /staff/assignees: who applications can be assigned to, with their open workload
// ---------------------------------------------------------------------------------------------

export const assigneesQuerySchema = z.object({
  /** Only the people who may take applications of this district. */
  districtId: z.preprocess(blank, z.string().regex(UUID, { error: staffMessages.districtInvalid }).optional()),
});

const assigneeSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Applications assigned to them that are not Program Completed. */
  openApplications: z.number().int(),
  /** The districts they look after; null for ADMIN (every district). */
  districtIds: z.array(z.string()).nullable(),
});
export type Assignee = z.infer<typeof assigneeSchema>;
export const assigneeListSchema = z.object({ items: z.array(assigneeSchema) });
