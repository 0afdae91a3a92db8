// Changing an outcome report: the district saves its draft and submits it (PUT /outcome-reports/{id},
// POST …/submission), staff accept it or send it back with a comment (PATCH
// /staff/outcome-reports/{id}). Each change checks the version the caller read (409 when stale);
// submitting and staff's decisions are in the activity log, which makes their notices, and move the
// report's checklist task (done when submitted, open again when sent back).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DecideOutcomeReportBody, SaveOutcomeReportBody } from '@contract/outcome-reports';
import {
  EDITABLE_OUTCOME_STATUSES,
  OUTCOME_FIGURES,
  outcomeMessages,
  type OutcomeFigure,
  type OutcomeReportStatus,
} from '@contract/outcome-reports-messages';
import { isUuid } from '@contract/projects';
import type { Tx } from '@server/db/connect';
import { blueprints, outcomeReports, outcomeTerms } from '@server/db/schema';
import { badRequest, conflict, notFound } from '@server/plugins/http-error';
import { inStaffScope, type StaffScope } from '@server/plugins/staff-scope';
import { recordActivity } from '../activity/record-activity';
import { checkDistrictPhotos } from '../uploads/upload-service';
import { setOutcomeTaskDone } from './owed-reports';

const REQUIRED_MESSAGES: Record<OutcomeFigure, string> = {
  studentsReached: outcomeMessages.studentsRequired,
  sessionsHeld: outcomeMessages.sessionsRequired,
  teachersTrained: outcomeMessages.teachersRequired,
};

/** Locks the report for the change, with what its log entries name; 404 outside `within`. */
async function lockReport(tx: Tx, id: string, within: SQL) {
  if (!isUuid(id)) throw notFound(outcomeMessages.reportNotFound);
  const [row] = await tx
    .select({ report: outcomeReports, termName: outcomeTerms.name, preparedFor: blueprints.preparedFor })
    .from(outcomeReports)
    .innerJoin(outcomeTerms, eq(outcomeTerms.id, outcomeReports.termId))
    .innerJoin(blueprints, eq(blueprints.id, outcomeReports.blueprintId))
    .where(and(eq(outcomeReports.id, id), within))
    .for('update', { of: outcomeReports });
  if (!row) throw notFound(outcomeMessages.reportNotFound);
  return row;
}

type Locked = Awaited<ReturnType<typeof lockReport>>;

const checkVersion = (locked: Locked, version: number | undefined) => {
  if (version !== undefined && version !== locked.report.version) throw conflict(outcomeMessages.stale);
};

/** What the report becomes with the body's fields (those left out stay as they are). */
function merged(locked: Locked, body: SaveOutcomeReportBody) {
  const r = locked.report;
  return {
    studentsReached: body.studentsReached === undefined ? r.studentsReached : body.studentsReached,
    sessionsHeld: body.sessionsHeld === undefined ? r.sessionsHeld : body.sessionsHeld,
    teachersTrained: body.teachersTrained === undefined ? r.teachersTrained : body.teachersTrained,
    highlights: body.highlights ?? r.highlights,
    photoIds: body.photoIds ?? r.photoIds,
  };
}

/** 400 naming each figure still missing, in the form's order. */
function requireFigures(values: ReturnType<typeof merged>) {
  const errors = OUTCOME_FIGURES.flatMap((field) => (values[field] === null ? [{ field, message: REQUIRED_MESSAGES[field] }] : []));
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
}

async function writeFields(tx: Tx, districtId: string, id: string, body: SaveOutcomeReportBody) {
  const locked = await lockReport(tx, id, eq(outcomeReports.districtId, districtId));
  if (!EDITABLE_OUTCOME_STATUSES.includes(locked.report.status as OutcomeReportStatus)) throw conflict(outcomeMessages.readOnly);
  checkVersion(locked, body.version);
  const values = merged(locked, body);
  // Once submitted, a figure stays given: a report sent back is edited, not emptied.
  if (locked.report.status !== 'Draft') requireFigures(values);
  if (body.photoIds) await checkDistrictPhotos(tx, districtId, body.photoIds, 'photoIds');
  return { locked, values };
}

/** PUT /outcome-reports/{id}: keeps the draft as typed. */
export async function saveDraft(tx: Tx, userId: string, districtId: string, id: string, body: SaveOutcomeReportBody): Promise<void> {
  const { values } = await writeFields(tx, districtId, id, body);
  await tx
    .update(outcomeReports)
    .set({ ...values, updatedById: userId, version: sql`${outcomeReports.version} + 1` })
    .where(eq(outcomeReports.id, id));
}

const entryAbout = (locked: Locked) => ({
  title: `${locked.termName} · ${locked.preparedFor}`,
  term: locked.termName,
  blueprint: locked.preparedFor,
  blueprintId: locked.report.blueprintId,
});

/** POST /outcome-reports/{id}/submission: saves what the body carries, then submits it to staff. */
export async function submitReport(tx: Tx, userId: string, districtId: string, id: string, body: SaveOutcomeReportBody, now: Date): Promise<void> {
  const { locked, values } = await writeFields(tx, districtId, id, body);
  requireFigures(values);
  await tx
    .update(outcomeReports)
    .set({
      ...values,
      status: 'Submitted',
      submittedAt: now,
      submittedById: userId,
      updatedById: userId,
      version: sql`${outcomeReports.version} + 1`,
    })
    .where(eq(outcomeReports.id, id));
  await setOutcomeTaskDone(tx, id, true, now, userId);
  await recordActivity(tx, {
    entityType: 'outcome-report',
    entityId: id,
    districtId,
    actorId: userId,
    action: 'report-submitted',
    before: { status: locked.report.status },
    after: {
      ...entryAbout(locked),
      status: 'Submitted',
      studentsReached: values.studentsReached,
      sessionsHeld: values.sessionsHeld,
      teachersTrained: values.teachersTrained,
      photos: values.photoIds.length,
    },
    visibility: 'district',
  });
}

/** PATCH /staff/outcome-reports/{id}: accept a submitted report, or send it back with a comment. */
export async function decideReport(tx: Tx, scope: StaffScope, id: string, body: DecideOutcomeReportBody, now: Date): Promise<void> {
  const locked = await lockReport(tx, id, inStaffScope(scope, outcomeReports.districtId));
  if (locked.report.status !== 'Submitted') throw conflict(outcomeMessages.notSubmitted);
  checkVersion(locked, body.version);
  const status: OutcomeReportStatus = body.decision === 'accept' ? 'Accepted' : 'Changes requested';
  await tx
    .update(outcomeReports)
    .set({
      status,
      reviewedAt: now,
      reviewedById: scope.userId,
      reviewComment: body.comment || null,
      updatedById: scope.userId,
      version: sql`${outcomeReports.version} + 1`,
    })
    .where(eq(outcomeReports.id, id));
  if (status === 'Changes requested') await setOutcomeTaskDone(tx, id, false, now, null);
  await recordActivity(tx, {
    entityType: 'outcome-report',
    entityId: id,
    districtId: locked.report.districtId,
    actorId: scope.userId,
    action: body.decision === 'accept' ? 'report-accepted' : 'report-changes-requested',
    before: { status: locked.report.status },
    after: { ...entryAbout(locked), status, comment: body.comment || null },
    visibility: 'district',
  });
}
