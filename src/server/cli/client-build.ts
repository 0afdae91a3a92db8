// Decides whether the built client in dist/ is older than its sources, and rebuilds it if so.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fsyncDirectory } from '../atomic-write';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCES = ['src/client', 'src/contract', 'src/offline', 'sw', 'public', 'index.html', 'vite.config.ts', 'package.json'];
const STAMP = 'dist/index.html';

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function clientBuildIsStale(root = rootDir): boolean {
  const stamp = path.join(root, STAMP);
  if (!existsSync(stamp) || !existsSync(path.join(root, 'dist/service-worker.js'))) return true;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

/** mkdir is atomic: the one process that creates the folder builds, the others wait for it. */
async function withBuildLock<T>(root: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(root, 'node_modules', '.client-build.lock');
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than the deadline was left by a killed build.
      const age = existsSync(lock) ? Date.now() - statSync(lock).mtimeMs : 0;
      if (age > 5 * 60_000 || Date.now() > deadline) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Builds the client into the given folder. */
export type ClientBuilder = (outDir: string) => Promise<void>;

const viteBuilder =
  (root: string): ClientBuilder =>
  async (outDir) => {
    const { build } = await import('vite');
    await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  };

function fsyncTree(target: string) {
  if (statSync(target).isDirectory()) {
    for (const entry of readdirSync(target)) fsyncTree(path.join(target, entry));
    fsyncDirectory(target);
    return;
  }
  const fd = openSync(target, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Builds into a staging folder and swaps it in whole, so a start killed in the middle of a build
 * leaves the previous dist/ or none (then the next start builds again), never a half-written one
 * that looks complete: index.html and the service worker present, assets or their compressed
 * copies missing or cut short.
 */
export async function buildClientAtomically(root: string, builder: ClientBuilder): Promise<void> {
  const work = path.join(root, 'node_modules', '.client-build');
  // What a killed build left: its staging folder, or the old dist/ it was about to remove.
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const staging = path.join(work, `dist-${process.pid}`);
  await builder(staging);
  fsyncTree(staging);
  const dist = path.join(root, 'dist');
  const previous = path.join(work, `previous-${process.pid}`);
  if (existsSync(dist)) renameSync(dist, previous);
  renameSync(staging, dist);
  fsyncDirectory(root);
  rmSync(work, { recursive: true, force: true });
}

export async function buildClientIfStale(root = rootDir, builder: ClientBuilder = viteBuilder(root)): Promise<boolean> {
  if (!clientBuildIsStale(root)) return false;
  return withBuildLock(root, async () => {
    if (!clientBuildIsStale(root)) return false;
    console.log('Building the client…');
    const started = Date.now();
    await buildClientAtomically(root, builder);
    console.log(`Client built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  });
}
