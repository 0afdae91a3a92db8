// The sync panel, opened from the top bar: where this device's changes are (waiting, on their way,
// synced) and the Needs attention list of changes the server refused (docs/architecture.md §5, point 5).
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import type { SyncStatus } from '@offline/sync-status';
import '@client/i18n/en/sync';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { currentPath } from '@client/lib/redirect';
import { useNavigatorOnline, useOutboxEntries, useRejectedEntries } from '@client/lib/use-outbox';
import { AppLink } from '@client/ui/app-link';
import { Button, buttonClasses } from '@client/ui/button';
import { CloseIcon } from '@client/ui/icons';
import { paths } from '../paths';
import { pushOutboxNow } from './outbox-sync';
import { RejectedChange } from './rejected-change';
import { WaitingChange } from './waiting-change';
import { longStatus } from './sync-summary';

interface SyncPanelProps {
  open: boolean;
  onClose: () => void;
  status: SyncStatus;
}

export function SyncPanel({ open, onClose, status }: SyncPanelProps) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-slate-900/40 transition-opacity duration-200 data-closed:opacity-0" />
      <DialogPanel
        transition
        className="fixed inset-y-0 end-0 flex w-full max-w-md flex-col bg-slate-50 shadow-xl transition duration-200 data-closed:ltr:translate-x-full data-closed:rtl:-translate-x-full"
      >
        <div className="flex items-center justify-between border-b border-slate-200 bg-white px-5 py-4">
          <DialogTitle className="text-lg font-semibold text-slate-900">{t('sync.panel.title')}</DialogTitle>
          <button type="button" onClick={onClose} className="flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100">
            <CloseIcon className="size-5" />
            <span className="sr-only">{t('sync.panel.close')}</span>
          </button>
        </div>
        <div className="flex-1 space-y-6 overflow-y-auto px-5 py-5">
          <StatusSection status={status} onClose={onClose} />
          <NeedsAttention onNavigate={onClose} />
        </div>
      </DialogPanel>
    </Dialog>
  );
}

function StatusSection({ status, onClose }: { status: SyncStatus; onClose: () => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const [sending, setSending] = useState(false);
  const entries = useOutboxEntries();
  const waiting = entries?.filter((entry) => entry.status === 'pending' || entry.status === 'syncing') ?? [];
  const head = waiting[0];
  const online = useNavigatorOnline();
  // With no network at all there is nothing to try; after a failed attempt on a network that
  // looks up (a dead Wi-Fi), trying again now is the user's call.
  const canSend = online && status.waiting > 0 && status.state !== 'syncing' && !status.needsSignIn;

  async function sendNow() {
    setSending(true);
    try {
      await pushOutboxNow();
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-label={t('sync.panel.device')} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      <p role="status" className="text-sm text-slate-800">
        {longStatus(status, i18n)}
      </p>
      {waiting.length > 0 && (
        // Which changes are waiting, not only how many, oldest first (the order they are sent in).
        <ul aria-label={i18n.t('sync.panel.waitingList')} className="mt-3 space-y-1.5 border-t border-slate-100 pt-3">
          {waiting.map((entry) => (
            <WaitingChange key={entry.seq} entry={entry} onNavigate={onClose} />
          ))}
        </ul>
      )}
      {head?.lastError && status.waiting > 0 && (
        <p className="mt-2 text-xs text-slate-500">{t('sync.panel.lastAttempt', { error: translateMessage(t, head.lastError) })}</p>
      )}
      {canSend && (
        <Button size="sm" variant="secondary" className="mt-3" loading={sending} onClick={() => void sendNow()}>
          {t('sync.panel.sendNow')}
        </Button>
      )}
      {status.needsSignIn && (
        <AppLink to={paths.signIn(currentPath())} onClick={onClose} className={`${buttonClasses('primary', 'sm')} mt-3`}>
          {t('sync.panel.signInAgain')}
        </AppLink>
      )}
    </section>
  );
}

function NeedsAttention({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useI18n();
  const rejected = useRejectedEntries();
  return (
    <section aria-labelledby="needs-attention-title">
      <h3 id="needs-attention-title" className="text-base font-semibold text-slate-900">
        {rejected && rejected.length > 0 ? t('sync.attention.titleCount', { count: rejected.length }) : t('sync.attention.title')}
      </h3>
      {rejected === undefined ? (
        <p className="mt-2 text-sm text-slate-500">{t('sync.attention.loading')}</p>
      ) : rejected.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('sync.attention.none')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{t('sync.attention.intro')}</p>
          <ul className="mt-3 space-y-3">
            {rejected.map((entry) => (
              <RejectedChange key={entry.seq} entry={entry} onNavigate={onNavigate} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
