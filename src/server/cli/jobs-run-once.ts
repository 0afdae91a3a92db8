// `npm run jobs:run-once [-- --now 2026-12-01T08:00:00Z]`: plans and runs every job due now, then
// exits. For operators (a cron line, when the API processes run with JOBS_POLL_SECONDS=0) and for
// tests. --now runs as if it were that instant. With the embedded database, stop the server
// first: only one process can open it.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { createAppJobRunner } from '../jobs/app-jobs';
import { takeBackup } from '../features/backups/take-backup';
import { createMailer } from '../plugins/mail';
import { systemClock, type Clock } from '../clock';

const USAGE = 'Usage: npm run jobs:run-once [-- --now <ISO instant>]';

async function main() {
  const { values } = parseArgs({ options: { now: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  let clock: Clock = systemClock;
  if (values.now !== undefined) {
    const at = new Date(values.now);
    if (Number.isNaN(at.getTime())) throw new ConfigError(`--now: "${values.now}" is not a date and time.\n${USAGE}`);
    // The given instant, moving on as the run takes time.
    const offset = at.getTime() - Date.now();
    clock = () => new Date(Date.now() + offset);
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgresql', url: config.databaseUrl } : { kind: 'embedded', dataDir: config.dataDir },
  );
  const log = {
    info: () => {},
    warn: (obj: object, msg?: string) => console.warn(msg ?? '', obj),
    error: (obj: object, msg?: string) => console.error(msg ?? '', obj),
  };
  try {
    const runner = createAppJobRunner({
      db: database.db,
      mailer: createMailer(config, log),
      publicUrl: config.publicUrl,
      log,
      clock,
      embedded: database.kind === 'embedded',
      insightSnapshotProjects: config.insightSnapshotProjects,
      // A cron line running this (JOBS_POLL_SECONDS=0) takes the daily backup too.
      backups: {
        dataDir: config.dataDir,
        keep: config.backupKeep,
        take: () => takeBackup({ database, dataDir: config.dataDir, trigger: 'scheduled', whenBusy: 'wait', clock }),
      },
    });
    const summary = await runner.runDue();
    const outcomes = Object.entries(summary.outcomes).map(([outcome, n]) => `${outcome} ${n}`);
    console.log(
      `Jobs: ${summary.planned} planned; done: ${outcomes.length ? outcomes.join(', ') : 'none'}; retried ${summary.retried}; failed ${summary.failed}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
