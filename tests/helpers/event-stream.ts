// The live event stream from a test's side: a ticket through app.inject(), then GET /events over a
// real socket (app.inject cannot read a response that never ends), its frames parsed as a browser's
// EventSource would, into a list a test can wait on.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { LiveEvent } from '@contract/events-messages';
import { apiPath, routes } from '@contract/routes';
import { apiCall } from './api-call';

export interface Frame {
  event: string;
  id: string | null;
  data: string;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** Every frame so far (events, cursor moves), in order. */
  frames: Frame[];
  /** The comments so far (heartbeats). */
  comments: string[];
  /** The `message` frames' data, parsed. */
  events(): (LiveEvent & { seq: number })[];
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  isEnded(): boolean;
  close(): void;
  waitFor(predicate: (events: (LiveEvent & { seq: number })[]) => boolean, timeout?: number): Promise<void>;
}

export async function ticketFor(app: FastifyInstance, token: string): Promise<string> {
  const response = await apiCall(app, routes.eventTicket, { token });
  if (response.statusCode !== 200) throw new Error(`ticket: ${response.statusCode} ${response.body}`);
  return (response.json() as { ticket: string }).ticket;
}

export function streamUrl(baseUrl: string, ticket: string, lastEventId?: number): string {
  return `${baseUrl}${apiPath(routes.eventStream, undefined, { ticket, ...(lastEventId === undefined ? {} : { lastEventId: String(lastEventId) }) })}`;
}

/** Opens a stream with a ticket; a non-200 answer comes back with its body read. */
export async function openStream(
  baseUrl: string,
  ticket: string,
  options: { lastEventId?: number; header?: string } = {},
): Promise<OpenStream & { body: string }> {
  const controller = new AbortController();
  const response = await fetch(streamUrl(baseUrl, ticket, options.lastEventId), {
    signal: controller.signal,
    headers: options.header === undefined ? {} : { 'last-event-id': options.header },
  });
  const frames: Frame[] = [];
  const comments: string[] = [];
  let ended = false;
  let body = '';
  let endedResolve!: () => void;
  const endedPromise = new Promise<void>((resolve) => (endedResolve = resolve));
  if (response.status !== 200) {
    body = await response.text();
    ended = true;
    endedResolve();
  } else {
    void (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const frame: Frame = { event: 'message', id: null, data: '' };
            let hasField = false;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else {
                const [field, ...rest] = line.split(':');
                const text = rest.join(':').replace(/^ /, '');
                if (field === 'event') frame.event = text;
                else if (field === 'id') frame.id = text;
                else if (field === 'data') frame.data += text;
                else continue;
                hasField = true;
              }
            }
            if (hasField) frames.push(frame);
          }
        }
      } catch {
        // Aborted by close().
      }
      ended = true;
      endedResolve();
    })();
  }
  const events = () =>
    frames.filter((f) => f.event === 'message' && f.data).map((f) => ({ ...(JSON.parse(f.data) as LiveEvent), seq: Number(f.id) }));
  return {
    status: response.status,
    headers: response.headers,
    body,
    frames,
    comments,
    events,
    ended: endedPromise,
    isEnded: () => ended,
    close: () => controller.abort(),
    waitFor: (predicate, timeout = 5_000) => expect.poll(() => predicate(events()), { timeout, interval: 20 }).toBe(true),
  };
}
