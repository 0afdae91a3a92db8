// GET /staff/dashboard: what a programme staff member lands on, in one call — every figure counted
// within their districts (ADMIN: all), each linking to its list.
import { z } from 'zod';
import { backupStatusSchema } from './backups';

/** "Expiring soon": funds whose use-by date falls within this many days. */
export const FUNDS_EXPIRING_DAYS = 30;

export const staffDashboardSchema = z.object({
  applications: z.object({
    /** Status New. */
    new: z.number().int(),
    /** Not Program Completed and nobody assigned ("Not assigned yet"). */
    unassigned: z.number().int(),
    /** Not Program Completed and assigned to the caller. */
    assignedToMe: z.number().int(),
  }),
  /** Blueprints sent to the district (In Review) that it has not approved yet. */
  blueprintsAwaitingDistrict: z.number().int(),
  funds: z.object({
    allocatedCents: z.number().int(),
    /** What approved blueprints draw from the allocations (programme cost minus the district's direct cost, at most the allocation). */
    usedCents: z.number().int(),
    /** Allocations whose use-by date is within FUNDS_EXPIRING_DAYS days. */
    expiringSoon: z.number().int(),
  }),
  kitOrders: z.object({
    /** Order requests Requested or Approved: kits still to ship. */
    toShip: z.number().int(),
    /** Shipped or Active orders past their return date with kits still out. */
    overdueReturns: z.number().int(),
  }),
  /** Count conflicts nobody has settled yet (two counts of a project that did not see each other). */
  openCountConflicts: z.number().int(),
  tasks: z.object({ pending: z.number().int(), overdue: z.number().int() }),
  /** How many districts the caller looks after. */
  districts: z.number().int(),
  /** The newest backup, for those who run the server (`staff:operations`); null for everyone else. */
  backup: backupStatusSchema.nullable(),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;
