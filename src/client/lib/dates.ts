// Dates as the product shows them (docs/architecture.md §7, docs/decisions.md "Dates"): the one place the
// rule is written. MM/DD/YYYY in lists (a row among others: tables, cards of a list, a list's
// preview), DD MMM YYYY in details (the fields and sentences about the one thing a screen or panel is
// about); sent as YYYY-MM-DD. A calendar day (YYYY-MM-DD) is shown as written, never shifted by
// time zone. The screens reach these through useI18n()'s listDate, detailDate and date(day, place),
// which add the locale's month names.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

function dayParts(day: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** A local calendar day for an ISO instant, as YYYY-MM-DD. */
export function localDay(instant: string | Date): string {
  const d = typeof instant === 'string' ? new Date(instant) : instant;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** 2025-03-07 → 03/07/2025. */
export function formatDay(day: string): string {
  const parts = dayParts(day);
  return parts ? `${pad(parts[1])}/${pad(parts[2])}/${parts[0]}` : day;
}

/** 2025-03-07 → 07 Mar 2025; `monthName` gives a locale's short month (1–12), English by default. */
export function formatLongDay(day: string, monthName: (month: number, year: number, dayOfMonth: number) => string = (m) => MONTHS[m - 1]!): string {
  const parts = dayParts(day);
  return parts ? `${pad(parts[2])} ${monthName(parts[1], parts[0], parts[2])} ${parts[0]}` : day;
}

/** Where a date is shown: a row of a list, or the details of one thing. */
export type DatePlace = 'list' | 'detail';

/** A calendar day (or the day of an ISO instant's prefix) as the place's rule writes it. */
export function formatDate(day: string, place: DatePlace, monthName?: Parameters<typeof formatLongDay>[1]): string {
  return place === 'list' ? formatDay(day) : formatLongDay(day, monthName);
}

/** An ISO instant's local time as HH:MM. */
export function formatTime(instant: string | Date): string {
  const d = typeof instant === 'string' ? new Date(instant) : instant;
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  return Math.round((b - a) / 86_400_000);
}

/** "today", "yesterday", "3 days ago" for an ISO instant. */
export function relativeDays(instant: string, now: Date = new Date()): string {
  const days = daysBetween(localDay(instant), localDay(now));
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${days} days ago`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
