// The outbox's writes, each at its own endpoint and in batches (POST /changes, contract/change-batches.ts;
// docs/offline.md "Batches"). A feature declares a write the outbox sends with outboxRoute: that
// registers its own endpoint and lets a batch carry it. A batch runs each change as its endpoint
// would (the same guards, schemas and change) and records it under its own Idempotency-Key with
// the endpoint's method and path, so a change sent in a batch and again alone is one change.
//
// A drain of hundreds of changes was one request, one session check and one commit per change;
// a batch is one of each for up to MAX_BATCH_CHANGES. The changes are applied in one transaction;
// when one of them is rejected or was applied before, that transaction rolls back and each is
// applied in its own, so every change gets exactly the answer its endpoint would give. Within the
// transaction, consecutive changes of a kind that declares a wave (inWave: a run of kit counts of
// different projects) are applied set-based, a few statements for the run instead of a few per change.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { changeBatchMessages, type BatchedChange, type ChangeBatchResponse, type ChangeResult } from '@contract/change-batches';
import { API_PREFIX } from '@contract/constants';
import { messages } from '@contract/messages';
import type { EndpointDef, ParsedBodyOf, ParsedParamsOf } from '@contract/endpoint';
import type { RouteDef } from '@contract/routes';
import { changeBatchEndpoints } from '@contract/change-batches-endpoints';
import type { Tx } from '../db/connect';
import { authOf, requireAuth } from './auth-guard';
import { apiRoute, guardsOf, paramsSchemaOf, type Guard } from './contract-routes';
import { errorBody } from './error-handler';
import { HttpError } from './http-error';
import {
  applyAllOnce,
  applyOnce,
  fingerprintOf,
  IDEMPOTENCY_HEADER,
  parseIdempotencyKey,
  rejectionOf,
  withIdempotency,
  type KeyedChange,
  type Outcome,
  type WaveableChange,
} from './idempotency';

interface OutboxRouteOptions<D extends EndpointDef> {
  successStatus?: number;
  /** The change to apply in the write's transaction (work outside it, such as reading the caller's reach, first). */
  change(context: { body: ParsedBodyOf<D>; params: ParsedParamsOf<D>; request: FastifyRequest }): Promise<(tx: Tx) => Promise<unknown>>;
}

interface OutboxWrite {
  route: RouteDef;
  pattern: RegExp;
  paramNames: string[];
  body: z.core.$ZodType;
  params?: z.core.$ZodType;
  guards: Guard[];
  successStatus: number;
  change(context: { body: unknown; params: unknown; request: FastifyRequest }): Promise<(tx: Tx) => Promise<unknown>>;
}

/** The outbox writes of each app (tests build several apps in one process). */
const writesByApp = new WeakMap<FastifyInstance, OutboxWrite[]>();

function writesOf(app: FastifyInstance): OutboxWrite[] {
  let writes = writesByApp.get(app);
  if (!writes) writesByApp.set(app, (writes = []));
  return writes;
}

/** Every route a batch may carry, as registered in this process (tests build changes from them). */
const batchable = new Set<RouteDef>();

