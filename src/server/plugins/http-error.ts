// An error a handler throws on purpose: its status, message and field errors reach the client as
// they are, in the one error shape of docs/architecture.md §4.
import { STATUS_CODES } from 'node:http';
import type { FieldError } from '@contract/errors';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldError[]) => new HttpError(409, message, errors);

export function statusText(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? 'Error';
}
