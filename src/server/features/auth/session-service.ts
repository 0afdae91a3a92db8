// Sign-in, renewal and sign-out. Refresh tokens rotate on every renewal within a family (one
// sign-in); presenting a used token revokes the whole family, so a stolen token is useless.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { peopleMessages } from '@contract/people-messages';
import type { TokenPair } from '@contract/users';
import type { Db, Tx } from '@server/db/connect';
import { refreshTokens, users } from '@server/db/schema';
import { preparedOn } from '@server/db/prepared';
import { forbidden } from '@server/plugins/http-error';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { REFRESH_FAMILY_TTL_MS, hashToken, newOpaqueToken, signAccessToken } from './tokens';

export type RefreshOutcome = { ok: true; token: TokenPair; userId: string } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

async function insertRefreshToken(tx: Db | Tx, userId: string, familyId: string, expiresAt: Date, userAgent: string | null = null) {
  const refreshToken = newOpaqueToken();
  await tx.insert(refreshTokens).values({ userId, familyId, tokenHash: hashToken(refreshToken), expiresAt, userAgent });
  return refreshToken;
}

/**
 * Starts a new session family for the user and returns its first token pair. `userAgent` (the
 * browser's, already bounded by storedUserAgent) names the session on the account page.
 */
export async function startSession(
  db: Db | Tx,
  userId: string,
  tokenKey: Uint8Array,
  now: Date,
  userAgent: string | null = null,
): Promise<TokenPair> {
  // Every way in (password, Google, an accepted invitation) starts here, so a deactivated person
  // is refused in one place, after their credentials were found good.
  const [user] = await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId)).returning({ deactivatedAt: users.deactivatedAt });
  if (user?.deactivatedAt) throw forbidden(peopleMessages.accountDeactivated);
  const familyId = randomUUID();
  const refreshToken = await insertRefreshToken(db, userId, familyId, new Date(now.getTime() + REFRESH_FAMILY_TTL_MS), userAgent);
  const accessToken = await signAccessToken({ userId, sessionId: familyId }, tokenKey);
  return { accessToken, refreshToken };
}

/** The user id for a correct e-mail and password, else null, taking about as long either way. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<string | null> {
  const [user] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  const hash = user?.passwordHash ?? (await dummyPasswordHash());
  const ok = await verifyPassword(hash, password);
  return ok && user?.passwordHash ? user.id : null;
}

export async function rotateRefreshToken(db: Db, presented: string, tokenKey: Uint8Array, now: Date): Promise<RefreshOutcome> {
  const tokenHash = hashToken(presented);
  return db.transaction(async (tx) => {
    // Claim the token: only one renewal can mark it used.
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(
        and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)),
      )
      .returning();
    if (claimed) {
      // A renewal racing a deactivation may have claimed a token just before the families were
      // revoked: the person's row decides, so that renewal ends the family instead.
      const [owner] = await tx.select({ deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, claimed.userId));
      if (!owner || owner.deactivatedAt) {
        await revokeFamily(tx, claimed.familyId, now);
        return { ok: false as const, reason: 'revoked' as const };
      }
      const refreshToken = await insertRefreshToken(tx, claimed.userId, claimed.familyId, claimed.expiresAt);
      const accessToken = await signAccessToken({ userId: claimed.userId, sessionId: claimed.familyId }, tokenKey);
      return { ok: true as const, token: { accessToken, refreshToken }, userId: claimed.userId };
    }
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
    if (!row) return { ok: false as const, reason: 'unknown' as const };
    if (row.revokedAt) return { ok: false as const, reason: 'revoked' as const };
    if (row.expiresAt <= now) return { ok: false as const, reason: 'expired' as const };
    // A used token presented again: someone holds a copy. End the whole family.
    await revokeFamily(tx, row.familyId, now);
    return { ok: false as const, reason: 'reused' as const };
  });
}

export async function revokeFamily(db: Db | Tx, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Ends every session of the person at once (deactivation): each revoked family is announced to
 * the live event streams by the refresh_tokens trigger, and the next request of any token fails.
 */
export async function revokeAllSessions(db: Db | Tx, userId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Revokes the family of a refresh token, if the token belongs to that user. */
export async function revokeByRefreshToken(db: Db, userId: string, presented: string, now: Date) {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashToken(presented)), eq(refreshTokens.userId, userId)))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId, now);
}

/** The signed-in user as a guarded route needs them. */
export interface SessionUser {
  districtId: string | null;
  roles: string[];
  /** The language the person chose (users.language); null: their browser's. */
  language: string | null;
}

/**
 * Whether the session (refresh family) is still live, read from the database on every request so
 * a sign-out takes effect at once. Its user's district and roles come back from the same query
 * (null when the session is over), so a guarded route need not read the user row again.
 *
 * Not cached in memory, even for a second: a sign-out, a reused refresh token or a role change
 * made through another API process (WEB_CONCURRENCY, several instances) would go unseen there for
 * as long as the cache lived, and the spec has sign-out end the session at once. A prepared
 * statement instead: the SQL is built once and only the two ids travel with each request.
 */
export const sessionCheckQuery = (db: Db) =>
  db
    .select({ districtId: users.districtId, roles: users.roles, language: users.language })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('familyId')),
        eq(refreshTokens.userId, sql.placeholder('userId')),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
        // Deactivation also revokes the families; this keeps a token refused even if one slipped by.
        isNull(users.deactivatedAt),
      ),
    )
    .limit(1);

const sessionCheck = (db: Db) => preparedOn(db, 'session_check', (handle) => sessionCheckQuery(handle).prepare('session_check'));

export async function isSessionActive(db: Db, familyId: string, userId: string): Promise<SessionUser | null> {
  const [row] = await sessionCheck(db).execute({ familyId, userId });
  return row ? { districtId: row.districtId, roles: row.roles, language: row.language } : null;
}
