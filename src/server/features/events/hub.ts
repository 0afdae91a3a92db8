// One hub per API process: it listens to the database's announcements (LISTEN hop_events on a
// connection of its own on PostgreSQL, the embedded session otherwise) and fans each one out to the
// streams open in this process. It starts listening with the first stream, so a process nobody
// streams from holds no extra connection. Every process hears every commit, so an event made
// through one process reaches a browser connected to another (or to another machine).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@server/db/connect';
import { EVENTS_CHANNEL, parseAnnouncement, type AnnouncedEntry, type PresenceNotice } from './announced';
import { listenOnPostgres } from './pg-listener';

export interface Subscriber {
  sessionId: string;
  deliver(entry: AnnouncedEntry): void;
  /** Someone's presence on a subject changed (no entry of the log: never replayed). */
  presence(notice: PresenceNotice): void;
  /** The session ended, or the process is shutting down: close the stream. */
  end(): void;
  /** Listening resumed after a drop: replay from the activity log what may have been missed. */
  resync(): void;
}

export class EventHub {
  readonly #database: Database;
  readonly #log: FastifyBaseLogger;
  readonly #subscribers = new Set<Subscriber>();
  #starting: Promise<void> | null = null;
  #stop: (() => Promise<void>) | null = null;
  #closed = false;

  constructor(database: Database, log: FastifyBaseLogger) {
    this.#database = database;
    this.#log = log;
  }

  get size(): number {
    return this.#subscribers.size;
  }

  /** Listening, once; later calls wait for the same start. */
  start(): Promise<void> {
    this.#starting ??= this.#listen();
    return this.#starting;
  }

  async #listen(): Promise<void> {
    const onPayload = (payload: string) => this.#announce(payload);
    if (this.#database.kind === 'postgresql' && this.#database.url) {
      const listener = listenOnPostgres(this.#database.url, EVENTS_CHANNEL, {
        payload: onPayload,
        resumed: () => {
          this.#log.info('event stream: listening again; open streams replay what they missed');
          for (const subscriber of this.#subscribers) subscriber.resync();
        },
        trouble: (error) => this.#log.warn({ err: error }, 'event stream: the listening connection failed; retrying'),
      });
      this.#stop = () => listener.stop();
      // A first failure is retried in the background; streams open meanwhile and resync once it listens.
      await listener.ready.catch(() => undefined);
    } else if (this.#database.listen) {
      this.#stop = await this.#database.listen(EVENTS_CHANNEL, onPayload);
    }
  }

  #announce(payload: string): void {
    const announcement = parseAnnouncement(payload);
    if (!announcement) return;
    if (announcement.type === 'session-ended') {
      for (const subscriber of this.#subscribers) if (subscriber.sessionId === announcement.sessionId) subscriber.end();
      return;
    }
    if (announcement.type === 'presence') {
      for (const subscriber of this.#subscribers) subscriber.presence(announcement.notice);
      return;
    }
    for (const subscriber of this.#subscribers) subscriber.deliver(announcement.entry);
  }

  add(subscriber: Subscriber): () => void {
    if (this.#closed) {
      subscriber.end();
      return () => undefined;
    }
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
  }

  /** Ends every stream (the process is closing: app.close() must not wait for them). */
  endAll(): void {
    this.#closed = true;
    for (const subscriber of [...this.#subscribers]) subscriber.end();
    this.#subscribers.clear();
  }

  async close(): Promise<void> {
    this.endAll();
    await this.#starting?.catch(() => undefined);
    await this.#stop?.();
    this.#stop = null;
  }
}
