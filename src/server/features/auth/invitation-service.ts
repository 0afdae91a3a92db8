// Invitations (spec §2 "Sign Up with Complete Your Profile"): programme staff invite an address
// with a role, district and school; the link's token lets that person create the account. The
// token proves the mailbox, so the account starts with its e-mail confirmed.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { INVITATION_DEFAULT_TTL_DAYS, type InvitationAuthResult, type InvitationInfo } from '@contract/auth';
import type { Role } from '@contract/constants';
import type { Language } from '@contract/languages';
import { messages } from '@contract/messages';
import type { Db, Tx } from '@server/db/connect';
import { districts, invitations, oneTimeTokens, schools, users } from '@server/db/schema';
import { wordsFor } from '@server/i18n/text';
import { recordActivity } from '../activity/record-activity';
import type { AuthDeps } from './auth-deps';
import { acceptInvitation } from './invitation-accept';
import { invitationMail, tokenLink } from './mail-templates';
import { consumeOneTimeToken, fromNow, issueOneTimeToken, peekOneTimeToken } from './one-time-tokens';
import { hashPassword } from './passwords';
import { startSession } from './session-service';
import { loadUser } from './user-dto';

export type Invitation = typeof invitations.$inferSelect;

export interface CreateInvitationInput {
  email: string;
  role: Role;
  districtId?: string | null;
  schoolId?: string | null;
  invitedById?: string | null;
  /** Invites the person as this blueprint's implementation contact; accepting marks them so. */
  blueprintId?: string | null;
  ttlDays?: number;
}

export interface CreatedInvitation {
  invitationId: string;
  token: string;
  link: string;
  expiresAt: Date;
  /** Set when the invitation was created but its e-mail could not be sent. */
  mailError?: unknown;
}

export interface InvitationRecord {
  invitation: Invitation;
  token: string;
}

/**
 * Writes the invitation and its token inside the caller's transaction (so a change that invites,
 * such as naming a blueprint's implementer, commits with it). Mail it with mailInvitation after commit.
 */
export async function insertInvitation(tx: Db | Tx, input: CreateInvitationInput): Promise<InvitationRecord> {
  const ttlDays = input.ttlDays ?? INVITATION_DEFAULT_TTL_DAYS;
  if (!(ttlDays > 0 && ttlDays <= 365)) throw new Error('An invitation lasts between 1 and 365 days');
  let districtId = input.districtId ?? null;
  if (input.schoolId) {
    const [school] = await tx.select({ districtId: schools.districtId }).from(schools).where(eq(schools.id, input.schoolId));
    if (!school) throw new Error('No such school');
    if (districtId && districtId !== school.districtId) throw new Error('The school is not in that district');
    districtId = school.districtId;
  }
  const [invitation] = await tx
    .insert(invitations)
    .values({
      email: input.email.trim().toLowerCase(),
      role: input.role,
      districtId,
      schoolId: input.schoolId ?? null,
      invitedById: input.invitedById ?? null,
      blueprintId: input.blueprintId ?? null,
      expiresAt: fromNow(ttlDays * 24 * 60 * 60),
    })
    .returning();
  if (!invitation) throw new Error('invitation not created');
  // The token ends with the invitation itself.
  const token = await issueOneTimeToken(tx, { kind: 'invitation', invitationId: invitation.id, expiresAt: invitation.expiresAt });
  await recordActivity(tx, {
    entityType: 'invitation',
    entityId: invitation.id,
    districtId: invitation.districtId,
    actorId: invitation.invitedById,
    action: 'invitation-created',
    after: { email: invitation.email, role: invitation.role, schoolId: invitation.schoolId },
  });
  return { invitation, token };
}

/**
 * Creates the invitation and its token and mails the link. The link is also returned, and a
 * failed e-mail does not undo the invitation: whoever invited can pass the link on.
 */
export async function createInvitation(deps: AuthDeps, input: CreateInvitationInput, language: Language): Promise<CreatedInvitation> {
  const created = await deps.db.transaction((tx) => insertInvitation(tx, input));
  return mailInvitation(deps, created, language);
}

/**
 * Sends the invitation's e-mail (after its transaction committed) in `language`: the invited person
 * has no account, so no language of their own; whoever sends it passes the language of the request
 * that invites. `purpose` adds a line on what it is for, worded in that language.
 */
export async function mailInvitation(
  deps: Pick<AuthDeps, 'db' | 'mailer' | 'config'>,
  created: InvitationRecord,
  language: Language,
  purpose?: string,
): Promise<CreatedInvitation> {
  const info = await invitationInfo(deps.db, created.invitation);
  const link = tokenLink(deps.config.publicUrl, 'complete-profile', created.token);
  let mailError: unknown;
  await deps.mailer
    .send({
      to: created.invitation.email,
      ...invitationMail(wordsFor(language), {
        link,
        role: info.role,
        districtName: info.district?.name ?? null,
        schoolName: info.school?.name ?? null,
        inviterName: info.invitedBy?.name ?? null,
        expiresAt: created.invitation.expiresAt,
        purpose,
      }),
      link,
    })
    .catch((error: unknown) => {
      mailError = error;
    });
  return { invitationId: created.invitation.id, token: created.token, link, expiresAt: created.invitation.expiresAt, mailError };
}

