// The server as one pre-transpiled file, for test runs that start many servers (the Playwright
// journeys): starting through tsx costs a second or more of CPU per start in the loader hooks
// that transpile and resolve some hundreds of modules. The same build as `npm start`'s
// (src/server/cli/server-bundle.mjs), of the server without the client build step, and of the
// command-line scripts the suites run as an operator would; a folder of the run's own.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { bundleServer } from '@server/cli/server-bundle.mjs';
import { repoRoot } from './server-process';

export const SERVER_BUNDLE_ENV = 'HOP_SERVER_BUNDLE';

/** The command-line scripts the server suites run as an operator would, bundled beside the server. */
const CLI_SCRIPTS = ['invite', 'import-directory', 'backup', 'restore', 'jobs-run-once'] as const;
export type CliScript = (typeof CLI_SCRIPTS)[number];

export async function buildServerBundle(): Promise<{ file: string; remove(): void }> {
  // Under the repository, so the bundle's bare imports resolve from its node_modules.
  const dir = path.join(repoRoot, 'node_modules', '.cache', 'hop-server', String(process.pid));
  await bundleServer({
    outDir: dir,
    entries: [
      { in: 'src/server/server.ts', out: 'server' },
      ...CLI_SCRIPTS.map((script) => ({ in: `src/server/cli/${script}.ts`, out: `cli-${script}` })),
    ],
    sourcemap: 'inline',
  });
  const file = path.join(dir, 'server.mjs');
  process.env[SERVER_BUNDLE_ENV] = file;
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The node arguments that run a command-line script: its bundle (baseline WebAssembly code only,
 * as the test servers run) when the run built one, else the source through tsx.
 */
export function cliArgs(script: CliScript): string[] {
  const server = process.env[SERVER_BUNDLE_ENV];
  if (!server) return ['--import', 'tsx', `src/server/cli/${script}.ts`];
  return ['--enable-source-maps', '--liftoff-only', path.join(path.dirname(server), `cli-${script}.mjs`)];
}
