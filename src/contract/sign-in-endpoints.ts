// The sign-in endpoints (src/contract/endpoint.ts): password and Google sign-in, renewal and
// sign-out. The sign-in screen loads this file lazily, with the account rules it loads anyway
// (sessions.ts, auth.ts), so it imports no other schemas.
import {
  authResultSchema,
  googleCodeRequestSchema,
  googleInvitationRequestSchema,
  invitationAuthResultSchema,
  oidcAuthorizationRequestSchema,
  oidcAuthorizationResponseSchema,
} from './auth';
import { endpoint } from './endpoint';
import { routes } from './routes';
import { refreshRequestSchema, refreshResponseSchema, signInRequestSchema, signInResponseSchema, signOutRequestSchema } from './sessions';

export const signInEndpoints = {
  signIn: endpoint(routes.signIn, { access: 'public', body: signInRequestSchema, response: signInResponseSchema }),
  refresh: endpoint(routes.refresh, { access: 'public', body: refreshRequestSchema, response: refreshResponseSchema }),
  // 204: the session's tokens are revoked, nothing to say.
  signOut: endpoint(routes.signOut, { access: 'signed-in', body: signOutRequestSchema }),
  // The Google calls' server adds a "configured" guard (404 without GOOGLE_CLIENT_ID).
  googleSignUp: endpoint(routes.googleSignUp, { access: 'public', body: googleCodeRequestSchema, response: authResultSchema }),
  googleLogIn: endpoint(routes.googleLogIn, { access: 'public', body: googleCodeRequestSchema, response: authResultSchema }),
  googleInvitationSignUp: endpoint(routes.googleInvitationSignUp, {
    access: 'public',
    body: googleInvitationRequestSchema,
    response: invitationAuthResultSchema,
  }),
  // The same for any configured provider by its id; the server's guard answers 404 for an unknown one.
  oidcAuthorization: endpoint(routes.oidcAuthorization, {
    access: 'public',
    body: oidcAuthorizationRequestSchema,
    response: oidcAuthorizationResponseSchema,
  }),
  oidcSignUp: endpoint(routes.oidcSignUp, { access: 'public', body: googleCodeRequestSchema, response: authResultSchema }),
  oidcLogIn: endpoint(routes.oidcLogIn, { access: 'public', body: googleCodeRequestSchema, response: authResultSchema }),
  oidcInvitationSignUp: endpoint(routes.oidcInvitationSignUp, {
    access: 'public',
    body: googleInvitationRequestSchema,
    response: invitationAuthResultSchema,
  }),
};
