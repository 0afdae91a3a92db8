// One open event stream (GET /events): text/event-stream written straight to the socket (the reply
// is hijacked, so neither compression nor the response check buffers it). It replays what the
// client missed (Last-Event-ID), then sends each announced entry the person may see, a heartbeat
// comment every EVENTS_HEARTBEAT_SECONDS (the hub's beat), and closes when the session ends, the
// client goes, or the process shuts down.
//
// With many streams open, an entry's cost is per stream: so its frame is made once and shared
// (every stream sends the same text), and what a stream is given within one turn of the event loop
// goes out in one write (a burst of entries is one socket write per stream, not one per entry).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RESET_KIND, STREAM_RETRY_MS, type LiveEvent } from '@contract/events-messages';
import { presenceEvent, toLiveEvent, type AnnouncedEntry, type PresenceNotice } from './announced';
import { mayReceive, type Audience } from './audience';
import type { EventHub, Subscriber } from './hub';
import { newestSeq, replayAfter } from './replay';

/** A client that reads slower than this much waiting output is cut off; it reconnects and replays. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface StreamHolder {
  userId: string;
  sessionId: string;
  audience: Audience;
}

const frame = (seq: number, event: LiveEvent) => `id: ${seq}\ndata: ${JSON.stringify(event)}\n\n`;

/** Each entry's frame, made by the first stream that sends it (the hub hands all streams one object). */
const entryFrames = new WeakMap<AnnouncedEntry, string>();
function entryFrame(entry: AnnouncedEntry): string {
  let text = entryFrames.get(entry);
  if (text === undefined) {
    text = frame(entry.seq, toLiveEvent(entry));
    entryFrames.set(entry, text);
  }
  return text;
}

/** The same for a presence change; it has no id (it is no entry of the log, never replayed). */
const presenceFrames = new WeakMap<PresenceNotice, string>();
function presenceFrame(notice: PresenceNotice, at: Date): string {
  let text = presenceFrames.get(notice);
  if (text === undefined) {
    text = `data: ${JSON.stringify(presenceEvent(notice, at))}\n\n`;
    presenceFrames.set(notice, text);
  }
  return text;
}

/** Streams with output waiting, written together once the current turn of the event loop is done. */
let waiting: (() => void)[] = [];
function flushSoon(flush: () => void): void {
  if (waiting.length === 0) {
    setImmediate(() => {
      const due = waiting;
      waiting = [];
      for (const each of due) each();
    });
  }
  waiting.push(flush);
}

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

  /** Output given this turn, written in one go by flushSoon. */
  let out = '';
  const flush = () => {
    if (ended || out === '') return;
    const text = out;
    out = '';
    res.write(text);
    if (res.writableLength > MAX_BUFFERED_BYTES) end();
  };
  const write = (text: string) => {
    if (ended) return;
    if (out === '') flushSoon(flush);
    out += text;
  };
  const send = (entry: AnnouncedEntry) => {
    if (entry.seq > cursor) cursor = entry.seq;
    if (!mayReceive(audience, entry)) return;
    if (entry.seq > cursorSent) cursorSent = entry.seq;
    write(entryFrame(entry));
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
    userId: holder.userId,
    deliver: (entry) => (pending ? pending.push(entry) : send(entry)),
    // Presence is no entry of the log: sent at once, without an id, so it moves no resume point
    // (EventSource keeps the last id it saw) and a reconnect asks GET /presence again instead.
    presence: (notice) => {
      if (mayReceive(audience, notice)) write(presenceFrame(notice, app.clock()));
    },
    end: () => end(),
    resync: () => {
      if (pending) return;
      pending = [];
      void replaySafely(cursor);
    },
    beat: () => {
      if (cursor > cursorSent) {
        // Entries passed that were not this person's: move their resume point past them, so a
        // reconnect does not replay (or reset over) what they could not see.
        cursorSent = cursor;
        write(`event: cursor\nid: ${cursor}\ndata: ${cursor}\n\n`);
      }
      write(': heartbeat\n\n');
    },
    // The hub checks every stream's session after a beat and gives back its audience (a role or
    // staff scope changed elsewhere applies within one beat); a session that ended is end().
    checked: (next) => (audience = next),
  };
  const unsubscribe = hub.add(subscriber);

  function end() {
    if (ended) return;
    ended = true;
    unsubscribe();
    // What was given this turn still goes (e.g. the frames before a sign-out's close).
    res.end(out);
    out = '';
  }
  // The client went (tab closed, network lost): either side's close ends the stream.
  request.raw.on('close', end);
  res.on('close', end);
  res.on('error', end);

  write(`retry: ${STREAM_RETRY_MS}\n: connected\n\n`);
  if (lastSeq === null) {
    pending = null;
    // A first connection starts from now. Its resume point is the newest entry, sent at once: a
    // reconnect that comes before any event then replays what it missed instead of starting afresh.
    void newestSeq(app.db)
      .then((newest) => {
        if (newest > cursor) cursor = newest;
        cursorSent = cursor;
        write(`event: cursor\nid: ${cursor}\ndata: ${cursor}\n\n`);
      })
      .catch(() => undefined);
  } else {
    void replaySafely(lastSeq);
  }
}
