// Programme staff acting on applications: assign, set aside or reopen (the programme's steps follow
// the blueprint and are not moved by hand), keep staff-only notes, and assign many at once. Every change is written
// to the activity log in the same transaction: status moves visible to the district, assignments
// and notes to staff only.
import { and, eq, inArray } from 'drizzle-orm';
import { allowedStatusMoves, type UpdateStaffApplication } from '@contract/applications-staff';
import { applicationMessages, isSetAside } from '@contract/applications-messages';
import { can } from '@contract/permissions';
import { staffMessages } from '@contract/staff-messages';
import type { Tx } from '@server/db/connect';
import { applicationNotes, applications, staffDistricts, users } from '@server/db/schema';
import { badRequest, notFound } from '@server/plugins/http-error';
import { inStaffScope, type StaffScope } from '@server/plugins/staff-scope';
import { recordActivity } from '../activity/record-activity';
import { isUuid } from '../directory/service';
import { recordDecisionBasis } from '../reviews/review-service';
import { reopen, setAside } from './status-service';

interface Person {
  id: string;
  name: string;
}

async function loadPerson(tx: Tx, id: string): Promise<(Person & { roles: string[] }) | null> {
  const [row] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, roles: users.roles })
    .from(users)
    .where(eq(users.id, id));
  if (!row) return null;
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;
  return { id: row.id, name, roles: row.roles };
}

/**
 * The person an application of `districtId` may be assigned to: an admin, or a school success
 * manager who looks after that district. Anyone else is refused naming the field.
 */
async function eligibleAssignee(tx: Tx, assigneeId: string, districtId: string, field: string): Promise<Person> {
  const person = await loadPerson(tx, assigneeId);
  // Whoever reviews applications (staff:applications) in the districts they reach.
  if (!person || !can(person.roles, 'staff:applications')) {
    throw badRequest(staffMessages.assigneeInvalid, [{ field, message: staffMessages.assigneeInvalid }]);
  }
  if (can(person.roles, 'staff:all-districts')) return { id: person.id, name: person.name };
  const [covers] = await tx
    .select({ userId: staffDistricts.userId })
    .from(staffDistricts)
    .where(and(eq(staffDistricts.userId, person.id), eq(staffDistricts.districtId, districtId)));
  if (!covers) {
    const message = staffMessages.assigneeNotForDistrict(person.name);
    throw badRequest(message, [{ field, message }]);
  }
  return { id: person.id, name: person.name };
}

async function currentAssignee(tx: Tx, id: string | null): Promise<Person | null> {
  if (!id) return null;
  const person = await loadPerson(tx, id);
  return person ? { id: person.id, name: person.name } : { id, name: '' };
}

/** Locks the application row for the change; 404 when missing or outside the caller's districts. */
async function lockApplication(tx: Tx, scope: StaffScope, id: string) {
  if (!isUuid(id)) throw notFound(applicationMessages.notFound);
  const [row] = await tx
    .select({
      id: applications.id,
      districtId: applications.districtId,
      status: applications.status,
      reopenStatus: applications.reopenStatus,
      assignedAdminId: applications.assignedAdminId,
      applicationNumber: applications.applicationNumber,
    })
    .from(applications)
    .where(and(eq(applications.id, id), inStaffScope(scope, applications.districtId)))
    .for('update');
  if (!row) throw notFound(applicationMessages.notFound);
  return row;
}

async function addNoteRow(tx: Tx, scope: StaffScope, application: { id: string; districtId: string; applicationNumber: number }, body: string) {
  const [note] = await tx
    .insert(applicationNotes)
    .values({ applicationId: application.id, authorId: scope.userId, body })
    .returning({ id: applicationNotes.id });
  await recordActivity(tx, {
    entityType: 'application',
    entityId: application.id,
    districtId: application.districtId,
    actorId: scope.userId,
    action: 'note-added',
    after: { noteId: note!.id, number: application.applicationNumber },
    visibility: 'staff',
  });
}

