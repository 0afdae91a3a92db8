// Each person's calendar feed: a private subscription address (POST /users/me/calendar makes or
// replaces it, DELETE revokes it) whose iCalendar file (GET /calendar/{token}.ics) holds the days
// that concern them: checkout return dates, task due dates, expected deliveries, counts due and
// quote expiry. The address is shown once, when made: only a hash of its token is kept.
import { z } from 'zod';

/** POST /users/me/calendar: the new address, to paste into a calendar app. */
export const calendarFeedAddressSchema = z.object({ url: z.string() });
export type CalendarFeedAddress = z.infer<typeof calendarFeedAddressSchema>;

/** GET /users/me/calendar: whether the person has an address, and since when (it cannot be shown again). */
export const calendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** How often calendar apps are asked to fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const CALENDAR_FEED_REFRESH_HOURS = 6;
