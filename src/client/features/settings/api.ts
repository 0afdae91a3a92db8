// The person's e-mail reminder choices (GET/PATCH /users/me/reminders), kept on the server.
import useSWR from 'swr';
import { reminderSettingsSchema, type ReminderKind, type ReminderSettings } from '../../../contract/reminders';
import { routes } from '../../../contract/routes';
import { apiRequest } from '../../lib/http';

const KEY = ['settings', 'reminders'] as const;

export function useReminderSettings(enabled: boolean) {
  return useSWR(enabled ? KEY : null, () => apiRequest(routes.reminderSettings, {}, reminderSettingsSchema), { revalidateOnFocus: false });
}

export function setReminder(kind: ReminderKind, on: boolean): Promise<ReminderSettings> {
  return apiRequest(routes.updateReminderSetting, { body: { kind, enabled: on } }, reminderSettingsSchema);
}
