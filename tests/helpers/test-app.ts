// The whole API on a fresh database, driven with app.inject(): no port, no mocks.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SignInResponse } from '@contract/sessions';
import { buildApp, type BuildAppOptions } from '@server/app';
import { loadConfig } from '@server/config';
import { seedIfEmpty } from '@server/db/seed/run-seed';
import { generateSecrets } from '@server/plugins/secrets';
import { createTestDatabase, type TestDatabase } from './test-db';
import { apiPath, routes } from '@contract/routes';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { seed?: 'demo' | 'none'; clientDir?: string; env?: NodeJS.ProcessEnv; clock?: () => Date; logger?: BuildAppOptions['logger'] } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hop-test-'));
  const seed = options.seed ?? 'demo';
  const database = await createTestDatabase({ template: seed });
  // A no-op on the template's copy; seeds when the run has no templates (outside Vitest).
  await seedIfEmpty(database.db, seed);
  // No scheduled backups unless a suite asks for them (BACKUP_KEEP): a test clock past 02:00 would take one.
  const config = loadConfig({ DATA_DIR: dataDir, SEED: seed, BACKUP_KEEP: '0', CHECK_RESPONSES: process.env.CHECK_RESPONSES ?? '1', ...options.env });
  const app = await buildApp({
    config,
    database,
    secrets: generateSecrets(),
    clientDir: options.clientDir,
    clock: options.clock,
    logger: options.logger,
  });
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const COORDINATOR = { email: 'coordinator@example.org', password: 'Demo-pass1' };

/** Signs in and returns the token pair and user. */
export async function signIn(app: FastifyInstance, credentials = COORDINATOR) {
  const response = await app.inject({ method: 'POST', url: apiPath(routes.signIn), payload: credentials });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json() as SignInResponse;
}
