// One-time tickets for opening the event stream: EventSource cannot send the Authorization header,
// and an access token in a URL would land in logs and history for its whole life. A ticket is
// random, stored as a SHA-256 hash, valid for EVENT_TICKET_TTL_SECONDS, used once (deleted when
// used, even when found expired) and bound to the session that asked for it.
import { eq, lt } from 'drizzle-orm';
import { EVENT_TICKET_TTL_SECONDS } from '@contract/events-messages';
import type { EventTicket } from '@contract/events';
import type { Db } from '@server/db/connect';
import { eventTickets } from '@server/db/schema';
import { hashToken, newOpaqueToken } from '../auth/tokens';

export async function issueTicket(db: Db, userId: string, sessionId: string, now: Date): Promise<EventTicket> {
  const ticket = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + EVENT_TICKET_TTL_SECONDS * 1000);
  // Tickets never used are swept here, so the table holds about a minute's worth.
  await db.delete(eventTickets).where(lt(eventTickets.expiresAt, now));
  await db.insert(eventTickets).values({ tokenHash: hashToken(ticket), userId, sessionId, expiresAt });
  return { ticket, expiresAt: expiresAt.toISOString() };
}

/** The ticket's holder, once: null for an unknown, used or expired ticket. */
export async function redeemTicket(db: Db, ticket: string, now: Date): Promise<{ userId: string; sessionId: string } | null> {
  const [row] = await db
    .delete(eventTickets)
    .where(eq(eventTickets.tokenHash, hashToken(ticket)))
    .returning({ userId: eventTickets.userId, sessionId: eventTickets.sessionId, expiresAt: eventTickets.expiresAt });
  if (!row || row.expiresAt <= now) return null;
  return { userId: row.userId, sessionId: row.sessionId };
}
