// How long until the server takes a request again (Retry-After of a 429), in words.
import '@client/i18n/en/sign-in';
import { LOCALES } from '@client/i18n/locales';
import type { I18n } from '@client/i18n/locale-store';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** What describeWait needs of the current language: its messages and its locale. */
export type WaitWords = Pick<I18n, 't' | 'tp' | 'locale'>;

/**
 * "in 45 seconds", "in 3 minutes", "at 3:45 PM", or "on Mar 2 at 9:05 AM" when the moment is not
 * today. Short waits are counted, long ones named by the clock (a daily cap can mean hours).
 */
export function describeWait(seconds: number, words: WaitWords, now: Date = new Date()): string {
  const { t, tp } = words;
  const locale = LOCALES[words.locale].tag;
  const s = Math.max(1, Math.ceil(seconds));
  if (s < MINUTE) return tp('auth.wait.seconds', s);
  if (s < HOUR) return tp('auth.wait.minutes', Math.ceil(s / MINUTE));
  const at = new Date(now.getTime() + s * 1000);
  // ICU puts a narrow no-break space before AM/PM; a plain one reads (and matches) the same.
  const time = at.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' }).replace(/\u202f/g, ' ');
  if (at.toDateString() === now.toDateString()) return t('auth.wait.at', { time });
  const day = at.toLocaleDateString(locale, { month: 'short', day: 'numeric' });
  return t('auth.wait.onDayAt', { day, time });
}

/** "m:ss" for a running countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / MINUTE)}:${String(s % MINUTE).padStart(2, '0')}`;
}
