// The district's decisions on a blueprint: approving its quote (PATCH /blueprints/:id) and naming
// its implementation contact (PATCH /blueprints/:id/implementer). Who may: mayDecideBlueprint in
// the contract. A new person is invited through the invitation flow (Complete Your Profile); a
// district member who already has an account accepts on the blueprint itself.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { blueprintMessages } from '@contract/blueprints-messages';
import { isQuoteExpired, staffApprovalSchema, utcToday, type ApproveBlueprintBody } from '@contract/blueprints';
import { isProgrammeStaff, mayDecideBlueprint } from '@contract/permissions';
import type { Tx } from '@server/db/connect';
import { applications, blueprintImplementers, blueprintQuoteRevisions, blueprints, invitations, userIdentities, users } from '@server/db/schema';
import { badRequest, conflict, forbidden } from '@server/plugins/http-error';
import { recordActivity } from '../activity/record-activity';
import { insertInvitation, type InvitationRecord } from '../auth/invitation-service';
import { ensureOutcomeReports } from '../outcome-reports/owed-reports';
import { actorOf, findBlueprint, refuseIfSetAside, type BlueprintViewer } from './access';

/**
 * Who approved: the district person themselves, or, when staff record it on the district's behalf,
 * the district member they name (not staff, of the blueprint's district) with the reason.
 */
async function approverOf(tx: Tx, viewer: BlueprintViewer, districtId: string, body: ApproveBlueprintBody) {
  if (!isProgrammeStaff(viewer.roles)) {
    if (body.approvedById !== undefined || body.reason !== undefined) {
      const message = blueprintMessages.approvalOnBehalfStaffOnly;
      throw badRequest(message, [{ field: body.approvedById !== undefined ? 'approvedById' : 'reason', message }]);
    }
    return { approvedById: viewer.userId, recordedById: null, reason: null };
  }
  const parsed = staffApprovalSchema.safeParse(body);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'approval'), message: issue.message }));
    throw badRequest(errors[0]!.message, errors);
  }
  const [person] = await tx.select({ districtId: users.districtId, roles: users.roles }).from(users).where(eq(users.id, parsed.data.approvedById));
  if (!person || person.districtId !== districtId || isProgrammeStaff(person.roles)) {
    throw badRequest(blueprintMessages.approverNotInDistrict, [{ field: 'approvedById', message: blueprintMessages.approverNotInDistrict }]);
  }
  return { approvedById: parsed.data.approvedById, recordedById: viewer.userId, reason: parsed.data.reason };
}

/** PATCH /blueprints/:id: approves the quote revision the person read. */
export async function approveBlueprint(tx: Tx, viewer: BlueprintViewer, id: string, body: ApproveBlueprintBody, now: Date): Promise<void> {
  const { quoteRevision } = body;
  const row = await findBlueprint(tx, viewer, id, { lock: true });
  const actor = await actorOf(tx, viewer);
  if (!mayDecideBlueprint(actor, 'blueprint:approve', { districtId: row.districtId, applicantId: row.applicantId })) {
    throw forbidden(blueprintMessages.approveNotAllowed);
  }
  const approver = await approverOf(tx, viewer, row.districtId, body);
  if (row.approval === 'Approved') throw conflict(blueprintMessages.alreadyApproved);
  // A waitlisted, declined or withdrawn application's blueprint waits until the application is reopened.
  refuseIfSetAside(row);
  if (row.quoteRevision === null || row.quoteExpiresAt === null) throw conflict(blueprintMessages.noQuote);
  if (row.quoteRevision !== quoteRevision) throw conflict(blueprintMessages.quoteChanged);
  if (isQuoteExpired(row.quoteExpiresAt, utcToday())) throw conflict(blueprintMessages.quoteExpired);

  const approvedAt = now;
  await tx
    .update(blueprints)
    .set({
      approval: 'Approved',
      approvedAt,
      approvedById: approver.approvedById,
      approvalRecordedById: approver.recordedById,
      approvalReason: approver.reason,
      stage: 'Approved',
      version: sql`${blueprints.version} + 1`,
    })
    .where(eq(blueprints.id, row.id));
  await tx
    .update(blueprintQuoteRevisions)
    .set({ approvedAt, approvedById: approver.approvedById })
    .where(and(eq(blueprintQuoteRevisions.blueprintId, row.id), eq(blueprintQuoteRevisions.revision, quoteRevision)));
  await recordActivity(tx, {
    entityType: 'blueprint',
    entityId: row.id,
    districtId: row.districtId,
    actorId: viewer.userId,
    action: 'blueprint-approved',
    before: { approval: row.approval, stage: row.stage },
    after: {
      approval: 'Approved',
      stage: 'Approved',
      revision: quoteRevision,
      amountCents: row.quoteCents,
      // Recorded by staff for the district: the log's actor is the staff member; these say for whom and why.
      ...(approver.recordedById ? { onBehalf: true, approvedById: approver.approvedById, reason: approver.reason } : {}),
    },
    visibility: 'district',
  });
  // An approved blueprint owes a report for each term due from today on, each a task on the checklist.
  await ensureOutcomeReports(tx, now, { blueprintId: row.id });
  // The application's next status; a later status (Program Completed) is never moved back.
  if (row.applicationStatus === 'New' || row.applicationStatus === 'Building Blueprint') {
    await tx.update(applications).set({ status: 'Blueprint Created' }).where(eq(applications.id, row.applicationId));
    await recordActivity(tx, {
      entityType: 'application',
      entityId: row.applicationId,
      districtId: row.districtId,
      actorId: viewer.userId,
      action: 'status-changed',
      before: { status: row.applicationStatus },
      after: { status: 'Blueprint Created' },
      visibility: 'district',
    });
  }
}

