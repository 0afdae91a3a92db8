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

interface PortalFixtures {
  portal: Portal;
  /** The port the portal will listen on, known before it starts (e.g. for an OpenID provider's redirect URI). */
  portalPort: number;
  /** Extra environment for the server (e.g. GOOGLE_CLIENT_ID…); override with test.use() or test.extend(). */
  portalEnv: Record<string, string>;
}

export const test = base.extend<PortalFixtures>({
  portalEnv: [{}, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
  portalPort: async ({}, use) => use(await freePort()),
  portal: async ({ portalPort: port, portalEnv }, use) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hop-e2e-'));
    // Links in e-mails point at the origin the browser uses (127.0.0.1, not localhost), so a
    // link opened from a mail shares the page's storage, as it would for a user.
    const env = { PUBLIC_URL: `http://127.0.0.1:${port}`, ...portalEnv };
    let server: ServerProcess | null = await startServerProcess({ port, dataDir, env });
    const portal: Portal = {
      url: server.url,
      dataDir,
      async stop() {
        await server?.stop();
        server = null;
      },
      async start() {
        server ??= await startServerProcess({ port, dataDir, env });
      },
    };
    await use(portal);
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  },
  baseURL: async ({ portal }, use) => use(portal.url),
});

export { expect } from '@playwright/test';
