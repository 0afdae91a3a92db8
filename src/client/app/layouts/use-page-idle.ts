import { useSyncExternalStore } from 'react';
import { isFirstScreenIdle, subscribeFirstScreenIdle } from '../first-screen';

/** True once the first screen is shown and the browser is idle (app/first-screen.ts), for the visit. */
export function usePageIdle(): boolean {
  return useSyncExternalStore(subscribeFirstScreenIdle, isFirstScreenIdle, () => false);
}
