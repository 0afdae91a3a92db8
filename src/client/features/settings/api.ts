// The person's e-mail reminder choices (GET/PATCH /users/me/reminders), kept on the server.
import useSWR from 'swr';
import type { ReminderKind, ReminderSettings } from '@contract/reminders';
import { reminderEndpoints } from '@contract/reminders-endpoints';
import { apiRequest } from '@client/lib/http';

const KEY = ['settings', 'reminders'] as const;

export function useReminderSettings(enabled: boolean) {
  return useSWR(enabled ? KEY : null, () => apiRequest(reminderEndpoints.reminderSettings), { revalidateOnFocus: false });
}

export function setReminder(kind: ReminderKind, on: boolean): Promise<ReminderSettings> {
  return apiRequest(reminderEndpoints.updateReminderSetting, { body: { kind, enabled: on } });
}
