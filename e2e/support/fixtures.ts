// A real server for the journeys, on a free port and a copy of the run's seeded data directory,
// that a test can stop (to be truly unreachable, service-worker traffic included) and start again
// on the same origin.
//
// By default each test gets its own server and data. A spec file whose journeys neither stop the
// server nor depend on data another of its journeys changes may share one server among its tests
// with `test.use({ portalScope: 'file' })`: the server starts with the file's first test and
// stops after its last (the tests of a file run in order in one worker).
import { rmSync } from 'node:fs';
import { test as base } from '@playwright/test';
import { freePort, startServerProcess, type ServerProcess } from '../../tests/helpers/server-process';
import { newDataDir } from './data-template';

export interface Portal {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

type PortalScope = 'test' | 'file';

interface PortalFixtures {
  portal: Portal;
  /**
   * The port the portal will listen on, known before it starts (e.g. for an OpenID provider's
   * redirect URI). A file's shared server listens on its first test's: a spec file that registers
   * the port elsewhere and shares a server gives all its tests the same one (a worker fixture's).
   */
  portalPort: number;
  /** Extra environment for the server (e.g. GOOGLE_CLIENT_ID…); override with test.use() or test.extend(). */
  portalEnv: Record<string, string>;
  /** 'file': one server for all the tests of the spec file (see above). */
  portalScope: PortalScope;
}

interface WorkerFixtures {
  filePortals: FilePortals;
}

interface RunningPortal extends Portal {
  /** Stops the server and removes its data. */
  dispose(): Promise<void>;
}

async function launchPortal(port: number, portalEnv: Record<string, string>): Promise<RunningPortal> {
  const dataDir = newDataDir();
  // Links in e-mails point at the origin the browser uses (127.0.0.1, not localhost), so a
  // link opened from a mail shares the page's storage, as it would for a user.
  const env = { PUBLIC_URL: `http://127.0.0.1:${port}`, ...portalEnv };
  let server: ServerProcess | null = await startServerProcess({ port, dataDir, env });
  return {
    url: server.url,
    dataDir,
    async stop() {
      await server?.stop();
      server = null;
    },
    async start() {
      server ??= await startServerProcess({ port, dataDir, env });
    },
    async dispose() {
      await server?.stop();
      server = null;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The worker's shared server of the spec file it is running, replaced when the file changes, or when
 * a test of it asks for another environment (a describe block's own portalEnv).
 */
class FilePortals {
  private current: { key: string; portal: RunningPortal } | null = null;

  async forFile(file: string, port: number, portalEnv: Record<string, string>): Promise<Portal> {
    const key = JSON.stringify([file, portalEnv]);
    if (this.current?.key === key) return this.current.portal;
    await this.close();
    const portal = await launchPortal(port, portalEnv);
    this.current = { key, portal };
    return portal;
  }

  async close() {
    await this.current?.portal.dispose();
    this.current = null;
  }
}

export const test = base.extend<PortalFixtures, WorkerFixtures>({
  portalEnv: [{}, { option: true }],
  portalScope: ['test', { option: true }],
  filePortals: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const portals = new FilePortals();
      await use(portals);
      await portals.close();
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
  portalPort: async ({}, use) => use(await freePort()),
  portal: async ({ portalScope, portalPort, portalEnv, filePortals }, use, testInfo) => {
    if (portalScope === 'file') {
      await use(await filePortals.forFile(testInfo.file, portalPort, portalEnv));
      return;
    }
    const portal = await launchPortal(portalPort, portalEnv);
    await use(portal);
    await portal.dispose();
  },
  baseURL: async ({ portal }, use) => use(portal.url),
});

/**
 * For spec files that check how screens look and read (layouts, screenshots, accessibility):
 * their service worker blocked. What they check does not depend on it, and its caching and
 * offline work have journeys of their own; with it, each journey's browser precaches the whole
 * app (some 130 files) while the journey runs: about a third of a short journey's CPU time.
 */
export const screensOnly = { serviceWorkers: 'block' } as const;

export { expect } from '@playwright/test';
