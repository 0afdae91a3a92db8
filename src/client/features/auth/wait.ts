// How long until the server takes a request again (Retry-After of a 429), in words.

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * "in 45 seconds", "in 3 minutes", "at 3:45 PM", or "on Mar 2 at 9:05 AM" when the moment is not
 * today. Short waits are counted, long ones named by the clock (a daily cap can mean hours).
 */
export function describeWait(seconds: number, now: Date = new Date(), locale?: string): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < MINUTE) return `in ${s} second${s === 1 ? '' : 's'}`;
  if (s < HOUR) {
    const m = Math.ceil(s / MINUTE);
    return `in ${m} minute${m === 1 ? '' : 's'}`;
  }
  const at = new Date(now.getTime() + s * 1000);
  // ICU puts a narrow no-break space before AM/PM; a plain one reads (and matches) the same.
  const time = at.toLocaleTimeString(locale ?? 'en-US', { hour: 'numeric', minute: '2-digit' }).replace(/\u202f/g, ' ');
  if (at.toDateString() === now.toDateString()) return `at ${time}`;
  const day = at.toLocaleDateString(locale ?? 'en-US', { month: 'short', day: 'numeric' });
  return `on ${day} at ${time}`;
}

/** "m:ss" for a running countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / MINUTE)}:${String(s % MINUTE).padStart(2, '0')}`;
}
