// When the data on screen was last fetched from the server, from the device's snapshots (the
// service worker records one per project, order and task it caches): the oldest of the given
// entities, so "saved at" never claims data is newer than it is.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@offline/db';

export function useSavedAt(entityKeys: readonly string[], enabled: boolean): number | undefined {
  const joined = entityKeys.join('|');
  return useLiveQuery(async () => {
    if (!enabled || entityKeys.length === 0) return undefined;
    const snapshots = await db.snapshots.bulkGet([...entityKeys]);
    const times = snapshots.flatMap((snapshot) => (snapshot ? [snapshot.fetchedAt] : []));
    return times.length > 0 ? Math.min(...times) : undefined;
    // entityKeys is compared by content (joined), not by identity: a new array each render.
  }, [joined, enabled]);
}
