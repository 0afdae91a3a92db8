// E-mail verification (spec §2, §4, §8, §9): the link sent at sign-up, resends with a minimum
// wait and a daily cap, and confirming with the link's token.
import { and, eq } from 'drizzle-orm';
import { VERIFICATION_RESEND_MIN_INTERVAL_SECONDS, VERIFICATION_RESEND_WINDOW_SECONDS, VERIFICATION_TOKEN_TTL_SECONDS } from '@contract/auth';
import { VERIFICATION_RESEND_LIMIT } from '@contract/constants';
import type { Language } from '@contract/languages';
import { messages } from '@contract/messages';
import type { User } from '@contract/users';
import { oneTimeTokens, users } from '@server/db/schema';
import { languageOfPerson } from '@server/i18n/request-language';
import { wordsFor } from '@server/i18n/text';
import { conflict } from '@server/plugins/http-error';
import { hitAll, type Limit } from '@server/plugins/rate-limit';
import type { AuthDeps } from './auth-deps';
import { tokenLink, verificationMail } from './mail-templates';
import { consumeOneTimeToken, fromNow, issueOneTimeToken } from './one-time-tokens';
import { hashToken } from './tokens';
import { loadUser } from './user-dto';

const DAILY_BUCKET = 'verify-email:daily';
const GAP_BUCKET = 'verify-email:gap';

const resendLimits = (userId: string): Limit[] => [
  // The daily cap first: when both are reached, its message is the one that tells the truth.
  {
    bucket: DAILY_BUCKET,
    key: userId,
    limit: VERIFICATION_RESEND_LIMIT,
    windowMs: VERIFICATION_RESEND_WINDOW_SECONDS * 1000,
    message: messages.verificationResendLimit,
  },
  {
    bucket: GAP_BUCKET,
    key: userId,
    limit: 1,
    windowMs: VERIFICATION_RESEND_MIN_INTERVAL_SECONDS * 1000,
    message: messages.verificationResendTooSoon,
  },
];

/** Issues a fresh link (earlier ones stop working) and mails it in the background, in `language`. */
async function sendVerificationEmail(deps: AuthDeps, user: { id: string; email: string }, language: Language) {
  const token = await deps.db.transaction((tx) =>
    issueOneTimeToken(tx, { kind: 'verify-email', userId: user.id, expiresAt: fromNow(VERIFICATION_TOKEN_TTL_SECONDS) }),
  );
  const link = tokenLink(deps.config.publicUrl, 'verify-email', token);
  deps.mailer.sendInBackground({ to: user.email, ...verificationMail(wordsFor(language), link), link });
}

/**
 * The mail sent right after sign-up starts the minimum wait, so "resend" right away is refused
 * like any quick second resend; it does not count towards the daily cap of resends. `language`: the
 * account's, else the sign-up request's.
 */
export async function sendFirstVerificationEmail(deps: AuthDeps, user: { id: string; email: string }, language: Language) {
  const gap = resendLimits(user.id).filter((l) => l.bucket === GAP_BUCKET);
  await hitAll(deps.db, gap);
  await sendVerificationEmail(deps, user, language);
}

/**
 * POST /sessions/email. Nothing happens for an unknown or already confirmed address, and the
 * caller cannot tell (202 either way); an unconfirmed user gets a new link within the limits, in
 * the account's language, else the request's (`requestLanguage`).
 */
export async function resendVerificationEmail(deps: AuthDeps, email: string, requestLanguage: Language): Promise<void> {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, isEmailConfirmed: users.isEmailConfirmed, language: users.language })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  if (!user || user.isEmailConfirmed) return;
  await hitAll(deps.db, resendLimits(user.id));
  await sendVerificationEmail(deps, user, languageOfPerson(user.language, requestLanguage));
}

/**
 * POST /sessions/token: confirms the address the link was sent to; 410 when expired or used, except
 * that a link of an address already confirmed (opened twice, or on a second device) answers 409
 * "already confirmed", so the screen offers sign-in instead of a new link. Only a link that was
 * really sent to that address says so; an unknown token stays a plain 410.
 */
export async function confirmEmail(deps: AuthDeps, token: string): Promise<User> {
  return deps.db.transaction(async (tx) => {
    const row = await consumeOneTimeToken(tx, 'verify-email', token).catch(async (error: unknown) => {
      const [owner] = await tx
        .select({ isEmailConfirmed: users.isEmailConfirmed })
        .from(oneTimeTokens)
        .innerJoin(users, eq(users.id, oneTimeTokens.userId))
        .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.kind, 'verify-email')))
        .limit(1);
      if (owner?.isEmailConfirmed) throw conflict(messages.emailAlreadyConfirmed);
      throw error;
    });
    if (!row.userId) throw new Error('verification token without a user');
    await tx.update(users).set({ isEmailConfirmed: true }).where(eq(users.id, row.userId));
    const user = await loadUser(tx, row.userId);
    if (!user) throw new Error('verified user vanished');
    return user;
  });
}
