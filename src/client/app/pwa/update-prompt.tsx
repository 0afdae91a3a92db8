import { useState, useSyncExternalStore } from 'react';
import { Button } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import { getUpdateState, subscribeUpdateState } from './service-worker-registration';

/** "A new version is available": shown while a new service worker waits; Reload activates it. */
export function UpdatePrompt() {
  const { applyUpdate } = useSyncExternalStore(subscribeUpdateState, getUpdateState, getUpdateState);
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (!applyUpdate || dismissed) return null;

  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:right-6 sm:left-auto sm:mx-0"
    >
      <p className="flex-1 text-sm font-medium text-slate-900">A new version is available</p>
      <Button
        size="sm"
        loading={reloading}
        onClick={() => {
          setReloading(true);
          applyUpdate();
        }}
      >
        Reload
      </Button>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        className="flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100"
      >
        <CloseIcon />
        <span className="sr-only">Later</span>
      </button>
    </div>
  );
}
