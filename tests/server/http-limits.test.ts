// What a slow or oversized client meets on a real socket: the configured timeouts cut off a body or
// headers sent a byte at a time, and headers over the size limit get an answer in the API's error
// shape, with the security headers, on a connection that is closed cleanly.
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/errors';
import { messages } from '../../src/contract/messages';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none', env: { REQUEST_TIMEOUT_SECONDS: '3', HEADERS_TIMEOUT_SECONDS: '2' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface RawAnswer {
  text: string;
  /** How the connection ended: 'end' (the server closed it cleanly), 'reset' or 'still-open'. */
  ending: 'end' | 'reset' | 'still-open';
  ms: number;
}

/** Opens a socket, lets `drive` write to it, and collects what comes back until it closes (or `waitMs`). */
function rawExchange(drive: (socket: Socket) => void, waitMs: number): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let settled = false;
    const finish = (ending: RawAnswer['ending']) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, ending, ms: Date.now() - started });
    };
    const timer = setTimeout(() => finish('still-open'), waitMs);
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => finish('end'));
    socket.on('error', () => finish('reset'));
    socket.on('connect', () => drive(socket));
  });
}

function parseAnswer(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** Writes `text` one character every `everyMs`, while the socket stays writable. */
function trickle(socket: Socket, text: string, everyMs: number) {
  let i = 0;
  const timer = setInterval(() => {
    if (i >= text.length || socket.destroyed || !socket.writable) return clearInterval(timer);
    socket.write(text[i++]!);
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

describe('timeouts', () => {
  it('a body sent a byte at a time is cut off with 408 in the error shape', async () => {
    const answer = await rawExchange((socket) => {
      socket.write(
        'POST /api/v1/sessions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n',
      );
      trickle(socket, `{"email":"slow@example.org","password":"${'x'.repeat(160)}"}`, 200);
    }, 15_000);
    expect(answer.ending, answer.text).not.toBe('still-open');
    // Cut off near the 3 s the request was given (Node checks every second with these settings).
    expect(answer.ms).toBeLessThan(8_000);
    const { status, headers, body } = parseAnswer(answer.text);
    expect(status).toBe(408);
    expect(headers.get('connection')).toBe('close');
    expect(apiErrorSchema.parse(JSON.parse(body))).toEqual({ statusCode: 408, error: 'Request Timeout', message: messages.requestTimeout });
  }, 20_000);

  it('headers sent a byte at a time are cut off too', async () => {
    const answer = await rawExchange((socket) => trickle(socket, 'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(100), 100), 15_000);
    expect(answer.ending).not.toBe('still-open');
    expect(answer.ms).toBeLessThan(7_000);
    expect(parseAnswer(answer.text).status).toBe(408);
  }, 20_000);

  it('a request that arrives in time is answered as usual, on a connection kept alive', async () => {
    const answer = await rawExchange((socket) => socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n'), 1_000);
    expect(answer.ending).toBe('still-open');
    const { status, headers } = parseAnswer(answer.text);
    expect(status).toBe(200);
    expect(headers.get('connection')).toBe('keep-alive');
  });
});

describe('headers over the size limit', () => {
  it('get 431 in the error shape with the security headers, and a cleanly closed connection', async () => {
    const answer = await rawExchange((socket) => {
      // A kept-alive client: first an ordinary request, then one whose cookie is too large.
      socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      setTimeout(() => socket.write(`GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nCookie: c=${'x'.repeat(40_000)}\r\n\r\n`), 200);
    }, 10_000);
    expect(answer.ending).toBe('end');
    const second = answer.text.slice(answer.text.indexOf('HTTP/1.1', 10));
    const { status, headers, body } = parseAnswer(second);
    expect(status).toBe(431);
    expect(headers.get('connection')).toBe('close');
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(apiErrorSchema.parse(JSON.parse(body))).toEqual({
      statusCode: 431,
      error: 'Request Header Fields Too Large',
      message: messages.headersTooLarge,
    });
  });
});
