// Invitations from the staff console: the same invitation, token and e-mail as `npm run invite`
// (auth/invitation-service.ts), with the console's rules on top — a school success manager invites
// district staff to their own districts only, an address with an account or a waiting invitation
// is refused, an accepted invitation can no longer be revoked or resent.
import { and, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { can } from '@contract/permissions';
import {
  invitationStatus,
  STAFF_INVITE_ROLES,
  type CreateInvitationBody,
  type InvitationList,
  type InvitationRow,
  type InvitationSent,
  type InvitationsQuery,
} from '@contract/invitations';
import type { Language } from '@contract/languages';
import { messages } from '@contract/messages';
import { staffMessages } from '@contract/staff-messages';
import type { Db, Tx } from '@server/db/connect';
import { pageTotal } from '@server/db/prepared';
import { districts, invitations, schools, users } from '@server/db/schema';
import { badRequest, conflict, forbidden, notFound } from '@server/plugins/http-error';
import { inStaffScope, scopeIncludes, type StaffScope } from '@server/plugins/staff-scope';
import { recordActivity } from '../activity/record-activity';
import type { AuthDeps } from '../auth/auth-deps';
import { createInvitation, resendInvitation, type CreatedInvitation, type Invitation } from '../auth/invitation-service';
import { containsPattern, isUuid } from '../directory/service';

const inviter = alias(users, 'inviter');
const inviterName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${inviter.firstName}, ${inviter.lastName})), ''), ${inviter.email})`;

/** Invitations to a district inside the scope; invitations to no district (staff) only for ADMIN. */
function visible(scope: StaffScope): SQL {
  return scope.all ? sql`true` : and(isNotNull(invitations.districtId), inStaffScope(scope, invitations.districtId))!;
}

function selectRows(db: Db | Tx) {
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      districtId: districts.id,
      districtName: districts.name,
      schoolId: schools.id,
      schoolName: schools.name,
      inviterId: inviter.id,
      inviterName,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
    })
    .from(invitations)
    .leftJoin(districts, eq(districts.id, invitations.districtId))
    .leftJoin(schools, eq(schools.id, invitations.schoolId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedById));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function toRow(row: Row): InvitationRow {
  const dates = { acceptedAt: row.acceptedAt?.toISOString() ?? null, expiresAt: row.expiresAt.toISOString() };
  return {
    id: row.id,
    email: row.email,
    role: row.role as InvitationRow['role'],
    district: row.districtId && row.districtName ? { id: row.districtId, name: row.districtName } : null,
    school: row.schoolId && row.schoolName ? { id: row.schoolId, name: row.schoolName } : null,
    invitedBy: row.inviterId ? { id: row.inviterId, name: row.inviterName } : null,
    status: invitationStatus(dates),
    createdAt: row.createdAt.toISOString(),
    ...dates,
  };
}

const STATUS_CONDITIONS = {
  accepted: () => isNotNull(invitations.acceptedAt),
  expired: () => and(isNull(invitations.acceptedAt), sql`${invitations.expiresAt} <= now()`)!,
  pending: () => and(isNull(invitations.acceptedAt), sql`${invitations.expiresAt} > now()`)!,
} as const;

export async function listInvitations(db: Db | Tx, scope: StaffScope, query: InvitationsQuery): Promise<InvitationList> {
  const where = and(
    visible(scope),
    query.status ? STATUS_CONDITIONS[query.status]() : undefined,
    query.search ? ilike(invitations.email, containsPattern(query.search)) : undefined,
  );
  const rows = await selectRows(db).where(where).orderBy(desc(invitations.createdAt), desc(invitations.id)).limit(query.limit).offset(query.offset);
  const total = await pageTotal(rows.length, query, async () => {
    const [counted] = await db.select({ total: count() }).from(invitations).where(where);
    return Number(counted?.total ?? 0);
  });
  return { items: rows.map(toRow), total };
}

async function loadRow(db: Db | Tx, scope: StaffScope, id: string): Promise<InvitationRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectRows(db).where(and(eq(invitations.id, id), visible(scope)));
  return row ? toRow(row) : null;
}

const sent = async (db: Db, scope: StaffScope, created: CreatedInvitation): Promise<InvitationSent> => ({
  invitation: (await loadRow(db, scope, created.invitationId))!,
  link: created.link,
  mailSent: created.mailError === undefined,
});

export async function createStaffInvitation(
  deps: AuthDeps,
  scope: StaffScope,
  roles: readonly string[],
  body: CreateInvitationBody,
  /** The e-mail's: the request's, since the person invited has no account yet. */
  language: Language,
): Promise<InvitationSent> {
  const db = deps.db;
  const staffRole = (STAFF_INVITE_ROLES as readonly string[]).includes(body.role);
  if (staffRole && !can(roles, 'staff:invite-staff')) {
    throw forbidden(staffMessages.roleNotAllowed);
  }
  // A role that reaches every district (an admin) has no home district; a manager looks after the
  // district given, or none.
  const districtId = can([body.role], 'staff:all-districts') ? null : (body.districtId ?? null);
  const schoolId = body.role === 'USER' ? (body.schoolId ?? null) : null;
  if (districtId) {
    const [district] = await db.select({ id: districts.id }).from(districts).where(eq(districts.id, districtId));
    if (!district || !scopeIncludes(scope, districtId)) {
      throw badRequest(staffMessages.districtInvalid, [{ field: 'districtId', message: staffMessages.districtInvalid }]);
    }
  } else if (!scope.all) {
    // A manager's invitations always name one of their districts.
    throw badRequest(staffMessages.districtRequiredForRole, [{ field: 'districtId', message: staffMessages.districtRequiredForRole }]);
  }
  if (schoolId) {
    const [school] = await db.select({ districtId: schools.districtId }).from(schools).where(eq(schools.id, schoolId));
    if (!school || school.districtId !== districtId) {
      throw badRequest(staffMessages.schoolNotInDistrict, [{ field: 'schoolId', message: staffMessages.schoolNotInDistrict }]);
    }
  }
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
  if (account) throw conflict(messages.userExists, [{ field: 'email', message: messages.userExists }]);
  const [waiting] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.email, body.email), STATUS_CONDITIONS.pending()));
  if (waiting) throw conflict(staffMessages.invitationPending, [{ field: 'email', message: staffMessages.invitationPending }]);

  const created = await createInvitation(deps, { email: body.email, role: body.role, districtId, schoolId, invitedById: scope.userId }, language);
  return sent(db, scope, created);
}

function refuseAccepted(invitation: Pick<Invitation, 'acceptedAt'>) {
  if (invitation.acceptedAt) throw conflict(staffMessages.invitationAccepted);
}

export async function resendStaffInvitation(deps: AuthDeps, scope: StaffScope, id: string, language: Language): Promise<InvitationSent> {
  if (!(await loadRow(deps.db, scope, id))) throw notFound(staffMessages.invitationNotFound);
  const created = await resendInvitation(deps, id, scope.userId, refuseAccepted, language);
  return sent(deps.db, scope, created);
}

/** Revoking deletes the invitation (its links stop working); the activity log keeps what it was. */
export async function revokeInvitation(tx: Tx, scope: StaffScope, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(staffMessages.invitationNotFound);
  const [invitation] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), visible(scope)))
    .for('update');
  if (!invitation) throw notFound(staffMessages.invitationNotFound);
  refuseAccepted(invitation);
  await tx.delete(invitations).where(eq(invitations.id, id));
  await recordActivity(tx, {
    entityType: 'invitation',
    entityId: id,
    districtId: invitation.districtId,
    actorId: scope.userId,
    action: 'invitation-revoked',
    before: { email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt.toISOString() },
  });
}
