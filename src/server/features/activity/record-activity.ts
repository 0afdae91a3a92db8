// Writes one row of the append-only activity log. Call it inside the transaction that makes the
// change, so the change and its record commit together or not at all. The notices the entry makes
// (features/notifications/notifier.ts) are written with it, in the same transaction.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/connect';
import { activityLog } from '@server/db/schema';
import { notifyFromActivity } from '../notifications/notifier';

export interface ActivityEntry {
  entityType: string;
  entityId: string;
  districtId: string | null;
  actorId: string | null;
  action: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** 'district': shown to the district as well as to staff. */
  visibility?: 'staff' | 'district';
}

const rowOf = (entry: ActivityEntry) => ({
  entityType: entry.entityType,
  entityId: entry.entityId,
  districtId: entry.districtId,
  actorId: entry.actorId,
  action: entry.action,
  before: entry.before ?? null,
  after: entry.after ?? null,
  visibility: entry.visibility ?? 'staff',
  // The statement's own time, not the transaction's (now()): several entries of one change (a
  // status move and its note) keep the order they were made in.
  createdAt: sql`clock_timestamp()`,
});

/** Resolves with the entry's seq (the live event's id). */
export async function recordActivity(tx: Db | Tx, entry: ActivityEntry): Promise<number> {
  const [row] = await tx.insert(activityLog).values(rowOf(entry)).returning({ seq: activityLog.seq });
  await notifyFromActivity(tx, entry, row!.seq);
  return row!.seq;
}

/**
 * Several entries in one statement (a wave of changes), in the order given, each with its notices
 * as recordActivity would write them. Resolves with their seqs, in that order.
 */
export async function recordActivities(tx: Db | Tx, entries: readonly ActivityEntry[]): Promise<number[]> {
  if (entries.length === 0) return [];
  const rows = await tx.insert(activityLog).values(entries.map(rowOf)).returning({ seq: activityLog.seq });
  // The rows take their seqs in the order of the VALUES list; RETURNING's own order is not promised.
  const seqs = rows.map((row) => row.seq).sort((a, b) => a - b);
  for (const [i, entry] of entries.entries()) await notifyFromActivity(tx, entry, seqs[i]!);
  return seqs;
}