export async function updateStaffApplication(tx: Tx, scope: StaffScope, id: string, body: UpdateStaffApplication): Promise<void> {
  const row = await lockApplication(tx, scope, id);
  // Checked before anything is written: a refused move changes nothing, the assignment included.
  const to = body.status !== undefined && body.status !== row.status ? body.status : undefined;
  if (to !== undefined) {
    const allowed = allowedStatusMoves(row.status, row.reopenStatus);
    if (!allowed.includes(to)) {
      // Into a step of the programme (other than reopening): only the blueprint's work moves it there.
      const message = allowed.length === 0 || !isSetAside(to) ? staffMessages.statusFollowsBlueprint : staffMessages.statusMove(row.status, allowed);
      throw badRequest(message, [{ field: 'status', message }]);
    }
  }

  if (body.assignedAdminId !== undefined && body.assignedAdminId !== row.assignedAdminId) {
    const next = body.assignedAdminId ? await eligibleAssignee(tx, body.assignedAdminId, row.districtId, 'assignedAdminId') : null;
    const before = await currentAssignee(tx, row.assignedAdminId);
    await tx
      .update(applications)
      .set({ assignedAdminId: next?.id ?? null })
      .where(eq(applications.id, row.id));
    await recordActivity(tx, {
      entityType: 'application',
      entityId: row.id,
      districtId: row.districtId,
      actorId: scope.userId,
      action: 'assigned',
      before: { assignedAdmin: before, number: row.applicationNumber },
      after: { assignedAdmin: next, number: row.applicationNumber },
      visibility: 'staff',
    });
  }

  // The district sees the move and the reason for setting aside; a note stays with staff.
  if (to !== undefined && isSetAside(to)) await setAside(tx, row, scope.userId, to, body.reason!);
  else if (to !== undefined) await reopen(tx, row, scope.userId, to);
  // Declining or waitlisting is a decision on the reviews, if any: staff keep what it was taken against.
  if (to === 'Declined' || to === 'Waitlisted') await recordDecisionBasis(tx, row, scope.userId, to);
  if (body.note) await addNoteRow(tx, scope, row, body.note);
}

export async function addApplicationNote(tx: Tx, scope: StaffScope, id: string, body: string): Promise<void> {
  const row = await lockApplication(tx, scope, id);
  await addNoteRow(tx, scope, row, body);
}

/**
 * Assigns every selected application (of the filtered queue) to one person, or to nobody. All or
 * nothing: one application outside the caller's districts, or one the person may not take,
 * refuses the whole request. Answers how many changed hands.
 */
export async function bulkAssign(tx: Tx, scope: StaffScope, ids: string[], assigneeId: string | null): Promise<{ updated: number }> {
  const rows = await tx
    .select({
      id: applications.id,
      districtId: applications.districtId,
      assignedAdminId: applications.assignedAdminId,
      applicationNumber: applications.applicationNumber,
    })
    .from(applications)
    .where(and(inArray(applications.id, ids), inStaffScope(scope, applications.districtId)))
    .orderBy(applications.id)
    .for('update');
  if (rows.length !== ids.length) {
    throw badRequest(staffMessages.applicationsOutOfScope, [{ field: 'applicationIds', message: staffMessages.applicationsOutOfScope }]);
  }
  let next: Person | null = null;
  if (assigneeId) {
    for (const districtId of new Set(rows.map((row) => row.districtId))) {
      next = await eligibleAssignee(tx, assigneeId, districtId, 'assignedAdminId');
    }
  }
  const changing = rows.filter((row) => row.assignedAdminId !== assigneeId);
  for (const row of changing) {
    await recordActivity(tx, {
      entityType: 'application',
      entityId: row.id,
      districtId: row.districtId,
      actorId: scope.userId,
      action: 'assigned',
      before: { assignedAdmin: await currentAssignee(tx, row.assignedAdminId), number: row.applicationNumber },
      after: { assignedAdmin: next, number: row.applicationNumber },
      visibility: 'staff',
    });
  }
  if (changing.length) {
    await tx
      .update(applications)
      .set({ assignedAdminId: assigneeId })
      .where(
        inArray(
          applications.id,
          changing.map((row) => row.id),
        ),
      );
  }
  return { updated: changing.length };
}
