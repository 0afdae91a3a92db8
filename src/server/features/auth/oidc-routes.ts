// Sign-in through OpenID Connect providers (README, "Sign-in providers"): for any configured
// provider by its id under /socials/…/oidc/{provider}, and Google's entry also under the spec's
// /socials/sessions/google… paths. An unknown provider answers 404 naming it; without Google's
// entry the Google calls answer 404 "Google sign-in is not configured".
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthResult, InvitationAuthResult } from '@contract/auth';
import { signInEndpoints } from '@contract/sign-in-endpoints';
import { languageOf } from '@server/i18n/request-language';
import { apiRoute } from '@server/plugins/contract-routes';
import { authorizationUrl, googleProviderOf, providerOf } from '@server/plugins/oidc-providers';
import type { OidcProvider } from '@server/oidc-providers-config';
import { storedUserAgent } from './device-name';
import { logInWithProvider, signUpWithProvider, signUpWithProviderInvitation } from './oidc-service';

export function oidcRoutes(app: FastifyInstance) {
  const providerParam = (request: FastifyRequest) => (request.params as { provider: string }).provider;
  // Before the body is read: "not configured" / "no such provider" is the answer whatever was sent.
  const googleConfigured = async () => {
    googleProviderOf(app.config);
  };
  const providerConfigured = async (request: FastifyRequest) => {
    providerOf(app.config, providerParam(request));
  };
  const userAgentOf = (request: FastifyRequest) => storedUserAgent(request.headers['user-agent']);

  const sessionRoutes = (
    endpoints: {
      signUp: typeof signInEndpoints.googleSignUp | typeof signInEndpoints.oidcSignUp;
      logIn: typeof signInEndpoints.googleLogIn | typeof signInEndpoints.oidcLogIn;
      invitation: typeof signInEndpoints.googleInvitationSignUp | typeof signInEndpoints.oidcInvitationSignUp;
    },
    guard: (request: FastifyRequest) => Promise<void>,
    providerFor: (request: FastifyRequest) => OidcProvider,
  ) => {
    apiRoute(app, endpoints.signUp, {
      guards: [guard],
      handler: async ({ body, request, reply }): Promise<AuthResult> => {
        const { created, ...result } = await signUpWithProvider(
          app,
          providerFor(request),
          body,
          request.ip,
          languageOf(request),
          request.log,
          userAgentOf(request),
        );
        reply.status(created ? 201 : 200);
        return result;
      },
    });
    apiRoute(app, endpoints.logIn, {
      guards: [guard],
      handler: async ({ body, request }): Promise<AuthResult> =>
        logInWithProvider(app, providerFor(request), body, request.log, userAgentOf(request)),
    });
    apiRoute(app, endpoints.invitation, {
      guards: [guard],
      handler: async ({ body, request, reply }): Promise<InvitationAuthResult> => {
        const result = await signUpWithProviderInvitation(app, providerFor(request), body, request.log, userAgentOf(request), languageOf(request));
        reply.status(201);
        return result;
      },
    });
  };

  sessionRoutes(
    { signUp: signInEndpoints.googleSignUp, logIn: signInEndpoints.googleLogIn, invitation: signInEndpoints.googleInvitationSignUp },
    googleConfigured,
    () => googleProviderOf(app.config),
  );
  sessionRoutes(
    { signUp: signInEndpoints.oidcSignUp, logIn: signInEndpoints.oidcLogIn, invitation: signInEndpoints.oidcInvitationSignUp },
    providerConfigured,
    (request) => providerOf(app.config, providerParam(request)),
  );

  // 502 naming the provider when its issuer does not answer (plugins/oidc-providers.ts).
  apiRoute(app, signInEndpoints.oidcAuthorization, {
    guards: [providerConfigured],
    handler: async ({ body, request }) => ({
      url: await authorizationUrl(providerOf(app.config, providerParam(request)), body.redirectUri, body.state, request.log),
    }),
  });
}
