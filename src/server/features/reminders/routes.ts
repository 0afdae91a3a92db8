// The signed-in person's reminder choices (GET/PATCH /users/me/reminders).
import type { FastifyInstance } from 'fastify';
import { reminderMessages } from '@contract/reminders';
import { reminderEndpoints } from '@contract/reminders-endpoints';
import { authOf } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { badRequest } from '@server/plugins/http-error';
import { kindsFor, readReminderSettings, setReminderKind } from './preferences';

export function reminderRoutes(app: FastifyInstance) {
  apiRoute(app, reminderEndpoints.reminderSettings, {
    handler: async ({ request }) => {
      const { userId, user } = authOf(request);
      return readReminderSettings(app.db, userId, user.roles);
    },
  });

  apiRoute(app, reminderEndpoints.updateReminderSetting, {
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
