// Staff's kit issues (GET /staff/kit-issues): the latest open report of each damaged, needs-parts or
// lost kit in the districts a staff member reaches, and the three ways to settle one — a replacement
// order, repaired, written off — each in one transaction with its kit_events row and activity entry
// (docs/decisions.md, "Kit issues").
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { conditionReportMessages, ISSUE_CONDITIONS } from '@contract/kit-conditions-messages';
import type { KitIssue, KitIssueOutcome, KitIssuesQuery } from '@contract/kit-conditions';
import type { KitIssueResolution } from '@contract/kit-records';
import type { ListResponse } from '@contract/lists';
import { apiPath, routes } from '@contract/routes';
import type { Db, Tx } from '@server/db/connect';
import { pageTotal } from '@server/db/prepared';
import { districts, kitConditionReports, kitCustody, kitEvents, kitOrders, kits, projects, schools, users } from '@server/db/schema';
import { conflict, notFound } from '@server/plugins/http-error';
import { inStaffScope, type StaffScope } from '@server/plugins/staff-scope';
import { recordActivity } from '../activity/record-activity';
import { recordOrderEvent } from '../projects/order-activity';
import { KIT_ENTITY } from './condition-service';

/** An open report that is the kit's latest open one (a newer report of the same kit supersedes it on the list). */
const latestOpen = sql`not exists (select 1 from kit_condition_reports newer
  where newer.kit_id = ${kitConditionReports.kitId} and newer.resolved_at is null
  and (newer.created_at, newer.id) > (${kitConditionReports.createdAt}, ${kitConditionReports.id}))`;

function issueConditions(scope: StaffScope, query: KitIssuesQuery): SQL | undefined {
  return and(
    inStaffScope(scope, projects.districtId),
    isNull(kitConditionReports.resolvedAt),
    inArray(kitConditionReports.condition, query.condition ? [query.condition] : [...ISSUE_CONDITIONS]),
    query.districtId ? eq(projects.districtId, query.districtId) : undefined,
    latestOpen,
  );
}

const nameOf = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;

export async function listKitIssues(db: Db, scope: StaffScope, query: KitIssuesQuery): Promise<ListResponse<KitIssue>> {
  const where = issueConditions(scope, query);
  const rows = await db
    .select({
      id: kitConditionReports.id,
      code: kits.code,
      kitStatus: kits.status,
      condition: kitConditionReports.condition,
      note: kitConditionReports.note,
      photoIds: kitConditionReports.photoIds,
      source: kitConditionReports.source,
      madeAt: kitConditionReports.madeAt,
      createdAt: kitConditionReports.createdAt,
      first: users.firstName,
      last: users.lastName,
      projectId: projects.id,
      projectName: projects.name,
      schoolId: schools.id,
      schoolName: schools.name,
      districtId: districts.id,
      districtName: districts.name,
    })
    .from(kitConditionReports)
    .innerJoin(kits, eq(kits.id, kitConditionReports.kitId))
    .innerJoin(projects, eq(projects.id, kits.projectId))
    .innerJoin(schools, eq(schools.id, projects.schoolId))
    .innerJoin(districts, eq(districts.id, projects.districtId))
    .leftJoin(users, eq(users.id, kitConditionReports.reportedById))
    .where(where)
    // Newest first: the list is a worklist staff check as reports come in.
    .orderBy(desc(kitConditionReports.createdAt), desc(kitConditionReports.id))
    .limit(query.limit)
    .offset(query.offset);
  const total = await pageTotal(rows.length, query, async () => {
    // Every report has its kit and every kit its project (required keys): they are joined only to
    // filter by the project's district, else the count would scan every kit.
    const counting = db.select({ total: count() }).from(kitConditionReports).$dynamic();
    if (!scope.all || query.districtId) {
      counting.innerJoin(kits, eq(kits.id, kitConditionReports.kitId)).innerJoin(projects, eq(projects.id, kits.projectId));
    }
    const [counted] = await counting.where(where);
    return Number(counted?.total ?? 0);
  });
  return {
    items: rows.map((r) => ({
      id: r.id,
      kit: { code: r.code, status: r.kitStatus },
      project: { id: r.projectId, name: r.projectName },
      school: { id: r.schoolId, name: r.schoolName },
      district: { id: r.districtId, name: r.districtName },
      condition: r.condition as KitIssue['condition'],
      note: r.note,
      photos: r.photoIds.map((id) => ({ id, url: apiPath(routes.upload, { sha256: id }) })),
      reportedBy: nameOf(r.first, r.last),
      madeAt: r.madeAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
      source: r.source,
    })),
    total,
  };
}

