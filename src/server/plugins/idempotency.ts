// Exactly-once writes for the offline outbox (docs/architecture.md §5, point 3). A write that carries
// `Idempotency-Key: {clientId}:{mutationId}` is applied once: its (clientId, mutationId) and its
// answer go into processed_mutations in the same transaction as the change, and a repeat gets the
// recorded answer without changing anything. Without the header a write simply runs in a transaction.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { Db, Tx } from '../db/connect';
import { processedMutations } from '../db/schema';
import { rawRows } from '../db/raw-rows';
import { authOf } from './auth-guard';
import { validatedBodyOf } from './contract-routes';
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
    throw new HttpError(400, idempotencyMessages.malformed, [{ field: IDEMPOTENCY_HEADER, message: idempotencyMessages.malformed }]);
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

/** The fingerprint of a body: the same for the same values whatever order their keys came in. */
export const fingerprintOf = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

export interface Outcome {
  statusCode: number;
  body: unknown;
  replayed: boolean;
}

/** What a write is recorded under: its key, who sent it, and a fingerprint of what was sent. */
interface MutationRecord extends IdempotencyKey {
  userId: string;
  method: string;
  /** The path of the write's own route, API prefix included, never its query. */
  path: string;
  requestHash: string;
  /** The raw body's fingerprint, for records written before validated bodies were fingerprinted. */
  rawHash: () => string;
}

/** A business rejection to record: an HttpError or validation error below 500. */
export function rejectionOf(error: unknown): { statusCode: number; body: unknown } | null {
  if (error instanceof HttpError && error.statusCode < 500) {
    return { statusCode: error.statusCode, body: errorBody(error.statusCode, error.message, error.errors) };
  }
  if (error instanceof ZodError) {
    const errors = zodIssuesToFieldErrors(error);
    return { statusCode: 400, body: errorBody(400, errors[0]?.message ?? 'Invalid request', errors) };
  }
  return null;
}

/** Thrown inside the transaction to roll it back when the key turns out to be taken. */
const KEY_TAKEN = Symbol('idempotency key taken');

/** The recorded answer of a key already taken; 422 when it was taken by a different request. */
async function replay(db: Db, record: MutationRecord): Promise<Outcome> {
  const [first] = await db
    .select()
    .from(processedMutations)
    .where(and(eq(processedMutations.clientId, record.clientId), eq(processedMutations.mutationId, record.mutationId)));
  if (!first) throw new Error('processed mutation disappeared after a key conflict');
  const same =
    first.userId === record.userId &&
    first.method === record.method &&
    first.path === record.path &&
    // Records written before fingerprints were taken of the validated body hold the raw body's.
    (first.requestHash === record.requestHash || first.requestHash === record.rawHash());
  if (!same) throw new HttpError(422, idempotencyMessages.reused);
  return { statusCode: first.statusCode, body: first.response, replayed: true };
}

/**
 * A kind of write that may be applied many at a time (a wave): `apply` does for all of `inputs` what
 * their changes one after another would do, in fewer statements, and answers each change's body in
 * the order of `inputs`. It throws when any of them would be refused, so the batch falls back to
 * applying each change on its own and every change still gets its own answer.
 */
export interface WaveKind<I> {
  name: string;
  apply(tx: Tx, inputs: readonly I[]): Promise<unknown[]>;
}

/** A change's place in a wave: its kind, the entity it changes, and what its kind's `apply` needs. */
export interface WaveMember {
  /** Its input's type is the kind's own: a member is only ever applied by its own kind. */
  kind: WaveKind<never>;
  /** Changes to one entity never share a wave: the later one depends on the earlier. */
  entity: string;
  input: unknown;
}

/** A write's change, possibly able to join a wave of changes of its kind. */
export type WaveableChange<T = unknown> = ((tx: Tx) => Promise<T>) & { wave?: WaveMember };

/** Marks `change` as able to be applied in a wave with the other changes of `member.kind`. */
export function inWave<T>(change: (tx: Tx) => Promise<T>, member: WaveMember): WaveableChange<T> {
  return Object.assign(change, { wave: member });
}

/** One keyed write: what it changes, and the status of its answer when it succeeds. */
export interface KeyedChange {
  record: MutationRecord;
  change: (tx: Tx) => Promise<unknown>;
  successStatus: number;
  /** Set when the change may be applied together with its neighbours of the same kind. */
  wave?: WaveMember;
}

/**
 * The bodies of `changes` applied in order. Consecutive changes of one wave kind, each to a
 * different entity, are applied as one wave; any other change (and a wave of one) on its own.
 * Changes of different kinds are never reordered, nor two changes to one entity.
 */
async function applyInWaves(tx: Tx, changes: readonly KeyedChange[]): Promise<unknown[]> {
  const bodies: unknown[] = [];
  let i = 0;
  while (i < changes.length) {
    const kind = changes[i]!.wave?.kind;
    let end = i + 1;
    if (kind) {
      const entities = new Set([changes[i]!.wave!.entity]);
      while (end < changes.length) {
        const member = changes[end]!.wave;
        if (member?.kind !== kind || entities.has(member.entity)) break;
        entities.add(member.entity);
        end++;
      }
    }
    if (end - i === 1) {
      bodies.push(await changes[i]!.change(tx));
    } else {
      const inputs = changes.slice(i, end).map((c) => c.wave!.input as never);
      const answered = await kind!.apply(tx, inputs);
      if (answered.length !== inputs.length) throw new Error(`wave ${kind!.name} answered ${answered.length} of ${inputs.length} changes`);
      bodies.push(...answered);
    }
    i = end;
  }
  return bodies;
}

