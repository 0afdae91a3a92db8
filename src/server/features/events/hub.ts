// One hub per API process: it hears the database's announcements and fans each one out to the
// streams open in this process. On PostgreSQL it LISTENs on a connection of its own; every process
// hears every commit, so an event made through one process reaches a browser connected to another
// (or to another machine). On the embedded database it follows the activity log itself
// (log-follower.ts), woken by PGlite's notifications and a short poll, so an entry never depends on
// a notification arriving. It starts with the first stream, so a process nobody streams from holds
// no extra connection, and it keeps one heartbeat for all its streams.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@server/db/connect';
import { EVENTS_CHANNEL, parseAnnouncement, type AnnouncedEntry, type PresenceNotice } from './announced';
import { audiencesOf, type Audience } from './audience';
import { LogFollower } from './log-follower';
import { listenOnPostgres } from './pg-listener';

/** Embedded: how often the log is read while streams are open, whatever the notifications did. */
const FOLLOW_POLL_MS = 250;

export interface Subscriber {
  sessionId: string;
  userId: string;
  deliver(entry: AnnouncedEntry): void;
  /** Someone's presence on a subject changed (no entry of the log: never replayed). */
  presence(notice: PresenceNotice): void;
  /** The session ended, or the process is shutting down: close the stream. */
  end(): void;
  /** Listening resumed after a drop: replay from the activity log what may have been missed. */
  resync(): void;
  /** A heartbeat: keep the connection alive (and say how far the stream has read). */
  beat(): void;
  /** The session's audience read again after a beat (its staff scope may have changed). */
  checked(audience: Audience): void;
}

export class EventHub {
  readonly #database: Database;
  readonly #log: FastifyBaseLogger;
  readonly #heartbeatMs: number;
  readonly #subscribers = new Set<Subscriber>();
  #starting: Promise<void> | null = null;
  #stop: (() => Promise<void>) | null = null;
  #heartbeat: NodeJS.Timeout | null = null;
  #checking = false;
  #closed = false;

  constructor(database: Database, log: FastifyBaseLogger, options: { heartbeatMs: number }) {
    this.#database = database;
    this.#log = log;
    this.#heartbeatMs = options.heartbeatMs;
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
    this.#heartbeat = setInterval(() => this.#beat(), this.#heartbeatMs);
    this.#heartbeat.unref();
    if (this.#database.kind === 'postgresql' && this.#database.url) {
      const listener = listenOnPostgres(this.#database.url, EVENTS_CHANNEL, {
        payload: (payload) => this.#announce(payload, (entry) => this.#deliver(entry)),
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
      const follower = new LogFollower(
        this.#database.db,
        (entry) => this.#deliver(entry),
        (error) => this.#log.warn({ err: error }, 'event stream: reading the activity log failed; retrying'),
      );
      await follower.start();
      const stopListening = await this.#database.listen(EVENTS_CHANNEL, (payload) => this.#announce(payload, (entry) => follower.heard(entry)));
      const poll = setInterval(() => {
        if (this.#subscribers.size > 0) follower.catchUp();
      }, FOLLOW_POLL_MS);
      poll.unref();
      this.#stop = async () => {
        clearInterval(poll);
        await stopListening();
      };
    }
  }

  #announce(payload: string, entry: (entry: AnnouncedEntry) => void): void {
    const announcement = parseAnnouncement(payload);
    if (!announcement) return;
    if (announcement.type === 'session-ended') {
      for (const subscriber of this.#subscribers) if (subscriber.sessionId === announcement.sessionId) subscriber.end();
    } else if (announcement.type === 'presence') {
      for (const subscriber of this.#subscribers) subscriber.presence(announcement.notice);
    } else {
      entry(announcement.entry);
    }
  }

  #deliver(entry: AnnouncedEntry): void {
    for (const subscriber of this.#subscribers) subscriber.deliver(entry);
  }

  /**
   * Every stream's heartbeat, then one check of all their sessions (audience.ts): a session that
   * ended closes its stream (sign-out has its own announcement; this catches the rest, such as an
   * expiry), and each staff scope is read again, so districts assigned or taken away apply within
   * one beat.
   */
  #beat(): void {
    if (this.#subscribers.size === 0) return;
    const subscribers = [...this.#subscribers];
    for (const subscriber of subscribers) subscriber.beat();
    if (this.#checking) return;
    this.#checking = true;
    audiencesOf(this.#database.db, subscribers)
      .then((audiences) => {
        for (const subscriber of subscribers) {
          const audience = audiences.get(`${subscriber.sessionId}:${subscriber.userId}`);
          if (audience) subscriber.checked(audience);
          else subscriber.end();
        }
      })
      .catch((error: unknown) => this.#log.warn({ err: error }, 'event stream: checking the open sessions failed'))
      .finally(() => (this.#checking = false));
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
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    await this.#stop?.();
    this.#stop = null;
  }
}
