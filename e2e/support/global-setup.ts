// The journeys run against the built client, as users get it: build it first when stale.
import { buildClientIfStale } from '../../src/server/cli/client-build';

export default async function globalSetup() {
  await buildClientIfStale();
}
