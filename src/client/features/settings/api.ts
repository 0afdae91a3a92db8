// The person's e-mail reminder and notification choices (GET/PATCH /users/me/reminders,
// /users/me/notification-settings) and calendar subscription address (GET/POST/DELETE
// /users/me/calendar), kept on the server.
import useSWR from 'swr';
import type { CalendarFeedAddress } from '@contract/calendar-feed';
import { calendarFeedEndpoints } from '@contract/calendar-feed-endpoints';
import type { NotificationSettings } from '@contract/notifications';
import { notificationEndpoints } from '@contract/notifications-endpoints';
import type { NotificationDelivery, NotificationKind } from '@contract/notifications-messages';
import type { ReminderKind, ReminderSettings } from '@contract/reminders';
import { reminderEndpoints } from '@contract/reminders-endpoints';
import { apiRequest } from '@client/lib/http';

// The e-mail reminders (GET/PATCH /users/me/reminders).
const KEY = ['settings', 'reminders'] as const;

export function useReminderSettings(enabled: boolean) {
  return useSWR(enabled ? KEY : null, () => apiRequest(reminderEndpoints.reminderSettings), { revalidateOnFocus: false });
}

export function setReminder(kind: ReminderKind, on: boolean): Promise<ReminderSettings> {
  return apiRequest(reminderEndpoints.updateReminderSetting, { body: { kind, enabled: on } });
}

const CALENDAR_KEY = ['settings', 'calendar'] as const;

/** Whether the person has a calendar subscription address (GET /users/me/calendar). */
export function useCalendarFeed(enabled: boolean) {
  return useSWR(enabled ? CALENDAR_KEY : null, () => apiRequest(calendarFeedEndpoints.calendarFeedStatus), { revalidateOnFocus: false });
}

/** Makes the address, replacing any earlier one: the answer is the only time it is shown. */
export function makeCalendarAddress(): Promise<CalendarFeedAddress> {
  return apiRequest(calendarFeedEndpoints.makeCalendarFeed);
}

export function revokeCalendarAddress(): Promise<undefined> {
  return apiRequest(calendarFeedEndpoints.revokeCalendarFeed);
}

// How the person hears of each kind of notice (GET/PATCH /users/me/notification-settings).
const NOTIFICATIONS_KEY = ['settings', 'notifications'] as const;

export function useNotificationSettings(enabled: boolean) {
  return useSWR(enabled ? NOTIFICATIONS_KEY : null, () => apiRequest(notificationEndpoints.notificationSettings), { revalidateOnFocus: false });
}

export function setNotificationDelivery(kind: NotificationKind, delivery: NotificationDelivery): Promise<NotificationSettings> {
  return apiRequest(notificationEndpoints.updateNotificationSetting, { body: { kind, delivery } });
}
