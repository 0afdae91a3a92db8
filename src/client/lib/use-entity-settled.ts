// Calls back when changes of one entity leave the outbox's queue (synced or rejected), so a screen
// can reload the server's data that now includes them — or that a rejection rolled back to.
import { useEffect, useRef } from 'react';
import type { OutboxEntry } from '@offline/outbox';
import { useOutboxEntries } from './use-outbox';

export function useEntitySettled(entityKey: string, onSettled: (fresh: OutboxEntry[]) => void): void {
  const entries = useOutboxEntries(entityKey);
  // The newest settled seq seen; null until the outbox is first read, so old history calls nothing.
  const seen = useRef<number | null>(null);
  const callback = useRef(onSettled);
  useEffect(() => {
    callback.current = onSettled;
  });
  useEffect(() => {
    if (!entries) return;
    const settled = entries.filter((entry) => entry.status === 'synced' || entry.status === 'rejected');
    const newest = settled.reduce((max, entry) => Math.max(max, entry.seq), 0);
    const before = seen.current;
    seen.current = Math.max(before ?? 0, newest);
    if (before !== null && newest > before) callback.current(settled.filter((entry) => entry.seq > before));
  }, [entries]);
}
