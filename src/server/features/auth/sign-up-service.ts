// Sign-up with e-mail and password (spec §7 PATCH /sessions): the account starts unconfirmed and
// a verification link is mailed. Also the per-address limit on creating accounts, which every
// sign-up path (password, Google, invitation) shares.
import type { Language } from '@contract/languages';
import { SIGN_UP_WINDOW_SECONDS, SIGN_UPS_PER_IP } from '@contract/auth';
import { messages } from '@contract/messages';
import type { User } from '@contract/users';
import { users } from '@server/db/schema';
import { conflict } from '@server/plugins/http-error';
import { hit } from '@server/plugins/rate-limit';
import type { AuthDeps } from './auth-deps';
import { hashPassword } from './passwords';
import { loadUser } from './user-dto';
import { sendFirstVerificationEmail } from './verification-service';

export interface SignUpInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/** Counts one account creation from this address; 429 past the hourly limit. */
export function limitSignUps(deps: AuthDeps, ip: string) {
  return hit(deps.db, 'sign-up:ip', ip, SIGN_UPS_PER_IP, SIGN_UP_WINDOW_SECONDS * 1000);
}

/**
 * The spec's own message for a taken address, on the email field. It tells a visitor that the
 * address has an account: the product shows this message on purpose (a conscious trade-off
 * against enumeration; sign-in and forgot-password do not reveal it).
 */
export const emailTaken = () => conflict(messages.emailTaken, [{ field: 'email', message: messages.emailTaken }]);

/** `language`: the one the sign-up was made in; the account keeps it until the person chooses another. */
export async function signUp(deps: AuthDeps, input: SignUpInput, ip: string, language: Language): Promise<User> {
  await limitSignUps(deps, ip);
  // Hashed before looking at the address, so a taken address answers no faster.
  const passwordHash = await hashPassword(input.password);
  const [created] = await deps.db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      passwordHash,
      firstName: input.firstName?.trim() || null,
      lastName: input.lastName?.trim() || null,
      isEmailConfirmed: false,
      language,
      // The sign-up form takes the agreement (the contract accepts only true): the wizard does not ask again.
      termsAcceptedAt: deps.clock(),
    })
    // The unique index decides, so two sign-ups racing for one address cannot both win.
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  if (!created) throw emailTaken();

  await sendFirstVerificationEmail(deps, created, language);
  const user = await loadUser(deps.db, created.id);
  if (!user) throw new Error('created user vanished');
  return user;
}
