// Writes one row of the append-only activity log. Call it inside the transaction that makes the
// change, so the change and its record commit together or not at all.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/connect';
import { activityLog } from '@server/db/schema';

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

export async function recordActivity(tx: Db | Tx, entry: ActivityEntry): Promise<void> {
  await tx.insert(activityLog).values({
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
}
