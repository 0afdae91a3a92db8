import { useSyncExternalStore } from 'react';
import { getSessionState, signedOutState, subscribeSession, type SessionState } from './session-store';

/**
 * The current session and user. Re-renders when this tab signs in or out and when another tab
 * changes the stored session (the storage event).
 */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, () => signedOutState);
}
