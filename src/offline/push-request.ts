// Sends one outbox entry to its spec endpoint and classifies the answer for the pusher. Nothing
// here touches IndexedDB, so it is the one place that knows HTTP.
import { connectionMessages, connectionMessageTemplates } from '../contract/connection-messages';
import { API_PREFIX } from '../contract/constants';
import { apiErrorSchema } from '../contract/errors';
import { fillTemplate } from '../contract/message-template';
import { buildPath } from '../contract/routes';
import { parseRetryAfter, type Clock } from './backoff';
import { wireRequestOf } from './mutations';
import type { OutboxEntry, OutboxRejection } from './outbox';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A request that hangs (a captive portal, a half-open connection) must not hold the queue forever. */
export const REQUEST_TIMEOUT_MS = 30_000;

export type SendOutcome =
  | { kind: 'synced'; response: unknown }
  | { kind: 'unauthorized' }
  /** Keep the entry and try again later; retryAfterMs when the server said when. */
  | { kind: 'retry'; error: string; retryAfterMs: number | null; network: boolean }
  | { kind: 'rejected'; rejection: OutboxRejection };

export function idempotencyKeyOf(entry: Pick<OutboxEntry, 'clientId' | 'mutationId'>): string {
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

export async function sendEntry(
  entry: OutboxEntry,
  context: { baseUrl: string; accessToken: string; fetch: typeof fetch; clock: Clock },
): Promise<SendOutcome> {
  const wire = wireRequestOf(entry.kind, entry.payload);
  const url = `${context.baseUrl}${API_PREFIX}${buildPath(wire.route.path, wire.params)}`;
  const controller = new AbortController();
  const timer = context.clock.setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await context.fetch(url, {
      method: wire.route.method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${context.accessToken}`,
        [IDEMPOTENCY_HEADER]: idempotencyKeyOf(entry),
      },
      body: JSON.stringify(wire.body),
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

  if (response.ok) return { kind: 'synced', response: await readJson(response) };
  if (response.status === 401) {
    await readJson(response);
    return { kind: 'unauthorized' };
  }
  const body = apiErrorSchema.safeParse(await readJson(response));
  const message = body.success
    ? body.data.message
    : fillTemplate(connectionMessageTemplates.serverAnswered, { status: response.status, reason: response.statusText || 'Error' });
  if (isRetryable(response.status)) {
    return {
      kind: 'retry',
      network: false,
      error: fillTemplate(connectionMessageTemplates.notTakenYet, { status: response.status, message }),
      retryAfterMs: parseRetryAfter(response.headers.get('Retry-After'), context.clock.now()),
    };
  }
  const fieldErrors = body.success ? body.data.errors : undefined;
  return {
    kind: 'rejected',
    rejection: { status: response.status, message, ...(fieldErrors?.length ? { fieldErrors } : {}) },
  };
}
