import { readFileSync } from 'node:fs';

let version: string | undefined;

/** The package version, read once from package.json. */
export function appVersion(): string {
  version ??= (JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  return version;
}
