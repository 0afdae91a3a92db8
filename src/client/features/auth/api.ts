// Sign-in and sign-out calls (spec §7 Auth).
import type { z } from 'zod';
import { routes } from '../../../contract/routes';
import type { signInRequestSchema, SignInResponse } from '../../../contract/sessions';
import { apiRequest } from '../../lib/http';
import { getSessionState } from '../../lib/session-store';

export type SignInValues = z.output<typeof signInRequestSchema>;

/** POST /sessions. A 401 here means wrong credentials, not an ended session: no redirect (spec §7). */
export async function signIn(values: SignInValues): Promise<SignInResponse> {
  // Loaded here, not with the sign-in screen, which draws without zod's classic API.
  const { signInResponseSchema } = await import('../../../contract/sessions');
  return apiRequest(routes.signIn, { body: values, unauthorizedRedirect: false }, signInResponseSchema);
}

/**
 * DELETE /sessions with the refresh token, so the server can revoke it. Never throws: the user
 * is leaving either way, and being offline must not keep them signed in on this device.
 */
export async function revokeSession(): Promise<void> {
  const refreshToken = getSessionState().session?.token?.refreshToken;
  try {
    await apiRequest(routes.signOut, {
      body: refreshToken ? { refreshToken } : undefined,
      unauthorizedRedirect: false,
    });
  } catch {
    // Ignored on purpose; see above.
  }
}
