// When a notice was made, as people say it: "just now", "5 min ago", "3 h ago", "2 days ago", and
// past a week the date itself.
import type { I18n } from '@client/i18n/locale-store';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

export function relativeTime(at: string, { t, tp, listDate }: Pick<I18n, 't' | 'tp' | 'listDate'>, now: number = Date.now()): string {
  const then = Date.parse(at);
  if (Number.isNaN(then)) return '';
  // A clock a little ahead of this device's still reads as "just now".
  const ago = Math.max(0, now - then);
  if (ago < MINUTE) return t('notifications.time.justNow');
  if (ago < HOUR) return t('notifications.time.minutes', { count: Math.floor(ago / MINUTE) });
  if (ago < DAY) return t('notifications.time.hours', { count: Math.floor(ago / HOUR) });
  if (ago < WEEK) return tp('notifications.time.days', Math.floor(ago / DAY));
  return t('notifications.time.on', { date: listDate(at) });
}
