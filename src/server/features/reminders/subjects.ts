// What reminders are about, read as they are now: the order, task or blueprint (so a handler can
// tell whether it still needs a reminder) and the staff digest's figures.
import { and, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { COUNT_DUE_SOURCE_PREFIX } from '@contract/count-schedule';
import { OUTCOME_TASK_SOURCE_PREFIX } from '@contract/outcome-reports-messages';
import type { KitOrderKind, KitOrderStatus } from '@contract/projects';
import type { Db, Tx } from '@server/db/connect';
import {
  actionTasks,
  activityLog,
  applications,
  blueprints,
  districts,
  kitOrders,
  outcomeReports,
  outcomeTerms,
  projects,
  schools,
} from '@server/db/schema';
import { dueDateSql } from '../count-schedule/freshness-queries';
import { inStaffScope, type StaffScope } from '@server/plugins/staff-scope';
import type { DigestFacts, OrderFacts } from './reminder-mails';

/** Kits still out on an order (the contract's kitsOutstanding), in SQL. */
const outstandingSql = sql<number>`coalesce(${kitOrders.kitsNeeded}, ${kitOrders.requestedKits}, 0) - ${kitOrders.kitsReturned} - ${kitOrders.kitsShort}`;

export interface OrderSubject extends OrderFacts {
  id: string;
  kind: KitOrderKind;
  status: KitOrderStatus;
  projectId: string;
  districtId: string;
  createdById: string | null;
}

export async function loadOrderSubject(db: Db | Tx, orderId: string): Promise<OrderSubject | null> {
  const [row] = await db
    .select({
      id: kitOrders.id,
      orderNumber: kitOrders.orderNumber,
      kind: kitOrders.kind,
      status: kitOrders.status,
      projectId: kitOrders.projectId,
      projectName: projects.name,
      schoolName: schools.name,
      districtId: projects.districtId,
      createdById: kitOrders.createdById,
      kitsNeeded: kitOrders.kitsNeeded,
      requestedKits: kitOrders.requestedKits,
      kitsShort: kitOrders.kitsShort,
      checkoutName: kitOrders.checkoutName,
      returnDate: kitOrders.returnDate,
      kitsOutstanding: outstandingSql,
      reason: kitOrders.reason,
      carrier: kitOrders.carrier,
      trackingReference: kitOrders.trackingReference,
      expectedArrival: kitOrders.expectedArrival,
      // An approval in part logs the kits asked for (the order keeps the kits approved).
      kitsAsked: sql<number | null>`(
        select (${activityLog.after} ->> 'kitsAsked')::integer from ${activityLog}
        where ${activityLog.entityType} = 'kit-order' and ${activityLog.entityId} = ${kitOrders.id}
          and ${activityLog.action} = 'status-changed' and ${activityLog.after} ->> 'status' = 'Approved'
        order by ${activityLog.createdAt} desc limit 1)`,
    })
    .from(kitOrders)
    .innerJoin(projects, eq(projects.id, kitOrders.projectId))
    .innerJoin(schools, eq(schools.id, projects.schoolId))
    .where(eq(kitOrders.id, orderId));
  if (!row) return null;
  const { kitsNeeded, requestedKits, kitsShort, ...rest } = row;
  return {
    ...rest,
    kits: (kitsNeeded ?? requestedKits ?? 0) - kitsShort,
    kitsOutstanding: Number(row.kitsOutstanding),
    kitsAsked: row.kitsAsked === null ? null : Number(row.kitsAsked),
  };
}

/** A project's count as its district's cadence has it now: null without a cadence. */
export async function loadCountDueSubject(db: Db | Tx, projectId: string) {
  const [row] = await db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      schoolName: schools.name,
      districtId: projects.districtId,
      everyDays: districts.countEveryDays,
      dueDate: dueDateSql,
    })
    .from(projects)
    .innerJoin(schools, eq(schools.id, projects.schoolId))
    .innerJoin(districts, eq(districts.id, projects.districtId))
    .where(eq(projects.id, projectId));
  if (!row || row.everyDays === null || row.dueDate === null) return null;
  return { ...row, everyDays: row.everyDays, dueDate: row.dueDate };
}

export async function loadTaskSubject(db: Db | Tx, taskId: string) {
  const [row] = await db
    .select({
      id: actionTasks.id,
      districtId: actionTasks.districtId,
      userId: actionTasks.userId,
      title: actionTasks.title,
      dueDate: actionTasks.dueDate,
      isRequired: actionTasks.isRequired,
      completedAt: actionTasks.completedAt,
    })
    .from(actionTasks)
    .where(eq(actionTasks.id, taskId));
  return row ?? null;
}

export async function loadBlueprintSubject(db: Db | Tx, blueprintId: string) {
  const [row] = await db
    .select({
      id: blueprints.id,
      districtId: blueprints.districtId,
      primaryContactId: blueprints.primaryContactId,
      preparedFor: blueprints.preparedFor,
      approval: blueprints.approval,
      quoteExpiresAt: blueprints.quoteExpiresAt,
    })
    .from(blueprints)
    .where(eq(blueprints.id, blueprintId));
  return row ?? null;
}

