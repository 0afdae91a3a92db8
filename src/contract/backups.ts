// Backups (operations): POST /staff/backups takes one now; the staff dashboard shows the newest.
import { z } from 'zod';

/** The staff dashboard warns when the newest backup is older than this (or there is none). */
export const BACKUP_OVERDUE_DAYS = 2;

export const backupMessages = {
  /** 409: another backup is being taken, by this process or another of the same database. */
  underWay: 'A backup is being taken right now. It will be listed when it is done; ask for another in a minute.',
} as const;

export const backupTakenSchema = z.object({
  /** Where the server wrote it (an absolute path on the server's machine). */
  file: z.string(),
  bytes: z.number().int(),
  takenAt: z.string(),
});
export type BackupTaken = z.infer<typeof backupTakenSchema>;

export const backupStatusSchema = z.object({
  /** When the newest backup was taken (ISO instant); null: never. */
  lastTakenAt: z.string().nullable(),
  /** No backup within BACKUP_OVERDUE_DAYS days. */
  overdue: z.boolean(),
  /** The server takes a daily backup (BACKUP_KEEP above 0); when false, only `npm run backup` takes one. */
  scheduled: z.boolean(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
