// Onsite count sessions on the device (docs/offline.md "Count sessions"). A session is written to
// IndexedDB when it starts and after every scan or tap, so a reload, a closed tab or a dead battery
// loses nothing. Finishing is ONE transaction: an inventory entry per project, the session record
// entry and the session marked finished commit together, so a session is never sent twice and
// never half sent, whatever happens to the page.
//
// What stays fixed from the start, the directory of every kit the user reaches (thousands of codes
// at a district's scale), is its own record in countDirectories, written once when the session
// starts; the record rewritten after every scan holds only what a scan changes, so a scan's write
// stays small however many kits the district has.
import { sessionFigures, sessionRecord, type KitPlace, type SessionState } from '@contract/count-sessions';
import { db } from './db';
import { validatePayload } from './mutations';
import { insertEntry, nudgeAfterQueued } from './outbox';

export interface StoredCountSession extends SessionState {
  id: string;
  userId: string;
  school: { id: string; name: string };
  /** Set when the session counts one project only. */
  projectId: string | null;
  startedAt: string;
  status: 'counting' | 'finished';
  finishedAt: string | null;
  /** The outbox seqs of its counts and of its record, once finished. */
  entrySeqs: number[];
}

/**
 * A session's row in countSessions: the session without its directory, plus the revision of its
 * last write (which page wrote it, so a page can tell its own writes from another tab's). A
 * finished row keeps the places of its unexpected codes only (its receipt's), and its directory
 * record is gone.
 */
export type CountSessionRow = Omit<StoredCountSession, 'directory'> & {
  directory?: Record<string, KitPlace>;
  revision?: string;
};

/** A session's directory: where every kit the user reached at its start belongs, by code. */
export interface CountDirectoryRow {
  id: string;
  directory: Record<string, KitPlace>;
}

function rowOf(session: StoredCountSession, revision?: string): CountSessionRow {
  const { directory: _directory, ...row } = session;
  return revision === undefined ? row : { ...row, revision };
}

/** A whole session, its directory included: written when it starts. */
export async function saveCountSession(session: StoredCountSession): Promise<void> {
  await db.transaction('rw', db.countSessions, db.countDirectories, async () => {
    await db.countDirectories.put({ id: session.id, directory: session.directory });
    await db.countSessions.put(rowOf(session));
  });
  announce(session.id);
}

/**
 * A scan or a tap: the session's row only (its directory does not change after the start).
 * `revision` names this write, so the page that made it can ignore it coming back.
 */
export async function saveCountProgress(session: StoredCountSession, revision: string): Promise<void> {
  await db.countSessions.put(rowOf(session, revision));
  announce(session.id);
}

/** A session's row without its directory: cheap to read after every write. */
export async function getCountSessionRow(id: string): Promise<CountSessionRow | undefined> {
  return db.countSessions.get(id);
}

// Every change to a session's row is announced to the other tabs, by id, on one channel per page:
// a channel never hears its own messages, so a page is not told of its own writes (a scan is
// already on its screen; reading it back after every scan would cost a slow device a frame). Every
// write of a session goes through this file, so no change goes unannounced.
let channel: BroadcastChannel | null | undefined;
const watchers = new Set<(id: string) => void>();

function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('count-sessions') : null;
    // In Node (the tests) an open channel would keep the process alive.
    (channel as { unref?: () => void } | null)?.unref?.();
    if (channel)
      channel.onmessage = (message: MessageEvent<unknown>) => {
        if (typeof message.data === 'string') for (const watcher of watchers) watcher(message.data);
      };
  }
  return channel;
}

function announce(id: string): void {
  sessionChannel()?.postMessage(id);
}

/**
 * Calls `onRow` with the session's row now and whenever another tab changes it (null once it is
 * gone); this page's own writes are not announced to it. Returns the unsubscribe.
 */
export function watchCountSessionRow(id: string, onRow: (row: CountSessionRow | null) => void, onError: (error: unknown) => void): () => void {
  let active = true;
  // Reads may finish out of order: only the last one started is passed on.
  let latest = 0;
  const read = () => {
    const ticket = ++latest;
    db.countSessions.get(id).then(
      (row) => {
        if (active && ticket === latest) onRow(row ?? null);
      },
      (error: unknown) => {
        if (active) onError(error);
      },
    );
  };
  const watcher = (changed: string) => {
    if (changed === id) read();
  };
  sessionChannel();
  watchers.add(watcher);
  read();
  return () => {
    active = false;
    watchers.delete(watcher);
  };
}

