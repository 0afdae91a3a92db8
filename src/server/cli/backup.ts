// `npm run backup -- [file]`: a consistent backup of the portal's data, default into
// DATA_DIR/backups. Embedded database: a running server on this DATA_DIR is asked for it through
// its control channel (DATA_DIR/server.json), since a second process cannot open the database;
// with the server stopped, the data directory is read directly. PostgreSQL: pg_dump, which reads
// one snapshot while the servers keep running.
import { existsSync } from 'node:fs';
import { copyFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BackupTaken } from '@contract/backups';
import { API_PREFIX } from '@contract/constants';
import { routes } from '@contract/routes';
import { systemClock } from '../clock';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { CONTROL_HEADER, runningServer } from '../features/backups/control-file';
import { takeBackup } from '../features/backups/take-backup';

const USAGE = 'Usage: npm run backup -- [file]   (default: DATA_DIR/backups/portal-backup-<time>.<tar.gz|pgdump>)';

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
  if (values.help || positionals.length > 1) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 64;
    return;
  }
  const target = positionals[0] ? path.resolve(positionals[0]) : undefined;
  const config = loadConfig();

  if (!config.databaseUrl) {
    const server = runningServer(config.dataDir);
    if (server) {
      const response = await fetch(`${server.url}${API_PREFIX}${routes.staffTakeBackup.path}`, {
        method: 'POST',
        headers: { [CONTROL_HEADER]: server.token },
      });
      if (!response.ok) {
        const text = await response.text();
        let message = text;
        try {
          message = (JSON.parse(text) as { message?: string }).message ?? text;
        } catch {
          // Not the API's error shape: show it as it came.
        }
        throw new Error(`The running server (process ${server.pid}) could not take the backup: ${response.status} ${message}`);
      }
      const taken = (await response.json()) as BackupTaken;
      if (target && target !== taken.file) {
        await copyFile(taken.file, target);
        await unlink(taken.file);
      }
      console.log(`Backup written by the running server: ${target ?? taken.file} (${taken.bytes} bytes)`);
      return;
    }
    if (!existsSync(path.join(config.dataDir, 'pgdata', 'PG_VERSION'))) {
      throw new ConfigError(`There is no database in ${path.resolve(config.dataDir, 'pgdata')} to back up (check DATA_DIR).`);
    }
  }

  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgresql', url: config.databaseUrl } : { kind: 'embedded', dataDir: config.dataDir },
  );
  try {
    const record = await takeBackup({ database, dataDir: config.dataDir, trigger: 'manual', file: target, clock: systemClock });
    console.log(`Backup written: ${record.file} (${record.bytes} bytes)`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
