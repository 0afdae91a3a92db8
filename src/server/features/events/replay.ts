// Replay on reconnect: the entries after the client's Last-Event-ID, read back from the activity
// log, within a bounded window (REPLAY_MAX_EVENTS entries, REPLAY_MAX_AGE_MS). A gap beyond it —
// or an id the log never reached (a database restored from a backup) — is answered with a reset.
import { asc, gt, max } from 'drizzle-orm';
import { REPLAY_MAX_AGE_MS, REPLAY_MAX_EVENTS } from '@contract/events-messages';
import type { Db } from '@server/db/connect';
import { activityLog } from '@server/db/schema';
import type { AnnouncedEntry } from './announced';

/** A reset carries the newest entry's number, where the client's next reconnect starts from. */
export type Replay = { reset: true; newest: number } | { reset: false; entries: AnnouncedEntry[] };

/** The log's entries after `lastSeq`, oldest first, at most `limit` of them. */
export async function entriesAfter(db: Db, lastSeq: number, limit: number): Promise<AnnouncedEntry[]> {
  const rows = await db
    .select({
      seq: activityLog.seq,
      entityType: activityLog.entityType,
      entityId: activityLog.entityId,
      districtId: activityLog.districtId,
      action: activityLog.action,
      visibility: activityLog.visibility,
      at: activityLog.createdAt,
    })
    .from(activityLog)
    .where(gt(activityLog.seq, lastSeq))
    .orderBy(asc(activityLog.seq))
    .limit(limit);
  return rows.map((row) => ({ ...row, seq: Number(row.seq) }));
}

export async function replayAfter(db: Db, lastSeq: number, now: Date): Promise<Replay> {
  const entries = await entriesAfter(db, lastSeq, REPLAY_MAX_EVENTS + 1);
  const tooOld = entries.length > 0 && entries[0]!.at.getTime() < now.getTime() - REPLAY_MAX_AGE_MS;
  if (entries.length > REPLAY_MAX_EVENTS || tooOld) return { reset: true, newest: await newestSeq(db) };
  if (entries.length === 0) {
    const newest = await newestSeq(db);
    if (lastSeq > newest) return { reset: true, newest };
  }
  return { reset: false, entries };
}

export async function newestSeq(db: Db): Promise<number> {
  const [newest] = await db.select({ seq: max(activityLog.seq) }).from(activityLog);
  return Number(newest?.seq ?? 0);
}
