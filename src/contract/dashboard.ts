// GET /dashboard/summary (added by this product): what the dashboard shows about the programme in
// one call — the user's application and its status, the blueprint built from it, and the funding
// (spec §3 "Funding info": allocated amount, the date by which funds must be used). The checklist
// counts come from GET /action-tasks and the kit orders from GET /projects/orders.
import { z } from 'zod';
import { APPLICATION_STATUSES } from './applications-messages';
import { BLUEPRINT_APPROVAL_LABELS } from './blueprints-messages';

/** One project whose kit count is due by the district's count cadence (src/contract/count-schedule.ts). */
export const countDueItemSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  schoolName: z.string(),
  dueDate: z.string(),
  /** Days past the due date: 0 on the day it falls due. */
  daysOverdue: z.number().int(),
});
export type CountDueItem = z.infer<typeof countDueItemSchema>;

export const dashboardSummarySchema = z.object({
  /** The user's own latest application, else their district's latest; null when there is none. */
  application: z
    .object({
      id: z.string(),
      applicationNumber: z.number().int(),
      status: z.enum(APPLICATION_STATUSES),
      /** Why it is Waitlisted, Declined or Withdrawn; null otherwise. */
      statusReason: z.string().nullable(),
      /** YYYY-MM-DD. */
      applicationDate: z.string(),
      /** The programme staff member looking after it; null: "Not assigned yet". */
      assignedAdmin: z.string().nullable(),
    })
    .nullable(),
  /** The newest blueprint built from that application. */
  blueprint: z
    .object({
      id: z.string(),
      stage: z.string(),
      approval: z.enum(BLUEPRINT_APPROVAL_LABELS),
    })
    .nullable(),
  /** Funds allocated to that application; null until funds are allocated. */
  funding: z
    .object({
      allocatedCents: z.number().int().min(0),
      /** YYYY-MM-DD: the funds must be used by this day. */
      useBy: z.string(),
      /** YYYY-MM-DD: when the funds were allocated, where the "time left" bar starts. */
      allocatedOn: z.string(),
    })
    .nullable(),
  /** The district's projects whose count is due, most overdue first (a copy saved before it existed has none). */
  countsDue: z.array(countDueItemSchema).default([]),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export { fundingTimeLeft } from './calendar';
