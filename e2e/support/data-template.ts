// The journeys' seeded data directory: built once per run by global setup (a real server started
// on an empty DATA_DIR loads the demo data and generates its secrets, then stops), and copied for
// each journey's server, so no journey migrates and seeds again.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServerProcess } from '../../tests/helpers/server-process';

const TEMPLATE_ENV = 'HOP_E2E_DATA_TEMPLATE';

export async function buildDataTemplate(): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hop-e2e-template-'));
  const server = await startServerProcess({ port: await freePort(), dataDir: dir });
  const code = await server.stop();
  if (code !== 0) throw new Error(`the template server exited with ${code}:\n${server.output()}`);
  // Playwright's workers inherit the runner's environment, set after global setup.
  process.env[TEMPLATE_ENV] = dir;
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A new data directory holding a copy of the run's template (or an empty one without a template). */
export function newDataDir(): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hop-e2e-'));
  const template = process.env[TEMPLATE_ENV];
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}
