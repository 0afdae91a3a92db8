// The bell's data: the newest page of notices with the unread count (GET /notifications), older
// pages by cursor, and marking read (PATCH /notifications/{id}, POST /notifications/read-all). Plain
// routes with the zod-free checks of answer-shapes.ts: the bell is on every signed-in screen.
// The key starts 'notifications', so every live event refreshes it (app/live/event-keys.ts).
import useSWR, { mutate } from 'swr';
import type { Notification, NotificationList } from '@contract/notifications';
import { firstRoutes } from '@contract/first-routes';
import { apiRequest } from '@client/lib/http';
import { notificationListShape, notificationsReadAllShape, notificationUpdatedShape } from './answer-shapes';
import { withAllRead, withRead } from './list-state';

const KEY = ['notifications', 'list'] as const;

const fetchNewest = () => apiRequest(firstRoutes.notifications, {}, notificationListShape);

/** The newest page and the unread count; asks only once `enabled` (after the first screen is up). */
export function useNotifications(enabled: boolean) {
  // Refreshed on window focus (SWR's default, said here because the bell relies on it), on live
  // events, and when the panel opens.
  return useSWR<NotificationList>(enabled ? KEY : null, fetchNewest, { revalidateOnFocus: true, keepPreviousData: true });
}

/** The page of notices older than `before`. */
export function fetchOlder(before: string): Promise<NotificationList> {
  return apiRequest(firstRoutes.notifications, { query: { before } }, notificationListShape);
}

/** Marks one notice read; the bell's count drops at once and comes back if the server refuses. */
export async function markRead(notice: Notification): Promise<void> {
  const at = new Date().toISOString();
  await mutate<NotificationList>(
    KEY,
    async (current) => {
      const { unread } = await apiRequest(
        firstRoutes.updateNotification,
        { params: { id: notice.id }, body: { read: true } },
        notificationUpdatedShape,
      );
      return current ? { ...withRead(current, notice, at), unread } : current;
    },
    {
      optimisticData: (current) => (current ? withRead(current, notice, at) : (current as unknown as NotificationList)),
      rollbackOnError: true,
      revalidate: false,
    },
  );
}

/** Marks every notice read, at once on screen. */
export async function markAllRead(): Promise<void> {
  const at = new Date().toISOString();
  await mutate<NotificationList>(
    KEY,
    async (current) => {
      const { unread } = await apiRequest(firstRoutes.readAllNotifications, {}, notificationsReadAllShape);
      return current ? { ...withAllRead(current, at), unread } : current;
    },
    {
      optimisticData: (current) => (current ? withAllRead(current, at) : (current as unknown as NotificationList)),
      rollbackOnError: true,
      revalidate: false,
    },
  );
}
