// The embedded database's source of entries: the activity log itself, read after the highest `seq`
// already announced. PGlite's notifications are only a wake-up here (and a shortcut: the entry right
// after the last one is announced from its payload without a read); a short poll while streams are
// open catches whatever a notification failed to bring, so no entry depends on one arriving.
//
// On PGlite every transaction runs alone (one session, one mutex from BEGIN to COMMIT), so a read
// of the log sees every entry below the newest one it returns: a `seq` missing below it belongs to
// a transaction that rolled back and never comes. (PostgreSQL commits out of order; its hub relies
// on LISTEN, which delivers every commit to a live connection, and replays after a drop.)
import type { Db } from '@server/db/connect';
import type { AnnouncedEntry } from './announced';
import { entriesAfter, newestSeq } from './replay';

/** Entries read at a time; a larger backlog is read in several pages, in order. */
const PAGE = 500;

export class LogFollower {
  readonly #db: Db;
  readonly #announce: (entry: AnnouncedEntry) => void;
  readonly #trouble: (error: unknown) => void;
  /** The highest entry announced: everything at or below it has been (or never will be). */
  #last = 0;
  #reading = false;
  #again = false;

  constructor(db: Db, announce: (entry: AnnouncedEntry) => void, trouble: (error: unknown) => void) {
    this.#db = db;
    this.#announce = announce;
    this.#trouble = trouble;
  }

  /** From the newest entry now: what came before is for replay (Last-Event-ID), not for announcing. */
  async start(): Promise<void> {
    this.#last = await newestSeq(this.#db);
  }

  /** A notification's entry: announced at once when it is the next one, else the log is read. */
  heard(entry: AnnouncedEntry): void {
    if (entry.seq <= this.#last) return;
    if (entry.seq === this.#last + 1 && !this.#reading) {
      this.#last = entry.seq;
      this.#announce(entry);
      return;
    }
    this.catchUp();
  }

  /** Reads and announces every entry after the last one announced (one read at a time). */
  catchUp(): void {
    if (this.#reading) {
      this.#again = true;
      return;
    }
    this.#reading = true;
    void this.#read().finally(() => {
      this.#reading = false;
      if (this.#again) {
        this.#again = false;
        this.catchUp();
      }
    });
  }

  async #read(): Promise<void> {
    try {
      for (;;) {
        const entries = await entriesAfter(this.#db, this.#last, PAGE);
        for (const entry of entries) {
          if (entry.seq <= this.#last) continue;
          this.#last = entry.seq;
          this.#announce(entry);
        }
        if (entries.length < PAGE) return;
      }
    } catch (error) {
      // The next notification or poll tries again from the same place.
      this.#trouble(error);
    }
  }
}
