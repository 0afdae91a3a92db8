// Starts the portal: reads the configuration, opens and seeds the database, listens, and shuts
// down cleanly on SIGTERM/SIGINT so the embedded database is closed without loss.
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { runClusterPrimary } from './cluster-primary';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/connect';
import { seedIfEmpty } from './db/seed/run-seed';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';
import { logDestination, safeError } from './logging';
import { analyzeNeverAnalyzed } from './plugins/planner-statistics';
import { loadSecrets } from './plugins/secrets';
import { newControlToken, removeControlFile, writeControlFile } from './features/backups/control-file';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }

  // The secrets first: a damaged file stops the start at once, before the database is opened.
  const secrets = loadSecrets(config.dataDir, process.env.TOKEN_SECRET);
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgresql', url: config.databaseUrl } : { kind: 'embedded', dataDir: config.dataDir },
  );
  const seeded = await seedIfEmpty(database.db, config.seed);
  await analyzeNeverAnalyzed(database.db);
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    // Migrated and seeded once, here; the API processes find both done.
    await database.close();
    await runClusterPrimary(config.webConcurrency, (port) => printBanner(config, port, database.kind, seeded));
    return;
  }
  const controlToken = newControlToken();
  const app = await buildApp({
    controlToken,
    config,
    database,
    secrets,
    clientDir,
    logger: { level: config.logLevel, stream: await logDestination(config.logFormat) },
    runJobs: true,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.lifecycle.shuttingDown = true;
    app.log.info(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      removeControlFile(config.dataDir);
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error(safeError(error));
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // For `npm run backup` on this machine (features/backups/control-file.ts).
  const controlHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  writeControlFile(config.dataDir, { pid: process.pid, url: `http://${controlHost}:${port}`, token: controlToken });
  // In a cluster the primary says it once for every process.
  if (cluster.isPrimary) printBanner(config, port, database.kind, seeded);
}

function printBanner(config: Config, port: number, kind: 'embedded' | 'postgresql', seeded: string) {
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  const lines = [
    '',
    `  Hands-On Portal is running at http://${shownHost}:${port}`,
    `  Database: ${kind === 'embedded' ? `embedded (${path.resolve(config.dataDir, 'pgdata')})` : 'PostgreSQL'}${seeded === 'seeded' ? ', demo data loaded' : ''}`,
  ];
  if (config.seed === 'demo') {
    lines.push('  Demo accounts:');
    const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.password.length));
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.email.padEnd(26)} ${account.password.padEnd(width)} ${account.description}`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error('The server could not start:', safeError(error).message);
  process.exit(1);
});
