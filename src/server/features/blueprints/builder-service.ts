// Building a blueprint, staff side: starting it from a New application (its schools and resources
// are the first draft; the application moves to Building Blueprint and is assigned to the starter
// when nobody has it) and editing it with a version
// check. A change to resources or costs after a quote was issued issues a new revision at once and
// asks the district to approve again; the older revisions stay as they were.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isSetAside } from '@contract/applications-messages';
import { blueprintMessages } from '@contract/blueprints-messages';
import type { EditBlueprint } from '@contract/blueprints';
import type { FieldError } from '@contract/errors';
import type { Tx } from '@server/db/connect';
import {
  applicationResources,
  applications,
  applicationSchools,
  blueprintResources,
  blueprints,
  blueprintSchools,
  districts,
  resources,
  schools,
  users,
} from '@server/db/schema';
import { badRequest, conflict, notFound } from '@server/plugins/http-error';
import { inStaffScope } from '@server/plugins/staff-scope';
import { recordActivity } from '../activity/record-activity';
import { recordDecisionBasis } from '../reviews/review-service';
import { isUuid } from '../directory/service';
import { findBlueprint, refuseIfSetAside, type BlueprintViewer } from './access';
import { blueprintLines } from './queries';
import { checkVersion, issueRevision, type QuoteIssued } from './quote-service';

/** The activity log's { id, name } of a person, as the staff service writes assignments. */
async function personRef(tx: Tx, id: string): Promise<{ id: string; name: string }> {
  const [row] = await tx.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, id));
  return { id, name: [row?.firstName, row?.lastName].filter(Boolean).join(' ') || (row?.email ?? '') };
}

const STAFF_ROLES_SQL = sql`array['ADMIN','SCHOOL_SUCCESS_MANAGER']::text[]`;

/** POST /staff/blueprints: the first draft from the application; answers the new blueprint's id. */
export async function startBlueprint(tx: Tx, viewer: BlueprintViewer, applicationId: string): Promise<string> {
  if (!viewer.staff || !isUuid(applicationId)) throw notFound(blueprintMessages.applicationNotFound);
  const [application] = await tx
    .select({
      id: applications.id,
      status: applications.status,
      districtId: applications.districtId,
      userId: applications.userId,
      assignedAdminId: applications.assignedAdminId,
      applicationNumber: applications.applicationNumber,
      districtName: districts.name,
    })
    .from(applications)
    .innerJoin(districts, eq(districts.id, applications.districtId))
    .where(and(eq(applications.id, applicationId), inStaffScope(viewer.staff, applications.districtId)))
    .for('update', { of: applications });
  if (!application) throw notFound(blueprintMessages.applicationNotFound);
  const [existing] = await tx.select({ id: blueprints.id }).from(blueprints).where(eq(blueprints.applicationId, application.id)).limit(1);
  if (existing) throw conflict(blueprintMessages.applicationHasBlueprint);
  if (isSetAside(application.status)) throw conflict(blueprintMessages.applicationSetAside(application.status));
  if (application.status !== 'New') throw conflict(blueprintMessages.applicationNotNew);

  // The applicant is the first primary contact when they belong to the district.
  const [applicant] = application.userId
    ? await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, application.userId), eq(users.districtId, application.districtId)))
    : [];
  const picks = await tx
    .select({ resourceId: applicationResources.resourceId, quantity: applicationResources.quantity, unitCostCents: resources.unitCostCents })
    .from(applicationResources)
    .innerJoin(resources, eq(resources.id, applicationResources.resourceId))
    .where(eq(applicationResources.applicationId, application.id));
  const total = picks.reduce((sum, line) => sum + line.quantity * line.unitCostCents, 0);

  const [created] = await tx
    .insert(blueprints)
    .values({
      applicationId: application.id,
      districtId: application.districtId,
      preparedFor: application.districtName,
      primaryContactId: applicant?.id ?? null,
      stage: 'Draft',
      approval: 'Needs approval',
      totalProgramCostCents: total,
      directCostToDistrictCents: 0,
    })
    .returning({ id: blueprints.id });
  const blueprintId = created!.id;
  const schoolRows = await tx
    .select({ schoolId: applicationSchools.schoolId })
    .from(applicationSchools)
    .where(eq(applicationSchools.applicationId, application.id));
  if (schoolRows.length) await tx.insert(blueprintSchools).values(schoolRows.map(({ schoolId }) => ({ blueprintId, schoolId })));
  if (picks.length) await tx.insert(blueprintResources).values(picks.map((line) => ({ blueprintId, ...line })));

  // Whoever starts the blueprint looks after the application, unless someone already does.
  const assignee = application.assignedAdminId ?? viewer.userId;
  await tx.update(applications).set({ status: 'Building Blueprint', assignedAdminId: assignee }).where(eq(applications.id, application.id));
  if (!application.assignedAdminId) {
    await recordActivity(tx, {
      entityType: 'application',
      entityId: application.id,
      districtId: application.districtId,
      actorId: viewer.userId,
      action: 'assigned',
      before: { assignedAdmin: null, number: application.applicationNumber },
      after: { assignedAdmin: await personRef(tx, viewer.userId), number: application.applicationNumber },
      visibility: 'staff',
    });
  }
  await recordActivity(tx, {
    entityType: 'blueprint',
    entityId: blueprintId,
    districtId: application.districtId,
    actorId: viewer.userId,
    action: 'blueprint-created',
    after: { applicationId: application.id, lines: picks.length, schools: schoolRows.length, totalProgramCostCents: total },
    visibility: 'district',
  });
  await recordActivity(tx, {
    entityType: 'application',
    entityId: application.id,
    districtId: application.districtId,
    actorId: viewer.userId,
    action: 'status-changed',
    before: { status: 'New', number: application.applicationNumber },
    after: { status: 'Building Blueprint', number: application.applicationNumber },
    visibility: 'district',
  });
  // Starting the blueprint approves the application into blueprint work: a decision on its reviews.
  await recordDecisionBasis(tx, application, viewer.userId, 'Building Blueprint');
  return blueprintId;
}

