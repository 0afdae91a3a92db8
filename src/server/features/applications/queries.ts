// Reading applications as the API shows them (spec §3 "Application"): the filtered list and the
// details. Staff see every application; anyone else their own district's linked ones and their own.
import { and, asc, count, desc, eq, exists, gte, inArray, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApplicationDetail, ApplicationList, ApplicationsFilter, ApplicationSummary } from '@contract/applications';
import type { PageQuery } from '@contract/lists';
import type { Db, Tx } from '@server/db/connect';
import { runPrepared, windowPage } from '@server/db/prepared';
import { applicationResources, applications, applicationSchools, districts, resources, schools } from '@server/db/schema';
import { users } from '@server/db/schema';
import { blueprintOfApplication } from '../blueprints/service';
import { isUuid } from '../directory/service';
import type { Viewer } from '@server/plugins/viewer';
import { textOrApplicationNumber } from './search';

type Filter = NonNullable<ApplicationsFilter> & { status: string[] };

/** The assigned admin's row in summary queries (the staff queue sorts and searches by it too). */
export const assignedAdmin = alias(users, 'assigned_admin');

type Scope = 'all' | 'district' | 'own';

/** Which of the visibility rule's three conditions applies: part of a prepared statement's name. */
const scopeOf = (viewer: Viewer): Scope => (viewer.allDistricts ? 'all' : viewer.districtId ? 'district' : 'own');

/** The visibility rule of a scope, on values or on a prepared statement's placeholders. */
function visibleIn(scope: Scope, userId: string | Placeholder, districtId: string | Placeholder | null): SQL {
  if (scope === 'all') return sql`true`;
  const own = eq(applications.userId, userId);
  return scope === 'district' && districtId !== null
    ? or(and(eq(applications.districtId, districtId), eq(applications.districtLinked, true)), own)!
    : own;
}

/**
 * The applications the viewer may see: staff all; anyone else their own, and their district's
 * linked ones (an application by someone outside the district is not the district's business).
 */
export function visibleApplications(viewer: Viewer): SQL {
  return visibleIn(scopeOf(viewer), viewer.userId, viewer.districtId);
}

export const summaryColumns = {
  id: applications.id,
  applicationNumber: applications.applicationNumber,
  applicantName: applications.applicantName,
  numberOfSchools: applications.numberOfSchools,
  applicationDate: applications.applicationDate,
  status: applications.status,
  statusReason: applications.statusReason,
  fundingOption: applications.fundingOption,
  districtId: districts.id,
  districtName: districts.name,
  adminId: assignedAdmin.id,
  adminFirstName: assignedAdmin.firstName,
  adminLastName: assignedAdmin.lastName,
  adminEmail: assignedAdmin.email,
};

function selectSummaries(db: Db | Tx) {
  return db
    .select(summaryColumns)
    .from(applications)
    .innerJoin(districts, eq(districts.id, applications.districtId))
    .leftJoin(assignedAdmin, eq(assignedAdmin.id, applications.assignedAdminId));
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

export function toSummary(row: SummaryRow): ApplicationSummary {
  const adminName = [row.adminFirstName, row.adminLastName].filter(Boolean).join(' ') || row.adminEmail;
  return {
    id: row.id,
    applicationNumber: row.applicationNumber,
    applicantName: row.applicantName,
    numberOfSchools: row.numberOfSchools,
    applicationDate: row.applicationDate,
    status: row.status,
    statusReason: row.statusReason,
    fundingOption: row.fundingOption,
    district: { id: row.districtId, name: row.districtName },
    assignedAdmin: row.adminId ? { id: row.adminId, name: adminName ?? '' } : null,
  };
}

function filterConditions(filter: Filter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.status.length) conditions.push(inArray(applications.status, filter.status as ApplicationSummary['status'][]));
  if (filter.dateFrom) conditions.push(gte(applications.applicationDate, filter.dateFrom));
  if (filter.dateTo) conditions.push(lte(applications.applicationDate, filter.dateTo));
  if (filter.schoolId) {
    conditions.push(
      exists(
        sql`(select 1 from ${applicationSchools} where ${applicationSchools.applicationId} = ${applications.id}
          and ${applicationSchools.schoolId} = ${filter.schoolId})`,
      ),
    );
  }
  if (filter.search) {
    conditions.push(textOrApplicationNumber(filter.search, [applications.applicantName, districts.name]));
  }
  return conditions;
}

