// The newest backup, for the staff dashboard: when it was taken, and whether it is too old.
import { desc } from 'drizzle-orm';
import { BACKUP_OVERDUE_DAYS, type BackupStatus } from '@contract/backups';
import type { Db } from '@server/db/connect';
import { backups } from '@server/db/schema';

export async function backupStatus(db: Db, now: Date, keep: number): Promise<BackupStatus> {
  const [newest] = await db.select({ takenAt: backups.takenAt }).from(backups).orderBy(desc(backups.takenAt)).limit(1);
  const overdue = !newest || now.getTime() - newest.takenAt.getTime() > BACKUP_OVERDUE_DAYS * 86_400_000;
  return { lastTakenAt: newest ? newest.takenAt.toISOString() : null, overdue, scheduled: keep > 0 };
}
