// Sign-in, renewal, sign-out and the current user (spec §7 Auth, User); the other account calls
// live in account-routes.ts and oidc-routes.ts.
import type { FastifyInstance } from 'fastify';
import { messages } from '@contract/messages';
import { signInEndpoints } from '@contract/sign-in-endpoints';
import { userEndpoints } from '@contract/users-endpoints';
import { apiRoute } from '@server/plugins/contract-routes';
import { authOf } from '@server/plugins/auth-guard';
import { notFound, unauthorized } from '@server/plugins/http-error';
import { accountRoutes } from './account-routes';
import { accountSettingsRoutes } from './account-settings-routes';
import { oidcRoutes } from './oidc-routes';
import { refuseUnlessRequiredProvider } from './oidc-service';
import { checkCredentials, revokeByRefreshToken, revokeFamily, rotateRefreshToken, startSession } from './session-service';
import { countSignInAttempt, forgetSignInAttempt } from './sign-in-limits';
import { storedUserAgent } from './device-name';
import { loadUser } from './user-dto';

export function authRoutes(app: FastifyInstance) {
  apiRoute(app, signInEndpoints.signIn, {
    handler: async ({ body, request }) => {
      const attempt = await countSignInAttempt(app.db, body.email, request.ip);
      const userId = await checkCredentials(app.db, body.email, body.password);
      if (!userId) throw unauthorized(messages.invalidCredentials);
      await forgetSignInAttempt(app.db, attempt);
      // Only once the password is right: the answer names the district's provider.
      await refuseUnlessRequiredProvider(app, userId, null);
      // An unconfirmed e-mail still signs in: the client routes to the verification screen (spec §2).
      const token = await startSession(app.db, userId, app.secrets.tokenKey, app.clock(), storedUserAgent(request.headers['user-agent']));
      const user = await loadUser(app.db, userId);
      return { token, user };
    },
  });

  apiRoute(app, signInEndpoints.refresh, {
    handler: async ({ body }) => {
      const outcome = await rotateRefreshToken(app.db, body.refreshToken, app.secrets.tokenKey, app.clock());
      if (!outcome.ok) throw unauthorized(messages.unauthorized);
      return { token: outcome.token };
    },
  });

  apiRoute(app, signInEndpoints.signOut, {
    handler: async ({ body, request, reply }) => {
      const auth = authOf(request);
      const now = app.clock();
      await revokeFamily(app.db, auth.sessionId, now);
      if (body?.refreshToken) await revokeByRefreshToken(app.db, auth.userId, body.refreshToken, now);
      return reply.status(204).send();
    },
  });

  apiRoute(app, userEndpoints.me, {
    handler: async ({ request }) => {
      const user = await loadUser(app.db, authOf(request).userId);
      if (!user) throw notFound();
      return user;
    },
  });

  accountRoutes(app);
  accountSettingsRoutes(app);
  oidcRoutes(app);
}
