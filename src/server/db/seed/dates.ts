// Demo dates are relative to the day the seed runs, so deadlines stay in the future and
// "overdue" tasks stay overdue however old the database is.

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfTodayUtc(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** A calendar day (YYYY-MM-DD) `offset` days from today; negative is the past. */
export function dayFromToday(offset: number): string {
  return new Date(startOfTodayUtc().getTime() + offset * DAY_MS).toISOString().slice(0, 10);
}

/** An instant `offset` days from now, at the current time of day. */
export function instantFromNow(offsetDays: number): Date {
  return new Date(Date.now() + offsetDays * DAY_MS);
}

/** The calendar day `months` after `day`, clamped to the month's end (Aug 31 + 6 → Feb 28/29). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastOfTarget))).toISOString().slice(0, 10);
}
