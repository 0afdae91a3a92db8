// Onsite count sessions on the device (docs/offline.md "Count sessions"). A session is written to
// IndexedDB when it starts and after every scan or tap, so a reload, a closed tab or a dead battery
// loses nothing. Finishing is ONE transaction: an inventory entry per project, the session record
// entry and the session marked finished commit together, so a session is never sent twice and
// never half sent, whatever happens to the page.
import { sessionFigures, sessionRecord, type SessionState } from '../contract/count-sessions';
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

export async function saveCountSession(session: StoredCountSession): Promise<void> {
  await db.countSessions.put(session);
}

export async function getCountSession(id: string): Promise<StoredCountSession | undefined> {
  return db.countSessions.get(id);
}

/** The user's sessions on this device, newest first. */
export async function listCountSessions(userId: string): Promise<StoredCountSession[]> {
  const rows = await db.countSessions.where('userId').equals(userId).toArray();
  return rows.sort((a, b) => b.startedAt.localeCompare(a.startedAt));
}

/**
 * Discards an unfinished session: it leaves the device and nothing is sent (nothing of it is in the
 * outbox before it is finished). A finished session is not discarded: its counts are queued or
 * sent, and its receipt is their record. True when a session was deleted.
 */
export async function discardCountSession(id: string): Promise<boolean> {
  return db.transaction('rw', db.countSessions, async () => {
    const session = await db.countSessions.get(id);
    if (!session || session.status !== 'counting') return false;
    await db.countSessions.delete(id);
    return true;
  });
}

/**
 * Finishes a session: one inventory count per project (the existing count protocol, exactly once)
 * and the session's record, queued in the same transaction that marks it finished. Finishing a
 * session that is already finished changes nothing and queues nothing.
 */
export async function finishCountSession(id: string, finishedAt: string): Promise<StoredCountSession> {
  const finished = await db.transaction('rw', db.countSessions, db.outbox, db.meta, async () => {
    const session = await db.countSessions.get(id);
    if (!session) throw new Error('This count session is no longer on this device');
    if (session.status === 'finished') return session;
    const now = Date.now();
    const seqs: number[] = [];
    for (const project of sessionFigures(session).projects) {
      const basedOn = session.projects.find((p) => p.id === project.projectId)?.basedOn;
      const payload = validatePayload('inventory', {
        projectId: project.projectId,
        kitsOnHand: project.found,
        ...(basedOn === undefined ? {} : { basedOn }),
      });
      const entry = await insertEntry({ userId: session.userId, kind: 'inventory', payload }, now);
      seqs.push(entry.seq);
    }
    const record = sessionRecord(session, { id: session.id, schoolId: session.school.id, startedAt: session.startedAt, finishedAt });
    const recordEntry = await insertEntry({ userId: session.userId, kind: 'count-session', payload: validatePayload('count-session', record) }, now);
    seqs.push(recordEntry.seq);
    const next: StoredCountSession = { ...session, status: 'finished', finishedAt, entrySeqs: seqs };
    await db.countSessions.put(next);
    return next;
  });
  nudgeAfterQueued();
  return finished;
}