interface OpenIssue {
  id: string;
  kitId: string;
  code: string;
  kitStatus: 'active' | 'retired';
  condition: string;
  projectId: string;
  districtId: string;
  resolvedAt: Date | null;
}

/**
 * The issue, locked with its project (project first, as every kit write locks), or 404 outside the
 * scope or for a report that is no issue ('ok'); 409 once settled.
 */
async function lockIssue(tx: Tx, scope: StaffScope, id: string): Promise<OpenIssue> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  const find = () =>
    tx
      .select({
        id: kitConditionReports.id,
        kitId: kits.id,
        code: kits.code,
        kitStatus: kits.status,
        condition: kitConditionReports.condition,
        projectId: projects.id,
        districtId: projects.districtId,
        resolvedAt: kitConditionReports.resolvedAt,
      })
      .from(kitConditionReports)
      .innerJoin(kits, eq(kits.id, kitConditionReports.kitId))
      .innerJoin(projects, eq(projects.id, kits.projectId))
      .where(
        and(eq(kitConditionReports.id, id), inStaffScope(scope, projects.districtId), inArray(kitConditionReports.condition, [...ISSUE_CONDITIONS])),
      );
  const [seen] = isUuid ? await find() : [];
  if (!seen) throw notFound(conditionReportMessages.issueNotFound);
  await tx.execute(sql`select id from projects where id = ${seen.projectId}::uuid for update`);
  await tx.execute(sql`select id from kit_condition_reports where id = ${id}::uuid for update`);
  const [issue] = await find();
  if (!issue) throw notFound(conditionReportMessages.issueNotFound);
  if (issue.resolvedAt) throw conflict(conditionReportMessages.issueSettled);
  return issue;
}

/** Whether the kit is out with a class now. */
async function isOut(tx: Tx, kitId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: kitCustody.id })
    .from(kitCustody)
    .where(and(eq(kitCustody.kitId, kitId), isNull(kitCustody.returnedAt)));
  return row !== undefined;
}

/**
 * Takes the kit out of service: retired, and the project's kits on hand lowered by one in the same
 * transaction, so its active kits still number its kits on hand (identity-service.ts). A kit
 * already retired (a count lowered the figure) is left as it is.
 */
async function retireKit(tx: Tx, issue: OpenIssue): Promise<'active' | 'retired'> {
  if (issue.kitStatus === 'retired') return 'retired';
  if (await isOut(tx, issue.kitId)) {
    const message = conditionReportMessages.kitOut(issue.code);
    throw conflict(message);
  }
  await tx
    .update(kits)
    .set({ status: 'retired', retiredAt: sql`now()` })
    .where(eq(kits.id, issue.kitId));
  await tx
    .update(projects)
    .set({ kitsOnHand: sql`greatest(${projects.kitsOnHand} - 1, 0)` })
    .where(eq(projects.id, issue.projectId));
  return 'retired';
}

