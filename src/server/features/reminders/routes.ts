// The signed-in person's reminder choices (GET/PATCH /users/me/reminders).
import type { FastifyInstance } from 'fastify';
import { reminderMessages, reminderUpdateSchema } from '../../../contract/reminders';
import { routes } from '../../../contract/routes';
import { authOf, requireAuth } from '../../plugins/auth-guard';
import { apiRoute } from '../../plugins/contract-routes';
import { badRequest } from '../../plugins/http-error';
import { kindsFor, readReminderSettings, setReminderKind } from './preferences';

export function reminderRoutes(app: FastifyInstance) {
  apiRoute(app, routes.reminderSettings, {
    preHandler: [requireAuth],
    handler: async ({ request }) => {
      const { userId, user } = authOf(request);
      return readReminderSettings(app.db, userId, user.roles);
    },
  });

  apiRoute(app, routes.updateReminderSetting, {
    body: reminderUpdateSchema,
    preHandler: [requireAuth],
    handler: async ({ body, request }) => {
      const { userId, user } = authOf(request);
      // A kind that does not concern this person is not theirs to set.
      if (!kindsFor(user.roles).includes(body.kind)) {
        throw badRequest(reminderMessages.kindInvalid, [{ field: 'kind', message: reminderMessages.kindInvalid }]);
      }
      await setReminderKind(app.db, userId, body.kind, body.enabled);
      return readReminderSettings(app.db, userId, user.roles);
    },
  });
}