/**
 * Sends a pending or expired invitation again, in `language`: a new link valid for another
 * `ttlDays` days, the old links ended, recorded as resent by `actorId`. `check` runs on the locked
 * row first (the caller's own rules: who may touch it, not accepted yet) and may throw.
 */
export async function resendInvitation(
  deps: AuthDeps,
  invitationId: string,
  actorId: string | null,
  check: (invitation: Invitation) => void,
  language: Language,
  ttlDays = INVITATION_DEFAULT_TTL_DAYS,
): Promise<CreatedInvitation> {
  const renewed = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(invitations).where(eq(invitations.id, invitationId)).for('update');
    if (!current) throw new Error('No such invitation');
    check(current);
    await tx
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now()` })
      .where(and(eq(oneTimeTokens.invitationId, invitationId), isNull(oneTimeTokens.usedAt), sql`${oneTimeTokens.expiresAt} > now()`));
    const [invitation] = await tx
      .update(invitations)
      .set({ expiresAt: fromNow(ttlDays * 24 * 60 * 60) })
      .where(eq(invitations.id, invitationId))
      .returning();
    const token = await issueOneTimeToken(tx, { kind: 'invitation', invitationId, expiresAt: invitation!.expiresAt });
    await recordActivity(tx, {
      entityType: 'invitation',
      entityId: invitationId,
      districtId: current.districtId,
      actorId,
      action: 'invitation-resent',
      before: { email: current.email, expiresAt: current.expiresAt.toISOString() },
      after: { email: current.email, expiresAt: invitation!.expiresAt.toISOString() },
    });
    return { invitation: invitation!, token };
  });
  return mailInvitation(deps, renewed, language);
}

/** What the Complete Your Profile screen shows about the invitation (merged into the user). */
export async function invitationInfo(db: Db | Tx, invitation: Invitation): Promise<InvitationInfo> {
  const [district] = invitation.districtId
    ? await db.select({ id: districts.id, name: districts.name }).from(districts).where(eq(districts.id, invitation.districtId))
    : [];
  const [school] = invitation.schoolId
    ? await db.select({ id: schools.id, name: schools.name, districtId: schools.districtId }).from(schools).where(eq(schools.id, invitation.schoolId))
    : [];
  const [inviter] = invitation.invitedById
    ? await db
        .select({ email: users.email, name: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')` })
        .from(users)
        .where(eq(users.id, invitation.invitedById))
    : [];
  return {
    email: invitation.email,
    role: invitation.role,
    district: district ?? null,
    school: school ?? null,
    invitedBy: inviter ? { name: inviter.name ?? inviter.email, email: inviter.email } : null,
    expiresAt: invitation.expiresAt.toISOString(),
    blueprintId: invitation.blueprintId,
  };
}

export async function loadInvitation(db: Db | Tx, invitationId: string | null): Promise<Invitation> {
  const [invitation] = invitationId ? await db.select().from(invitations).where(eq(invitations.id, invitationId)) : [];
  if (!invitation) throw new Error('invitation token without an invitation');
  return invitation;
}

/** POST /verifications/token with isReset false. */
export async function validateInvitationToken(deps: AuthDeps, token: string) {
  const row = await peekOneTimeToken(deps.db, 'invitation', token);
  const info = await invitationInfo(deps.db, await loadInvitation(deps.db, row.invitationId));
  return { valid: true as const, email: info.email, invitationInfo: info };
}

export interface PasswordInvitationInput {
  token: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** POST /sessions/post-invitation-sign-up: the account, signed in, with the invitation's details. */
export async function signUpWithInvitation(
  deps: AuthDeps,
  input: PasswordInvitationInput,
  userAgent: string | null = null,
  language?: Language,
): Promise<InvitationAuthResult> {
  // A bad link must not cost an Argon2 hash.
  await peekOneTimeToken(deps.db, 'invitation', input.token);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const row = await consumeOneTimeToken(tx, 'invitation', input.token);
    const invitation = await loadInvitation(tx, row.invitationId);
    const userId = await acceptInvitation(
      tx,
      invitation,
      {
        passwordHash,
        // The invitation sign-up form takes the agreement (the contract accepts only true).
        agreedToTerms: true,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        language,
      },
      deps.clock(),
    );
    const token = await startSession(tx, userId, deps.secrets.tokenKey, deps.clock(), userAgent);
    const user = await loadUser(tx, userId);
    if (!user) throw new Error(messages.internalError);
    return { token, user, invitationInfo: await invitationInfo(tx, invitation) };
  });
}