type LineKey = { resourceId: string; quantity: number; unitCostCents: number };
const sameLines = (a: LineKey[], b: LineKey[]) =>
  a.length === b.length &&
  a.every((line) =>
    b.some((other) => other.resourceId === line.resourceId && other.quantity === line.quantity && other.unitCostCents === line.unitCostCents),
  );

/**
 * PUT /blueprints/:id: replaces everything editable. A line's unit cost is the one sent (a discount,
 * never above the list price); without one it keeps its own, and a new line copies the catalogue's. Answers the revision issued by the change, if any.
 */
export async function editBlueprint(tx: Tx, viewer: BlueprintViewer, id: string, input: EditBlueprint): Promise<QuoteIssued | null> {
  const row = await findBlueprint(tx, viewer, id, { lock: true });
  checkVersion(row, input.version);
  refuseIfSetAside(row);
  if (row.stage === 'Completed') throw conflict(blueprintMessages.completed);

  const errors: FieldError[] = [];
  const schoolIds = [...new Set(input.schoolIds)];
  if (schoolIds.length) {
    const found = await tx
      .select({ id: schools.id })
      .from(schools)
      .where(and(inArray(schools.id, schoolIds), eq(schools.districtId, row.districtId)));
    if (found.length !== schoolIds.length) errors.push({ field: 'schoolIds', message: blueprintMessages.schoolNotInDistrict });
  }
  if (input.primaryContactId) {
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.primaryContactId), eq(users.districtId, row.districtId), sql`not (${users.roles} && ${STAFF_ROLES_SQL})`));
    if (!member) errors.push({ field: 'primaryContactId', message: blueprintMessages.contactNotInDistrict });
  }

  const before = await blueprintLines(tx, row.id);
  const saved = new Map(before.map((line) => [line.resourceId, line]));
  const newIds = input.lines.map((line) => line.resourceId).filter((resourceId) => !saved.has(resourceId));
  // A line already on the blueprint may stay even if its resource has since been retired.
  const catalogue = newIds.length
    ? await tx
        .select({ id: resources.id, unitCostCents: resources.unitCostCents })
        .from(resources)
        .where(and(inArray(resources.id, newIds), eq(resources.isActive, true)))
    : [];
  const listPrice = new Map(catalogue.map((r) => [r.id, r.unitCostCents]));
  const lines: LineKey[] = [];
  input.lines.forEach((line, index) => {
    const kept = saved.get(line.resourceId);
    // The ceiling of a discount: the list price (a saved line's includes the price it already has).
    const ceiling = kept?.listPriceCents ?? listPrice.get(line.resourceId);
    if (ceiling === undefined) {
      errors.push({ field: `lines.${index}.resourceId`, message: blueprintMessages.resourceUnknown });
      return;
    }
    const unitCostCents = line.unitCostCents ?? kept?.unitCostCents ?? ceiling;
    if (unitCostCents > ceiling) {
      errors.push({ field: `lines.${index}.unitCostCents`, message: blueprintMessages.unitCostAboveList(ceiling) });
      return;
    }
    lines.push({ resourceId: line.resourceId, quantity: line.quantity, unitCostCents });
  });
  const linesTotal = lines.reduce((sum, line) => sum + line.quantity * line.unitCostCents, 0);
  if (errors.length === 0 && input.totalProgramCostCents < linesTotal) {
    errors.push({ field: 'totalProgramCostCents', message: blueprintMessages.totalBelowLines });
  }
  if (errors.length) throw badRequest(errors[0]!.message, errors);

  const priced =
    !sameLines(before, lines) ||
    input.totalProgramCostCents !== row.totalProgramCostCents ||
    input.directCostToDistrictCents !== row.directCostToDistrictCents;
  if (priced && row.stage === 'Implementing') throw conflict(blueprintMessages.pricingLocked);

  const changes = {
    preparedFor: input.preparedFor,
    primaryContactId: input.primaryContactId,
    totalProgramCostCents: input.totalProgramCostCents,
    directCostToDistrictCents: input.directCostToDistrictCents,
    studentsMin: input.studentsMin,
    studentsMax: input.studentsMax,
    educatorsMin: input.educatorsMin,
    educatorsMax: input.educatorsMax,
    contactHoursMin: input.contactHoursMin,
    contactHoursMax: input.contactHoursMax,
    fundingPartner: input.fundingPartner,
    fullyFunded: input.fullyFunded,
    impactSummary: input.impactSummary,
  };
  await tx
    .update(blueprints)
    .set({ ...changes, version: sql`${blueprints.version} + 1` })
    .where(eq(blueprints.id, row.id));

  const schoolsBefore = await tx
    .select({ schoolId: blueprintSchools.schoolId })
    .from(blueprintSchools)
    .where(eq(blueprintSchools.blueprintId, row.id))
    .orderBy(asc(blueprintSchools.schoolId));
  await tx.delete(blueprintSchools).where(eq(blueprintSchools.blueprintId, row.id));
  if (schoolIds.length) await tx.insert(blueprintSchools).values(schoolIds.map((schoolId) => ({ blueprintId: row.id, schoolId })));
  if (!sameLines(before, lines)) {
    await tx.delete(blueprintResources).where(eq(blueprintResources.blueprintId, row.id));
    if (lines.length) await tx.insert(blueprintResources).values(lines.map((line) => ({ blueprintId: row.id, ...line })));
  }

  // The log keeps the fields that changed, before and after.
  const beforeFields: Record<string, unknown> = {};
  const afterFields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    const old = row[key as keyof typeof changes];
    if (old !== value) {
      beforeFields[key] = old;
      afterFields[key] = value;
    }
  }
  const oldSchools = schoolsBefore.map((s) => s.schoolId);
  if (oldSchools.length !== schoolIds.length || oldSchools.some((s) => !schoolIds.includes(s))) {
    beforeFields.schoolIds = oldSchools;
    afterFields.schoolIds = schoolIds;
  }
  if (!sameLines(before, lines)) {
    beforeFields.lines = before.map(({ resourceId, quantity, unitCostCents }) => ({ resourceId, quantity, unitCostCents }));
    afterFields.lines = lines;
  }
  await recordActivity(tx, {
    entityType: 'blueprint',
    entityId: row.id,
    districtId: row.districtId,
    actorId: viewer.userId,
    action: 'blueprint-edited',
    before: beforeFields,
    after: afterFields,
    visibility: 'staff',
  });

  // Once quoted, a new price is a new quote: the district approves what it will pay.
  if (priced && row.quoteRevision !== null) return issueRevision(tx, row, viewer.userId);
  return null;
}
