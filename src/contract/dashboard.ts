// GET /dashboard/summary (added by this product): what the dashboard shows about the programme in
// one call — the user's application and its status, the blueprint built from it, and the funding
// (spec §3 "Funding info": allocated amount, the date by which funds must be used). The checklist
// counts come from GET /action-tasks and the kit orders from GET /projects/orders.
import { z } from 'zod';
import { APPLICATION_STATUSES } from './applications-messages';

export const BLUEPRINT_APPROVAL_LABELS = ['Approved', 'Needs approval'] as const;

export const dashboardSummarySchema = z.object({
  /** The user's own latest application, else their district's latest; null when there is none. */
  application: z
    .object({
      id: z.string(),
      applicationNumber: z.number().int(),
      status: z.enum(APPLICATION_STATUSES),
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
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/**
 * How much of the funding window is left on `today` (YYYY-MM-DD), from 1 (just allocated) to 0
 * (deadline reached), and the whole days left (negative once the deadline has passed).
 */
export function fundingTimeLeft(
  funding: { allocatedOn: string; useBy: string },
  today: string,
): { fraction: number; daysLeft: number } {
  const day = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  const msPerDay = 86_400_000;
  const start = day(funding.allocatedOn);
  const end = day(funding.useBy);
  const now = day(today);
  const daysLeft = Math.round((end - now) / msPerDay);
  const total = end - start;
  const fraction = total <= 0 ? (now < end ? 1 : 0) : Math.min(1, Math.max(0, (end - now) / total));
  return { fraction, daysLeft };
}
