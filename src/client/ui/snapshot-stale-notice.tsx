// The stale-data banner of the screens whose entities the service worker keeps snapshots of
// (projects, orders, tasks): the snapshots say how old the data is. Apart from load-state.tsx
// because the snapshots are read through Dexie, which the first screen does not load.
import type { ComponentProps } from 'react';
import { useSavedAt } from '../lib/use-saved-at';
import { StaleDataNotice } from './load-state';

type Props = Omit<ComponentProps<typeof StaleDataNotice>, 'snapshotSavedAt'> & {
  /** The entities shown ('project:ID', 'task:ID'…). */
  entityKeys: readonly string[];
};

export function SnapshotStaleNotice({ entityKeys, ...notice }: Props) {
  return <StaleDataNotice {...notice} snapshotSavedAt={useSavedAt(entityKeys, true)} />;
}
