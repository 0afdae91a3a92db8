// Google sign-up, log-in and invited sign-up (spec §7 /socials/sessions/google…). The body is an
// authorization code and the redirect URI it was issued for ('postmessage' for the Google
// Identity Services popup). A 401 here means "no account for this Google account", not an ended
// session: no renewal, no redirect.
import {
  authResultSchema,
  invitationAuthResultSchema,
  type AuthResult,
  type InvitationAuthResult,
} from '../../../../contract/auth';
import { routes } from '../../../../contract/routes';
import { apiRequest } from '../../../lib/http';

export interface GoogleCode {
  code: string;
  redirectUri: string;
}

export function googleSignUp(body: GoogleCode): Promise<AuthResult> {
  return apiRequest(routes.googleSignUp, { body, unauthorizedRedirect: false }, authResultSchema);
}

export function googleLogIn(body: GoogleCode): Promise<AuthResult> {
  return apiRequest(routes.googleLogIn, { body, unauthorizedRedirect: false }, authResultSchema);
}

export function googleInvitationSignUp(body: GoogleCode & { token: string }): Promise<InvitationAuthResult> {
  return apiRequest(routes.googleInvitationSignUp, { body, unauthorizedRedirect: false }, invitationAuthResultSchema);
}
