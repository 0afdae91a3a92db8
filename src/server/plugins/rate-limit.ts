// Rate limits kept in the database (rate_limit_events), so every API process behind a load
// balancer counts against the same limits and a restart forgets nothing.
import { createHash } from 'node:crypto';
import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import { messages } from '@contract/messages';
import type { Db, Tx } from '../db/connect';
import { rateLimitEvents } from '../db/schema';
import { HttpError } from './http-error';

export interface Limit {
  bucket: string;
  /** Who is limited: an e-mail, a user id, an IP address. Stored hashed: no personal data at rest. */
  key: string;
  limit: number;
  windowMs: number;
  /** Shown to the user when this limit is reached. */
  message?: string;
}

/** The longest window any caller uses (24 hours); older events are pruned now and then. */
const RETENTION_MS = 25 * 60 * 60 * 1000;
/** Share of calls that also prune every bucket, so keys never seen again do not stay forever. */
const GLOBAL_PRUNE_PROBABILITY = 0.02;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');
const windowStart = (windowMs: number) => sql`now() - (${Math.round(windowMs)}::integer * interval '1 millisecond')`;

/**
 * Counts one event for (bucket, key) unless `limit` events already fall in the last `windowMs`;
 * then throws 429 with Retry-After. Returns the recorded event ids (see release()).
 */
export function hit(db: Db, bucket: string, key: string, limit: number, windowMs: number, message?: string) {
  return hitAll(db, [{ bucket, key, limit, windowMs, message }]);
}

/**
 * Several limits at once: all are checked before any is counted, so a refused request counts
 * nowhere. The first reached limit (in the given order) gives the message; Retry-After is the
 * longest wait among the reached ones, since the request cannot pass before all of them clear.
 */
export async function hitAll(db: Db, limits: Limit[]): Promise<string[]> {
  const hashed = limits.map((l) => ({ ...l, keyHash: hashKey(l.key) }));
  return db.transaction(async (tx) => {
    // Serialise concurrent requests for the same key, so parallel attempts cannot all count
    // below the limit. Locks are taken in a fixed order to avoid deadlocks.
    const lockNames = [...new Set(hashed.map((l) => `${l.bucket}:${l.keyHash}`))].sort();
    for (const name of lockNames) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
    }

    let refusal: { message: string; retryAfter: number } | undefined;
    for (const l of hashed) {
      const inWindow = and(
        eq(rateLimitEvents.bucket, l.bucket),
        eq(rateLimitEvents.key, l.keyHash),
        sql`${rateLimitEvents.createdAt} > ${windowStart(l.windowMs)}`,
      );
      const [counted] = await tx.select({ n: count() }).from(rateLimitEvents).where(inWindow);
      const n = counted?.n ?? 0;
      if (n < l.limit) continue;
      const retryAfter = await secondsUntilSlotFrees(tx, inWindow, n - l.limit, l.windowMs);
      refusal = {
        message: refusal?.message ?? l.message ?? messages.tooManyRequests,
        retryAfter: Math.max(refusal?.retryAfter ?? 0, retryAfter),
      };
    }
    if (refusal) {
      throw new HttpError(429, refusal.message, undefined, { 'Retry-After': String(refusal.retryAfter) });
    }

    const inserted = await tx
      .insert(rateLimitEvents)
      .values(hashed.map((l) => ({ bucket: l.bucket, key: l.keyHash })))
      .returning({ id: rateLimitEvents.id });
    await prune(tx, hashed);
    return inserted.map((row) => row.id);
  });
}

/** Takes back counted events, e.g. the attempt of a sign-in that turned out to be correct. */
export async function release(db: Db, eventIds: string[]) {
  if (eventIds.length) await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, eventIds));
}

/**
 * A slot frees when the event that keeps the count at the limit leaves the window: with n events
 * and limit L, the (n − L + 1)-th oldest, i.e. the oldest one when n = L.
 */
async function secondsUntilSlotFrees(tx: Tx, inWindow: ReturnType<typeof and>, offset: number, windowMs: number) {
  const [row] = await tx
    .select({
      seconds: sql<number>`ceil(extract(epoch from (${rateLimitEvents.createdAt} + (${Math.round(windowMs)}::integer * interval '1 millisecond') - now())))::integer`,
    })
    .from(rateLimitEvents)
    .where(inWindow)
    .orderBy(asc(rateLimitEvents.createdAt))
    .offset(offset)
    .limit(1);
  return Math.max(1, Number(row?.seconds ?? 1));
}

async function prune(tx: Tx, limits: (Limit & { keyHash: string })[]) {
  for (const l of limits) {
    await tx
      .delete(rateLimitEvents)
      .where(
        and(
          eq(rateLimitEvents.bucket, l.bucket),
          eq(rateLimitEvents.key, l.keyHash),
          sql`${rateLimitEvents.createdAt} <= ${windowStart(l.windowMs)}`,
        ),
      );
  }
  if (Math.random() < GLOBAL_PRUNE_PROBABILITY) {
    await tx.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, new Date(Date.now() - RETENTION_MS)));
  }
}
