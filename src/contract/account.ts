// The account page (added by this product): a new e-mail address confirmed by a link, a password
// change that asks for the current one, and the person's sessions (one per sign-in).
import { z } from 'zod';
import { repeatPasswordSchema, withMatchingPasswords } from './auth';
import { PASSWORD_MAX_LENGTH } from './constants';
import { messages } from './messages';
import { emailSchema, passwordSchema } from './validation';

/** PUT /users/me/email → 202 { email }: a link goes to the new address; nothing changes until it is opened. */
export const changeEmailRequestSchema = z.object({ email: emailSchema });
export const emailChangeSentSchema = z.object({ email: z.string() });
export type EmailChangeSent = z.infer<typeof emailChangeSentSchema>;

/**
 * POST /users/me/email/token → 200 { user } with the new address; 410 when expired or used, 409
 * when the address was taken meanwhile. The token carries the new address (its hash covers it),
 * so it is longer than the other one-time tokens.
 */
export const confirmEmailChangeRequestSchema = z.object({
  token: z.string().trim().min(1, { error: messages.tokenRequired }).max(1000),
});

/**
 * PUT /users/me/password → 200 { endedSessions }. The current password is only checked, never
 * judged by the rules (it may predate them); the new one follows them. Every other session of the
 * person ends: a password is changed because someone else might know it.
 */
export const changePasswordRequestSchema = withMatchingPasswords(
  z.object({
    currentPassword: z
      .string({ error: messages.currentPasswordRequired })
      .min(1, { error: messages.currentPasswordRequired })
      .max(PASSWORD_MAX_LENGTH * 4, { error: messages.passwordLength }),
    password: passwordSchema,
    repeatPassword: repeatPasswordSchema,
  }),
);
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export const sessionsEndedSchema = z.object({ endedSessions: z.int().min(0) });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

/**
 * One sign-in that has not ended: when it started, when it last renewed, whether it is the caller's,
 * and the browser and system it was made from as far as they are known (null: not told apart).
 */
export const accountSessionSchema = z.object({
  id: z.string(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
/** GET /users/me/sessions: the caller's live sessions, the current one first, then the most recently active. */
export const accountSessionsSchema = z.object({ items: z.array(accountSessionSchema) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;
