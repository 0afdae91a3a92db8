// Google sign-up, log-in and invited sign-up (spec §7 /socials/sessions/google…, §8). A Google
// account is known by the ID token's issuer + subject in user_identities, never by e-mail alone:
// an address can change hands, the subject cannot.
import { and, eq } from 'drizzle-orm';
import type { AuthResult, InvitationAuthResult } from '@contract/auth';
import { messages } from '@contract/messages';
import type { Db, Tx } from '@server/db/connect';
import { userIdentities, users, userSchools } from '@server/db/schema';
import { exchangeGoogleCode, type GoogleIdentity } from '@server/plugins/google-oidc';
import { conflict, HttpError, unauthorized } from '@server/plugins/http-error';
import type { AuthDeps } from './auth-deps';
import { findOrganizationLink } from './directory-link';
import { acceptInvitation } from './invitation-accept';
import { invitationInfo, loadInvitation } from './invitation-service';
import { consumeOneTimeToken, peekOneTimeToken } from './one-time-tokens';
import { startSession } from './session-service';
import { emailTaken, limitSignUps } from './sign-up-service';
import { loadUser } from './user-dto';
import { sendFirstVerificationEmail } from './verification-service';

type Log = { warn(obj: object, msg: string): void };

export interface GoogleCode {
  code: string;
  redirectUri: string;
}

async function userOfIdentity(db: Db | Tx, identity: GoogleIdentity): Promise<string | null> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject)))
    .limit(1);
  return row?.userId ?? null;
}

async function signedIn(db: Db | Tx, deps: AuthDeps, userId: string, userAgent: string | null): Promise<AuthResult> {
  const token = await startSession(db, userId, deps.secrets.tokenKey, deps.clock(), userAgent);
  const user = await loadUser(db, userId);
  if (!user) throw new Error('signed-in user vanished');
  return { token, user };
}

/** PATCH /socials/sessions/google: only a Google account already linked to a user. */
export async function logInWithGoogle(deps: AuthDeps, input: GoogleCode, log?: Log, userAgent: string | null = null): Promise<AuthResult> {
  const identity = await exchangeGoogleCode(deps.config, input.code, input.redirectUri, log);
  const userId = await userOfIdentity(deps.db, identity);
  if (!userId) throw unauthorized(messages.googleAccountNotFound);
  return signedIn(deps.db, deps, userId, userAgent);
}

/**
 * POST /socials/sessions/google. The Google address must belong to an organization of our
 * directory (same rule as the e-mail check); the account takes that district and school. A
 * Google account that already has an account is simply signed in (created: false).
 */
export async function signUpWithGoogle(
  deps: AuthDeps,
  input: GoogleCode,
  ip: string,
  log?: Log,
  userAgent: string | null = null,
): Promise<AuthResult & { created: boolean }> {
  const identity = await exchangeGoogleCode(deps.config, input.code, input.redirectUri, log);
  const known = await userOfIdentity(deps.db, identity);
  if (known) return { ...(await signedIn(deps.db, deps, known, userAgent)), created: false };

  const email = identity.email;
  if (!email) throw new HttpError(400, messages.googleEmailMissing);
  const link = await findOrganizationLink(deps.db, email);
  if (!link.linked) throw new HttpError(403, messages.googleNotLinked);
  await limitSignUps(deps, ip);

  const result = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash: null,
        firstName: identity.givenName,
        lastName: identity.familyName,
        // Google vouches for the address only when it says so; until the address is proven, the
        // account gets no district or school from it (no joining an organization by claiming
        // one of its addresses).
        isEmailConfirmed: identity.emailVerified,
        districtId: identity.emailVerified ? (link.district?.id ?? null) : null,
        schoolId: identity.emailVerified ? (link.school?.id ?? null) : null,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // The address has an account already: it must sign in the way it was created.
    if (!created) throw emailTaken();
    const [linked] = await tx
      .insert(userIdentities)
      .values({ userId: created.id, issuer: identity.issuer, subject: identity.subject, email })
      .onConflictDoNothing()
      .returning({ id: userIdentities.id });
    if (!linked) throw conflict(messages.googleAccountInUse);
    if (link.school && identity.emailVerified) await tx.insert(userSchools).values({ userId: created.id, schoolId: link.school.id });
    return { ...(await signedIn(tx, deps, created.id, userAgent)), created: true };
  });
  if (!identity.emailVerified) await sendFirstVerificationEmail(deps, { id: result.user.id, email });
  return result;
}

/**
 * PATCH /socials/sessions/google/post-invitation. The account gets the invitation's address,
 * role, district and school (the invitation token proves that mailbox, so it is confirmed), and
 * the Google account is linked to it for later log-ins, whatever address Google reports.
 */
export async function signUpWithGoogleInvitation(
  deps: AuthDeps,
  input: GoogleCode & { token: string },
  log?: Log,
  userAgent: string | null = null,
): Promise<InvitationAuthResult> {
  // Checked before the code is spent: a dead invitation should not cost the user a Google round.
  await peekOneTimeToken(deps.db, 'invitation', input.token);
  const identity = await exchangeGoogleCode(deps.config, input.code, input.redirectUri, log);
  if (await userOfIdentity(deps.db, identity)) throw conflict(messages.googleAccountInUse);

  return deps.db.transaction(async (tx) => {
    const row = await consumeOneTimeToken(tx, 'invitation', input.token);
    const invitation = await loadInvitation(tx, row.invitationId);
    const userId = await acceptInvitation(
      tx,
      invitation,
      {
        firstName: identity.givenName,
        lastName: identity.familyName,
        identity: { issuer: identity.issuer, subject: identity.subject, email: identity.email },
      },
      deps.clock(),
    );
    const result = await signedIn(tx, deps, userId, userAgent);
    return { ...result, invitationInfo: await invitationInfo(tx, invitation) };
  });
}
