// The auth guard: a valid Bearer access token of a session that has not been revoked.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '@contract/bearer';
import { messages } from '@contract/messages';
import { can, type Ability } from '@contract/permissions';
import { isSessionActive, type SessionUser } from '../features/auth/session-service';
import { verifyAccessToken } from '../features/auth/tokens';
import { forbidden, unauthorized } from './http-error';

export interface AuthContext {
  userId: string;
  sessionId: string;
  /** The user's district and roles, read with the session check (one query per request). */
  user: SessionUser;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export async function requireAuth(request: FastifyRequest, _reply: FastifyReply) {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthorized(messages.unauthorized);
  let claims;
  try {
    claims = await verifyAccessToken(token, request.server.secrets.tokenKey);
  } catch {
    throw unauthorized(messages.unauthorized);
  }
  // Checked against the database on every request: a sign-out or revocation applies at once.
  const user = await isSessionActive(request.server.db, claims.sessionId, claims.userId);
  if (!user) throw unauthorized(messages.unauthorized);
  request.auth = { userId: claims.userId, sessionId: claims.sessionId, user };
}

/** The signed-in user's id; only inside routes behind requireAuth. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(messages.unauthorized);
  return request.auth;
}

/** Where a guard made by requireAbility keeps its ability, so a route's declared abilities can be read back. */
const ABILITY = Symbol('ability');

/**
 * A preHandler for routes behind requireAuth: 403 unless one of the user's roles grants the
 * ability in the contract's permission table (src/contract/permissions.ts).
 */
export function requireAbility(ability: Ability, message: string = messages.forbidden) {
  return declaresAbility(ability, async function abilityGuard(request: FastifyRequest, _reply: FastifyReply) {
    if (!can(authOf(request).user.roles, ability)) throw forbidden(message);
  });
}

/** Marks a guard of its own making (one that calls requireAbility's guard among others) as checking `ability`. */
export function declaresAbility<G extends (request: FastifyRequest, reply: FastifyReply) => Promise<void>>(ability: Ability, guard: G): G {
  return Object.assign(guard, { [ABILITY]: ability });
}

/** The ability a preHandler checks, when it is one made by requireAbility. */
export function abilityOfGuard(guard: unknown): Ability | undefined {
  return typeof guard === 'function' ? (guard as { [ABILITY]?: Ability })[ABILITY] : undefined;
}
