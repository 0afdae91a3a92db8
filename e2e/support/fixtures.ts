// A real server per test, on a free port and a temporary DATA_DIR with the demo data, that a test
// can stop (to be truly unreachable, service-worker traffic included) and start again on the same origin.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { freePort, startServerProcess, type ServerProcess } from '../../tests/helpers/server-process';

export interface Portal {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export const test = base.extend<{ portal: Portal }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
  portal: async ({}, use) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hop-e2e-'));
    const port = await freePort();
    let server: ServerProcess | null = await startServerProcess({ port, dataDir });
    const portal: Portal = {
      url: server.url,
      dataDir,
      async stop() {
        await server?.stop();
        server = null;
      },
      async start() {
        server ??= await startServerProcess({ port, dataDir });
      },
    };
    await use(portal);
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  },
  baseURL: async ({ portal }, use) => use(portal.url),
});

export { expect } from '@playwright/test';
