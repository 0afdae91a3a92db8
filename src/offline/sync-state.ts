// The status line's state from the figures behind it: one rule for getSyncStatus (sync-status.ts,
// with Dexie) and peekSyncStatus (peek.ts, plain IndexedDB for the first screen), which must agree.
// No import of Dexie here: peek.ts keeps it off the first screen.
import type { PushState } from './push-state';
import type { Reachability } from './reachability';

export type SyncState = 'offline' | 'unreachable' | 'waiting' | 'syncing' | 'synced' | 'attention';

export interface SyncFigures {
  online: boolean;
  pending: number;
  syncing: number;
  rejected: number;
  pushState: PushState;
  reachability: Reachability | null;
}

export function deriveSyncState(figures: SyncFigures): { state: SyncState; needsSignIn: boolean } {
  const { pending, syncing, rejected, pushState, reachability } = figures;
  const waiting = pending + syncing;
  // The newer of the two findings wins: the last health check, or the last push's answer (which
  // only says something while changes wait).
  const pushIsNewer = (pushState.at ?? 0) > (reachability?.at ?? -1);
  const unreachable = pushIsNewer ? waiting > 0 && pushState.lastOutcome === 'network' : reachability?.reachable === false;
  const state: SyncState = !figures.online
    ? 'offline'
    : unreachable
      ? 'unreachable'
      : syncing > 0
        ? 'syncing'
        : waiting > 0
          ? 'waiting'
          : rejected > 0
            ? 'attention'
            : 'synced';
  return { state, needsSignIn: waiting > 0 && pushState.lastOutcome === 'session-lost' };
}
