// The account calls of spec §7 (Auth, User) other than sign-in and sign-out (api.ts). They run
// before there is a session, or are answered 401 for a reason other than an ended session, so
// none of them renews or redirects on 401.
import type {
  CompleteProfileRequest,
  InvitationAuthResult,
  InvitationSignUpRequest,
  ResetPasswordRequest,
  SignUpRequest,
  SignUpResponse,
  UserResult,
  ValidateTokenResponse,
} from '@contract/auth';
import { authEndpoints } from '@contract/auth-endpoints';
import type { User } from '@contract/users';
import { userEndpoints } from '@contract/users-endpoints';
import { apiRequest } from '@client/lib/http';

const publicCall = { unauthorizedRedirect: false } as const;

/**
 * PATCH /sessions → 201 { user, confirmationWatch }; the account starts unconfirmed and a
 * verification link is mailed.
 */
export function signUp(body: SignUpRequest): Promise<SignUpResponse> {
  return apiRequest(authEndpoints.signUp, { ...publicCall, body });
}

/** POST /sessions/token: confirms the e-mail of the link; 410 when it expired or was used. */
export function confirmEmail(token: string): Promise<UserResult> {
  return apiRequest(authEndpoints.confirmEmail, { ...publicCall, body: { token } });
}

/**
 * POST /sessions/email → 202 whatever the address, with a watch for the "Check your email" screen;
 * 429 with Retry-After past the limits.
 */
export async function sendVerificationEmail(email: string): Promise<string> {
  const sent = await apiRequest(authEndpoints.sendVerificationEmail, { ...publicCall, body: { email } });
  return sent.confirmationWatch;
}

/** POST /sessions/email/status: whether the watched address was confirmed since (400: the watch ran out). */
export async function confirmationStatus(watch: string): Promise<boolean> {
  const status = await apiRequest(authEndpoints.confirmationStatus, { ...publicCall, body: { watch } });
  return status.confirmed;
}

/** POST /verifications/password → 202 whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest(authEndpoints.forgotPassword, { ...publicCall, body: { email } });
}

/** PUT /verifications/password → 200 { user }; 410 when the link expired or was used. */
export function resetPassword(body: ResetPasswordRequest): Promise<UserResult> {
  return apiRequest(authEndpoints.resetPassword, { ...publicCall, body });
}

/** POST /verifications/token: isReset true checks a reset link, false an invitation; 410 when gone. */
export function validateToken(token: string, isReset: boolean): Promise<ValidateTokenResponse> {
  return apiRequest(authEndpoints.validateToken, { ...publicCall, body: { token, isReset } });
}

/** POST /sessions/post-invitation-sign-up → 201 { token, user, invitationInfo }. */
export function invitationSignUp(body: InvitationSignUpRequest): Promise<InvitationAuthResult> {
  return apiRequest(authEndpoints.invitationSignUp, { ...publicCall, body });
}

/** PUT /users/me (signed in): the profile of Complete Your Profile. */
export function completeProfile(body: CompleteProfileRequest): Promise<User> {
  return apiRequest(authEndpoints.completeProfile, { body });
}

/** GET /users/me (signed in). */
export function fetchMe(): Promise<User> {
  return apiRequest(userEndpoints.me);
}
