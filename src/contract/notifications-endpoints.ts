// The notification endpoints (src/contract/endpoint.ts): each person's own notices and choices.
import { endpoint } from './endpoint';
import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationSettingsSchema,
  notificationSettingUpdateSchema,
  notificationsReadAllSchema,
  notificationUpdatedSchema,
  notificationUpdateSchema,
} from './notifications';
import { routes } from './routes';

export const notificationEndpoints = {
  notifications: endpoint(routes.notifications, { access: 'signed-in', query: notificationListQuerySchema, response: notificationListSchema }),
  updateNotification: endpoint(routes.updateNotification, {
    access: 'signed-in',
    body: notificationUpdateSchema,
    response: notificationUpdatedSchema,
  }),
  readAllNotifications: endpoint(routes.readAllNotifications, { access: 'signed-in', response: notificationsReadAllSchema }),
  notificationSettings: endpoint(routes.notificationSettings, { access: 'signed-in', response: notificationSettingsSchema }),
  updateNotificationSetting: endpoint(routes.updateNotificationSetting, {
    access: 'signed-in',
    body: notificationSettingUpdateSchema,
    response: notificationSettingsSchema,
  }),
};
