// Sign-up, log-in and invited sign-up through an OpenID Connect provider (spec §7
// /socials/sessions/google…, and /socials/sessions/oidc/{provider}… for every configured one). A
// provider's account is known by the ID token's issuer + subject in user_identities, never by
// e-mail alone: an address can change hands, the subject cannot.
//
// A provider with allowedDomains speaks for those domains: a new identity is linked only through a
// verified address of one of them (to the account with that address, if it has one). A provider
// without (Google's shorthand entry) keeps Google's old rules: the directory decides, and an address
// the provider did not verify makes an unconfirmed account that joins nothing.
import { and, eq } from 'drizzle-orm';
import type { AuthResult, InvitationAuthResult } from '@contract/auth';
import type { Language } from '@contract/languages';
import { oidcMessage } from '@contract/oidc-messages';
import type { Db, Tx } from '@server/db/connect';
import { districts, userIdentities, users, userSchools } from '@server/db/schema';
import type { OidcProvider } from '@server/oidc-providers-config';
import { exchangeCode, type OidcIdentity } from '@server/plugins/oidc-providers';
import { conflict, forbidden, HttpError, unauthorized } from '@server/plugins/http-error';
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

export interface ProviderCode {
  code: string;
  redirectUri: string;
}

async function userOfIdentity(db: Db | Tx, identity: OidcIdentity): Promise<string | null> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject)))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * A member of a district whose provider is required signs in with that provider only: a password
 * or another provider is refused, naming the one to use. `usingProviderId` null: a password.
 */
export async function refuseUnlessRequiredProvider(deps: Pick<AuthDeps, 'db' | 'config'>, userId: string, usingProviderId: string | null) {
  const required = deps.config.oidcProviders.filter((provider) => provider.required);
  if (!required.length) return;
  const [member] = await deps.db
    .select({ districtId: users.districtId, districtName: districts.name })
    .from(users)
    .innerJoin(districts, eq(districts.id, users.districtId))
    .where(eq(users.id, userId))
    .limit(1);
  const provider = member && required.find((candidate) => candidate.districtId === member.districtId);
  if (provider && provider.id !== usingProviderId) {
    throw forbidden(oidcMessage('providerRequired', provider.label, { district: member.districtName }));
  }
}

async function signedIn(db: Db | Tx, deps: AuthDeps, userId: string, userAgent: string | null): Promise<AuthResult> {
  const token = await startSession(db, userId, deps.secrets.tokenKey, deps.clock(), userAgent);
  const user = await loadUser(db, userId);
  if (!user) throw new Error('signed-in user vanished');
  return { token, user };
}

/** A provider that speaks for its domains: the address must be one of them, and verified. */
function allowedEmail(provider: OidcProvider, identity: OidcIdentity): string {
  const email = identity.email;
  if (!email) throw new HttpError(400, oidcMessage('emailMissing', provider.label));
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!provider.allowedDomains.includes(domain)) {
    const message = oidcMessage('domainNotAllowed', provider.label, { domains: provider.allowedDomains.join(', '), domain });
    throw new HttpError(403, message, [{ field: 'email', message }]);
  }
  if (!identity.emailVerified) {
    const message = oidcMessage('emailUnverified', provider.label, { email });
    throw new HttpError(403, message, [{ field: 'email', message }]);
  }
  return email;
}

/**
 * Links a verified, allowed address's identity to the account that has the address. Only to a
 * confirmed account: an unconfirmed one may be someone else's claim on the address, who would keep
 * its password (pre-account takeover).
 */
async function linkByEmail(deps: AuthDeps, provider: OidcProvider, identity: OidcIdentity, email: string): Promise<string | null> {
  const [account] = await deps.db.select({ id: users.id, confirmed: users.isEmailConfirmed }).from(users).where(eq(users.email, email)).limit(1);
  if (!account) return null;
  if (!account.confirmed) throw emailTaken();
  const [linked] = await deps.db
    .insert(userIdentities)
    .values({ userId: account.id, issuer: identity.issuer, subject: identity.subject, email })
    .onConflictDoNothing()
    .returning({ id: userIdentities.id });
  if (!linked && (await userOfIdentity(deps.db, identity)) !== account.id) throw conflict(oidcMessage('accountInUse', provider.label));
  return account.id;
}

/** PATCH /socials/sessions/oidc/{provider} (and …/google): an account already linked, or linkable by a verified allowed address. */
export async function logInWithProvider(
  deps: AuthDeps,
  provider: OidcProvider,
  input: ProviderCode,
  log?: Log,
  userAgent: string | null = null,
): Promise<AuthResult> {
  const identity = await exchangeCode(provider, input.code, input.redirectUri, log);
  let userId = await userOfIdentity(deps.db, identity);
  if (!userId && provider.allowedDomains.length) userId = await linkByEmail(deps, provider, identity, allowedEmail(provider, identity));
  if (!userId) throw unauthorized(oidcMessage('accountNotFound', provider.label));
  await refuseUnlessRequiredProvider(deps, userId, provider.id);
  return signedIn(deps.db, deps, userId, userAgent);
}

