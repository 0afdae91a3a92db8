// Reading applications for programme staff: the review queue (filters, sort, paging), its rows
// for the CSV export, one application with the staff-only notes, and who can take applications
// with their open workload. Everything is limited to the caller's districts (staff scope).
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  allowedStatusMoves,
  UNASSIGNED,
  type Assignee,
  type ReviewFilter,
  type ReviewList,
  type ReviewQuery,
  type ReviewRow,
  type StaffApplication,
  type StaffNote,
} from '@contract/applications-staff';
import { APPLICATION_STATUSES, CLOSED_STATUSES } from '@contract/applications-messages';
import type { Role } from '@contract/constants';
import type { ReviewSummary } from '@contract/reviews';
import { rolesWith, type Ability } from '@contract/permissions';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@server/db/connect';
import { applicationNotes, applicationReviews, applications, districts, fundingAllocations, staffDistricts, users } from '@server/db/schema';
import { pageTotal, runPrepared } from '@server/db/prepared';
import { inStaffScope, type StaffScope } from '@server/plugins/staff-scope';
import { isUuid } from '../directory/service';
import { reviewSummaries } from '../reviews/queries';
import { assignedAdmin, loadApplication, summaryColumns, toSummary, type SummaryRow } from './queries';
import { textOrApplicationNumber } from './search';

/** "First Last", or the e-mail when the account has no name yet. */
const personName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn }) =>
  sql<string>`coalesce(nullif(trim(concat_ws(' ', ${table.firstName}, ${table.lastName})), ''), ${table.email})`;

const assigneeName = personName(assignedAdmin);

function queueConditions(scope: StaffScope, filter: ReviewFilter): SQL {
  const conditions: SQL[] = [inStaffScope(scope, applications.districtId)];
  if (filter.status.length) conditions.push(inArray(applications.status, filter.status));
  if (filter.assignee === UNASSIGNED) conditions.push(isNull(applications.assignedAdminId));
  else if (filter.assignee) conditions.push(eq(applications.assignedAdminId, filter.assignee));
  if (filter.districtId) conditions.push(eq(applications.districtId, filter.districtId));
  if (filter.dateFrom) conditions.push(gte(applications.applicationDate, filter.dateFrom));
  if (filter.dateTo) conditions.push(lte(applications.applicationDate, filter.dateTo));
  if (filter.search) {
    conditions.push(textOrApplicationNumber(filter.search, [applications.applicantName, districts.name, applications.contactEmail, assigneeName]));
  }
  return and(...conditions)!;
}

// The workflow's order, so sorting by status reads New first rather than alphabetically.
const statusRank = sql`array_position(${sql.raw(`array[${APPLICATION_STATUSES.map((status) => `'${status}'`).join(',')}]::text[]`)}, ${applications.status})`;

function queueOrder(sort: ReviewFilter['sort']): SQL[] {
  const tieBreak = [desc(applications.applicationNumber)];
  switch (sort) {
    case 'oldest':
      return [asc(applications.applicationDate), asc(applications.applicationNumber)];
    case 'applicant':
      return [asc(sql`lower(${applications.applicantName})`), ...tieBreak];
    case 'district':
      return [asc(sql`lower(${districts.name})`), desc(applications.applicationDate), ...tieBreak];
    case 'status':
      return [asc(statusRank), desc(applications.applicationDate), ...tieBreak];
    case 'assignee':
      // "Not assigned yet" first: those are the ones to hand out.
      return [sql`${assignedAdmin.id} is not null`, asc(sql`lower(${assigneeName})`), desc(applications.applicationDate), ...tieBreak];
    default:
      return [desc(applications.applicationDate), ...tieBreak];
  }
}

const rowColumns = { ...summaryColumns, fundsAllocatedCents: applications.fundsAllocatedCents };

/** Whether anyone was asked to review the application: only those rows need the reviews read. */
const hasReviewers = sql<boolean>`exists (select 1 from ${applicationReviews} where ${applicationReviews.applicationId} = ${applications.id})`;

