// What the later parts of the demo seed need from the earlier ones: ids by readable key.
import type { SeededAccounts } from './accounts';
import type { SeededCatalogue } from './catalogue';
import type { SeededDirectory } from './directory';

export interface DemoContext {
  directory: SeededDirectory;
  catalogue: SeededCatalogue;
  accounts: SeededAccounts;
}

/** Demo data refers to rows by key; a misspelt key must fail the seed, not insert a null. */
export function pick<V>(map: ReadonlyMap<string, V>, key: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo seed: unknown key "${key}"`);
  return value;
}