/** Where a new account through this provider belongs: the provider's district, or the directory's say. */
async function organizationOf(deps: AuthDeps, provider: OidcProvider, email: string, log?: Log) {
  const link = await findOrganizationLink(deps.db, email);
  if (!provider.districtId) return link;
  const [district] = await deps.db
    .select({ id: districts.id, name: districts.name })
    .from(districts)
    .where(eq(districts.id, provider.districtId))
    .limit(1);
  if (!district) {
    log?.warn({ provider: provider.id, districtId: provider.districtId }, 'sign-in provider names a district that does not exist');
    throw new HttpError(503, oidcMessage('misconfigured', provider.label));
  }
  // A school contact of another district does not pull the account out of the provider's district.
  return { linked: true, district, school: link.school?.districtId === district.id ? link.school : null };
}

/**
 * POST /socials/sessions/oidc/{provider} (and …/google). The address must belong to an
 * organization (the provider's district, or one of our directory by the e-mail check); the account
 * takes that district and school. An identity that already has an account is simply signed in
 * (created: false), as is one linked here to the confirmed account of its verified allowed address.
 */
export async function signUpWithProvider(
  deps: AuthDeps,
  provider: OidcProvider,
  input: ProviderCode,
  ip: string,
  /** The request's: the verification e-mail's, when the provider did not vouch for the address. */
  language: Language,
  log?: Log,
  userAgent: string | null = null,
): Promise<AuthResult & { created: boolean }> {
  const identity = await exchangeCode(provider, input.code, input.redirectUri, log);
  const known = await userOfIdentity(deps.db, identity);
  if (known) {
    await refuseUnlessRequiredProvider(deps, known, provider.id);
    return { ...(await signedIn(deps.db, deps, known, userAgent)), created: false };
  }

  const domainBound = provider.allowedDomains.length > 0;
  const email = domainBound ? allowedEmail(provider, identity) : identity.email;
  if (!email) throw new HttpError(400, oidcMessage('emailMissing', provider.label));
  if (domainBound) {
    const linked = await linkByEmail(deps, provider, identity, email);
    if (linked) {
      await refuseUnlessRequiredProvider(deps, linked, provider.id);
      return { ...(await signedIn(deps.db, deps, linked, userAgent)), created: false };
    }
  }
  const link = await organizationOf(deps, provider, email, log);
  if (!link.linked) throw new HttpError(403, oidcMessage('notLinked', provider.label));
  // The provider vouches for the address only when it says so; until the address is proven, the
  // account gets no district or school from it (no joining an organization by claiming one of its
  // addresses).
  const verified = identity.emailVerified;
  const districtId = verified ? (link.district?.id ?? null) : null;
  const required = districtId ? deps.config.oidcProviders.find((p) => p.required && p.districtId === districtId) : undefined;
  if (required && required.id !== provider.id && link.district)
    throw forbidden(oidcMessage('providerRequired', required.label, { district: link.district.name }));
  await limitSignUps(deps, ip);

  const result = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash: null,
        firstName: identity.givenName,
        lastName: identity.familyName,
        isEmailConfirmed: verified,
        language,
        districtId,
        schoolId: verified ? (link.school?.id ?? null) : null,
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
    if (!linked) throw conflict(oidcMessage('accountInUse', provider.label));
    if (link.school && verified) await tx.insert(userSchools).values({ userId: created.id, schoolId: link.school.id });
    return { ...(await signedIn(tx, deps, created.id, userAgent)), created: true };
  });
  if (!verified) await sendFirstVerificationEmail(deps, { id: result.user.id, email }, language);
  return result;
}

/**
 * PATCH /socials/sessions/oidc/{provider}/post-invitation (and …/google/post-invitation). The
 * account gets the invitation's address, role, district and school (the invitation token proves
 * that mailbox, so it is confirmed), and the provider's account is linked to it for later log-ins,
 * whatever address the provider reports (for a provider that speaks for its domains, a verified
 * one of them).
 */
export async function signUpWithProviderInvitation(
  deps: AuthDeps,
  provider: OidcProvider,
  input: ProviderCode & { token: string },
  log?: Log,
  userAgent: string | null = null,
  language?: Language,
): Promise<InvitationAuthResult> {
  // Checked before the code is spent: a dead invitation should not cost the user a round trip.
  await peekOneTimeToken(deps.db, 'invitation', input.token);
  const identity = await exchangeCode(provider, input.code, input.redirectUri, log);
  if (provider.allowedDomains.length) allowedEmail(provider, identity);
  if (await userOfIdentity(deps.db, identity)) throw conflict(oidcMessage('accountInUse', provider.label));

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
        language,
      },
      deps.clock(),
    );
    const result = await signedIn(tx, deps, userId, userAgent);
    return { ...result, invitationInfo: await invitationInfo(tx, invitation) };
  });
}
