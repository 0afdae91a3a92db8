// Calendar-day rules both sides use, apart from the schemas (no zod), so a screen that only shows
// dates and deadlines does not build them: today's day in UTC and the funding window's time left.
// action-tasks.ts and dashboard.ts export them too.

/** Today's calendar day in UTC, the day the server judges "overdue" by. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * How much of the funding window is left on `today` (YYYY-MM-DD), from 1 (just allocated) to 0
 * (deadline reached), and the whole days left (negative once the deadline has passed).
 */
export function fundingTimeLeft(funding: { allocatedOn: string; useBy: string }, today: string): { fraction: number; daysLeft: number } {
  const day = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  const msPerDay = 86_400_000;
  const start = day(funding.allocatedOn);
  const end = day(funding.useBy);
  const now = day(today);
  const daysLeft = Math.round((end - now) / msPerDay);
  const total = end - start;
  const fraction = total <= 0 ? (now < end ? 1 : 0) : Math.min(1, Math.max(0, (end - now) / total));
  return { fraction, daysLeft };
}
