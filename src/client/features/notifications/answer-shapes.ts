// The notification answers checked without zod: the bell is on every signed-in screen, and the
// dashboard's first screen loads no zod (e2e/shell.spec.ts). answer-shapes.test.ts holds each check
// to the contract's schema.
import type { Notification, NotificationList } from '@contract/notifications';
import { NOTIFICATION_KINDS } from '@contract/notifications-messages';
import { arrayOf, int, nullable, object, oneOf, storedSchema, string } from '@client/lib/stored-shape';

const count = int(0, Number.MAX_SAFE_INTEGER);

const notification = object({
  id: string,
  kind: oneOf(NOTIFICATION_KINDS),
  title: string,
  body: nullable(string),
  link: string,
  districtId: nullable(string),
  actorName: nullable(string),
  createdAt: string,
  readAt: nullable(string),
});

export const notificationListShape = storedSchema<NotificationList>(
  object({ items: arrayOf(notification), unread: count, nextBefore: nullable(string) }),
);

export const notificationUpdatedShape = storedSchema<{ item: Notification; unread: number }>(object({ item: notification, unread: count }));

export const notificationsReadAllShape = storedSchema<{ marked: number; unread: number }>(object({ marked: count, unread: count }));