/** The directory of a session still counting ({} for a finished one: its row holds what its receipt needs). */
export async function getCountDirectory(id: string): Promise<Record<string, KitPlace>> {
  return (await db.countDirectories.get(id))?.directory ?? {};
}

/** A whole session, its directory included. */
export async function getCountSession(id: string): Promise<StoredCountSession | undefined> {
  return db.transaction('r', db.countSessions, db.countDirectories, async () => {
    const [row, directory] = await Promise.all([db.countSessions.get(id), db.countDirectories.get(id)]);
    if (!row) return undefined;
    const { revision: _revision, ...session } = row;
    return { ...session, directory: directory?.directory ?? row.directory ?? {} };
  });
}

/** The user's sessions on this device, newest first (their rows: no directories). */
export async function listCountSessions(userId: string): Promise<CountSessionRow[]> {
  const rows = await db.countSessions.where('userId').equals(userId).toArray();
  return rows.sort((a, b) => b.startedAt.localeCompare(a.startedAt));
}

/**
 * Discards an unfinished session: it leaves the device and nothing is sent (nothing of it is in the
 * outbox before it is finished). A finished session is not discarded: its counts are queued or
 * sent, and its receipt is their record. True when a session was deleted.
 */
export async function discardCountSession(id: string): Promise<boolean> {
  const discarded = await db.transaction('rw', db.countSessions, db.countDirectories, async () => {
    const session = await db.countSessions.get(id);
    if (!session || session.status !== 'counting') return false;
    await db.countSessions.delete(id);
    await db.countDirectories.delete(id);
    return true;
  });
  if (discarded) announce(id);
  return discarded;
}

/**
 * Finishes a session: one inventory count per project (the existing count protocol, exactly once)
 * and the session's record, queued in the same transaction that marks it finished. Finishing a
 * session that is already finished changes nothing and queues nothing.
 */
export async function finishCountSession(id: string, finishedAt: string): Promise<StoredCountSession> {
  const finished = await db.transaction('rw', [db.countSessions, db.countDirectories, db.outbox, db.meta], async () => {
    const row = await db.countSessions.get(id);
    if (!row) throw new Error('This count session is no longer on this device');
    const { revision: _revision, ...rest } = row;
    const session: StoredCountSession = { ...rest, directory: (await db.countDirectories.get(id))?.directory ?? row.directory ?? {} };
    if (session.status === 'finished') return session;
    const now = Date.now();
    const seqs: number[] = [];
    const figures = sessionFigures(session);
    for (const project of figures.projects) {
      const basedOn = session.projects.find((p) => p.id === project.projectId)?.basedOn;
      const payload = validatePayload('inventory', {
        projectId: project.projectId,
        // Kits out with classes are still the school's: the count adds them to those found.
        kitsOnHand: project.kitsOnHand,
        ...(basedOn === undefined ? {} : { basedOn }),
      });
      const entry = await insertEntry({ userId: session.userId, kind: 'inventory', payload }, now);
      seqs.push(entry.seq);
    }
    const record = sessionRecord(session, { id: session.id, schoolId: session.school.id, startedAt: session.startedAt, finishedAt });
    const recordEntry = await insertEntry({ userId: session.userId, kind: 'count-session', payload: validatePayload('count-session', record) }, now);
    seqs.push(recordEntry.seq);
    // The receipt needs the places of the unexpected codes only; the rest of the directory goes.
    const places: Record<string, KitPlace> = {};
    for (const kit of figures.unexpected) if (kit.place) places[kit.code] = kit.place;
    const next: StoredCountSession = { ...session, status: 'finished', finishedAt, entrySeqs: seqs, directory: places };
    // A new row without a page's revision: every open page takes it as news.
    await db.countSessions.put({ ...next });
    await db.countDirectories.delete(id);
    return next;
  });
  announce(id);
  nudgeAfterQueued();
  return finished;
}
