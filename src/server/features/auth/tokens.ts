// Access tokens (short-lived JWTs, HS256 pinned) and refresh tokens (random, stored as hashes).
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_FAMILY_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ISSUER = 'hands-on-portal';
const AUDIENCE = 'hands-on-portal/api';

export interface AccessClaims {
  userId: string;
  /** The refresh-token family: one sign-in on one device. */
  sessionId: string;
}

export async function signAccessToken(claims: AccessClaims, key: Uint8Array, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(key);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuidClaim = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** Tokens whose signature a key has verified, by their text, with their expiry (seconds). */
const verified = new WeakMap<Uint8Array, Map<string, AccessClaims & { exp: number }>>();
/** Enough for every session active within a token's 15 minutes on one server; oldest dropped first. */
const VERIFIED_TOKENS_KEPT = 5_000;

/**
 * Throws on a bad signature, another algorithm (including "none"), or expiry. A token this key
 * has verified before is not verified again, only its expiry is checked: every request of a
 * session carries the same token, and jose verifies through WebCrypto (a thread-pool round trip
 * that costs more than the rest of an offline kit-count write). Revocation is not this function's
 * business: the auth guard checks the session row on every request.
 */
export async function verifyAccessToken(token: string, key: Uint8Array): Promise<AccessClaims> {
  let cache = verified.get(key);
  const known = cache?.get(token);
  if (known) {
    if (known.exp > Date.now() / 1000) return { userId: known.userId, sessionId: known.sessionId };
    cache!.delete(token);
  }
  const { payload } = await jwtVerify(token, key, {
    algorithms: ['HS256'],
    issuer: ISSUER,
    audience: AUDIENCE,
  });
  // Only this server signs with this key, but a claim is checked like any input before it reaches
  // a query: the session check casts both to uuid, and a bad cast would be a 500, not a 401.
  if (!isUuidClaim(payload.sub) || !isUuidClaim(payload.sid) || typeof payload.exp !== 'number') {
    throw new Error('token without a valid subject, session or expiry');
  }
  const claims = { userId: payload.sub, sessionId: payload.sid };
  if (!cache) verified.set(key, (cache = new Map()));
  if (cache.size >= VERIFIED_TOKENS_KEPT) cache.delete(cache.keys().next().value!);
  cache.set(token, { ...claims, exp: payload.exp });
  return claims;
}

/** The length of newOpaqueToken(): 32 bytes in base64url, without padding. */
export const OPAQUE_TOKEN_LENGTH = 43;

/** 256 random bits. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
