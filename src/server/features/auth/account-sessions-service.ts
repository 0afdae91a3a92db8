// The person's sessions as the account page lists them: one per sign-in (a refresh-token family).
// A family's first token was issued at sign-in and its newest at the last renewal, so the two
// times need no column of their own; "last active" is therefore exact to one access token's life.
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AccountSession } from '@contract/account';
import { messages } from '@contract/messages';
import { isUuid } from '@contract/projects';
import type { Db, Tx } from '@server/db/connect';
import { refreshTokens } from '@server/db/schema';
import { notFound } from '@server/plugins/http-error';
import { deviceName } from './device-name';

/** The live families of the user: none of their tokens revoked, and not past their end. */
export async function listSessions(db: Db, userId: string, currentId: string): Promise<AccountSession[]> {
  const signedInAt = sql<Date>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt);
  const lastActiveAt = sql<Date>`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt);
  // Only the family's first token holds the User-Agent, so max() picks it.
  const userAgent = sql<string | null>`max(${refreshTokens.userAgent})`;
  const rows = await db
    .select({ familyId: refreshTokens.familyId, signedInAt, lastActiveAt, userAgent })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .groupBy(refreshTokens.familyId)
    .having(sql`count(${refreshTokens.revokedAt}) = 0 and max(${refreshTokens.expiresAt}) > now()`)
    .orderBy(desc(lastActiveAt));
  const sessions = rows.map((row) => ({
    id: row.familyId,
    signedInAt: row.signedInAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    current: row.familyId === currentId,
    ...deviceName(row.userAgent),
  }));
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}

/** Ends every session of the user but `keepId`; answers how many ended. */
export async function endSessionsExcept(db: Db | Tx, userId: string, keepId: string, now: Date): Promise<number> {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, keepId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return new Set(ended.map((row) => row.familyId)).size;
}

/** Ends one session of the user; 404 when it is someone else's, unknown or already over. */
export async function endSession(db: Db, userId: string, sessionId: string, now: Date): Promise<void> {
  if (!isUuid(sessionId)) throw notFound(messages.sessionNotFound);
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (!ended.length) throw notFound(messages.sessionNotFound);
}