export function batchableRoutes(): RouteDef[] {
  return [...batchable];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A write the offline outbox sends: its own endpoint, and a change a batch may carry. */
export function outboxRoute<const D extends EndpointDef & { body: z.core.$ZodType }>(
  app: FastifyInstance,
  endpoint: D,
  options: OutboxRouteOptions<D>,
) {
  const successStatus = options.successStatus ?? 200;
  apiRoute(app, endpoint, {
    handler: async ({ body, params, request, reply }) =>
      withIdempotency(request, reply, await options.change({ body, params, request }), successStatus),
  });
  const route = endpoint;
  const paramNames: string[] = [];
  const source = route.path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return escapeRegExp(part);
      paramNames.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  batchable.add(route);
  writesOf(app).push({
    route,
    pattern: new RegExp(`^${source}$`),
    paramNames,
    body: endpoint.body,
    params: paramsSchemaOf(endpoint),
    // The batch itself is behind requireAuth: checking the session again per change is what a batch saves.
    guards: guardsOf(endpoint.access).filter((guard) => guard !== requireAuth),
    successStatus,
    change: options.change as OutboxWrite['change'],
  });
}

/** A path segment decoded, or null when its percent-encoding is broken (decodeURIComponent would throw). */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

type Found = { write: OutboxWrite; params: Record<string, string> } | 'no-write' | 'bad-path';

function findWrite(app: FastifyInstance, change: BatchedChange): Found {
  for (const write of writesOf(app)) {
    if (write.route.method !== change.method) continue;
    const match = write.pattern.exec(change.path);
    if (!match) continue;
    const params: Record<string, string> = {};
    for (const [i, name] of write.paramNames.entries()) {
      const value = decodeSegment(match[i + 1]!);
      // The endpoint itself answers such a path with 400 before any route runs.
      if (value === null) return 'bad-path';
      params[name] = value;
    }
    return { write, params };
  }
  return 'no-write';
}

const pathRejection = (message: string): { rejected: ChangeResult } => ({
  rejected: { statusCode: 400, body: errorBody(400, message, [{ field: 'path', message }]), replayed: false },
});

const resultOf = (outcome: Outcome): ChangeResult => ({ statusCode: outcome.statusCode, body: outcome.body, replayed: outcome.replayed });

/** A change checked as its endpoint would check it: its endpoint's 4xx, or the change to apply. */
async function prepare(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  change: BatchedChange,
): Promise<{ rejected: ChangeResult } | { keyed: KeyedChange }> {
  const found = findWrite(app, change);
  if (found === 'no-write') return pathRejection(changeBatchMessages.notBatchable);
  if (found === 'bad-path') return pathRejection(changeBatchMessages.badPath);
  const { write, params } = found;
  try {
    // Never null: the key is a string here, not an absent header.
    const key = parseIdempotencyKey(change.idempotencyKey)!;
    for (const guard of write.guards) await guard(request, reply);
    const body: unknown = z.parse(write.body, change.body ?? {});
    const parsedParams: unknown = write.params ? z.parse(write.params, params) : undefined;
    const apply = await write.change({ body, params: parsedParams, request });
    const record = {
      ...key,
      userId: authOf(request).userId,
      method: change.method,
      path: `${API_PREFIX}${change.path}`,
      requestHash: fingerprintOf(body),
      rawHash: () => fingerprintOf(change.body),
    };
    return { keyed: { record, change: apply, successStatus: write.successStatus, wave: (apply as WaveableChange).wave } };
  } catch (error) {
    const rejection = rejectionOf(error);
    if (!rejection) throw error;
    return { rejected: { ...rejection, replayed: false } };
  }
}

/** Applies the prepared changes one by one; stops at the first server error. */
async function applyEach(
  request: FastifyRequest,
  prepared: { index: number; keyed: KeyedChange }[],
  results: ChangeResult[],
): Promise<number | null> {
  for (const { index, keyed } of prepared) {
    try {
      results[index] = resultOf(await applyOnce(request.server.db, keyed));
    } catch (error) {
      const rejection = rejectionOf(error);
      if (rejection) {
        results[index] = { ...rejection, replayed: false };
        continue;
      }
      request.log.error({ err: error }, 'batched change failed');
      results[index] = { statusCode: 500, body: errorBody(500, messages.internalError), replayed: false };
      return index + 1;
    }
  }
  return null;
}

export function changeBatchRoutes(app: FastifyInstance) {
  apiRoute(app, changeBatchEndpoints.sendChanges, {
    handler: async ({ body, request, reply }): Promise<ChangeBatchResponse> => {
      // The idempotency key travels in the batch; the batch's own header would mean nothing.
      if (request.headers[IDEMPOTENCY_HEADER.toLowerCase()] !== undefined) {
        throw new HttpError(400, changeBatchMessages.keyOnBatch, [{ field: IDEMPOTENCY_HEADER, message: changeBatchMessages.keyOnBatch }]);
      }
      const results: ChangeResult[] = new Array(body.changes.length);
      const prepared: { index: number; keyed: KeyedChange }[] = [];
      for (const [index, change] of body.changes.entries()) {
        const outcome = await prepare(app, request, reply, change);
        if ('rejected' in outcome) results[index] = outcome.rejected;
        else prepared.push({ index, keyed: outcome.keyed });
      }
      let length = body.changes.length;
      const together =
        prepared.length > 0
          ? await applyAllOnce(
              request.server.db,
              prepared.map((p) => p.keyed),
            )
          : [];
      if (together) together.forEach((outcome, i) => (results[prepared[i]!.index] = resultOf(outcome)));
      else length = (await applyEach(request, prepared, results)) ?? length;
      const sent = results.slice(0, length);
      for (const result of sent) {
        if (result.statusCode < 400 || result.replayed) request.server.metrics.outboxWrites.inc({ result: result.replayed ? 'replayed' : 'applied' });
      }
      return { results: sent };
    },
  });
}
