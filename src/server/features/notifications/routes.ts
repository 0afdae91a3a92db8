// The signed-in person's notices (GET /notifications, PATCH /notifications/{id}, POST
// /notifications/read-all) and how they hear of each kind (GET/PATCH /users/me/notification-settings).
import type { FastifyInstance } from 'fastify';
import { notificationMessages } from '@contract/notifications-messages';
import { notificationEndpoints } from '@contract/notifications-endpoints';
import { wordsOf } from '@server/i18n/request-language';
import { authOf } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { badRequest } from '@server/plugins/http-error';
import { notificationKindsFor, readNotificationSettings, setNotificationDelivery } from './delivery';
import { listNotifications, markAllRead, markNotification } from './queries';

export function notificationRoutes(app: FastifyInstance) {
  apiRoute(app, notificationEndpoints.notifications, {
    handler: async ({ query, request }) => listNotifications(app.db, authOf(request).userId, query.before, wordsOf(request)),
  });

  apiRoute(app, notificationEndpoints.updateNotification, {
    handler: async ({ params, body, request }) =>
      markNotification(app.db, authOf(request).userId, params.id, body.read, app.clock(), wordsOf(request)),
  });

  apiRoute(app, notificationEndpoints.readAllNotifications, {
    handler: async ({ request }) => markAllRead(app.db, authOf(request).userId, app.clock()),
  });

  apiRoute(app, notificationEndpoints.notificationSettings, {
    handler: async ({ request }) => {
      const { userId, user } = authOf(request);
      return readNotificationSettings(app.db, userId, user.roles);
    },
  });

  apiRoute(app, notificationEndpoints.updateNotificationSetting, {
    handler: async ({ body, request }) => {
      const { userId, user } = authOf(request);
      // A kind that does not concern this person is not theirs to set.
      if (!notificationKindsFor(user.roles).includes(body.kind)) {
        throw badRequest(notificationMessages.kindInvalid, [{ field: 'kind', message: notificationMessages.kindInvalid }]);
      }
      await setNotificationDelivery(app.db, userId, body.kind, body.delivery);
      return readNotificationSettings(app.db, userId, user.roles);
    },
  });
}
