// Changing the account's e-mail address from the account page: the new address gets a link, and
// the account changes only when that link is opened, so a typo or someone else's address never
// becomes the sign-in address. The old address is told once the change is done.
import { and, eq, ne } from 'drizzle-orm';
import { VERIFICATION_TOKEN_TTL_SECONDS } from '@contract/auth';
import type { Language } from '@contract/languages';
import { messages } from '@contract/messages';
import type { User } from '@contract/users';
import { users } from '@server/db/schema';
import { languageOfPerson } from '@server/i18n/request-language';
import { wordsFor } from '@server/i18n/text';
import { badRequest, notFound } from '@server/plugins/http-error';
import { hitAll } from '@server/plugins/rate-limit';
import type { AuthDeps } from './auth-deps';
import { emailChangedNotice, emailChangeMail, tokenLink } from './mail-templates';
import { consumeOneTimeToken, fromNow, issueOneTimeToken, payloadOf } from './one-time-tokens';
import { emailTaken } from './sign-up-service';
import { loadUser } from './user-dto';

/** Links asked for per account and hour: each one is a mail to an address of the caller's choosing. */
const EMAIL_CHANGES_PER_HOUR = 5;

async function addressTakenByOther(deps: AuthDeps, email: string, userId: string) {
  const [other] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return Boolean(other);
}

/**
 * PUT /users/me/email: mails a link to the new address (earlier links stop working), in the
 * account's language, else the request's.
 */
export async function requestEmailChange(deps: AuthDeps, userId: string, email: string, requestLanguage: Language): Promise<void> {
  const [user] = await deps.db.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  if (user.email === email) throw badRequest(messages.emailUnchanged, [{ field: 'email', message: messages.emailUnchanged }]);
  if (await addressTakenByOther(deps, email, userId)) throw emailTaken();
  await hitAll(deps.db, [{ bucket: 'change-email:user', key: userId, limit: EMAIL_CHANGES_PER_HOUR, windowMs: 60 * 60 * 1000 }]);
  const token = await deps.db.transaction((tx) =>
    issueOneTimeToken(tx, { kind: 'change-email', userId, payload: email, expiresAt: fromNow(VERIFICATION_TOKEN_TTL_SECONDS) }),
  );
  const link = tokenLink(deps.config.publicUrl, 'confirm-email-change', token);
  const words = wordsFor(languageOfPerson(user.language, requestLanguage));
  deps.mailer.sendInBackground({ to: email, ...emailChangeMail(words, link, email), link });
}

/**
 * POST /users/me/email/token: the link's address becomes the account's, confirmed (the link proved
 * the mailbox). 409 when someone took the address meanwhile; the link then stays usable, in case
 * that account goes away. The old address is told in the account's language, else the request's.
 */
export async function confirmEmailChange(deps: AuthDeps, token: string, requestLanguage: Language): Promise<User> {
  const { user, oldEmail, language } = await deps.db
    .transaction(async (tx) => {
      const row = await consumeOneTimeToken(tx, 'change-email', token);
      const email = payloadOf(token);
      if (!row.userId || !email) throw new Error('e-mail change token without a user or an address');
      const [before] = await tx.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, row.userId)).limit(1);
      if (!before) throw new Error('e-mail change of a user that vanished');
      // The unique index decides a race; onConflictDoNothing has no UPDATE form, so check first and
      // let the index turn a lost race into a 409 below.
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, row.userId)))
        .limit(1);
      if (other) throw emailTaken();
      await tx.update(users).set({ email, isEmailConfirmed: true }).where(eq(users.id, row.userId));
      const changed = await loadUser(tx, row.userId);
      if (!changed) throw new Error('e-mail change of a user that vanished');
      return { user: changed, oldEmail: before.email, language: before.language };
    })
    .catch((error: unknown) => {
      if (
        (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
        (error as { cause?: { code?: string } }).cause?.code === '23505'
      ) {
        throw emailTaken();
      }
      throw error;
    });
  if (oldEmail !== user.email) {
    const supportUrl = `${deps.config.publicUrl}/support`;
    const words = wordsFor(languageOfPerson(language, requestLanguage));
    deps.mailer.sendInBackground({ to: oldEmail, ...emailChangedNotice(words, user.email, supportUrl) });
  }
  return user;
}
