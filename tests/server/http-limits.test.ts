// What a slow or oversized client meets on a real socket: the configured timeouts cut off a body or
// headers sent a byte at a time, headers over the size limit and bodies over it get an answer in the API's error
// shape, with the security headers, on a connection that is closed cleanly.
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@contract/errors';
import { messages } from '@contract/messages';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiPath, routes } from '@contract/routes';

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
      socket.write(`POST ${apiPath(routes.signIn)} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n`);
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
    const answer = await rawExchange(
      (socket) => trickle(socket, `GET ${apiPath(routes.health)} HTTP/1.1\r\nHost: localhost\r\nX-Slow: ` + 'a'.repeat(100), 100),
      15_000,
    );
    expect(answer.ending).not.toBe('still-open');
    expect(answer.ms).toBeLessThan(7_000);
    expect(parseAnswer(answer.text).status).toBe(408);
  }, 20_000);

  it('a request that arrives in time is answered as usual, on a connection kept alive', async () => {
    const answer = await rawExchange((socket) => socket.write(`GET ${apiPath(routes.health)} HTTP/1.1\r\nHost: localhost\r\n\r\n`), 1_000);
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
      socket.write(`GET ${apiPath(routes.health)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      setTimeout(() => socket.write(`GET ${apiPath(routes.health)} HTTP/1.1\r\nHost: localhost\r\nCookie: c=${'x'.repeat(40_000)}\r\n\r\n`), 200);
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

describe('bodies over the size limit', () => {
  /**
   * Sends `bytes` of body to `path` without a session, as a client that writes its whole request
   * before it reads (as many do): the status and body that came back, or how the connection failed.
   */
  function sendLarge(
    path: string,
    bytes: number,
    form: { type: string; chunked: boolean },
  ): Promise<{ status: number; body: string } | { failed: string }> {
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.pause();
      let text = '';
      let settled = false;
      const finish = (answer: { status: number; body: string } | { failed: string }) => {
        if (settled) return;
        settled = true;
        socket.destroy();
        resolve(answer);
      };
      const complete = () => {
        const split = text.indexOf('\r\n\r\n');
        if (split < 0) return false;
        const { status, headers, body } = parseAnswer(text);
        if (Buffer.byteLength(body) < Number(headers.get('content-length') ?? 0)) return false;
        finish({ status, body });
        return true;
      };
      socket.on('data', (chunk) => {
        text += chunk.toString();
        complete();
      });
      socket.on('end', () => complete() || finish({ failed: `closed after ${JSON.stringify(text.slice(0, 80))}` }));
      socket.on('error', (error) => finish({ failed: `${error.message} after ${JSON.stringify(text.slice(0, 80))}` }));
      socket.on('connect', () => {
        const framing = form.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${bytes}`;
        socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${form.type}\r\n${framing}\r\n\r\n`);
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        const framed = (data: Buffer) =>
          form.chunked ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]) : data;
        let sent = 0;
        const pump = () => {
          while (sent < bytes) {
            const size = Math.min(chunk.length, bytes - sent);
            sent += size;
            const last = sent >= bytes;
            let data = framed(size === chunk.length ? chunk : chunk.subarray(0, size));
            if (last && form.chunked) data = Buffer.concat([data, Buffer.from('0\r\n\r\n')]);
            // Reads only once the whole body is written.
            const more = socket.write(data, last ? () => socket.resume() : undefined);
            if (!more && !last) return void socket.once('drain', pump);
          }
        };
        pump();
      });
    });
  }

  it('every one of many 10 MB bodies in a row gets an HTTP answer, never a dropped connection', async () => {
    const paths = [
      apiPath(routes.signIn),
      apiPath(routes.returnKits),
      apiPath(routes.sendChanges),
      apiPath(routes.allocateFunds),
      apiPath(routes.createApplication),
    ];
    const forms = [
      { type: 'application/json', chunked: false },
      { type: 'application/json', chunked: true },
      { type: 'text/plain', chunked: false },
      { type: 'application/x-www-form-urlencoded', chunked: true },
    ];
    for (let i = 0; i < 24; i++) {
      const path = paths[i % paths.length]!;
      const form = forms[i % forms.length]!;
      const answer = await sendLarge(path, 10 * 1024 * 1024, form);
      expect(answer, `${path} ${JSON.stringify(form)} (#${i + 1})`).toHaveProperty('status');
      if (!('status' in answer)) continue;
      // Too large, of a type no route reads, or no session: an answer in the error shape either way.
      expect([401, 413, 415]).toContain(answer.status);
      expect(apiErrorSchema.parse(JSON.parse(answer.body)).statusCode).toBe(answer.status);
    }
    // The server still answers as usual afterwards.
    const health = await fetch(`http://127.0.0.1:${port}${apiPath(routes.health)}`);
    expect(health.status).toBe(200);
  }, 120_000);
});
