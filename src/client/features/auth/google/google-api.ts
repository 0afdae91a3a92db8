// Google sign-up, log-in and invited sign-up (spec §7 /socials/sessions/google…). The body is an
// authorization code and the redirect URI it was issued for ('postmessage' for the Google
// Identity Services popup). A 401 here means "no account for this Google account", not an ended
// session: no renewal, no redirect.
import type { AuthResult, InvitationAuthResult } from '../../../../contract/auth';
import { routes } from '../../../../contract/routes';
import { apiRequest } from '../../../lib/http';

export interface GoogleCode {
  code: string;
  redirectUri: string;
}

// The answers' schemas load with the call: the sign-in screen, which offers Google, draws without
// zod's classic API.
const schemas = () => import('../../../../contract/auth');

export async function googleSignUp(body: GoogleCode): Promise<AuthResult> {
  const { authResultSchema } = await schemas();
  return apiRequest(routes.googleSignUp, { body, unauthorizedRedirect: false }, authResultSchema);
}

export async function googleLogIn(body: GoogleCode): Promise<AuthResult> {
  const { authResultSchema } = await schemas();
  return apiRequest(routes.googleLogIn, { body, unauthorizedRedirect: false }, authResultSchema);
}

export async function googleInvitationSignUp(body: GoogleCode & { token: string }): Promise<InvitationAuthResult> {
  const { invitationAuthResultSchema } = await schemas();
  return apiRequest(routes.googleInvitationSignUp, { body, unauthorizedRedirect: false }, invitationAuthResultSchema);
}
