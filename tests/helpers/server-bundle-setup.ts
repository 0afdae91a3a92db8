// Vitest global setup: the server suites that start the real server as a child process (crash,
// lifecycle, start files, cluster, backups) run the bundle built here, as the journeys do,
// instead of transpiling some hundreds of modules through tsx at every start. Both database
// projects list this setup; the first builds, the second finds the bundle already named.
import { SERVER_BUNDLE_ENV, buildServerBundle } from './server-bundle';

export default async function setup() {
  if (process.env[SERVER_BUNDLE_ENV]) return undefined;
  const bundle = await buildServerBundle();
  return () => {
    bundle.remove();
    delete process.env[SERVER_BUNDLE_ENV];
  };
}
