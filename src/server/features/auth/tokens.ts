// Access tokens (short-lived JWTs, HS256 pinned) and refresh tokens (random, stored as hashes).
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
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

/** Throws on a bad signature, another algorithm (including "none"), or expiry. */
export async function verifyAccessToken(token: string, key: Uint8Array): Promise<AccessClaims> {
  const { payload } = await jwtVerify(token, key, {
    algorithms: ['HS256'],
    issuer: ISSUER,
    audience: AUDIENCE,
  });
  if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
    throw new Error('token without subject or session');
  }
  return { userId: payload.sub, sessionId: payload.sid };
}

/** 256 random bits. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
