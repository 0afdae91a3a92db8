// Answers for requests the HTTP server refuses before Fastify sees them: headers over the size
// limit (431), a request that did not arrive within the configured time (408), bytes that are not
// HTTP (400). Node's own answer (and Fastify's default) is a bare status with no security headers,
// after which the socket is destroyed, so a keep-alive client sees its connection die. Here the
// answer is in the API's error shape with the security headers, says Connection: close, and the
// socket is ended cleanly once it is written.
import type { Socket } from 'node:net';
import { messages } from '@contract/messages';
import { errorBody } from './error-handler';
import { statusText } from './http-error';

/** How long an ended socket may linger for the client to read the answer before it is destroyed. */
const LINGER_MS = 5_000;

function answerFor(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: messages.headersTooLarge };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: messages.requestTimeout };
  return { status: 400, message: messages.requestUnreadable };
}

export function createClientErrorHandler(securityHeaders: Record<string, string>) {
  return function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // As Node does: answer only when no answer on this connection has started (else the bytes
    // would corrupt it); then just close.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (!socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, message } = answerFor(error.code);
    const body = JSON.stringify(errorBody(status, message));
    const head = [
      `HTTP/1.1 ${status} ${statusText(status)}`,
      ...Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}`),
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'Connection: close',
    ];
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}