/** What to send once the transaction has committed. */
export type ImplementerNotice =
  | { kind: 'invitation'; record: InvitationRecord; blueprintId: string }
  | { kind: 'member'; email: string; blueprintId: string; invitedById: string }
  | { kind: 'none' };

/** The parsed body of PATCH /blueprints/:id/implementer. */
export type ImplementerChange = { kind: 'accept' } | { kind: 'user'; userId: string } | { kind: 'email'; email: string };

/** PATCH /blueprints/:id/implementer. */
export async function changeImplementer(
  tx: Tx,
  viewer: BlueprintViewer,
  id: string,
  request: ImplementerChange,
  now: Date,
): Promise<ImplementerNotice> {
  const row = await findBlueprint(tx, viewer, id, { lock: true });
  if (request.kind === 'accept') return acceptAsMember(tx, viewer, row.id, row.districtId);

  const actor = await actorOf(tx, viewer);
  if (!mayDecideBlueprint(actor, 'blueprint:invite', { districtId: row.districtId, applicantId: row.applicantId })) {
    throw forbidden(blueprintMessages.inviteNotAllowed);
  }
  refuseIfSetAside(row);
  if (row.stage === 'Completed') throw conflict(blueprintMessages.completed);

  const field = request.kind === 'user' ? 'userId' : 'email';
  const [person] = await tx
    .select({
      id: users.id,
      email: users.email,
      districtId: users.districtId,
      roles: users.roles,
      canSignIn: sql<boolean>`(${users.passwordHash} is not null or exists (select 1 from ${userIdentities} where ${userIdentities.userId} = ${users.id}))`,
    })
    .from(users)
    .where(request.kind === 'user' ? eq(users.id, request.userId) : eq(users.email, request.email));
  if (request.kind === 'user' && (!person || person.districtId !== row.districtId)) {
    throw badRequest(blueprintMessages.contactNotInDistrict, [{ field, message: blueprintMessages.contactNotInDistrict }]);
  }
  if (person && isProgrammeStaff(person.roles)) {
    throw badRequest(blueprintMessages.implementerIsStaff, [{ field, message: blueprintMessages.implementerIsStaff }]);
  }
  if (person?.canSignIn && person.districtId !== row.districtId) {
    throw badRequest(blueprintMessages.implementerOtherDistrict, [{ field, message: blueprintMessages.implementerOtherDistrict }]);
  }
  const email = person?.email ?? (request.kind === 'email' ? request.email : '');

  const [current] = await tx
    .select({ acceptedAt: blueprintImplementers.acceptedAt })
    .from(blueprintImplementers)
    .where(and(eq(blueprintImplementers.blueprintId, row.id), eq(blueprintImplementers.email, email)));
  // Naming the contact who already accepted again changes nothing.
  if (current?.acceptedAt) return { kind: 'none' };

  // One implementation contact: whoever was named before steps down, and their pending invitation ends.
  await tx.delete(blueprintImplementers).where(and(eq(blueprintImplementers.blueprintId, row.id), ne(blueprintImplementers.email, email)));
  await tx
    .update(invitations)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(invitations.blueprintId, row.id), isNull(invitations.acceptedAt), gt(invitations.expiresAt, sql`now()`)));
  const invitedAt = now;
  await tx
    .insert(blueprintImplementers)
    .values({ blueprintId: row.id, email, userId: person?.canSignIn ? person.id : null, invitedById: viewer.userId, invitedAt })
    .onConflictDoUpdate({
      target: [blueprintImplementers.blueprintId, blueprintImplementers.email],
      set: { invitedById: viewer.userId, invitedAt, acceptedAt: null },
    });
  await tx
    .update(blueprints)
    .set({ version: sql`${blueprints.version} + 1` })
    .where(eq(blueprints.id, row.id));
  await recordActivity(tx, {
    entityType: 'blueprint',
    entityId: row.id,
    districtId: row.districtId,
    actorId: viewer.userId,
    action: 'implementer-invited',
    after: { email, hasAccount: Boolean(person?.canSignIn) },
    visibility: 'district',
  });

  if (person?.canSignIn) return { kind: 'member', email, blueprintId: row.id, invitedById: viewer.userId };
  const record = await insertInvitation(tx, {
    email,
    role: 'USER',
    districtId: row.districtId,
    invitedById: viewer.userId,
    blueprintId: row.id,
  });
  return { kind: 'invitation', record, blueprintId: row.id };
}

/** The invited district member accepts on the blueprint. */
async function acceptAsMember(tx: Tx, viewer: BlueprintViewer, blueprintId: string, districtId: string): Promise<ImplementerNotice> {
  const [me] = await tx.select({ email: users.email }).from(users).where(eq(users.id, viewer.userId));
  const accepted = await tx
    .update(blueprintImplementers)
    .set({ acceptedAt: sql`now()`, userId: viewer.userId })
    .where(
      and(
        eq(blueprintImplementers.blueprintId, blueprintId),
        eq(blueprintImplementers.email, me?.email ?? ''),
        isNull(blueprintImplementers.acceptedAt),
      ),
    )
    .returning({ id: blueprintImplementers.id });
  if (accepted.length === 0) throw conflict(blueprintMessages.notInvited);
  await tx
    .update(blueprints)
    .set({ version: sql`${blueprints.version} + 1` })
    .where(eq(blueprints.id, blueprintId));
  await recordActivity(tx, {
    entityType: 'blueprint',
    entityId: blueprintId,
    districtId,
    actorId: viewer.userId,
    action: 'implementer-accepted',
    after: { email: me?.email },
    visibility: 'district',
  });
  return { kind: 'none' };
}
