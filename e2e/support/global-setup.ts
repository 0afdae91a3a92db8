// The journeys run against the built client, as users get it: build it first when stale. Then
// seed one data directory that every journey's server starts from a copy of, with the server
// bundled once instead of transpiled at every start.
import { buildClientIfStale } from '@server/cli/client-build';
import { buildServerBundle } from '../../tests/helpers/server-bundle';
import { buildDataTemplate } from './data-template';

export default async function globalSetup() {
  await buildClientIfStale();
  const bundle = await buildServerBundle();
  const template = await buildDataTemplate();
  return () => {
    template.remove();
    bundle.remove();
  };
}
