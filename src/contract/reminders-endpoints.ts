// The reminder endpoints (src/contract/endpoint.ts): each person's own e-mail reminder choices.
import { endpoint } from './endpoint';
import { reminderSettingsSchema, reminderUpdateSchema } from './reminders';
import { routes } from './routes';

export const reminderEndpoints = {
  reminderSettings: endpoint(routes.reminderSettings, { access: 'signed-in', response: reminderSettingsSchema }),
  updateReminderSetting: endpoint(routes.updateReminderSetting, {
    access: 'signed-in',
    body: reminderUpdateSchema,
    response: reminderSettingsSchema,
  }),
};
