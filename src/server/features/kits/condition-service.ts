// Condition reports (POST /kits/{code}/condition-reports, and returns by code): a kit's condition as
// someone saw it, with photos the reporter's district uploaded. The kit takes the reported condition;
// a report other than 'ok' is an open issue for staff (kit-issues-service.ts) until they settle it,
// and an 'ok' report settles the kit's open issues as repaired (docs/decisions.md, "Kit issues").
import { and, eq, isNull, sql } from 'drizzle-orm';
import { conditionReportMessages } from '@contract/kit-conditions-messages';
import type { ConditionReport, ConditionReportBody } from '@contract/kit-conditions';
import { normaliseKitCode } from '@contract/kit-custody';
import type { KitCondition } from '@contract/kit-custody-messages';
import type { ConditionReportSource } from '@contract/kit-records';
import type { Tx } from '@server/db/connect';
import { boundedMadeAt } from '@server/db/made-at';
import { kitConditionReports, kits, projects } from '@server/db/schema';
import { notFound } from '@server/plugins/http-error';
import { inViewerDistrict, type Viewer } from '@server/plugins/viewer';
import { recordActivity } from '../activity/record-activity';
import { checkDistrictPhotos } from '../uploads/upload-service';

export const KIT_ENTITY = 'kit';

interface NewReport {
  kitId: string;
  kitCode: string;
  districtId: string;
  condition: KitCondition;
  note: string | null;
  photoIds: readonly string[];
  source: ConditionReportSource;
  orderId?: string | null;
  reporterId: string;
  madeAt: string | undefined;
  /** Where the photo list sits in the request, for the error naming a photo that never arrived. */
  photosField: string;
}

/** Writes the report, sets the kit's condition and logs it; the caller holds the kit's project lock or the kit's row. */
export async function insertConditionReport(tx: Tx, report: NewReport): Promise<ConditionReport> {
  await checkDistrictPhotos(tx, report.districtId, report.photoIds, report.photosField);
  const previous = sql`(select max(${kitConditionReports.madeAt}) from ${kitConditionReports} where ${kitConditionReports.kitId} = ${report.kitId})`;
  const [row] = await tx
    .insert(kitConditionReports)
    .values({
      kitId: report.kitId,
      condition: report.condition,
      note: report.note,
      photoIds: [...report.photoIds],
      source: report.source,
      orderId: report.orderId ?? null,
      reportedById: report.reporterId,
      madeAt: boundedMadeAt(report.madeAt, sql`now()`, previous),
    })
    .returning();
  await tx.update(kits).set({ condition: report.condition }).where(eq(kits.id, report.kitId));
  if (report.condition === 'ok') {
    // The district sees the kit in good order again: what staff had open about it is settled.
    await tx
      .update(kitConditionReports)
      .set({ resolvedAt: sql`now()`, resolution: 'repaired', resolvedById: report.reporterId })
      .where(and(eq(kitConditionReports.kitId, report.kitId), isNull(kitConditionReports.resolvedAt), sql`${kitConditionReports.condition} <> 'ok'`));
  }
  await recordActivity(tx, {
    entityType: KIT_ENTITY,
    entityId: report.kitId,
    districtId: report.districtId,
    actorId: report.reporterId,
    action: 'condition-reported',
    after: { code: report.kitCode, condition: report.condition, note: report.note, photos: report.photoIds.length, source: report.source },
    visibility: 'district',
  });
  return {
    id: row!.id,
    kitCode: report.kitCode,
    condition: row!.condition,
    note: row!.note,
    photoIds: row!.photoIds,
    source: row!.source,
    madeAt: row!.madeAt.toISOString(),
    createdAt: row!.createdAt.toISOString(),
  };
}

/** POST /kits/{code}/condition-reports: another district's kit, or an unknown code, answers 404. */
export async function reportKitCondition(tx: Tx, viewer: Viewer, rawCode: string, body: ConditionReportBody): Promise<ConditionReport> {
  const code = normaliseKitCode(rawCode);
  const [kit] = await tx
    .select({ id: kits.id, code: kits.code, districtId: projects.districtId })
    .from(kits)
    .innerJoin(projects, eq(projects.id, kits.projectId))
    .where(and(eq(kits.code, code), inViewerDistrict(viewer, projects.districtId)))
    .for('update', { of: kits });
  if (!kit) throw notFound(conditionReportMessages.kitNotFound);
  return insertConditionReport(tx, {
    kitId: kit.id,
    kitCode: kit.code,
    districtId: kit.districtId,
    condition: body.condition,
    note: body.note,
    photoIds: body.photoIds,
    source: body.source,
    reporterId: viewer.userId,
    madeAt: body.madeAt,
    photosField: 'photoIds',
  });
}
