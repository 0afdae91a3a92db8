// The scheduled backup: once a day at 02:00 UTC (before the 03:00 clean-up), through the jobs
// runner, so with several API processes on one PostgreSQL it runs once a day, not once per
// process. It writes into DATA_DIR/backups of the process that runs it and keeps the newest
// BACKUP_KEEP files there.
import type { JobKind, Planner } from '@server/jobs/registry';
import { dailyJob } from '@server/jobs/schedule';
import { backupsDir, pruneBackups } from './backup-files';
import type { BackupRecord } from './take-backup';

const BACKUP_JOB_KIND = 'backup';

export interface ScheduledBackups {
  dataDir: string;
  keep: number;
  /** Takes one backup into DATA_DIR/backups and records it. */
  take(): Promise<BackupRecord>;
}

export const backupPlanner: Planner = dailyJob({ kind: BACKUP_JOB_KIND, hour: 2, maxAttempts: 3 });

export function backupJob(backups: ScheduledBackups): JobKind<Record<string, unknown>> {
  return {
    kind: BACKUP_JOB_KIND,
    parse: (payload) => (typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {}),
    async run(ctx) {
      const record = await backups.take();
      const pruned = await pruneBackups(backupsDir(backups.dataDir), backups.keep);
      ctx.deps.log.info({ file: record.file, bytes: record.bytes, pruned: pruned.length }, 'backup written');
      await ctx.complete('written');
    },
  };
}
