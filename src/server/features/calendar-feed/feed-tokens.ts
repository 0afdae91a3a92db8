// The calendar feed's addresses: one per person, a random token (256 bits, newOpaqueToken) kept only
// as its SHA-256 hash, like refresh tokens and event tickets. Making one replaces the person's
// earlier one in the same statement, so an old address stops working the moment a new one exists.
import { eq } from 'drizzle-orm';
import type { CalendarFeedStatus } from '@contract/calendar-feed';
import { apiPath, routes } from '@contract/routes';
import type { Db } from '@server/db/connect';
import { calendarFeeds } from '@server/db/schema';
import { hashToken, newOpaqueToken } from '../auth/tokens';

/** The address calendar apps subscribe to: the public URL, the API path, the token and `.ics`. */
export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}${apiPath(routes.calendarFeed, { file: `${token}.ics` })}`;

/** Makes the person's address, replacing any earlier one; answers the token in clear (shown once). */
export async function makeFeedToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = newOpaqueToken();
  const tokenHash = hashToken(token);
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } });
  return token;
}

/** True when there was an address to revoke. */
export async function revokeFeedToken(db: Db, userId: string): Promise<boolean> {
  const rows = await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning({ userId: calendarFeeds.userId });
  return rows.length > 0;
}

export async function feedStatus(db: Db, userId: string): Promise<CalendarFeedStatus> {
  const [row] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { active: Boolean(row), createdAt: row ? row.createdAt.toISOString() : null };
}

/** The person a token belongs to, or null for one unknown or revoked. */
export async function feedOwnerOf(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  return row?.userId ?? null;
}
