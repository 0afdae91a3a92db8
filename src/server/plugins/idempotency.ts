// Exactly-once writes for the offline outbox (ARCHITECTURE §5, point 3). A write that carries
// `Idempotency-Key: {clientId}:{mutationId}` is applied once: its (clientId, mutationId) and its
// answer go into processed_mutations in the same transaction as the change, and a repeat gets the
// recorded answer without changing anything. Without the header a write simply runs in a transaction.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { Tx } from '../db/connect';
import { processedMutations } from '../db/schema';
import { authOf } from './auth-guard';
import { errorBody, zodIssuesToFieldErrors } from './error-handler';
import { HttpError } from './http-error';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer that is a recorded one, so logs and tests can tell a replay from a first run. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** processed_mutations.mutation_id is a PostgreSQL integer. */
const MAX_MUTATION_ID = 2_147_483_647;
const KEY_PATTERN = /^([A-Za-z0-9_-]{8,64}):([1-9]\d{0,9})$/;

export const idempotencyMessages = {
  malformed:
    'Idempotency-Key must be {clientId}:{mutationId}: a client id of 8 to 64 letters, digits, - or _, ' +
    `a colon, and a whole number from 1 to ${MAX_MUTATION_ID}`,
  reused: 'This Idempotency-Key was already used for a different request; send a new mutation id',
} as const;

export interface IdempotencyKey {
  clientId: string;
  mutationId: number;
}

/** The key of a request: null when the header is absent, an HttpError (400) when malformed. */
export function parseIdempotencyKey(header: string | string[] | undefined): IdempotencyKey | null {
  if (header === undefined) return null;
  const match = typeof header === 'string' ? KEY_PATTERN.exec(header.trim()) : null;
  const mutationId = match ? Number(match[2]) : NaN;
  if (!match || !(mutationId <= MAX_MUTATION_ID)) {
    throw new HttpError(400, idempotencyMessages.malformed, [
      { field: IDEMPOTENCY_HEADER, message: idempotencyMessages.malformed },
    ]);
  }
  return { clientId: match[1]!, mutationId };
}

/** JSON with sorted keys, so the same body hashes the same whatever order its keys came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const hashBody = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

interface Outcome {
  statusCode: number;
  body: unknown;
  replayed: boolean;
}

/** A business rejection to record: an HttpError or validation error below 500. */
function rejectionOf(error: unknown): { statusCode: number; body: unknown } | null {
  if (error instanceof HttpError && error.statusCode < 500) {
    return { statusCode: error.statusCode, body: errorBody(error.statusCode, error.message, error.errors) };
  }
  if (error instanceof ZodError) {
    const errors = zodIssuesToFieldErrors(error);
    return { statusCode: 400, body: errorBody(400, errors[0]?.message ?? 'Invalid request', errors) };
  }
  return null;
}

/**
 * Runs `change` in a transaction, exactly once per Idempotency-Key, and answers with its result
 * (status `successStatus`) or the recorded answer of the first attempt. Call it from a handler
 * behind requireAuth and return what it returns. Inside `change`, throw HttpError for a business
 * rule: with a key, the rejection is recorded (a repeat gets the same 4xx) and the change's own
 * writes are rolled back; a 5xx or any other error rolls everything back, so a retry may succeed.
 */
export async function withIdempotency<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  change: (tx: Tx) => Promise<T>,
  successStatus = 200,
): Promise<unknown> {
  const db = request.server.db;
  const key = parseIdempotencyKey(request.headers[IDEMPOTENCY_HEADER.toLowerCase()]);
  if (!key) {
    const result = await db.transaction((tx) => change(tx));
    reply.status(successStatus);
    return result;
  }

  const userId = authOf(request).userId;
  const method = request.method;
  const path = request.url.split('?')[0] ?? request.url;
  const requestHash = hashBody(request.body);
  const keyMatches = and(
    eq(processedMutations.clientId, key.clientId),
    eq(processedMutations.mutationId, key.mutationId),
  );

  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    // Claim the key first. On PostgreSQL a concurrent copy blocks on the primary key here until
    // this transaction ends, then finds the row; on PGlite transactions run one at a time anyway.
    const claimed = await tx
      .insert(processedMutations)
      .values({ ...key, userId, method, path, requestHash, statusCode: 0, response: {} })
      .onConflictDoNothing()
      .returning({ clientId: processedMutations.clientId });

    if (claimed.length === 0) {
      const [first] = await tx.select().from(processedMutations).where(keyMatches);
      if (!first) throw new Error('processed mutation disappeared after a key conflict');
      const same =
        first.userId === userId && first.method === method && first.path === path && first.requestHash === requestHash;
      if (!same) throw new HttpError(422, idempotencyMessages.reused);
      return { statusCode: first.statusCode, body: first.response, replayed: true };
    }

    let statusCode = successStatus;
    let body: unknown;
    try {
      // A savepoint: a rejected change leaves no trace, but the claimed key and its answer stay.
      body = await tx.transaction((savepoint) => change(savepoint));
    } catch (error) {
      const rejection = rejectionOf(error);
      if (!rejection) throw error;
      ({ statusCode, body } = rejection);
    }
    // The answer sent now is the stored one, read back, so a replay is identical to it.
    const [recorded] = await tx
      .update(processedMutations)
      .set({ statusCode, response: JSON.parse(JSON.stringify(body ?? null)) as unknown })
      .where(keyMatches)
      .returning({ response: processedMutations.response });
    return { statusCode, body: recorded?.response ?? body, replayed: false };
  });

  if (outcome.replayed) reply.header(REPLAYED_HEADER, 'true');
  reply.status(outcome.statusCode);
  return outcome.body;
}
