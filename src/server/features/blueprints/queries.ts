// Reading blueprints as the API shows them: the filtered list, the details (lines, quote and its
// revisions, implementer), the participating schools and the impact forecast. Quote expiry is
// computed on every read from the last valid day, never stored.
import { and, asc, count, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  isQuoteExpired,
  utcToday,
  type BlueprintDetail,
  type BlueprintImpact,
  type BlueprintList,
  type BlueprintSchool,
  type BlueprintsFilter,
  type Quote,
  type QuoteRevision,
} from '@contract/blueprints';
import type { PageQuery } from '@contract/lists';
import type { Db, Tx } from '@server/db/connect';
import { runPrepared, windowPage } from '@server/db/prepared';
import {
  applications,
  blueprintImplementers,
  blueprintQuoteRevisions,
  blueprintResources,
  blueprints,
  blueprintSchools,
  districts,
  resources,
  schools,
  users,
} from '@server/db/schema';
import {
  blueprintScopeOf,
  displayName,
  findBlueprint,
  personRef,
  visibleBlueprints,
  visibleIn,
  type BlueprintRow,
  type BlueprintScope,
  type BlueprintViewer,
} from './access';
import { textOrApplicationNumber } from '../applications/search';

type Filter = NonNullable<BlueprintsFilter>;

/** The current quote of a blueprint row, or null before the first one. */
function currentQuote(
  row: Pick<BlueprintRow, 'quoteCents' | 'quoteIssuedOn' | 'quoteExpiresAt' | 'quoteRevision'>,
  today = utcToday(),
): Quote | null {
  if (row.quoteCents === null || row.quoteIssuedOn === null || row.quoteExpiresAt === null || row.quoteRevision === null) return null;
  return {
    revision: row.quoteRevision,
    amountCents: row.quoteCents,
    issuedOn: row.quoteIssuedOn,
    validUntil: row.quoteExpiresAt,
    expired: isQuoteExpired(row.quoteExpiresAt, today),
  };
}

function filterConditions(filter: Filter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.stage) conditions.push(eq(blueprints.stage, filter.stage));
  if (filter.approval) conditions.push(eq(blueprints.approval, filter.approval));
  if (filter.schoolId) {
    conditions.push(
      exists(
        sql`(select 1 from ${blueprintSchools} where ${blueprintSchools.blueprintId} = ${blueprints.id}
          and ${blueprintSchools.schoolId} = ${filter.schoolId})`,
      ),
    );
  }
  if (filter.search) {
    // An application's number also finds its blueprint.
    conditions.push(textOrApplicationNumber(filter.search, [blueprints.preparedFor, districts.name]));
  }
  return conditions;
}

interface SchoolRef {
  id: string;
  name: string;
}

/** A blueprint's participating schools by name, as one JSON value of its row. */
const schoolsOfRow = sql<SchoolRef[]>`coalesce((
  select json_agg(json_build_object('id', ${schools.id}, 'name', ${schools.name}) order by ${schools.name})
  from ${blueprintSchools} inner join ${schools} on ${schools.id} = ${blueprintSchools.schoolId}
  where ${blueprintSchools.blueprintId} = ${blueprints.id}), '[]'::json)`;

const listColumns = { blueprint: blueprints, districtName: districts.name, applicationNumber: applications.applicationNumber };

/**
 * The list as the screen first asks for it (no filter), with its schools and the number of
 * matches as a window count: one statement, prepared once per scope (placeholders userId,
 * districtId, limit, offset).
 */