function selectRows(db: Db | Tx) {
  return db
    .select({ ...rowColumns, hasReviewers })
    .from(applications)
    .innerJoin(districts, eq(districts.id, applications.districtId))
    .leftJoin(assignedAdmin, eq(assignedAdmin.id, applications.assignedAdminId));
}

const toRow = (row: SummaryRow & { fundsAllocatedCents: number | null }): ReviewRow => ({
  ...toSummary(row),
  fundsAllocatedCents: row.fundsAllocatedCents,
});

const unfiltered = (filter: ReviewFilter) =>
  !filter.status.length && !filter.assignee && !filter.districtId && !filter.dateFrom && !filter.dateTo && !filter.search;

/** The queue as it first opens for someone who reaches every district: one prepared statement per sort. */
const everyApplication = (db: Db | Tx, sort: ReviewFilter['sort']) =>
  selectRows(db)
    .orderBy(...queueOrder(sort))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));

export async function listReviewQueue(db: Db | Tx, scope: StaffScope, query: ReviewQuery): Promise<ReviewList> {
  const where = queueConditions(scope, query);
  const rows =
    scope.all && unfiltered(query)
      ? await runPrepared(db, `staff-applications:${query.sort}`, (handle) => everyApplication(handle, query.sort), {
          limit: query.limit,
          offset: query.offset,
        })
      : await selectRows(db)
          .where(where)
          .orderBy(...queueOrder(query.sort))
          .limit(query.limit)
          .offset(query.offset);
  const total = await pageTotal(rows.length, query, async () => {
    // Only a search reads the joined names; every application has its district (a required key).
    const counting = db.select({ total: count() }).from(applications).$dynamic();
    if (query.search) {
      counting
        .innerJoin(districts, eq(districts.id, applications.districtId))
        .leftJoin(assignedAdmin, eq(assignedAdmin.id, applications.assignedAdminId));
    }
    const [counted] = await counting.where(where);
    return Number(counted?.total ?? 0);
  });
  // Each row with reviewers carries their summary, blind as the reviews themselves are.
  const reviewed = rows.filter((row) => row.hasReviewers).map((row) => row.id);
  const summaries = reviewed.length ? await reviewSummaries(db, scope.userId, reviewed) : new Map<string, ReviewSummary>();
  const items = rows.map(({ hasReviewers: _hasReviewers, ...row }) => {
    const review = summaries.get(row.id);
    return review ? { ...toRow(row), review } : toRow(row);
  });
  return { items, total };
}

const exportColumns = {
  ...rowColumns,
  fundsUsageDeadline: applications.fundsUsageDeadline,
  contactName: applications.contactName,
  contactEmail: applications.contactEmail,
  contactPhone: applications.contactPhone,
};

export type ReviewExportRow = ReviewRow & {
  fundsUsageDeadline: string | null;
  contact: { name: string | null; email: string | null; phone: string | null };
};

/** Every row of the filtered queue in its order, read a page at a time (the CSV export streams it). */
export async function* reviewQueueRows(db: Db | Tx, scope: StaffScope, filter: ReviewFilter, pageSize = 500): AsyncGenerator<ReviewExportRow> {
  const where = queueConditions(scope, filter);
  for (let offset = 0; ; offset += pageSize) {
    const rows = await db
      .select(exportColumns)
      .from(applications)
      .innerJoin(districts, eq(districts.id, applications.districtId))
      .leftJoin(assignedAdmin, eq(assignedAdmin.id, applications.assignedAdminId))
      .where(where)
      .orderBy(...queueOrder(filter.sort))
      .limit(pageSize)
      .offset(offset);
    for (const row of rows) {
      yield {
        ...toRow(row),
        fundsUsageDeadline: row.fundsUsageDeadline,
        contact: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
      };
    }
    if (rows.length < pageSize) return;
  }
}

/** The district of an application inside the scope; null when it is missing or outside it (404). */
async function applicationDistrictInScope(db: Db | Tx, scope: StaffScope, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ districtId: applications.districtId })
    .from(applications)
    .where(and(eq(applications.id, id), inStaffScope(scope, applications.districtId)));
  return row?.districtId ?? null;
}

