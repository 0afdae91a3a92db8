// The bell's list as it changes on this device before the server answers: a notice marked read,
// all of them marked read, older pages added below. Pure, so the optimistic updates are tested alone.
import type { Notification, NotificationList } from '@contract/notifications';

/**
 * The list with a notice read (at `at`), and the unread count one less if it was unread. The notice
 * may be from an older page, outside this list's items: it counts in `unread` all the same.
 */
export function withRead(list: NotificationList, notice: Notification, at: string): NotificationList {
  if (notice.readAt !== null) return list;
  return {
    ...list,
    items: list.items.map((item) => (item.id === notice.id && item.readAt === null ? { ...item, readAt: at } : item)),
    unread: Math.max(0, list.unread - 1),
  };
}

/** Every notice read, none unread. */
export function withAllRead(list: NotificationList, at: string): NotificationList {
  return { ...list, items: list.items.map((item) => (item.readAt === null ? { ...item, readAt: at } : item)), unread: 0 };
}

/**
 * The newest page followed by the older pages loaded so far, each notice once (a notice can move
 * from an older page into the newest one's window when new ones arrive meanwhile, or back).
 */
export function joinPages(newest: readonly Notification[], older: readonly Notification[]): Notification[] {
  const seen = new Set(newest.map((item) => item.id));
  return [...newest, ...older.filter((item) => !seen.has(item.id))];
}
