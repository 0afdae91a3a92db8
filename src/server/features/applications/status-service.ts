// Setting an application aside (Waitlisted, Declined, Withdrawn) with the reason its applicant
// reads, and reopening it to the step it was set aside from. Staff do both from the review console;
// the district withdraws its own application. The district sees every move in its activity log.
import { eq } from 'drizzle-orm';
import { isSetAside, type ApplicationStatus, type SetAsideStatus } from '@contract/applications-messages';
import { maySetAside } from '@contract/applications-staff';
import { applicationMessages } from '@contract/applications';
import type { Tx } from '@server/db/connect';
import { applications } from '@server/db/schema';
import { conflict, notFound } from '@server/plugins/http-error';
import { recordActivity } from '../activity/record-activity';

interface StatusRow {
  id: string;
  districtId: string;
  status: ApplicationStatus;
  reopenStatus: ApplicationStatus | null;
  applicationNumber: number;
}

async function record(tx: Tx, row: StatusRow, actorId: string, to: ApplicationStatus, reason: string | null) {
  await recordActivity(tx, {
    entityType: 'application',
    entityId: row.id,
    districtId: row.districtId,
    actorId,
    action: 'status-changed',
    before: { status: row.status, number: row.applicationNumber },
    after: reason === null ? { status: to, number: row.applicationNumber } : { status: to, reason, number: row.applicationNumber },
    visibility: 'district',
  });
}

/** Sets the application aside; the caller has checked that the move is allowed. */
export async function setAside(tx: Tx, row: StatusRow, actorId: string, to: SetAsideStatus, reason: string): Promise<void> {
  // Moving between set-aside statuses (Waitlisted → Declined) keeps the step a reopening returns to.
  const reopenStatus = isSetAside(row.status) ? (row.reopenStatus ?? 'New') : row.status;
  await tx.update(applications).set({ status: to, statusReason: reason, reopenStatus }).where(eq(applications.id, row.id));
  await record(tx, row, actorId, to, reason);
}

/** Reopens a set-aside application to `to` (allowedStatusMoves' reopening); the reason goes. */
export async function reopen(tx: Tx, row: StatusRow, actorId: string, to: ApplicationStatus): Promise<void> {
  await tx.update(applications).set({ status: to, statusReason: null, reopenStatus: null }).where(eq(applications.id, row.id));
  await record(tx, row, actorId, to, null);
}

/**
 * POST /applications/:id/withdraw: the district takes back an application it can see (the caller
 * checked that), while it is still under review.
 */
export async function withdrawApplication(tx: Tx, actorId: string, id: string, reason: string): Promise<void> {
  const [row] = await tx
    .select({
      id: applications.id,
      districtId: applications.districtId,
      status: applications.status,
      reopenStatus: applications.reopenStatus,
      applicationNumber: applications.applicationNumber,
    })
    .from(applications)
    .where(eq(applications.id, id))
    .for('update');
  if (!row) throw notFound(applicationMessages.notFound);
  if (!maySetAside(row.status, 'Withdrawn')) throw conflict(applicationMessages.withdrawNotAllowed);
  await setAside(tx, row, actorId, 'Withdrawn', reason);
}
