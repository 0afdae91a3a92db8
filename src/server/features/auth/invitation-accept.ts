// Turning an invitation into an account, shared by the password and the Google invitation
// sign-ups. Runs inside the caller's transaction, after the invitation token was consumed.
import type { Language } from '@contract/languages';
import { eq, sql } from 'drizzle-orm';
import { messages } from '@contract/messages';
import type { Tx } from '@server/db/connect';
import { FINAL_ONBOARDING_STEP } from '@contract/constants';
import { isProgrammeStaff } from '@contract/permissions';
import { invitations, staffDistricts, userIdentities, users, userSchools } from '@server/db/schema';
import { recordActivity } from '../activity/record-activity';
import { isDistrictInProgramme } from '../applications/in-programme';
import { conflict } from '@server/plugins/http-error';
import { acceptImplementerInvitation } from '../blueprints/service';
import type { Invitation } from './invitation-service';

export interface AcceptAs {
  passwordHash?: string;
  firstName?: string | null;
  lastName?: string | null;
  /** The person agreed to the privacy policy and terms on this sign-up's form. */
  agreedToTerms?: boolean;
  /** A Google identity to link (issuer + subject). */
  identity?: { issuer: string; subject: string; email: string | null };
  /** The language the sign-up was made in: the account keeps it until the person chooses another. */
  language?: Language;
}

/**
 * Creates the invited account, or completes one that exists without any way to sign in (no
 * password, no linked identity). An address that already has a working account is refused with
 * the spec's message: an invitation must not replace someone's password.
 */
export async function acceptInvitation(tx: Tx, invitation: Invitation, as: AcceptAs, now: Date): Promise<string> {
  await tx
    .update(invitations)
    .set({ acceptedAt: sql`now()` })
    .where(eq(invitations.id, invitation.id));

  // Programme staff do not apply to the programme (no onboarding) and are no district's members: a
  // school success manager invited to a district looks after it (staff_districts) instead.
  const staff = isProgrammeStaff([invitation.role]);
  // A colleague joining a district that already takes part has nothing to apply for: the wizard
  // would only make a second application for it. One invited to a district that has not applied
  // yet goes through the wizard, as the district's first applicant (docs/decisions.md).
  const joinsProgramme = staff || (invitation.districtId !== null && (await isDistrictInProgramme(tx, invitation.districtId)));
  const profile = {
    ...(as.passwordHash ? { passwordHash: as.passwordHash } : {}),
    ...(as.firstName ? { firstName: as.firstName } : {}),
    ...(as.lastName ? { lastName: as.lastName } : {}),
    isEmailConfirmed: true,
    ...(as.agreedToTerms ? { termsAcceptedAt: now } : {}),
    ...(as.language ? { language: as.language } : {}),
    roles: [invitation.role],
    districtId: staff ? null : invitation.districtId,
    schoolId: staff ? null : invitation.schoolId,
    ...(joinsProgramme ? { onboardingStep: FINAL_ONBOARDING_STEP } : {}),
    ...(staff ? { showPlanningPopUp: false } : {}),
  };

  const [existing] = await tx
    .select({ id: users.id, passwordHash: users.passwordHash, identity: userIdentities.id })
    .from(users)
    .leftJoin(userIdentities, eq(userIdentities.userId, users.id))
    .where(eq(users.email, invitation.email))
    .limit(1);

  let userId: string;
  if (existing) {
    if (existing.passwordHash || existing.identity) {
      throw conflict(messages.userExists, [{ field: 'email', message: messages.userExists }]);
    }
    await tx.update(users).set(profile).where(eq(users.id, existing.id));
    userId = existing.id;
  } else {
    const [created] = await tx
      .insert(users)
      .values({ email: invitation.email, ...profile })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // Lost a race with another sign-up for the same address.
    if (!created) throw conflict(messages.userExists, [{ field: 'email', message: messages.userExists }]);
    userId = created.id;
  }

  if (invitation.schoolId && !staff) {
    await tx.insert(userSchools).values({ userId, schoolId: invitation.schoolId }).onConflictDoNothing();
  }
  if (staff && invitation.role === 'SCHOOL_SUCCESS_MANAGER' && invitation.districtId) {
    await tx.insert(staffDistricts).values({ userId, districtId: invitation.districtId }).onConflictDoNothing();
  }
  await recordActivity(tx, {
    entityType: 'invitation',
    entityId: invitation.id,
    districtId: invitation.districtId,
    actorId: userId,
    action: 'invitation-accepted',
    after: { email: invitation.email, role: invitation.role },
  });
  if (as.identity) {
    const [linked] = await tx
      .insert(userIdentities)
      .values({ userId, issuer: as.identity.issuer, subject: as.identity.subject, email: as.identity.email })
      .onConflictDoNothing()
      .returning({ id: userIdentities.id });
    if (!linked) throw conflict(messages.googleAccountInUse);
  }
  // An invitation to implement a blueprint: its person is now the blueprint's implementation contact.
  await acceptImplementerInvitation(tx, invitation, userId);
  return userId;
}
