// Forgot and reset password (spec §7 /verifications/password, §8): a link valid for 60 minutes,
// used once; the reset ends every session of the account.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { FORGOT_PASSWORD_PER_EMAIL, FORGOT_PASSWORD_PER_IP, FORGOT_PASSWORD_WINDOW_SECONDS, RESET_TOKEN_TTL_SECONDS } from '@contract/auth';
import type { Language } from '@contract/languages';
import type { User } from '@contract/users';
import { oneTimeTokens, refreshTokens, users } from '@server/db/schema';
import { languageOfPerson } from '@server/i18n/request-language';
import { wordsFor } from '@server/i18n/text';
import { hitAll } from '@server/plugins/rate-limit';
import type { AuthDeps } from './auth-deps';
import { resetPasswordMail, tokenLink } from './mail-templates';
import { consumeOneTimeToken, fromNow, issueOneTimeToken, peekOneTimeToken, supersede } from './one-time-tokens';
import { hashPassword } from './passwords';
import { hashToken, newOpaqueToken } from './tokens';
import { loadUser } from './user-dto';

/**
 * POST /verifications/password. Answers alike whether or not the address has an account: the
 * same limits count, the same queries run and the mail goes out in the background, so neither
 * the answer nor its timing tells. The mail is in the account's language, else the request's.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string, ip: string, requestLanguage: Language): Promise<void> {
  const windowMs = FORGOT_PASSWORD_WINDOW_SECONDS * 1000;
  await hitAll(deps.db, [
    { bucket: 'forgot-password:ip', key: ip, limit: FORGOT_PASSWORD_PER_IP, windowMs },
    { bucket: 'forgot-password:email', key: email.toLowerCase(), limit: FORGOT_PASSWORD_PER_EMAIL, windowMs },
  ]);

  const [user] = await deps.db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);

  if (user) {
    const token = await deps.db.transaction((tx) =>
      issueOneTimeToken(tx, { kind: 'reset-password', userId: user.id, expiresAt: fromNow(RESET_TOKEN_TTL_SECONDS) }),
    );
    const link = tokenLink(deps.config.publicUrl, 'reset-password', token);
    const words = wordsFor(languageOfPerson(user.language, requestLanguage));
    deps.mailer.sendInBackground({ to: user.email, ...resetPasswordMail(words, link), link });
    return;
  }

  // The same work as above against nothing: an update that matches no row, a token made and
  // hashed, a read in place of the insert, and the mail rendered but not sent.
  await deps.db.transaction(async (tx) => {
    await supersede(tx, 'reset-password', randomUUID());
    await tx
      .select({ id: oneTimeTokens.id })
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(newOpaqueToken())))
      .limit(1);
  });
  resetPasswordMail(wordsFor(requestLanguage), tokenLink(deps.config.publicUrl, 'reset-password', newOpaqueToken()));
}

/** POST /verifications/token with isReset true: the address the link is for, without using it. */
export async function validateResetToken(deps: AuthDeps, token: string): Promise<{ valid: true; email: string }> {
  const row = await peekOneTimeToken(deps.db, 'reset-password', token);
  const [user] = row.userId ? await deps.db.select({ email: users.email }).from(users).where(eq(users.id, row.userId)).limit(1) : [];
  if (!user) throw new Error('reset token without a user');
  return { valid: true, email: user.email };
}

/**
 * PUT /verifications/password. The link proves the mailbox, so the address counts as confirmed;
 * every refresh-token family of the user is revoked, so sessions elsewhere (perhaps the reason
 * for the reset) end at their next request.
 */
export async function resetPassword(deps: AuthDeps, token: string, password: string): Promise<User> {
  // A cheap check first: a bad link must not cost an Argon2 hash.
  await peekOneTimeToken(deps.db, 'reset-password', token);
  const passwordHash = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    const row = await consumeOneTimeToken(tx, 'reset-password', token);
    if (!row.userId) throw new Error('reset token without a user');
    await tx.update(users).set({ passwordHash, isEmailConfirmed: true }).where(eq(users.id, row.userId));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.userId, row.userId), isNull(refreshTokens.revokedAt)));
    const user = await loadUser(tx, row.userId);
    if (!user) throw new Error('reset user vanished');
    return user;
  });
}
