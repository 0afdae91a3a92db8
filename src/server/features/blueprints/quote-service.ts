// The quote and the stages, staff side: issuing a quote freezes the blueprint's lines and totals as a
// new revision (issued today, valid QUOTE_LOCK_MONTHS) and asks the district to approve it; staff
// then move an approved blueprint to Implementing and Completed (which completes the application).
import { and, eq, sql } from 'drizzle-orm';
import { addMonthsIso } from '@contract/applications';
import { blueprintMessages, STAFF_STAGE_MOVES, type BlueprintStage } from '@contract/blueprints-messages';
import { isQuoteExpired, utcToday } from '@contract/blueprints';
import { QUOTE_LOCK_MONTHS } from '@contract/constants';
import type { Tx } from '@server/db/connect';
import { applications, blueprintQuoteRevisions, blueprints, type QuoteRevisionLine } from '@server/db/schema';
import { conflict } from '@server/plugins/http-error';
import { recordActivity } from '../activity/record-activity';
import { findBlueprint, refuseIfSetAside, type BlueprintRow, type BlueprintViewer } from './access';
import { blueprintLines } from './queries';

/** What to tell the applicant once the transaction has committed. */
export interface QuoteIssued {
  blueprintId: string;
  revision: number;
  amountCents: number;
  validUntil: string;
}

/** Refuses a change based on another version than the stored one. */
export function checkVersion(row: Pick<BlueprintRow, 'version'>, version: number): void {
  if (row.version !== version) throw conflict(blueprintMessages.stale, [{ field: 'version', message: blueprintMessages.stale }]);
}

/**
 * Writes revision N+1 from the blueprint's current lines and totals (read inside `tx`, after any
 * change of the same transaction), makes it the current quote and sends the blueprint for approval.
 */
export async function issueRevision(tx: Tx, row: BlueprintRow, actorId: string): Promise<QuoteIssued> {
  const [current] = await tx
    .select({ total: blueprints.totalProgramCostCents, direct: blueprints.directCostToDistrictCents })
    .from(blueprints)
    .where(eq(blueprints.id, row.id));
  if (!current) throw new Error('blueprint vanished while issuing its quote');
  const lines = await blueprintLines(tx, row.id);
  const snapshot: QuoteRevisionLine[] = lines.map(({ resourceId, name, type, quantity, unitCostCents }) => ({
    resourceId,
    name,
    type,
    quantity,
    unitCostCents,
  }));
  const revision = (row.quoteRevision ?? 0) + 1;
  const issuedOn = utcToday();
  const validUntil = addMonthsIso(issuedOn, QUOTE_LOCK_MONTHS);
  await tx.insert(blueprintQuoteRevisions).values({
    blueprintId: row.id,
    revision,
    amountCents: current.total,
    totalProgramCostCents: current.total,
    directCostToDistrictCents: current.direct,
    lines: snapshot,
    issuedOn,
    validUntil,
    issuedById: actorId,
  });
  await tx
    .update(blueprints)
    .set({
      quoteCents: current.total,
      quoteIssuedOn: issuedOn,
      quoteExpiresAt: validUntil,
      quoteRevision: revision,
      approval: 'Needs approval',
      approvedAt: null,
      approvedById: null,
      // The recording belonged to the approval that ends here; the next one says its own.
      approvalRecordedById: null,
      approvalReason: null,
      stage: 'In Review',
      version: sql`${blueprints.version} + 1`,
    })
    .where(eq(blueprints.id, row.id));
  await recordActivity(tx, {
    entityType: 'blueprint',
    entityId: row.id,
    districtId: row.districtId,
    actorId,
    action: 'quote-issued',
    before: row.quoteRevision ? { revision: row.quoteRevision, approval: row.approval, stage: row.stage } : null,
    after: { revision, amountCents: current.total, directCostToDistrictCents: current.direct, validUntil, stage: 'In Review' },
    visibility: 'district',
  });
  return { blueprintId: row.id, revision, amountCents: current.total, validUntil };
}

/** POST /staff/blueprints/:id/quote: the first quote, or a new one after the last expired unapproved. */
export async function issueQuote(tx: Tx, viewer: BlueprintViewer, id: string, version: number): Promise<QuoteIssued> {
  const row = await findBlueprint(tx, viewer, id, { lock: true });
  checkVersion(row, version);
  refuseIfSetAside(row);
  if (row.stage === 'Completed') throw conflict(blueprintMessages.completed);
  if (row.stage === 'Implementing') throw conflict(blueprintMessages.pricingLocked);
  if (row.quoteExpiresAt !== null) {
    if (row.approval === 'Approved') throw conflict(blueprintMessages.quoteApproved);
    if (!isQuoteExpired(row.quoteExpiresAt, utcToday())) throw conflict(blueprintMessages.quoteStillValid);
  }
  const lines = await blueprintLines(tx, row.id);
  if (lines.length === 0) throw conflict(blueprintMessages.noLines);
  return issueRevision(tx, row, viewer.userId);
}

/** PATCH /staff/blueprints/:id/stage: Approved → Implementing → Completed, one step at a time. */
export async function moveStage(tx: Tx, viewer: BlueprintViewer, id: string, stage: BlueprintStage, version: number): Promise<void> {
  const row = await findBlueprint(tx, viewer, id, { lock: true });
  checkVersion(row, version);
  refuseIfSetAside(row);
  if (STAFF_STAGE_MOVES[row.stage] !== stage) throw conflict(blueprintMessages.stageMove(row.stage, stage));
  await tx
    .update(blueprints)
    .set({ stage, version: sql`${blueprints.version} + 1` })
    .where(eq(blueprints.id, row.id));
  await recordActivity(tx, {
    entityType: 'blueprint',
    entityId: row.id,
    districtId: row.districtId,
    actorId: viewer.userId,
    action: 'stage-changed',
    before: { stage: row.stage },
    after: { stage },
    visibility: 'district',
  });
  if (stage === 'Completed' && row.applicationStatus !== 'Program Completed') {
    // The programme the application asked for is done: the application says so too.
    await tx
      .update(applications)
      .set({ status: 'Program Completed' })
      .where(and(eq(applications.id, row.applicationId)));
    await recordActivity(tx, {
      entityType: 'application',
      entityId: row.applicationId,
      districtId: row.districtId,
      actorId: viewer.userId,
      action: 'status-changed',
      before: { status: row.applicationStatus },
      after: { status: 'Program Completed' },
      visibility: 'district',
    });
  }
}
