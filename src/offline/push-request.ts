// Sends outbox entries, one to its spec endpoint or several in a batch (POST /changes), and
// classifies each answer for the pusher. It is the one place that knows HTTP; the only thing it
// reads from IndexedDB is a photo's bytes, at the moment its upload is sent.
import { changeBatchResponseSchema, type BatchedChange, type ChangeBatch } from '@contract/change-batches';
import { connectionMessages, connectionMessageTemplates } from '@contract/connection-messages';
import { apiErrorSchema } from '@contract/errors';
import { fillTemplate } from '@contract/message-template';
import { apiPath, buildPath, routes } from '@contract/routes';
import { parseRetryAfter, type Clock } from './backoff';
import { sentRaw, wireRequestOf } from './mutations';
import { loadPhoto } from './photos';
import type { OutboxEntry, OutboxRejection } from './outbox';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A request that hangs (a captive portal, a half-open connection) must not hold the queue forever. */
const REQUEST_TIMEOUT_MS = 30_000;

export type SendOutcome =
  | { kind: 'synced'; response: unknown }
  | { kind: 'unauthorized' }
  /** Keep the entry and try again later; retryAfterMs when the server said when. */
  | { kind: 'retry'; error: string; retryAfterMs: number | null; network: boolean }
  | { kind: 'rejected'; rejection: OutboxRejection };

function idempotencyKeyOf(entry: Pick<OutboxEntry, 'clientId' | 'mutationId'>): string {
  return `${entry.clientId}:${entry.mutationId}`;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** Statuses that say "not now" rather than "no": the entry stays queued. */
function isRetryable(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

interface RequestContext {
  baseUrl: string;
  accessToken: string;
  fetch: typeof fetch;
  clock: Clock;
}

/** A request with the outbox's headers and a timeout; the retry outcome when it never got an answer. */
async function post(
  context: RequestContext,
  url: string,
  method: string,
  body: unknown,
  extraHeaders: Record<string, string>,
  raw?: { blob: Blob; contentType: string },
): Promise<Response | { kind: 'retry'; error: string; retryAfterMs: null; network: true }> {
  const controller = new AbortController();
  const timer = context.clock.setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    return await context.fetch(url, {
      method,
      headers: {
        Accept: 'application/json',
        'Content-Type': raw ? raw.contentType : 'application/json',
        Authorization: `Bearer ${context.accessToken}`,
        ...extraHeaders,
      },
      body: raw ? raw.blob : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: controller.signal,
    });
  } catch {
    const timedOut = controller.signal.aborted;
    return {
      kind: 'retry',
      network: true,
      retryAfterMs: null,
      // The browser's own reason ("Failed to fetch") says nothing more to the user, in English only.
      error: timedOut ? connectionMessages.timedOut : connectionMessages.unreachable,
    };
  } finally {
    context.clock.clearTimeout(timer);
  }
}

/** What an answer means for its entry: sent, refused for good, or not taken yet. */
function outcomeOf(status: number, statusText: string, body: unknown, retryAfterMs: number | null): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'synced', response: body };
  if (status === 401) return { kind: 'unauthorized' };
  const error = apiErrorSchema.safeParse(body);
  const message = error.success
    ? error.data.message
    : fillTemplate(connectionMessageTemplates.serverAnswered, { status, reason: statusText || 'Error' });
  if (isRetryable(status)) {
    return { kind: 'retry', network: false, error: fillTemplate(connectionMessageTemplates.notTakenYet, { status, message }), retryAfterMs };
  }
  const fieldErrors = error.success ? error.data.errors : undefined;
  return { kind: 'rejected', rejection: { status, message, ...(fieldErrors?.length ? { fieldErrors } : {}) } };
}

export async function sendEntry(entry: OutboxEntry, context: RequestContext): Promise<SendOutcome> {
  const wire = wireRequestOf(entry.kind, entry.payload);
  const url = `${context.baseUrl}${apiPath(wire.route, wire.params)}`;
  let raw: { blob: Blob; contentType: string } | undefined;
  if (sentRaw(entry.kind) && entry.kind === 'photo-upload') {
    const photo = await loadPhoto(entry.payload.sha256);
    // Gone from the device (storage cleared): it can never be sent; the change naming it is refused in turn.
    if (!photo) return { kind: 'rejected', rejection: { status: 410, message: connectionMessages.photoGone } };
    raw = { blob: photo.blob, contentType: photo.contentType };
  }
  const response = await post(context, url, wire.route.method, wire.body, { [IDEMPOTENCY_HEADER]: idempotencyKeyOf(entry) }, raw);
  if (!(response instanceof Response)) return response;
  return outcomeOf(
    response.status,
    response.statusText,
    await readJson(response),
    parseRetryAfter(response.headers.get('Retry-After'), context.clock.now()),
  );
}

/** The batch as the server takes it: each entry as the request its own endpoint would get. */
function changeBatchOf(entries: readonly OutboxEntry[]): ChangeBatch {
  return {
    changes: entries.map((entry) => {
      const wire = wireRequestOf(entry.kind, entry.payload);
      // Outbox writes are never reads.
      const method = wire.route.method as BatchedChange['method'];
      return { idempotencyKey: idempotencyKeyOf(entry), method, path: buildPath(wire.route.path, wire.params), body: wire.body };
    }),
  };
}

/**
 * Sends several entries in one request (POST /changes) and gives each entry's outcome, in their
 * order; 'refused' when the server would not take the batch itself (a server without the route
 * answers 404): the entries are then sent each on its own.
 */
export async function sendBatch(entries: readonly OutboxEntry[], context: RequestContext): Promise<SendOutcome[] | 'refused'> {
  const url = `${context.baseUrl}${apiPath(routes.sendChanges)}`;
  const response = await post(context, url, routes.sendChanges.method, changeBatchOf(entries), {});
  if (!(response instanceof Response)) return entries.map(() => response);
  const body = await readJson(response);
  const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), context.clock.now());
  if (!response.ok) {
    const outcome = outcomeOf(response.status, response.statusText, body, retryAfterMs);
    return outcome.kind === 'rejected' ? 'refused' : entries.map(() => outcome);
  }
  const parsed = changeBatchResponseSchema.safeParse(body);
  if (!parsed.success) {
    const outcome: SendOutcome = { kind: 'retry', network: false, retryAfterMs: null, error: connectionMessages.unexpectedResponse };
    return entries.map(() => outcome);
  }
  const { results } = parsed.data;
  // Fewer results than entries: the last one failed on the server and the rest were not tried.
  const last = results.at(-1);
  const lastOutcome = last ? outcomeOf(last.statusCode, '', last.body, null) : null;
  const notTried: SendOutcome =
    lastOutcome?.kind === 'retry' ? lastOutcome : { kind: 'retry', network: false, retryAfterMs: null, error: connectionMessages.unexpectedResponse };
  return entries.map((_, i) => {
    const result = results[i];
    return result ? outcomeOf(result.statusCode, '', result.body, null) : notTried;
  });
}
