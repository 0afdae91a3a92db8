// Google sign-up, log-in and invited sign-up (spec §7 /socials/sessions/google…). The body is an
// authorization code and the redirect URI it was issued for ('postmessage' for the Google
// Identity Services popup). A 401 here means "no account for this Google account", not an ended
// session: no renewal, no redirect.
import type { AuthResult, InvitationAuthResult } from '@contract/auth';
import { apiRequest } from '@client/lib/http';

export interface GoogleCode {
  code: string;
  redirectUri: string;
}

// The definitions (and the answers' schemas) load with the call: the sign-in screen, which offers
// Google, draws without zod's classic API.
const endpoints = () => import('@contract/sign-in-endpoints').then((m) => m.signInEndpoints);

export async function googleSignUp(body: GoogleCode): Promise<AuthResult> {
  const { googleSignUp } = await endpoints();
  return apiRequest(googleSignUp, { body, unauthorizedRedirect: false });
}

export async function googleLogIn(body: GoogleCode): Promise<AuthResult> {
  const { googleLogIn } = await endpoints();
  return apiRequest(googleLogIn, { body, unauthorizedRedirect: false });
}

export async function googleInvitationSignUp(body: GoogleCode & { token: string }): Promise<InvitationAuthResult> {
  const { googleInvitationSignUp } = await endpoints();
  return apiRequest(googleInvitationSignUp, { body, unauthorizedRedirect: false });
}
