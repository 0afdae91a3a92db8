// `npm run restore -- <file> [--force]`: restores a backup (npm run backup, or a scheduled one from
// DATA_DIR/backups) into the configured database: DATA_DIR's embedded database, or DATABASE_URL.
// Stop every server using it first. A target that already holds a database is refused without
// --force; with it, the embedded one is moved aside and PostgreSQL's tables are dropped. The next
// start migrates a backup from an older version.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { runningServer } from '../features/backups/control-file';
import { restoreBackup } from '../features/backups/restore';

const USAGE = 'Usage: npm run restore -- <file> [--force]';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 64;
    return;
  }
  const file = path.resolve(positionals[0]!);
  const config = loadConfig();
  if (!config.databaseUrl) {
    const server = runningServer(config.dataDir);
    if (server) throw new Error(`A server (process ${server.pid}) is running on ${path.resolve(config.dataDir)}: stop it first.`);
  }
  const { movedAside } = await restoreBackup(
    file,
    config.databaseUrl ? { kind: 'postgresql', url: config.databaseUrl } : { kind: 'embedded', dataDir: config.dataDir },
    { force: values.force },
  );
  if (movedAside) console.log(`The database that was there is kept in ${movedAside}.`);
  console.log(`Restored ${file}. Start the server (npm start); it applies any newer migrations of this version.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
