// The server as built JavaScript: esbuild bundles its TypeScript (tsx's own transpiler, so the
// code that runs is what `npm run dev` runs) into one file per entry, and chunks it shares. Packages stay external and
// resolve from node_modules; each module's import.meta.url stays its own source file's, so paths
// relative to it (migrations, the built client, package.json) resolve as they do from source.
//
// Plain JavaScript: `npm start` runs this before any TypeScript can be loaded, without a loader.
// A build records its inputs (esbuild's metafile), so a later start knows exactly which sources
// to compare: any newer than the build, or gone, and the server is built again.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const INPUTS_FILE = 'inputs.json';
/** What the build reads besides the sources it bundles. */
const SETTINGS = ['package.json', 'package-lock.json', 'tsconfig.json'];

/** Replaces import.meta.url in each of our sources with that source's own URL. */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\/src\/.*\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: 'ts',
    }));
  },
};

/**
 * Bundles the entries ({ in: source path from the repository root, out: file name without
 * extension }) into outDir as <out>.mjs, built beside it and moved in whole, so a start killed
 * mid-build never finds half a bundle.
 */
export async function bundleServer({ outDir, entries, sourcemap = 'linked' }) {
  const { build } = await import('esbuild');
  const staging = `${outDir}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const result = await build({
    entryPoints: entries.map((entry) => ({ in: path.join(repoRoot, entry.in), out: entry.out })),
    absWorkingDir: repoRoot,
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    // A dynamic import of our own code becomes a chunk of its own, loaded when imported: the
    // embedded database's module (db/open-embedded.ts) and PGlite with it stay out of a server on
    // PostgreSQL. Without splitting, esbuild would hoist PGlite's import to the bundle's top.
    splitting: true,
    target: 'node20',
    packages: 'external',
    sourcemap,
    metafile: true,
    logLevel: 'warning',
    plugins: [ownImportMetaUrl],
  });
  const inputs = [...Object.keys(result.metafile.inputs), ...SETTINGS].map((input) => path.resolve(repoRoot, input));
  writeFileSync(path.join(staging, INPUTS_FILE), JSON.stringify(inputs));
  const previous = `${outDir}.previous-${process.pid}`;
  if (existsSync(outDir)) renameSync(outDir, previous);
  try {
    renameSync(staging, outDir);
  } catch (error) {
    // Another start built the same sources at the same time and moved its build in first.
    if (!existsSync(outDir)) throw error;
    rmSync(staging, { recursive: true, force: true });
  }
  rmSync(previous, { recursive: true, force: true });
}

/** Whether outDir holds no build, or one older than any of the sources it was built from. */
export function serverBundleIsStale(outDir, entryOuts) {
  const list = path.join(outDir, INPUTS_FILE);
  if (!existsSync(list) || entryOuts.some((out) => !existsSync(path.join(outDir, `${out}.mjs`)))) return true;
  const built = statSync(list).mtimeMs;
  /** @type {string[]} */
  const inputs = JSON.parse(readFileSync(list, 'utf8'));
  return inputs.some((input) => !existsSync(input) || statSync(input).mtimeMs > built);
}
