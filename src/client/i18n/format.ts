// Dates and amounts as spec §9 and docs/architecture.md §7 write them: MM/DD/YYYY in lists, DD MMM YYYY in
// details, calendar days travelling as YYYY-MM-DD. Month names and currency follow the locale.
import { formatDate, type DatePlace } from '../lib/dates';
import { lazily } from '../lib/lazily';
import { US_ENGLISH, usDollars, usInteger, usMonthShort } from './us-english';

export interface Formatters {
  /** YYYY-MM-DD (or an ISO instant) → MM/DD/YYYY. */
  listDate(iso: string): string;
  /** YYYY-MM-DD (or an ISO instant) → DD MMM YYYY, e.g. 05 Mar 2026. */
  detailDate(iso: string): string;
  /** listDate or detailDate by the place the date is shown in (a component used in both kinds of place). */
  date(iso: string, place: DatePlace): string;
  /** Cents → $48,500 (whole dollars) or $12.50. */
  money(cents: number): string;
  number(value: number): string;
}

export function createFormatters(localeTag: string): Formatters {
  // Each Intl object is made when first needed, and US English (the portal's own language) needs
  // none: the first one of a page costs a cheap Chromebook 40–100 ms (us-english.ts).
  const us = localeTag === US_ENGLISH;
  const monthName = lazily(() => new Intl.DateTimeFormat(localeTag, { month: 'short', timeZone: 'UTC' }));
  const whole = lazily(() => new Intl.NumberFormat(localeTag, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }));
  const cents = lazily(() => new Intl.NumberFormat(localeTag, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }));
  const numbers = lazily(() => new Intl.NumberFormat(localeTag));
  const month = (value: number, year: number, day: number) =>
    (us && usMonthShort(value)) || monthName().format(new Date(Date.UTC(year, value - 1, day)));
  const date = (iso: string, place: DatePlace) => formatDate(iso, place, month);
  return {
    listDate: (iso) => date(iso, 'list'),
    detailDate: (iso) => date(iso, 'detail'),
    date,
    money: (value) => (us && usDollars(value)) || (value % 100 === 0 ? whole().format(value / 100) : cents().format(value / 100)),
    number: (value) => (us && usInteger(value)) || numbers().format(value),
  };
}