/** The staff digest's figures within a staff member's districts, on `today` (UTC day). */
export async function loadDigestFacts(db: Db | Tx, scope: StaffScope, today: string): Promise<DigestFacts> {
  const inScope = inStaffScope(scope, projects.districtId);
  const ordersWhere = async (...conditions: Parameters<typeof and>) => {
    const [row] = await db
      .select({ n: count() })
      .from(kitOrders)
      .innerJoin(projects, eq(projects.id, kitOrders.projectId))
      .where(and(inScope, ...conditions));
    return Number(row?.n ?? 0);
  };
  const [apps] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(inStaffScope(scope, applications.districtId), eq(applications.status, 'New')));
  return {
    // Parts refills wait for staff as requests do.
    requestsToApprove: await ordersWhere(inArray(kitOrders.kind, ['request', 'refill']), eq(kitOrders.status, 'Requested')),
    ordersToShip: await ordersWhere(inArray(kitOrders.kind, ['request', 'refill']), eq(kitOrders.status, 'Approved')),
    overdueReturns: await ordersWhere(
      eq(kitOrders.kind, 'checkout'),
      eq(kitOrders.status, 'Active'),
      lt(kitOrders.returnDate, today),
      gt(outstandingSql, 0),
    ),
    newApplications: Number(apps?.n ?? 0),
  };
}

// ---- What is due now (the planner's questions) ---------------------------------------------------

/** Checkouts with kits out whose Return Date is between `fromDay` and `toDay` (inclusive). */
export async function checkoutsDueBetween(db: Db | Tx, fromDay: string | null, toDay: string, options: { before?: boolean } = {}) {
  return db
    .select({ id: kitOrders.id, returnDate: kitOrders.returnDate, districtId: projects.districtId, createdById: kitOrders.createdById })
    .from(kitOrders)
    .innerJoin(projects, eq(projects.id, kitOrders.projectId))
    .where(
      and(
        eq(kitOrders.kind, 'checkout'),
        eq(kitOrders.status, 'Active'),
        gt(outstandingSql, 0),
        options.before ? lt(kitOrders.returnDate, toDay) : sql`${kitOrders.returnDate} between ${fromDay} and ${toDay}`,
      ),
    );
}

/** Pending tasks due between the days (inclusive), or before `toDay` with `before`. */
export async function tasksDueBetween(db: Db | Tx, fromDay: string | null, toDay: string, options: { before?: boolean } = {}) {
  return db
    .select({ id: actionTasks.id, dueDate: actionTasks.dueDate, districtId: actionTasks.districtId, userId: actionTasks.userId })
    .from(actionTasks)
    .where(
      and(
        isNull(actionTasks.completedAt),
        // A count-due task has its own e-mail (the count-due reminder): one e-mail per due count.
        sql`coalesce(${actionTasks.sourceKey}, '') not like ${`${COUNT_DUE_SOURCE_PREFIX}%`}`,
        // Nor does an outcome report's task: the outcome-report reminders are its e-mails.
        sql`coalesce(${actionTasks.sourceKey}, '') not like ${`${OUTCOME_TASK_SOURCE_PREFIX}%`}`,
        options.before ? lt(actionTasks.dueDate, toDay) : sql`${actionTasks.dueDate} between ${fromDay} and ${toDay}`,
      ),
    );
}

/** Blueprints awaiting approval whose quote expires between the days (inclusive). */
export async function quotesExpiringBetween(db: Db | Tx, fromDay: string, toDay: string) {
  return db
    .select({
      id: blueprints.id,
      quoteExpiresAt: blueprints.quoteExpiresAt,
      districtId: blueprints.districtId,
      primaryContactId: blueprints.primaryContactId,
    })
    .from(blueprints)
    .where(and(eq(blueprints.approval, 'Needs approval'), sql`${blueprints.quoteExpiresAt} between ${fromDay} and ${toDay}`));
}

/** An outcome report as it is now: its status, its term's due day and what its e-mail names. */
export async function loadOutcomeSubject(db: Db | Tx, reportId: string) {
  const [row] = await db
    .select({
      id: outcomeReports.id,
      districtId: outcomeReports.districtId,
      status: outcomeReports.status,
      dueOn: outcomeTerms.dueOn,
      termName: outcomeTerms.name,
      blueprintName: blueprints.preparedFor,
    })
    .from(outcomeReports)
    .innerJoin(outcomeTerms, eq(outcomeTerms.id, outcomeReports.termId))
    .innerJoin(blueprints, eq(blueprints.id, outcomeReports.blueprintId))
    .where(eq(outcomeReports.id, reportId));
  return row ?? null;
}

/** Reports not submitted (Draft or sent back) whose term is due between the days, or before `toDay` with `before`. */
export async function outcomeReportsDueBetween(db: Db | Tx, fromDay: string | null, toDay: string, options: { before?: boolean } = {}) {
  return db
    .select({ id: outcomeReports.id, dueOn: outcomeTerms.dueOn, districtId: outcomeReports.districtId })
    .from(outcomeReports)
    .innerJoin(outcomeTerms, eq(outcomeTerms.id, outcomeReports.termId))
    .where(
      and(
        inArray(outcomeReports.status, ['Draft', 'Changes requested']),
        options.before ? lt(outcomeTerms.dueOn, toDay) : sql`${outcomeTerms.dueOn} between ${fromDay} and ${toDay}`,
      ),
    );
}
