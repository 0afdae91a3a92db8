// `npm start`: the server built into JavaScript, run without a TypeScript loader. The build
// (server-bundle.mjs) happens when it is missing or older than its sources, as the client's does;
// then the bundled start.ts builds the client if stale, and serves.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleServer, repoRoot, serverBundleIsStale } from './server-bundle.mjs';

const outDir = path.join(repoRoot, 'dist-server');
const entries = [{ in: 'src/server/cli/start.ts', out: 'start' }];

// A cluster's API processes run this file too (cluster.fork): the primary has built by then.
if (serverBundleIsStale(outDir, ['start'])) {
  console.log('Building the server…');
  const started = Date.now();
  await bundleServer({ outDir, entries });
  console.log(`Server built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
// Stack traces name the TypeScript sources (the bundle's linked source map).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(outDir, 'start.mjs')).href);