/**
 * Applies a keyed write exactly once and answers with its outcome, or the recorded outcome of the
 * first attempt. A business rejection (HttpError or validation error below 500) is recorded on its
 * own after the change's writes roll back, so a repeat gets the same 4xx; a 5xx or any other error
 * records nothing and is thrown, so a retry may succeed.
 */
export async function applyOnce(db: Db, { record, change, successStatus }: KeyedChange): Promise<Outcome> {
  // The change and its answer in one transaction: run the change, then insert the key with the
  // final answer (one statement, not claim-then-update). When the key is already there the whole
  // transaction rolls back, so the change is applied once, and the first answer is replayed. On
  // PostgreSQL a concurrent copy blocks on the key's unique index at the insert until the first
  // transaction ends, then finds the key taken; on PGlite transactions run one at a time anyway.
  let outcome: Outcome | null;
  try {
    outcome = await db.transaction(async (tx) => {
      const [answer] = (await insertAnswers(tx, [{ record, statusCode: successStatus, body: await change(tx) }])) ?? [];
      if (!answer) throw KEY_TAKEN;
      return answer;
    });
  } catch (error) {
    if (error !== KEY_TAKEN) {
      const rejection = rejectionOf(error);
      if (!rejection) throw error;
      outcome = (await db.transaction((tx) => insertAnswers(tx, [{ record, ...rejection }])))?.[0] ?? null;
    } else {
      outcome = null;
    }
  }
  return outcome ?? replay(db, record);
}

/**
 * Applies several keyed writes, in order, in one transaction: one commit for all of them, and runs
 * of changes of one kind in waves (applyInWaves). When any of them is rejected, finds its key taken
 * or fails, nothing of the transaction stays and the answer is null; the caller then applies them
 * one by one (applyOnce), which words each answer.
 */
export async function applyAllOnce(db: Db, changes: readonly KeyedChange[]): Promise<Outcome[] | null> {
  try {
    return await db.transaction(async (tx) => {
      const bodies = await applyInWaves(tx, changes);
      const answers = changes.map(({ record, successStatus }, i) => ({ record, statusCode: successStatus, body: bodies[i] }));
      const outcomes = await insertAnswers(tx, answers);
      if (!outcomes) throw KEY_TAKEN;
      return outcomes;
    });
  } catch {
    return null;
  }
}

/**
 * Records answers in one statement (plain SQL: it runs with every outbox write; one statement for
 * a batch, where a statement per change was a good part of its time). The answers sent are the
 * stored ones, read back, so a replay is identical to them. Null when any key is already taken (by
 * a first attempt or a concurrent copy), or taken twice in the batch.
 */
async function insertAnswers(tx: Tx, answers: readonly { record: MutationRecord; statusCode: number; body: unknown }[]): Promise<Outcome[] | null> {
  if (answers.length === 0) return [];
  // The answers as one JSON parameter: one statement text (one prepared statement) for any number
  // of them, and one value to pass instead of eight per answer. A body that is JSON null comes out
  // of json_to_recordset as SQL NULL, hence the coalesce.
  const rows = JSON.stringify(
    answers.map(({ record, statusCode, body }) => ({
      client_id: record.clientId,
      mutation_id: record.mutationId,
      user_id: record.userId,
      method: record.method,
      path: record.path,
      request_hash: record.requestHash,
      status_code: statusCode,
      response: body ?? null,
    })),
  );
  const result = await tx.execute(sql`
    insert into processed_mutations (client_id, mutation_id, user_id, method, path, request_hash, status_code, response)
    select r.client_id, r.mutation_id, r.user_id, r.method, r.path, r.request_hash, r.status_code, coalesce(r.response, 'null'::jsonb)
    from json_to_recordset(${rows}::json) as r (client_id text, mutation_id integer, user_id uuid, method text, path text,
      request_hash text, status_code integer, response jsonb)
    on conflict do nothing
    returning client_id, mutation_id, response`);
  const recorded = new Map(
    rawRows<{ client_id: string; mutation_id: number; response: unknown }>(result).map((row) => [
      `${row.client_id}:${row.mutation_id}`,
      row.response,
    ]),
  );
  if (recorded.size !== answers.length) return null;
  return answers.map(({ record, statusCode }) => ({ statusCode, body: recorded.get(`${record.clientId}:${record.mutationId}`), replayed: false }));
}

/** The record a request's write goes under, or null when it carries no Idempotency-Key. */
function mutationRecordOf(request: FastifyRequest): MutationRecord | null {
  const key = parseIdempotencyKey(request.headers[IDEMPOTENCY_HEADER.toLowerCase()]);
  if (!key) return null;
  // The fingerprint is the body as the route's schema validated it: a field the schema drops (an
  // older or newer client's extra) does not make a resend another request, and nothing walks
  // what no schema bounded. A route outside the route table hashes the raw body, which the input
  // guard has already kept to a sane depth.
  const validated = validatedBodyOf(request);
  return {
    ...key,
    userId: authOf(request).userId,
    method: request.method,
    path: request.url.split('?')[0] ?? request.url,
    requestHash: fingerprintOf(validated.found ? validated.body : request.body),
    rawHash: () => fingerprintOf(request.body),
  };
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
  const record = mutationRecordOf(request);
  if (!record) {
    const result = await db.transaction((tx) => change(tx));
    reply.status(successStatus);
    return result;
  }
  const outcome = await applyOnce(db, { record, change, successStatus });
  if (outcome.replayed) reply.header(REPLAYED_HEADER, 'true');
  reply.status(outcome.statusCode);
  return outcome.body;
}
