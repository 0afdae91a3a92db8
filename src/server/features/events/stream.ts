// One open event stream (GET /events): text/event-stream written straight to the socket (the reply
// is hijacked, so neither compression nor the response check buffers it). It replays what the
// client missed (Last-Event-ID), then sends each announced entry the person may see, a heartbeat
// comment every EVENTS_HEARTBEAT_SECONDS, and closes when the session ends, the client goes, or the
// process shuts down.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RESET_KIND, STREAM_RETRY_MS, type LiveEvent } from '@contract/events-messages';
import { isSessionActive } from '../auth/session-service';
import { presenceEvent, toLiveEvent, type AnnouncedEntry } from './announced';
import { audienceOf, mayReceive, type Audience } from './audience';
import type { EventHub, Subscriber } from './hub';
import { replayAfter } from './replay';

/** A client that reads slower than this much waiting output is cut off; it reconnects and replays. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface StreamHolder {
  userId: string;
  sessionId: string;
  audience: Audience;
}

const frame = (seq: number, event: LiveEvent) => `id: ${seq}\ndata: ${JSON.stringify(event)}\n\n`;

export function openStream(
  app: FastifyInstance,
  hub: EventHub,
  request: FastifyRequest,
  reply: FastifyReply,
  holder: StreamHolder,
  lastSeq: number | null,
) {
  reply.hijack();
  const res = reply.raw;
  // The server's socket timeout is for requests; a stream is kept alive by its heartbeats.
  request.raw.socket?.setTimeout(0);
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx and similar proxies buffer responses unless told not to.
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();

  let audience = holder.audience;
  let ended = false;
  /** Entries announced while a replay runs wait here, so order and completeness hold. */
  let pending: AnnouncedEntry[] | null = [];
  /** The highest entry number this stream has passed (sent or not the person's): the resume point. */
  let cursor = lastSeq ?? 0;
  let cursorSent = cursor;

  const write = (text: string) => {
    if (ended) return;
    res.write(text);
    if (res.writableLength > MAX_BUFFERED_BYTES) end();
  };
  const send = (entry: AnnouncedEntry) => {
    cursor = Math.max(cursor, entry.seq);
    if (!mayReceive(audience, entry)) return;
    cursorSent = Math.max(cursorSent, entry.seq);
    write(frame(entry.seq, toLiveEvent(entry)));
  };

  const replay = async (from: number) => {
    const replayed = new Set<number>();
    const result = await replayAfter(app.db, from, app.clock());
    if (result.reset) {
      cursor = cursorSent = Math.max(cursor, result.newest);
      write(frame(result.newest, { kind: RESET_KIND, id: '', entityType: '', action: '', districtId: null, at: app.clock().toISOString() }));
    } else {
      for (const entry of result.entries) {
        replayed.add(entry.seq);
        send(entry);
      }
    }
    const waiting = pending ?? [];
    pending = null;
    for (const entry of waiting) if (!replayed.has(entry.seq)) send(entry);
  };
  const replaySafely = (from: number) =>
    replay(from).catch((error: unknown) => {
      request.log.warn({ err: error }, 'event stream: replay failed; closing the stream so the client reconnects');
      end();
    });

  const subscriber: Subscriber = {
    sessionId: holder.sessionId,
    deliver: (entry) => (pending ? pending.push(entry) : send(entry)),
    // Presence is no entry of the log: sent at once, without an id, so it moves no resume point
    // (EventSource keeps the last id it saw) and a reconnect asks GET /presence again instead.
    presence: (notice) => {
      if (mayReceive(audience, notice)) write(`data: ${JSON.stringify(presenceEvent(notice, app.clock()))}\n\n`);
    },
    end: () => end(),
    resync: () => {
      if (pending) return;
      pending = [];
      void replaySafely(cursor);
    },
  };
  const unsubscribe = hub.add(subscriber);

  // Each heartbeat also checks the session (a deactivated user, a role change made elsewhere) and
  // reads the staff scope again, so districts assigned or taken away apply within one beat.
  const heartbeat = setInterval(() => {
    if (cursor > cursorSent) {
      // Entries passed that were not this person's: move their resume point past them, so a
      // reconnect does not replay (or reset over) what they could not see.
      cursorSent = cursor;
      write(`event: cursor\nid: ${cursor}\ndata: ${cursor}\n\n`);
    }
    write(': heartbeat\n\n');
    void isSessionActive(app.db, holder.sessionId, holder.userId)
      .then(async (user) => {
        if (!user) return end();
        audience = await audienceOf(app.db, holder.userId, user);
      })
      .catch(() => undefined);
  }, app.config.eventsHeartbeatMs);

  function end() {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    res.end();
  }
  // The client went (tab closed, network lost): either side's close ends the stream.
  request.raw.on('close', end);
  res.on('close', end);
  res.on('error', end);

  write(`retry: ${STREAM_RETRY_MS}\n: connected\n\n`);
  if (lastSeq === null) {
    pending = null;
  } else {
    void replaySafely(lastSeq);
  }
}
