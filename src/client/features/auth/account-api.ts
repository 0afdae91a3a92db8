// The account calls of spec §7 (Auth, User) other than sign-in and sign-out (api.ts). They run
// before there is a session, or are answered 401 for a reason other than an ended session, so
// none of them renews or redirects on 401.
import {
  acceptedSchema,
  confirmationStatusSchema,
  invitationAuthResultSchema,
  signUpResponseSchema,
  userResultSchema,
  validateTokenResponseSchema,
  verificationSentSchema,
  type CompleteProfileRequest,
  type InvitationAuthResult,
  type InvitationSignUpRequest,
  type ResetPasswordRequest,
  type SignUpRequest,
  type SignUpResponse,
  type UserResult,
  type ValidateTokenResponse,
} from '../../../contract/auth';
import { routes } from '../../../contract/routes';
import { userSchema, type User } from '../../../contract/users';
import { apiRequest } from '../../lib/http';

const publicCall = { unauthorizedRedirect: false } as const;

/**
 * PATCH /sessions → 201 { user, confirmationWatch }; the account starts unconfirmed and a
 * verification link is mailed.
 */
export function signUp(body: SignUpRequest): Promise<SignUpResponse> {
  return apiRequest(routes.signUp, { ...publicCall, body }, signUpResponseSchema);
}

/** POST /sessions/token: confirms the e-mail of the link; 410 when it expired or was used. */
export function confirmEmail(token: string): Promise<UserResult> {
  return apiRequest(routes.confirmEmail, { ...publicCall, body: { token } }, userResultSchema);
}

/**
 * POST /sessions/email → 202 whatever the address, with a watch for the "Check your email" screen;
 * 429 with Retry-After past the limits.
 */
export async function sendVerificationEmail(email: string): Promise<string> {
  const sent = await apiRequest(routes.sendVerificationEmail, { ...publicCall, body: { email } }, verificationSentSchema);
  return sent.confirmationWatch;
}

/** POST /sessions/email/status: whether the watched address was confirmed since (400: the watch ran out). */
export async function confirmationStatus(watch: string): Promise<boolean> {
  const status = await apiRequest(routes.confirmationStatus, { ...publicCall, body: { watch } }, confirmationStatusSchema);
  return status.confirmed;
}

/** POST /verifications/password → 202 whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest(routes.forgotPassword, { ...publicCall, body: { email } }, acceptedSchema);
}

/** PUT /verifications/password → 200 { user }; 410 when the link expired or was used. */
export function resetPassword(body: ResetPasswordRequest): Promise<UserResult> {
  return apiRequest(routes.resetPassword, { ...publicCall, body }, userResultSchema);
}

/** POST /verifications/token: isReset true checks a reset link, false an invitation; 410 when gone. */
export function validateToken(token: string, isReset: boolean): Promise<ValidateTokenResponse> {
  return apiRequest(routes.validateToken, { ...publicCall, body: { token, isReset } }, validateTokenResponseSchema);
}

/** POST /sessions/post-invitation-sign-up → 201 { token, user, invitationInfo }. */
export function invitationSignUp(body: InvitationSignUpRequest): Promise<InvitationAuthResult> {
  return apiRequest(routes.invitationSignUp, { ...publicCall, body }, invitationAuthResultSchema);
}

/** PUT /users/me (signed in): the profile of Complete Your Profile. */
export function completeProfile(body: CompleteProfileRequest): Promise<User> {
  return apiRequest(routes.completeProfile, { body }, userSchema);
}

/** GET /users/me (signed in). */
export function fetchMe(): Promise<User> {
  return apiRequest(routes.me, {}, userSchema);
}
