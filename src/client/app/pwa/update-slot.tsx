import { Suspense, useSyncExternalStore } from 'react';
import { lazyNamed } from '../lazy-page';
import { getUpdateState, subscribeUpdateState } from './update-state';

// Loaded only once a new version waits: most visits never show it.
const UpdatePrompt = lazyNamed(() => import('./update-prompt'), 'UpdatePrompt');

/** Where the "A new version is available" prompt appears once a new service worker waits. */
export function UpdateSlot() {
  const { applyUpdate } = useSyncExternalStore(subscribeUpdateState, getUpdateState, getUpdateState);
  if (!applyUpdate) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt applyUpdate={applyUpdate} />
    </Suspense>
  );
}
