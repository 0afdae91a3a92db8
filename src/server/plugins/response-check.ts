// Under test (CHECK_RESPONSES=1), every JSON answer of a success is checked against its endpoint's
// response schema (src/contract/*-endpoints.ts), so an answer the client could not read fails the
// run where it is made: the request is answered 500 and the mismatch logged. Off in production,
// where a check per answer would cost time and the client's own parse already reports a mismatch.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EndpointDef } from '@contract/endpoint';

export class ResponseMismatchError extends Error {
  override readonly name = 'ResponseMismatchError';
}

export function registerResponseCheck(app: FastifyInstance) {
  if (!app.config.checkResponses) return;
  // Before @fastify/compress's hook, so the payload is still the serialised JSON.
  app.addHook('onSend', async (request, reply, payload) => {
    const endpoint = request.routeOptions.config?.endpoint;
    if (!endpoint || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    // A JSON endpoint that also answers as CSV when asked (insights) sends the file unchecked.
    if (endpoint.file || String(reply.getHeader('content-type') ?? '').startsWith('text/csv')) return payload;
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    const problem = mismatchOf(endpoint, text);
    if (!problem) return payload;
    request.log.error({ route: `${endpoint.method} ${endpoint.path}`, problem }, 'answer does not match the contract');
    throw new ResponseMismatchError(
      `${endpoint.method} ${endpoint.path} answered ${reply.statusCode} with a body its response schema refuses: ${problem}`,
    );
  });
}

/** What is wrong with an answer's text for its endpoint, or null when it fits. */
export function mismatchOf(endpoint: EndpointDef, text: string | null): string | null {
  if (!endpoint.response) return text ? 'a body, where the endpoint declares none' : null;
  if (text === null) return 'no JSON text';
  let value: unknown;
  try {
    value = text === '' ? undefined : JSON.parse(text);
  } catch {
    return 'a body that is not JSON';
  }
  const parsed = z.safeParse(endpoint.response, value);
  return parsed.success ? null : parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
}
