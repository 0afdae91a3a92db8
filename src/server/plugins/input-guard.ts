// What every request passes before a route reads it, in one place for every route:
// - a JSON body nested deeper than any client sends is refused while it is still text, so nothing
//   that walks a body (validation, the idempotency fingerprint, the check below) can be made to
//   recurse without end;
// - a string the database cannot store (NUL, a lone surrogate; src/contract/text-safety.ts) in the
//   body, the query string or a path segment is refused with 400 naming the field, instead of
//   reaching a query and failing there;
// - a body refused before it was read to the end (too large, an unknown type, bad JSON) is still
//   read and thrown away, so the client sees its answer.
import type { FastifyInstance } from 'fastify';
import { messages } from '@contract/messages';
import { findUnstorableText } from '@contract/text-safety';
import { badRequest } from './http-error';

/** Deeper than any body the client sends (the wizard's answers reach 5); arrays and objects count alike. */
const MAX_JSON_DEPTH = 32;

/** The deepest nesting of arrays and objects in JSON text, stopping as soon as it passes `limit`. */
function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

const tooDeep = () => badRequest(messages.bodyTooDeep, [{ field: 'body', message: messages.bodyTooDeep }]);

export function registerInputGuard(app: FastifyInstance) {
  // Fastify's own JSON parser (with its prototype-poisoning checks), behind the depth check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(tooDeep(), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // Fastify closes the connection after refusing a body it did not read to the end. A client that
  // writes its whole body before reading (most do) then finds the socket reset, and the kernel
  // drops the answer that was waiting for it: no 413, just a dropped connection. Kept alive, Node
  // reads the rest of the body and discards it (a request's time limit still bounds how long),
  // and the answer arrives.
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      reply.statusCode >= 400 &&
      reply.statusCode < 500 &&
      !request.raw.complete &&
      !request.raw.destroyed &&
      reply.getHeader('connection') === 'close'
    ) {
      reply.removeHeader('connection');
    }
    return payload;
  });

  app.addHook('preValidation', async (request) => {
    // Named as the contract's validation names fields: path params and query parameters by their
    // name, body fields by their path (data.profile.firstName).
    for (const part of [request.params, request.query, request.body]) {
      // A raw body (a photo's bytes) holds no text to store.
      if (ArrayBuffer.isView(part)) continue;
      const path = findUnstorableText(part);
      if (path) {
        const field = path.map(String).join('.') || 'body';
        throw badRequest(messages.textUnstorable, [{ field, message: messages.textUnstorable }]);
      }
    }
  });
}
