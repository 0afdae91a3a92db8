// The "Check your email" screen's watch (contract: confirmationWatchSchema): a signed token naming
// the address and the moment it was given. The status call answers "confirmed" only when a
// verification link of that address was used after that moment, so the watch reveals nothing about
// an address confirmed before (nor whether an address has an account) that its holder did not
// cause by sending the link themselves.
import { and, eq, gte } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { VERIFICATION_TOKEN_TTL_SECONDS } from '@contract/auth';
import type { Db } from '@server/db/connect';
import { oneTimeTokens, users } from '@server/db/schema';
import { badRequest } from '@server/plugins/http-error';

const ISSUER = 'hands-on-portal';
const AUDIENCE = 'hands-on-portal/confirmation-watch';
const INVALID = 'This confirmation watch is not valid any more';

export async function issueConfirmationWatch(key: Uint8Array, email: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: email.toLowerCase() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + VERIFICATION_TOKEN_TTL_SECONDS)
    .sign(key);
}

/** Whether the watched address was confirmed (a verification link used) since the watch was given. */
export async function confirmedSinceWatch(db: Db, key: Uint8Array, watch: string): Promise<boolean> {
  let email: string;
  let since: Date;
  try {
    const { payload } = await jwtVerify(watch, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload.email !== 'string' || typeof payload.iat !== 'number') throw new Error('no address or time');
    email = payload.email;
    since = new Date(payload.iat * 1000);
  } catch {
    throw badRequest(INVALID, [{ field: 'watch', message: INVALID }]);
  }
  const [used] = await db
    .select({ id: oneTimeTokens.id })
    .from(users)
    .innerJoin(oneTimeTokens, and(eq(oneTimeTokens.userId, users.id), eq(oneTimeTokens.kind, 'verify-email'), gte(oneTimeTokens.usedAt, since)))
    .where(and(eq(users.email, email), eq(users.isEmailConfirmed, true)))
    .limit(1);
  return Boolean(used);
}
