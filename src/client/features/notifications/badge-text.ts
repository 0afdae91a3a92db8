// What the bell shows and says: the unread count as a badge ("99+" past NOTIFICATIONS_BADGE_MAX, so
// the badge stays small) and, for a screen reader, the whole number.
import '@client/i18n/en/frame';
import { NOTIFICATIONS_BADGE_MAX } from '@contract/notifications-messages';
import type { Translator } from '@client/i18n/translate';

/** The badge's text; null when nothing is unread (no badge). */
export function badgeText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > NOTIFICATIONS_BADGE_MAX ? `${NOTIFICATIONS_BADGE_MAX}+` : String(Math.floor(unread));
}

/** The bell's accessible name: "Notifications", or "Notifications, 3 unread". */
export function bellLabel(unread: number, t: Translator['t']): string {
  return unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
}
