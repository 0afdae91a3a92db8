// The last reachability finding (reachability.ts) in IndexedDB's `meta`, through Dexie: the running
// pusher's monitor writes every finding, the first screen's only a change (start-outbox-sync.ts).
import { db } from './db';
import { REACHABILITY_KEY, type Reachability } from './reachability';

export async function readReachability(): Promise<Reachability | null> {
  const record = await db.meta.get(REACHABILITY_KEY);
  return (record?.value as Reachability | undefined) ?? null;
}

export async function writeReachability(value: Reachability): Promise<void> {
  await db.meta.put({ key: REACHABILITY_KEY, value });
}