function unfilteredPage(db: Db | Tx, scope: BlueprintScope) {
  return db
    .select({ ...listColumns, schools: schoolsOfRow, total: sql<number | string>`count(*) over ()` })
    .from(blueprints)
    .innerJoin(districts, eq(districts.id, blueprints.districtId))
    .innerJoin(applications, eq(applications.id, blueprints.applicationId))
    .where(visibleIn(db, scope, sql.placeholder('userId'), sql.placeholder('districtId')))
    .orderBy(desc(blueprints.updatedAt), desc(blueprints.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

type ListRow = { blueprint: typeof blueprints.$inferSelect; districtName: string; applicationNumber: number; schools: SchoolRef[] };

function toListItem({ blueprint, districtName, applicationNumber, schools: rowSchools }: ListRow, today: string): BlueprintList['items'][number] {
  return {
    id: blueprint.id,
    preparedFor: blueprint.preparedFor,
    stage: blueprint.stage,
    approval: blueprint.approval,
    district: { id: blueprint.districtId, name: districtName },
    applicationNumber,
    schools: rowSchools,
    totalProgramCostCents: blueprint.totalProgramCostCents,
    directCostToDistrictCents: blueprint.directCostToDistrictCents,
    quote: currentQuote(blueprint, today),
    updatedAt: blueprint.updatedAt.toISOString(),
  };
}

const unfiltered = (filter: Filter) => !filter.stage && !filter.approval && !filter.schoolId && !filter.search;

export async function listBlueprints(db: Db | Tx, viewer: BlueprintViewer, filter: Filter, page: PageQuery): Promise<BlueprintList> {
  const today = utcToday();
  const scope = blueprintScopeOf(viewer);
  if (scope && unfiltered(filter)) {
    const rows = await runPrepared(db, `blueprints:${scope}`, (handle) => unfilteredPage(handle, scope), {
      userId: viewer.userId,
      districtId: viewer.districtId,
      limit: page.limit,
      offset: page.offset,
    });
    const listed = windowPage(rows, page.offset, (row) => toListItem(row, today));
    if (listed) return listed;
  }
  const where = and(visibleBlueprints(db, viewer), ...filterConditions(filter));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...listColumns, schools: schoolsOfRow })
      .from(blueprints)
      .innerJoin(districts, eq(districts.id, blueprints.districtId))
      .innerJoin(applications, eq(applications.id, blueprints.applicationId))
      .where(where)
      .orderBy(desc(blueprints.updatedAt), desc(blueprints.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(blueprints)
      .innerJoin(districts, eq(districts.id, blueprints.districtId))
      .innerJoin(applications, eq(applications.id, blueprints.applicationId))
      .where(where),
  ]);
  return { items: rows.map((row) => toListItem(row, today)), total: Number(total?.total ?? 0) };
}

/** The lines of a blueprint with their resources, in catalogue order. */
export async function blueprintLines(db: Db | Tx, blueprintId: string) {
  const rows = await db
    .select({
      id: blueprintResources.id,
      resourceId: blueprintResources.resourceId,
      name: resources.name,
      type: resources.type,
      quantity: blueprintResources.quantity,
      unitCostCents: blueprintResources.unitCostCents,
      catalogueCents: resources.unitCostCents,
    })
    .from(blueprintResources)
    .innerJoin(resources, eq(resources.id, blueprintResources.resourceId))
    .where(eq(blueprintResources.blueprintId, blueprintId))
    .orderBy(asc(resources.type), asc(resources.name));
  // A line priced before the catalogue came down keeps its price: that price is then its ceiling.
  return rows.map(({ catalogueCents, ...line }) => ({
    ...line,
    listPriceCents: Math.max(catalogueCents, line.unitCostCents),
    totalCents: line.quantity * line.unitCostCents,
  }));
}

const issuer = alias(users, 'issuer');
const approver = alias(users, 'approver');

async function quoteRevisions(db: Db | Tx, blueprintId: string, today = utcToday()): Promise<QuoteRevision[]> {
  const rows = await db
    .select({
      revision: blueprintQuoteRevisions,
      issuerFirst: issuer.firstName,
      issuerLast: issuer.lastName,
      issuerEmail: issuer.email,
      approverFirst: approver.firstName,
      approverLast: approver.lastName,
      approverEmail: approver.email,
    })
    .from(blueprintQuoteRevisions)
    .leftJoin(issuer, eq(issuer.id, blueprintQuoteRevisions.issuedById))
    .leftJoin(approver, eq(approver.id, blueprintQuoteRevisions.approvedById))
    .where(eq(blueprintQuoteRevisions.blueprintId, blueprintId))
    .orderBy(desc(blueprintQuoteRevisions.revision));
  return rows.map(({ revision: r, ...people }) => ({
    revision: r.revision,
    amountCents: r.amountCents,
    issuedOn: r.issuedOn,
    validUntil: r.validUntil,
    expired: isQuoteExpired(r.validUntil, today),
    totalProgramCostCents: r.totalProgramCostCents,
    directCostToDistrictCents: r.directCostToDistrictCents,
    lines: r.lines.map((line) => ({ ...line, totalCents: line.quantity * line.unitCostCents })),
    issuedAt: r.issuedAt.toISOString(),
    issuedBy: personRef(r.issuedById, people.issuerFirst, people.issuerLast, people.issuerEmail),
    approvedAt: r.approvedAt?.toISOString() ?? null,
    approvedBy: personRef(r.approvedById, people.approverFirst, people.approverLast, people.approverEmail),
  }));
}

const range = (min: number | null, max: number | null) => (min === null || max === null ? null : { min, max });

const contact = alias(users, 'primary_contact');
const approvedBy = alias(users, 'approved_by');
const approvalRecordedBy = alias(users, 'approval_recorded_by');

/** One blueprint with everything its details screen shows; 404 when missing or out of reach. */
export async function loadBlueprintDetail(db: Db | Tx, viewer: BlueprintViewer, id: string): Promise<BlueprintDetail> {
  const row = await findBlueprint(db, viewer, id);
  const [extra] = await db
    .select({
      districtName: districts.name,
      applicationNumber: applications.applicationNumber,
      applicantName: applications.applicantName,
      contactFirst: contact.firstName,
      contactLast: contact.lastName,
      contactEmail: contact.email,
      contactPhone: contact.phoneNumber,
      approverFirst: approvedBy.firstName,
      approverLast: approvedBy.lastName,
      approverEmail: approvedBy.email,
      recorderFirst: approvalRecordedBy.firstName,
      recorderLast: approvalRecordedBy.lastName,
      recorderEmail: approvalRecordedBy.email,
    })
    .from(blueprints)
    .innerJoin(districts, eq(districts.id, blueprints.districtId))
    .innerJoin(applications, eq(applications.id, blueprints.applicationId))
    .leftJoin(contact, eq(contact.id, blueprints.primaryContactId))
    .leftJoin(approvedBy, eq(approvedBy.id, blueprints.approvedById))
    .leftJoin(approvalRecordedBy, eq(approvalRecordedBy.id, blueprints.approvalRecordedById))
    .where(eq(blueprints.id, row.id));
  if (!extra) throw new Error('blueprint vanished while being read');

  const today = utcToday();
  const [lines, revisions, schoolRows, implementer] = await Promise.all([
    blueprintLines(db, row.id),
    quoteRevisions(db, row.id, today),
    db
      .select({ id: schools.id, name: schools.name })
      .from(blueprintSchools)
      .innerJoin(schools, eq(schools.id, blueprintSchools.schoolId))
      .where(eq(blueprintSchools.blueprintId, row.id))
      .orderBy(asc(schools.name)),
    loadImplementer(db, row.id),
  ]);

  return {
    id: row.id,
    version: row.version,
    preparedFor: row.preparedFor,
    stage: row.stage,
    approval: row.approval,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    approvedBy: personRef(row.approvedById, extra.approverFirst, extra.approverLast, extra.approverEmail),
    approvalRecordedBy: personRef(row.approvalRecordedById, extra.recorderFirst, extra.recorderLast, extra.recorderEmail),
    approvalReason: row.approvalReason,
    application: {
      id: row.applicationId,
      applicationNumber: extra.applicationNumber,
      status: row.applicationStatus as BlueprintDetail['application']['status'],
      applicantId: row.applicantId,
      applicantName: extra.applicantName,
    },
    district: { id: row.districtId, name: extra.districtName },
    primaryContact:
      row.primaryContactId && extra.contactEmail
        ? {
            id: row.primaryContactId,
            name: displayName(extra.contactFirst, extra.contactLast, extra.contactEmail),
            email: extra.contactEmail,
            phone: extra.contactPhone,
          }
        : null,
    fundingPartner: row.fundingPartner,
    fullyFunded: row.fullyFunded,
    schools: schoolRows,
    lines,
    linesTotalCents: lines.reduce((sum, line) => sum + line.totalCents, 0),
    totalProgramCostCents: row.totalProgramCostCents,
    directCostToDistrictCents: row.directCostToDistrictCents,
    students: range(row.studentsMin, row.studentsMax),
    educators: range(row.educatorsMin, row.educatorsMax),
    contactHours: range(row.contactHoursMin, row.contactHoursMax),
    impactSummary: row.impactSummary,
    quote: currentQuote(row, today),
    revisions,
    implementer,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const implementerUser = alias(users, 'implementer_user');
const inviter = alias(users, 'inviter');

/** The implementation contact: the latest one invited. */
async function loadImplementer(db: Db | Tx, blueprintId: string): Promise<BlueprintDetail['implementer']> {
  const [row] = await db
    .select({
      implementer: blueprintImplementers,
      userFirst: implementerUser.firstName,
      userLast: implementerUser.lastName,
      userEmail: implementerUser.email,
      inviterFirst: inviter.firstName,
      inviterLast: inviter.lastName,
      inviterEmail: inviter.email,
    })
    .from(blueprintImplementers)
    .leftJoin(implementerUser, eq(implementerUser.id, blueprintImplementers.userId))
    .leftJoin(inviter, eq(inviter.id, blueprintImplementers.invitedById))
    .where(eq(blueprintImplementers.blueprintId, blueprintId))
    .orderBy(desc(blueprintImplementers.invitedAt))
    .limit(1);
  if (!row) return null;
  const { implementer: i } = row;
  // A name only once the person has one on their account.
  const named = row.userEmail !== null && (row.userFirst || row.userLast) ? displayName(row.userFirst, row.userLast, row.userEmail) : null;
  return {
    email: i.email,
    name: named,
    userId: i.userId,
    status: i.acceptedAt ? 'Accepted' : 'Invited',
    invitedAt: i.invitedAt.toISOString(),
    acceptedAt: i.acceptedAt?.toISOString() ?? null,
    invitedBy: personRef(i.invitedById, row.inviterFirst, row.inviterLast, row.inviterEmail),
  };
}

export async function loadBlueprintSchools(db: Db | Tx, viewer: BlueprintViewer, id: string): Promise<BlueprintSchool[]> {
  const row = await findBlueprint(db, viewer, id);
  return db
    .select({
      id: schools.id,
      name: schools.name,
      titleIStatus: schools.titleIStatus,
      estimatedEnrollment: schools.estimatedEnrollment,
      economicallyDisadvantagedPct: schools.economicallyDisadvantagedPct,
    })
    .from(blueprintSchools)
    .innerJoin(schools, eq(schools.id, blueprintSchools.schoolId))
    .where(eq(blueprintSchools.blueprintId, row.id))
    .orderBy(asc(schools.name));
}

/** The impact forecast: the staff's inputs and what follows from them and the schools. */
export async function loadBlueprintImpact(db: Db | Tx, viewer: BlueprintViewer, id: string): Promise<BlueprintImpact> {
  const row = await findBlueprint(db, viewer, id);
  const schoolRows = await loadBlueprintSchools(db, viewer, row.id);
  const students = range(row.studentsMin, row.studentsMax);
  const hours = range(row.contactHoursMin, row.contactHoursMax);
  const titleISchools = schoolRows.filter((s) => s.titleIStatus !== null && s.titleIStatus !== 'Not Title I').length;
  const reported = schoolRows.filter((s) => s.estimatedEnrollment !== null);
  const total = row.totalProgramCostCents;
  return {
    students,
    educators: range(row.educatorsMin, row.educatorsMax),
    contactHours: hours,
    studentContactHours: students && hours ? { min: students.min * hours.min, max: students.max * hours.max } : null,
    schools: schoolRows.length,
    titleISchools,
    titleISharePct: schoolRows.length ? Math.round((titleISchools / schoolRows.length) * 100) : null,
    enrollment: reported.length ? reported.reduce((sum, s) => sum + (s.estimatedEnrollment ?? 0), 0) : null,
    // No cost per student can be said for zero students.
    costPerStudentCents: students && students.min > 0 ? { min: Math.round(total / students.max), max: Math.round(total / students.min) } : null,
    totalProgramCostCents: total,
  };
}
