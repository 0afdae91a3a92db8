// Changing the password from the account page: the current password first (a session left open
// on a shared computer must not be enough), then every other session ends, since a password is
// usually changed because someone else may know it. The session that made the change stays.
import { eq } from 'drizzle-orm';
import { messages } from '@contract/messages';
import { users } from '@server/db/schema';
import { badRequest, notFound } from '@server/plugins/http-error';
import type { AuthDeps } from './auth-deps';
import { endSessionsExcept } from './account-sessions-service';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { countSignInAttempt, forgetSignInAttempt } from './sign-in-limits';

interface PasswordChange {
  userId: string;
  sessionId: string;
  currentPassword: string;
  password: string;
  ip: string;
}

/** PUT /users/me/password: answers how many other sessions ended. */
export async function changePassword(deps: AuthDeps, change: PasswordChange): Promise<number> {
  const [user] = await deps.db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, change.userId))
    .limit(1);
  if (!user) throw notFound();
  // Wrong guesses count with the sign-in's failures of the account: the same secret, the same limit.
  const attempt = await countSignInAttempt(deps.db, user.email, change.ip);
  // An account made with Google has no password to give: it sets one with "Forgot password".
  const ok = await verifyPassword(user.passwordHash ?? (await dummyPasswordHash()), change.currentPassword);
  if (!ok || !user.passwordHash) {
    throw badRequest(messages.currentPasswordIncorrect, [{ field: 'currentPassword', message: messages.currentPasswordIncorrect }]);
  }
  await forgetSignInAttempt(deps.db, attempt);
  const passwordHash = await hashPassword(change.password);
  return deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, change.userId));
    return endSessionsExcept(tx, change.userId, change.sessionId, deps.clock());
  });
}