async function settle(
  tx: Tx,
  scope: StaffScope,
  issue: OpenIssue,
  resolution: KitIssueResolution,
  event: 'repaired' | 'written-off' | 'replacement-sent',
  extra: { kitStatus: 'active' | 'retired'; replacementOrder: { id: string; orderNumber: number } | null },
): Promise<KitIssueOutcome> {
  const [settled] = await tx
    .update(kitConditionReports)
    .set({ resolvedAt: sql`now()`, resolution, resolvedById: scope.userId, replacementOrderId: extra.replacementOrder?.id ?? null })
    .where(eq(kitConditionReports.id, issue.id))
    .returning({ resolvedAt: kitConditionReports.resolvedAt });
  // Any older open report of the same kit is settled with it: the list shows a kit once.
  await tx
    .update(kitConditionReports)
    .set({ resolvedAt: sql`now()`, resolution, resolvedById: scope.userId })
    .where(and(eq(kitConditionReports.kitId, issue.kitId), isNull(kitConditionReports.resolvedAt)));
  await tx.insert(kitEvents).values({
    kitId: issue.kitId,
    kind: event,
    byId: scope.userId,
    orderId: extra.replacementOrder?.id ?? null,
  });
  await recordActivity(tx, {
    entityType: KIT_ENTITY,
    entityId: issue.kitId,
    districtId: issue.districtId,
    actorId: scope.userId,
    action: `issue-${resolution}`,
    before: { condition: issue.condition, status: issue.kitStatus },
    after: {
      code: issue.code,
      resolution,
      status: extra.kitStatus,
      ...(extra.replacementOrder ? { orderNumber: extra.replacementOrder.orderNumber } : {}),
    },
    visibility: 'district',
  });
  return {
    id: issue.id,
    kitCode: issue.code,
    resolution,
    resolvedAt: settled!.resolvedAt!.toISOString(),
    kitStatus: extra.kitStatus,
    replacementOrder: extra.replacementOrder,
  };
}

/** Repaired: the kit is back in good order and may go out again. */
export async function markRepaired(tx: Tx, scope: StaffScope, id: string): Promise<KitIssueOutcome> {
  const issue = await lockIssue(tx, scope, id);
  await tx.update(kits).set({ condition: 'ok' }).where(eq(kits.id, issue.kitId));
  return settle(tx, scope, issue, 'repaired', 'repaired', { kitStatus: issue.kitStatus, replacementOrder: null });
}

/** Written off: the kit is retired and leaves the school's kits on hand. */
export async function writeOff(tx: Tx, scope: StaffScope, id: string): Promise<KitIssueOutcome> {
  const issue = await lockIssue(tx, scope, id);
  const kitStatus = await retireKit(tx, issue);
  return settle(tx, scope, issue, 'written-off', 'written-off', { kitStatus, replacementOrder: null });
}

/**
 * A replacement: an order request of one kit for the project, raised Approved (staff decided it;
 * it goes straight to the fulfilment queue to ship). A lost kit is retired with it — it is gone; a
 * damaged or incomplete one stays on the school's list in its condition until staff mark it repaired
 * or write it off, as it is still on the shelf (docs/decisions.md, "Kit issues").
 */
export async function sendReplacement(tx: Tx, scope: StaffScope, id: string): Promise<KitIssueOutcome> {
  const issue = await lockIssue(tx, scope, id);
  const kitStatus = issue.condition === 'lost' ? await retireKit(tx, issue) : issue.kitStatus;
  const note = conditionReportMessages.replacementNote(issue.code, issue.condition);
  const [order] = await tx
    .insert(kitOrders)
    .values({ projectId: issue.projectId, kind: 'request', status: 'Approved', requestedKits: 1, note, createdById: scope.userId })
    .returning({ id: kitOrders.id, orderNumber: kitOrders.orderNumber });
  await recordOrderEvent(tx, {
    orderId: order!.id,
    districtId: issue.districtId,
    actorId: scope.userId,
    action: 'created',
    before: null,
    after: 'Approved',
    details: { kits: 1, note },
  });
  return settle(tx, scope, issue, 'replaced', 'replacement-sent', { kitStatus, replacementOrder: order! });
}
