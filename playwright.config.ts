import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { useMemoryTmpdir } from './tests/helpers/memory-tmpdir';

useMemoryTmpdir();

// Every answer of the journeys' servers checked against its endpoint's response schema
// (src/server/plugins/response-check.ts): a mismatch is answered 500 and fails the journey.
process.env.CHECK_RESPONSES ??= '1';

const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * Debian's Chromium: Playwright's own browser download cannot run here. Its headless shell
 * (package chromium-headless-shell: the same Chromium without the browser's own interface, what
 * Playwright itself runs headless) when installed: the same three journey files took 92 s with it
 * and 114 s with the whole browser in its headless mode on a two-core machine. CHROMIUM_PATH
 * chooses another.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// The flags keep it from reaching for Google's services, which this machine's closed network refuses.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two workers, one per core: every journey has its own port and copy of the data, and a journey
  // spends much of its time waiting on its server or browser. Measured on a quiet two-core machine,
  // the 98 journeys took 692 s on one worker and 582 s on two, with no failure on either.
  // E2E_WORKERS=1 runs them one at a time (on a busy machine, or to rule out contention).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // The JSON report feeds npm run test:timing (tests/tooling/timing-report.ts).
  reporter: [['list'], ['json', { outputFile: 'test-results/timing/playwright.json' }]],
  // Its own folder: Playwright empties it at every run, and test-results/timing must survive.
  outputDir: 'test-results/playwright',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 768 },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    screenshot: 'only-on-failure',
    // A failed journey keeps its trace with DOM snapshots of every step; its screencast (a frame
    // captured and encoded many times a second, for every journey, kept or not) cost about a fifth
    // of the journeys' time: three journey files took 105 s with it and 86 s without.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
});
