// One-time tokens for e-mail verification, password reset and invitations: 256 random bits,
// stored only as SHA-256, single-use and expiring. Times are the database's (now()), so several
// API processes with slightly different clocks agree on what has expired.
import { type SQL, and, eq, isNull, sql } from 'drizzle-orm';
import { messages } from '@contract/messages';
import type { Db, Tx } from '@server/db/connect';
import { oneTimeTokens } from '@server/db/schema';
import { HttpError } from '@server/plugins/http-error';
import { OPAQUE_TOKEN_LENGTH, hashToken, newOpaqueToken } from './tokens';

export type OneTimeKind = (typeof oneTimeTokens.$inferSelect)['kind'];
export type OneTimeToken = typeof oneTimeTokens.$inferSelect;

/** In `seconds` from the database's now. */
export const fromNow = (seconds: number) => sql`now() + (${Math.round(seconds)}::integer * interval '1 second')`;

const stillValid = () => and(isNull(oneTimeTokens.usedAt), sql`${oneTimeTokens.expiresAt} > now()`);

/** The message of the spec's expired screens (§2, §8), per kind. */
const GONE_MESSAGES: Record<OneTimeKind, string> = {
  'verify-email': messages.verificationLinkExpired,
  'reset-password': messages.resetLinkExpired,
  'change-email': messages.emailChangeLinkExpired,
  invitation: messages.invitationExpired,
};

/**
 * 410 Gone for a token that is unknown, expired or used: the three look alike to the holder
 * (the client shows the "link expired, request a new one" screen), and telling them apart would
 * only help someone guessing.
 */
const tokenGone = (kind: OneTimeKind) => new HttpError(410, GONE_MESSAGES[kind]);

/** Now and then, issuing a token also deletes long-dead ones (they answer 410 like unknown ones). */
const PRUNE_PROBABILITY = 0.02;
const DEAD_TOKEN_RETENTION_DAYS = 30;

async function pruneDeadTokens(db: Db | Tx) {
  await db.delete(oneTimeTokens).where(sql`${oneTimeTokens.expiresAt} < now() - (${DEAD_TOKEN_RETENTION_DAYS}::integer * interval '1 day')`);
}

export interface IssueInput {
  kind: OneTimeKind;
  userId?: string;
  invitationId?: string;
  /** A Date, or an SQL expression such as fromNow(3600). */
  expiresAt: Date | SQL;
  /**
   * A value the token carries (the new address of an e-mail change), appended to it as base64url.
   * The stored hash covers it, so an edited value makes an unknown token; read it with payloadOf().
   */
  payload?: string;
}

/**
 * The payload a token was issued with (IssueInput.payload), or null. No separator: the random part
 * has a fixed length, and the whole token stays in base64url's alphabet, safe in any link.
 */
export function payloadOf(token: string): string | null {
  return token.length > OPAQUE_TOKEN_LENGTH ? Buffer.from(token.slice(OPAQUE_TOKEN_LENGTH), 'base64url').toString('utf8') : null;
}

/**
 * Creates a token and returns it in clear (for the e-mail link; only its hash is kept). A new
 * verification or reset token ends the user's earlier unused ones of that kind, so only the
 * newest e-mail works.
 */
export async function issueOneTimeToken(db: Db | Tx, input: IssueInput): Promise<string> {
  if (input.userId && input.kind !== 'invitation') await supersede(db, input.kind, input.userId);
  if (Math.random() < PRUNE_PROBABILITY) await pruneDeadTokens(db);
  const token = input.payload === undefined ? newOpaqueToken() : `${newOpaqueToken()}${Buffer.from(input.payload).toString('base64url')}`;
  await db.insert(oneTimeTokens).values({
    kind: input.kind,
    tokenHash: hashToken(token),
    userId: input.userId,
    invitationId: input.invitationId,
    expiresAt: input.expiresAt,
  });
  return token;
}

export async function supersede(db: Db | Tx, kind: OneTimeKind, userId: string) {
  await db
    .update(oneTimeTokens)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind), stillValid()));
}

/**
 * Uses the token up: one UPDATE that only a valid, unused token passes, so two requests racing
 * with the same link cannot both succeed. Throws 410 otherwise.
 */
export async function consumeOneTimeToken(db: Db | Tx, kind: OneTimeKind, token: string): Promise<OneTimeToken> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.kind, kind), stillValid()))
    .returning();
  if (!row) throw tokenGone(kind);
  return row;
}

/** The token's row if it is still valid, without using it up; else 410. */
export async function peekOneTimeToken(db: Db | Tx, kind: OneTimeKind, token: string): Promise<OneTimeToken> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.kind, kind), stillValid()))
    .limit(1);
  if (!row) throw tokenGone(kind);
  return row;
}
