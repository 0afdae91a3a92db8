// The server as one pre-transpiled file, for test runs that start many servers (the Playwright
// journeys): starting through tsx costs a second or more of CPU per start in the loader hooks
// that transpile and resolve some hundreds of modules; the same code bundled by esbuild (tsx's
// own transpiler) starts without them. Packages stay external and resolve from node_modules; each
// module's import.meta.url stays its own source file's, so paths relative to it (migrations, the
// built client, package.json) resolve as they do under tsx.
import { mkdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { repoRoot } from './server-process';

export const SERVER_BUNDLE_ENV = 'HOP_SERVER_BUNDLE';

/** The command-line scripts the server suites run as an operator would, bundled beside the server. */
const CLI_SCRIPTS = ['invite', 'import-directory', 'backup', 'restore', 'jobs-run-once'] as const;
export type CliScript = (typeof CLI_SCRIPTS)[number];

export async function buildServerBundle(): Promise<{ file: string; remove(): void }> {
  // Under the repository, so the bundle's bare imports resolve from its node_modules.
  const dir = path.join(repoRoot, 'node_modules', '.cache', 'hop-server', String(process.pid));
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.mjs');
  await build({
    entryPoints: [
      { in: path.join(repoRoot, 'src/server/server.ts'), out: 'server' },
      ...CLI_SCRIPTS.map((script) => ({ in: path.join(repoRoot, `src/server/cli/${script}.ts`), out: `cli-${script}` })),
    ],
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'warning',
    plugins: [
      {
        name: 'own-import-meta-url',
        setup(builder) {
          builder.onLoad({ filter: /\/src\/.*\.ts$/ }, async (args) => ({
            contents: (await readFile(args.path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
            loader: 'ts',
          }));
        },
      },
    ],
  });
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
