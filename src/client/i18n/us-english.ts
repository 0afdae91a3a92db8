// US English numbers, amounts and month names written without Intl. The first Intl.NumberFormat or
// Intl.DateTimeFormat of a page loads locale data: `npm run bench:intl` measured 65 ms and 15 ms
// with the CPU slowed 4× (100 ms and 23 ms at 6×), against 0.6 ms for these functions, inside the
// render that first shows a count, an amount or a date (the dashboard shows all three). The portal's
// own language needs none of that data; us-english.test.ts checks every function against Intl.

/** The tag these functions stand in for; any other locale formats through Intl. */
export const US_ENGLISH = 'en-US';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Month 1–12 → Jan … Dec, as Intl.DateTimeFormat('en-US', { month: 'short' }) writes it. */
export function usMonthShort(month: number): string | undefined {
  return MONTHS[month - 1];
}

function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A whole number with thousands separators (1,200); null for anything else, which Intl writes. */
export function usInteger(value: number): string | null {
  if (!Number.isSafeInteger(value)) return null;
  // -0 prints as "-0" in Intl.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return sign + groupDigits(String(Math.abs(value)));
}

/** Whole cents as dollars: $48,500 for whole dollars, else $12.50; null when `cents` is not whole. */
export function usDollars(cents: number): string | null {
  if (!Number.isSafeInteger(cents)) return null;
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = groupDigits(String(Math.floor(abs / 100)));
  const rest = abs % 100;
  return rest === 0 ? `${sign}$${dollars}` : `${sign}$${dollars}.${String(rest).padStart(2, '0')}`;
}