/**
 * The list as the screen first asks for it (no filter), with the number of matches as a window
 * count: one statement, prepared once per scope (placeholders userId, districtId, limit, offset).
 */
function unfilteredPage(db: Db | Tx, scope: Scope) {
  return db
    .select({ ...summaryColumns, total: sql<number | string>`count(*) over ()` })
    .from(applications)
    .innerJoin(districts, eq(districts.id, applications.districtId))
    .leftJoin(assignedAdmin, eq(assignedAdmin.id, applications.assignedAdminId))
    .where(visibleIn(scope, sql.placeholder('userId'), sql.placeholder('districtId')))
    .orderBy(desc(applications.applicationDate), desc(applications.applicationNumber))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

const unfiltered = (filter: Filter) => !filter.status.length && !filter.dateFrom && !filter.dateTo && !filter.schoolId && !filter.search;

export async function listApplications(db: Db | Tx, viewer: Viewer, filter: Filter, page: PageQuery): Promise<ApplicationList> {
  if (unfiltered(filter)) {
    const scope = scopeOf(viewer);
    const rows = await runPrepared(db, `applications:${scope}`, (handle) => unfilteredPage(handle, scope), {
      userId: viewer.userId,
      districtId: viewer.districtId,
      limit: page.limit,
      offset: page.offset,
    });
    const listed = windowPage(rows, page.offset, ({ total: _total, ...row }) => toSummary(row));
    if (listed) return listed;
  }
  const where = and(visibleApplications(viewer), ...filterConditions(filter));
  const [rows, [total]] = await Promise.all([
    selectSummaries(db)
      .where(where)
      .orderBy(desc(applications.applicationDate), desc(applications.applicationNumber))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(applications).innerJoin(districts, eq(districts.id, applications.districtId)).where(where),
  ]);
  return { items: rows.map(toSummary), total: Number(total?.total ?? 0) };
}

/** Whether the viewer may see the application (the district's own calls answer 404 otherwise). */
export async function canSeeApplication(db: Db | Tx, viewer: Viewer, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, id), visibleApplications(viewer)));
  return Boolean(row);
}

/** One application with everything its details screen shows; null when missing or not visible. */
export async function loadApplication(db: Db | Tx, viewer: Viewer, id: string): Promise<ApplicationDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      ...summaryColumns,
      applicationType: applications.applicationType,
      fundsAllocatedCents: applications.fundsAllocatedCents,
      fundsUsageDeadline: applications.fundsUsageDeadline,
      contactName: applications.contactName,
      contactEmail: applications.contactEmail,
      contactPhone: applications.contactPhone,
      comments: applications.comments,
      objectives: applications.objectives,
      successDescription: applications.successDescription,
      heardAbout: applications.heardAbout,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(districts, eq(districts.id, applications.districtId))
    .leftJoin(assignedAdmin, eq(assignedAdmin.id, applications.assignedAdminId))
    .where(and(eq(applications.id, id), visibleApplications(viewer)));
  if (!row) return null;

  const [schoolRows, resourceRows, blueprint] = await Promise.all([
    db
      .select({
        id: schools.id,
        name: schools.name,
        titleIStatus: schools.titleIStatus,
        estimatedEnrollment: schools.estimatedEnrollment,
        economicallyDisadvantagedPct: schools.economicallyDisadvantagedPct,
      })
      .from(applicationSchools)
      .innerJoin(schools, eq(schools.id, applicationSchools.schoolId))
      .where(eq(applicationSchools.applicationId, id))
      .orderBy(asc(schools.name)),
    db
      .select({ id: resources.id, name: resources.name, type: resources.type, quantity: applicationResources.quantity })
      .from(applicationResources)
      .innerJoin(resources, eq(resources.id, applicationResources.resourceId))
      .where(eq(applicationResources.applicationId, id))
      .orderBy(asc(resources.type), asc(resources.name)),
    blueprintOfApplication(db, id),
  ]);

  return {
    ...toSummary(row),
    applicationType: row.applicationType,
    fundsAllocatedCents: row.fundsAllocatedCents,
    fundsUsageDeadline: row.fundsUsageDeadline,
    contact: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
    comments: row.comments,
    objectives: row.objectives,
    successDescription: row.successDescription,
    heardAbout: row.heardAbout,
    schools: schoolRows,
    resources: resourceRows,
    createdAt: row.createdAt.toISOString(),
    blueprint,
  };
}
