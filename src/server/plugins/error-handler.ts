// Every error leaves the server in the shape of docs/architecture.md §4; a 5xx never carries a stack or SQL.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { ApiErrorBody } from '@contract/errors';
import { messages } from '@contract/messages';
import { wordsOf } from '../i18n/request-language';
import { HttpError, statusText } from './http-error';

export function zodIssuesToFieldErrors(error: ZodError) {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    message: issue.message,
  }));
}

export function errorBody(statusCode: number, message: string, errors?: ApiErrorBody['errors']): ApiErrorBody {
  return { statusCode, error: statusText(statusCode), message, ...(errors?.length ? { errors } : {}) };
}

/** The body in the request's language (request-language.ts): the contract's texts are worded by id. */
function wordedBody(request: FastifyRequest, statusCode: number, message: string, errors?: ApiErrorBody['errors']): ApiErrorBody {
  const words = wordsOf(request);
  if (words.language === 'en') return errorBody(statusCode, message, errors);
  return errorBody(
    statusCode,
    words.contract(message),
    errors?.map((entry) => ({ ...entry, message: words.contract(entry.message) })),
  );
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(wordedBody(request, error.statusCode, error.message, error.errors));
    }
    if (error instanceof ZodError) {
      const errors = zodIssuesToFieldErrors(error);
      return reply.status(400).send(wordedBody(request, 400, errors[0]?.message ?? 'Invalid request', errors));
    }
    const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large): their
      // messages describe the request, not our internals.
      return reply.status(statusCode).send(errorBody(statusCode, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(wordedBody(request, 500, messages.internalError));
  });
}
