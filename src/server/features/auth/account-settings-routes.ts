// The account page's calls (src/contract/account-endpoints.ts): e-mail change, password change and
// the person's sessions.
import type { FastifyInstance } from 'fastify';
import type { AccountSessions, EmailChangeSent, SessionsEnded } from '@contract/account';
import { accountEndpoints } from '@contract/account-endpoints';
import type { UserResult } from '@contract/auth';
import { languageOf } from '@server/i18n/request-language';
import { authOf } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { endSession, endSessionsExcept, listSessions } from './account-sessions-service';
import { confirmEmailChange, requestEmailChange } from './email-change-service';
import { changePassword } from './password-change-service';

export function accountSettingsRoutes(app: FastifyInstance) {
  apiRoute(app, accountEndpoints.changeEmail, {
    handler: async ({ body, request, reply }): Promise<EmailChangeSent> => {
      await requestEmailChange(app, authOf(request).userId, body.email, languageOf(request));
      reply.status(202);
      return { email: body.email };
    },
  });

  apiRoute(app, accountEndpoints.confirmEmailChange, {
    handler: async ({ body, request }): Promise<UserResult> => ({ user: await confirmEmailChange(app, body.token, languageOf(request)) }),
  });

  apiRoute(app, accountEndpoints.changePassword, {
    handler: async ({ body, request }): Promise<SessionsEnded> => {
      const { userId, sessionId } = authOf(request);
      const endedSessions = await changePassword(app, {
        userId,
        sessionId,
        currentPassword: body.currentPassword,
        password: body.password,
        ip: request.ip,
      });
      return { endedSessions };
    },
  });

  apiRoute(app, accountEndpoints.mySessions, {
    handler: async ({ request }): Promise<AccountSessions> => {
      const { userId, sessionId } = authOf(request);
      return { items: await listSessions(app.db, userId, sessionId) };
    },
  });

  apiRoute(app, accountEndpoints.endOtherSessions, {
    handler: async ({ request }): Promise<SessionsEnded> => {
      const { userId, sessionId } = authOf(request);
      return { endedSessions: await endSessionsExcept(app.db, userId, sessionId, app.clock()) };
    },
  });

  apiRoute(app, accountEndpoints.endSession, {
    handler: async ({ params, request, reply }) => {
      await endSession(app.db, authOf(request).userId, params.sessionId, app.clock());
      return reply.status(204).send();
    },
  });
}
