// Sign-in and sign-out calls (spec §7 Auth).
import type { z } from 'zod';
import type { signInRequestSchema, SignInResponse } from '@contract/sessions';
import { apiRequest } from '@client/lib/http';
import { getSessionState } from '@client/lib/session-store';

export type SignInValues = z.output<typeof signInRequestSchema>;

// The definitions (and the schemas they carry) load with the call, not with the sign-in screen,
// which draws without zod's classic API.
const endpoints = () => import('@contract/sign-in-endpoints').then((m) => m.signInEndpoints);

/** POST /sessions. A 401 here means wrong credentials, not an ended session: no redirect (spec §7). */
export async function signIn(values: SignInValues): Promise<SignInResponse> {
  const { signIn } = await endpoints();
  return apiRequest(signIn, { body: values, unauthorizedRedirect: false });
}

/**
 * DELETE /sessions with the refresh token, so the server can revoke it. Never throws: the user
 * is leaving either way, and being offline must not keep them signed in on this device.
 */
export async function revokeSession(): Promise<void> {
  const refreshToken = getSessionState().session?.token?.refreshToken;
  try {
    const { signOut } = await endpoints();
    await apiRequest(signOut, {
      body: refreshToken ? { refreshToken } : undefined,
      unauthorizedRedirect: false,
    });
  } catch {
    // Ignored on purpose; see above.
  }
}
