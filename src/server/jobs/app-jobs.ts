// The product's job kinds and planners, in one place: add a feature's own here (a nightly backup,
// the daily clean-up of old idempotency records…), and every runner (the API process's timer and
// `npm run jobs:run-once`) runs it.
import type { Database } from '../db/connect';
import { applicationSubmittedJob } from '../features/applications/submitted-job';
import { backupJob, backupPlanner, type ScheduledBackups } from '../features/backups/backup-job';
import { notificationDigestJob, notificationDigestPlanner } from '../features/notifications/digest-job';
import { notificationEmailJob } from '../features/notifications/email-job';
import { reminderJob } from '../features/reminders/reminder-job';
import { reminderPlanner } from '../features/reminders/planner';
import { countDuePlanner } from '../features/count-schedule/count-due-planner';
import { insightSnapshotJob, insightSnapshotPlanner } from '../features/insights/snapshot-job';
import type { Mailer } from '../plugins/mail';
import { mutationRetentionJob, mutationRetentionPlanner } from '../plugins/mutation-retention';
import { plannerStatisticsJob, plannerStatisticsPlanner } from '../plugins/planner-statistics';
import { createJobRunner, type JobObserver, type JobRunner } from './runner';
import type { Clock } from '../clock';
import { JobRegistry, type JobLog } from './registry';
import { DEFAULT_INSIGHT_SNAPSHOT_PROJECTS } from '../config';

/**
 * `backups`: the daily backup, when the runner can take one (BACKUP_KEEP above 0). `embedded`: the
 * database is PGlite, which has no autovacuum to keep the planner's statistics (planner-statistics.ts).
 * `insightSnapshotProjects`: the programme size from which the insights snapshots are kept.
 */
function appJobRegistry(backups?: ScheduledBackups, embedded = false, insightSnapshotProjects = DEFAULT_INSIGHT_SNAPSHOT_PROJECTS): JobRegistry {
  const registry = new JobRegistry()
    .register(reminderJob)
    .addPlanner(reminderPlanner)
    .addPlanner(countDuePlanner)
    .register(mutationRetentionJob)
    .addPlanner(mutationRetentionPlanner)
    .register(applicationSubmittedJob)
    .register(notificationEmailJob)
    .register(notificationDigestJob)
    .addPlanner(notificationDigestPlanner)
    .register(insightSnapshotJob)
    .addPlanner(insightSnapshotPlanner(insightSnapshotProjects));
  if (backups && backups.keep > 0) registry.register(backupJob(backups)).addPlanner(backupPlanner);
  if (embedded) registry.register(plannerStatisticsJob).addPlanner(plannerStatisticsPlanner);
  return registry;
}

export interface AppRunnerOptions {
  db: Database['db'];
  mailer: Mailer;
  publicUrl: string;
  log: JobLog;
  clock?: Clock;
  runnerId?: string;
  observer?: JobObserver;
  backups?: ScheduledBackups;
  /** The database is the embedded one (see appJobRegistry). */
  embedded?: boolean;
  /** INSIGHTS_SNAPSHOT_PROJECTS (see appJobRegistry). */
  insightSnapshotProjects?: number;
}

export function createAppJobRunner(options: AppRunnerOptions): JobRunner {
  return createJobRunner({
    registry: appJobRegistry(options.backups, options.embedded, options.insightSnapshotProjects),
    deps: { db: options.db, mailer: options.mailer, publicUrl: options.publicUrl, log: options.log },
    clock: options.clock,
    runnerId: options.runnerId,
    observer: options.observer,
  });
}
