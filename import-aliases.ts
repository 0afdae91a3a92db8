// The import aliases of tsconfig.json ("paths"), for the tools that do not read it: Vite (the
// client build, its first-paint script and the prerender server) and Vitest. tsx, esbuild,
// Playwright and knip read tsconfig.json themselves. Imported with its extension, as Vite's native
// config loader (its future default) requires.
import path from 'node:path';

const area = (name: string) => path.resolve(import.meta.dirname, 'src', name);

export const importAliases = {
  '@contract': area('contract'),
  '@client': area('client'),
  '@server': area('server'),
  '@offline': area('offline'),
};
