// The journeys run against the built client, as users get it: build it first when stale. Then
// seed one data directory that every journey's server starts from a copy of.
import { buildClientIfStale } from '../../src/server/cli/client-build';
import { buildDataTemplate } from './data-template';

export default async function globalSetup() {
  await buildClientIfStale();
  const template = await buildDataTemplate();
  return () => template.remove();
}
