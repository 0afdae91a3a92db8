// The sync status in the top bar, on every signed-in screen (docs/architecture.md §5, point 7): offline /
// N waiting / syncing / synced at HH:MM, and a "Needs attention" button when the server refused a
// change. Both open the sync panel.
import { Suspense, useState } from 'react';
import type { SyncStatus } from '@offline/sync-status';
import '@client/i18n/en/sync';
import { useI18n } from '@client/i18n/use-i18n';
import { useSyncStatus } from '@client/lib/use-sync-status';
import { cx } from '@client/ui/cx';
import { AlertIcon } from '@client/ui/icons';
import { lazyNamed } from '../lazy-page';
import { shortStatus } from './sync-summary';

// The panel (a Headless UI dialog with the forms that resend a refused change) is most of this
// button's code, and most visits never open it: it loads when first wanted, not with every screen.
const SyncPanel = lazyNamed(() => import('./sync-panel'), 'SyncPanel');

const dotTone: Record<SyncStatus['state'], string> = {
  offline: 'bg-slate-400',
  unreachable: 'bg-amber-500',
  waiting: 'bg-amber-500',
  syncing: 'bg-primary-500 animate-pulse',
  synced: 'bg-emerald-500',
  attention: 'bg-emerald-500',
};

export function SyncStatusButton() {
  const i18n = useI18n();
  const { t } = i18n;
  const status = useSyncStatus();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the dialog can animate closed.
  const [panelMounted, setPanelMounted] = useState(false);
  const openPanel = () => {
    setPanelMounted(true);
    setOpen(true);
  };
  const preloadPanel = () => void SyncPanel.preload().catch(() => undefined);
  const label = shortStatus(status, i18n);
  // "Needs attention" has its own button; the main one then says how the rest stands.
  const mainLabel = status.state === 'attention' ? shortStatus({ ...status, state: 'synced' }, i18n) : label;

  return (
    // Left out of the screen saved for the next page load (app/first-paint): it shows this moment's
    // connection, and the app's first render has not mounted it yet either.
    <div className="flex min-w-0 items-center gap-2" data-first-paint-omit="">
      {/* aria-live so a screen reader hears "Offline", "3 waiting", "Synced at 10:42" as they change. */}
      <button
        type="button"
        onClick={openPanel}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        aria-live="polite"
        className="flex h-9 min-w-0 items-center gap-2 rounded-full border border-slate-200 bg-white px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-50 sm:px-3"
      >
        <span aria-hidden="true" className={cx('size-2.5 shrink-0 rounded-full', status.needsSignIn ? 'bg-amber-500' : dotTone[status.state])} />
        <span className="sr-only">{t('sync.button.label')} </span>
        {/* On a phone a quiet "Synced at…" is only the green dot; anything that needs the eye stays in words. */}
        <span className={cx('max-w-44 min-w-0 truncate', (status.state === 'synced' || status.state === 'attention') && 'sr-only sm:not-sr-only')}>
          {mainLabel}
        </span>
      </button>
      {status.rejected > 0 && (
        <button
          type="button"
          onClick={openPanel}
          onPointerEnter={preloadPanel}
          onFocus={preloadPanel}
          className="flex h-9 items-center gap-1.5 rounded-full bg-red-600 px-3 text-sm font-semibold text-white hover:bg-red-700"
        >
          <AlertIcon className="size-4" />
          <span className="sr-only sm:not-sr-only">{t('sync.button.attention')}</span>
          <span>{t('sync.button.attentionCount', { count: status.rejected })}</span>
        </button>
      )}
      {panelMounted && (
        <Suspense fallback={null}>
          <SyncPanel open={open} onClose={() => setOpen(false)} status={status} />
        </Suspense>
      )}
    </div>
  );
}
