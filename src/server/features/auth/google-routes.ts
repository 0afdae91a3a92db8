// Google sign-up, log-in and invited sign-up (spec §7). Without GOOGLE_CLIENT_ID every one of
// them answers 404 "Google sign-in is not configured".
import type { FastifyInstance } from 'fastify';
import type { AuthResult, InvitationAuthResult } from '@contract/auth';
import { signInEndpoints } from '@contract/sign-in-endpoints';
import { apiRoute } from '@server/plugins/contract-routes';
import { googleConfigOf } from '@server/plugins/google-oidc';
import { storedUserAgent } from './device-name';
import { logInWithGoogle, signUpWithGoogle, signUpWithGoogleInvitation } from './google-service';

export function googleRoutes(app: FastifyInstance) {
  // Before the body is read: "not configured" is the answer whatever was sent.
  const configured = async () => {
    googleConfigOf(app.config);
  };

  apiRoute(app, signInEndpoints.googleSignUp, {
    guards: [configured],
    handler: async ({ body, request, reply }): Promise<AuthResult> => {
      const { created, ...result } = await signUpWithGoogle(app, body, request.ip, request.log, storedUserAgent(request.headers['user-agent']));
      reply.status(created ? 201 : 200);
      return result;
    },
  });

  apiRoute(app, signInEndpoints.googleLogIn, {
    guards: [configured],
    handler: async ({ body, request }): Promise<AuthResult> =>
      logInWithGoogle(app, body, request.log, storedUserAgent(request.headers['user-agent'])),
  });

  apiRoute(app, signInEndpoints.googleInvitationSignUp, {
    guards: [configured],
    handler: async ({ body, request, reply }): Promise<InvitationAuthResult> => {
      const result = await signUpWithGoogleInvitation(app, body, request.log, storedUserAgent(request.headers['user-agent']));
      reply.status(201);
      return result;
    },
  });
}
