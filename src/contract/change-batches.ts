// Several outbox changes in one request (POST /changes, added by this product; docs/offline.md
// "Batches"). Each change is what the device would otherwise send to the change's own endpoint:
// its method, its path under API_PREFIX, its body and its Idempotency-Key. The server applies them
// in order, each exactly once under its own key and recorded exactly as its own endpoint records
// it, so a change sent in a batch and sent again alone (or the other way round) is one change.
import { z } from 'zod';

/** Changes in one batch, at most. */
export const MAX_BATCH_CHANGES = 100;
/**
 * The device stops adding changes to a batch at this size of their bodies (the server takes
 * request bodies up to 1 MiB; the largest single change, a session record, is under 200 KB).
 */
export const MAX_BATCH_BODY_CHARS = 512 * 1024;

export const changeBatchMessages = {
  /** A change whose method and path are no write the outbox sends. */
  notBatchable: 'This change cannot be sent in a batch: send it to its own endpoint',
  /** A path whose percent-encoding does not decode (`%`, `%ZZ`, a cut UTF-8 sequence). */
  badPath: "This change's path is not a valid address",
  changesRequired: 'Send at least one change',
  tooManyChanges: `Send at most ${MAX_BATCH_CHANGES} changes in one batch`,
  /** Each change carries its own key; one on the batch would say nothing about which. */
  keyOnBatch: "Put each change's Idempotency-Key in the change, not on the batch",
} as const;

const batchedChangeSchema = z.object({
  /** The change's Idempotency-Key, `{clientId}:{mutationId}`; its format is checked per change. */
  idempotencyKey: z.string().max(100),
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']),
  /** The path of the change's own endpoint under API_PREFIX, e.g. `/action-tasks/…`. */
  path: z.string().min(1).max(300),
  body: z.unknown(),
});
export type BatchedChange = z.infer<typeof batchedChangeSchema>;

export const changeBatchSchema = z.object({
  changes: z
    .array(batchedChangeSchema)
    .min(1, { error: changeBatchMessages.changesRequired })
    .max(MAX_BATCH_CHANGES, { error: changeBatchMessages.tooManyChanges }),
});
export type ChangeBatch = z.infer<typeof changeBatchSchema>;

/** What the change's own endpoint would have answered: its status and body. */
const changeResultSchema = z.object({
  statusCode: z.number().int(),
  body: z.unknown(),
  /** The recorded answer of an earlier copy (the endpoint's Idempotent-Replayed header). */
  replayed: z.boolean(),
});
export type ChangeResult = z.infer<typeof changeResultSchema>;

/**
 * One result per change, in the batch's order. Fewer results than changes: the change of the
 * last result failed on the server (5xx), and those after it were not tried; send them again.
 */
export const changeBatchResponseSchema = z.object({ results: z.array(changeResultSchema) });
export type ChangeBatchResponse = z.infer<typeof changeBatchResponseSchema>;