async function loadNotes(db: Db | Tx, applicationId: string): Promise<StaffNote[]> {
  const rows = await db
    .select({
      id: applicationNotes.id,
      body: applicationNotes.body,
      createdAt: applicationNotes.createdAt,
      authorId: users.id,
      authorName: personName(users),
    })
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.authorId))
    .where(eq(applicationNotes.applicationId, applicationId))
    .orderBy(desc(applicationNotes.createdAt), desc(applicationNotes.id));
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    author: row.authorId ? { id: row.authorId, name: row.authorName } : null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** One application as staff see it; null when missing or outside the scope. */
export async function loadStaffApplication(db: Db | Tx, scope: StaffScope, id: string): Promise<StaffApplication | null> {
  if (!(await applicationDistrictInScope(db, scope, id))) return null;
  // Inside the scope, the district's own reading of the application applies unrestricted.
  const application = await loadApplication(db, { userId: scope.userId, districtId: null, allDistricts: true }, id);
  if (!application) return null;
  const [notes, [allocation], [reopen]] = await Promise.all([
    loadNotes(db, id),
    db
      .select({ allocatedCents: fundingAllocations.allocatedCents, useBy: fundingAllocations.useBy, createdAt: fundingAllocations.createdAt })
      .from(fundingAllocations)
      .where(eq(fundingAllocations.applicationId, id))
      .orderBy(desc(fundingAllocations.createdAt))
      .limit(1),
    db.select({ status: applications.reopenStatus }).from(applications).where(eq(applications.id, id)),
  ]);
  return {
    application,
    notes,
    allowedStatuses: allowedStatusMoves(application.status, reopen?.status ?? null),
    funding: allocation
      ? { allocatedCents: allocation.allocatedCents, useBy: allocation.useBy, allocatedOn: allocation.createdAt.toISOString().slice(0, 10) }
      : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Who can take applications
// ---------------------------------------------------------------------------------------------

/** Whether a person's stored roles grant the ability, by the permission table. */
const hasAbility = (ability: Ability) => sql<boolean>`${users.roles} && ${`{${rolesWith(ability).join(',')}}`}::text[]`;
/** Reaches every district: may take any district's applications. */
const reachesAll = hasAbility('staff:all-districts');
/** Reviews applications in the districts they look after. */
const reviews = hasAbility('staff:applications');

/**
 * Admins and school success managers with their open workload (applications assigned to them that
 * are not closed: Program Completed, Declined or Withdrawn). With a district: only those who may take its applications (every
 * admin, and the managers who look after it).
 */
export async function listAssignees(db: Db | Tx, districtId?: string): Promise<Assignee[]> {
  const open = db
    .select({ userId: applications.assignedAdminId, open: count().as('open') })
    .from(applications)
    .where(notInArray(applications.status, [...CLOSED_STATUSES]))
    .groupBy(applications.assignedAdminId)
    .as('open_work');
  const managed = db
    .select({ userId: staffDistricts.userId, districtIds: sql<string[]>`array_agg(${staffDistricts.districtId}::text)`.as('district_ids') })
    .from(staffDistricts)
    .groupBy(staffDistricts.userId)
    .as('managed');
  const eligible = districtId
    ? and(reviews, or(reachesAll, sql`${districtId}::uuid in (select sd.district_id from staff_districts sd where sd.user_id = ${users.id})`))
    : reviews;
  const rows = await db
    .select({
      id: users.id,
      name: personName(users),
      email: users.email,
      isAdmin: reachesAll,
      openApplications: sql<number>`coalesce(${open.open}, 0)::int`,
      districtIds: managed.districtIds,
    })
    .from(users)
    .leftJoin(open, eq(open.userId, users.id))
    .leftJoin(managed, eq(managed.userId, users.id))
    .where(eligible)
    .orderBy(asc(sql`lower(${personName(users)})`), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: (row.isAdmin ? 'ADMIN' : 'SCHOOL_SUCCESS_MANAGER') as Role,
    openApplications: Number(row.openApplications),
    districtIds: row.isAdmin ? null : (row.districtIds ?? []),
  }));
}
