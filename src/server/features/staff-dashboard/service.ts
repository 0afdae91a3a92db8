// The staff dashboard's figures (GET /staff/dashboard), each one query within the caller's
// districts. Kit orders, count conflicts and blueprints are read from their tables directly: the fulfilment queue
// and the blueprint builder have screens of their own that the figures link to.
import { and, count, eq, gte, inArray, isNull, lt, lte, notInArray, sql } from 'drizzle-orm';
import { CLOSED_STATUSES } from '@contract/applications-messages';
import { todayUtc } from '@contract/action-tasks';
import { FUNDS_EXPIRING_DAYS, type StaffDashboard } from '@contract/staff-dashboard';
import type { Db } from '@server/db/connect';
import { actionTasks, applications, blueprints, countConflicts, districts, fundingAllocations, kitOrders, projects } from '@server/db/schema';
import { inStaffScope, type StaffScope } from '@server/plugins/staff-scope';
import { backupStatus } from '../backups/backup-status';

const int = (value: unknown) => Number(value ?? 0);

function dayPlus(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export async function loadStaffDashboard(
  db: Db,
  scope: StaffScope,
  options: { withBackup: boolean; backupKeep: number; now: Date },
): Promise<StaffDashboard> {
  const today = todayUtc();
  // Declined and withdrawn applications need no more work, like completed ones.
  const open = notInArray(applications.status, [...CLOSED_STATUSES]);
  // What approved blueprints of an application draw from its allocation: the programme's cost less
  // what the district pays itself, never more than was allocated.
  // Outer columns written in full: inside a select list Drizzle leaves column names unqualified.
  const drawn = sql`least("funding_allocations"."allocated_cents", coalesce((
      select sum(b.total_program_cost_cents - b.direct_cost_to_district_cents) from blueprints b
      where b.application_id = "funding_allocations"."application_id" and b.approval = 'Approved'), 0))`;

  const [apps, awaiting, funds, toShip, overdueReturns, openConflicts, tasks, districtCount] = await Promise.all([
    db
      .select({
        new: count(sql`case when ${applications.status} = 'New' then 1 end`),
        unassigned: count(sql`case when ${and(open, isNull(applications.assignedAdminId))} then 1 end`),
        assignedToMe: count(sql`case when ${and(open, eq(applications.assignedAdminId, scope.userId))} then 1 end`),
      })
      .from(applications)
      .where(inStaffScope(scope, applications.districtId)),
    db
      .select({ total: count() })
      .from(blueprints)
      .where(and(inStaffScope(scope, blueprints.districtId), eq(blueprints.stage, 'In Review'), eq(blueprints.approval, 'Needs approval'))),
    db
      .select({
        allocated: sql<string>`coalesce(sum(${fundingAllocations.allocatedCents}), 0)`,
        used: sql<string>`coalesce(sum(${drawn}), 0)`,
        expiringSoon: count(
          sql`case when ${and(gte(fundingAllocations.useBy, today), lte(fundingAllocations.useBy, dayPlus(today, FUNDS_EXPIRING_DAYS)))} then 1 end`,
        ),
      })
      .from(fundingAllocations)
      .where(inStaffScope(scope, fundingAllocations.districtId)),
    db
      .select({ total: count() })
      .from(kitOrders)
      .innerJoin(projects, eq(projects.id, kitOrders.projectId))
      .where(
        and(
          inStaffScope(scope, projects.districtId),
          inArray(kitOrders.kind, ['request', 'refill']),
          inArray(kitOrders.status, ['Requested', 'Approved']),
        ),
      ),
    db
      .select({ total: count() })
      .from(kitOrders)
      .innerJoin(projects, eq(projects.id, kitOrders.projectId))
      .where(
        and(
          inStaffScope(scope, projects.districtId),
          inArray(kitOrders.status, ['Shipped', 'Active']),
          lt(kitOrders.returnDate, today),
          sql`coalesce(${kitOrders.kitsNeeded}, 0) + coalesce(${kitOrders.requestedKits}, 0) > ${kitOrders.kitsReturned}`,
        ),
      ),
    db
      .select({ total: count() })
      .from(countConflicts)
      .innerJoin(projects, eq(projects.id, countConflicts.projectId))
      .where(and(inStaffScope(scope, projects.districtId), isNull(countConflicts.resolvedAt))),
    db
      .select({
        pending: count(),
        overdue: count(sql`case when ${lt(actionTasks.dueDate, today)} then 1 end`),
      })
      .from(actionTasks)
      .where(and(inStaffScope(scope, actionTasks.districtId), isNull(actionTasks.completedAt))),
    db.select({ total: count() }).from(districts).where(inStaffScope(scope, districts.id)),
  ]);
  const backup = options.withBackup ? await backupStatus(db, options.now, options.backupKeep) : null;

  return {
    applications: { new: int(apps[0]?.new), unassigned: int(apps[0]?.unassigned), assignedToMe: int(apps[0]?.assignedToMe) },
    blueprintsAwaitingDistrict: int(awaiting[0]?.total),
    funds: { allocatedCents: int(funds[0]?.allocated), usedCents: int(funds[0]?.used), expiringSoon: int(funds[0]?.expiringSoon) },
    kitOrders: { toShip: int(toShip[0]?.total), overdueReturns: int(overdueReturns[0]?.total) },
    openCountConflicts: int(openConflicts[0]?.total),
    tasks: { pending: int(tasks[0]?.pending), overdue: int(tasks[0]?.overdue) },
    districts: int(districtCount[0]?.total),
    backup,
  };
}
