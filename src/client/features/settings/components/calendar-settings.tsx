// The settings drawer's "Calendar": the person's private subscription address (an .ics feed for
// Google Calendar, Outlook and the like). The address is shown once, when made (the server keeps
// only its hash); afterwards the section says one exists, and offers to replace it or stop sharing.
import { useId, useState } from 'react';
import '@client/i18n/en/settings';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { Spinner } from '@client/ui/spinner';
import { makeCalendarAddress, revokeCalendarAddress, useCalendarFeed } from '../api';

type Confirming = 'replace' | 'stop' | null;

export function CalendarSettings({ open }: { open: boolean }) {
  const { t, detailDate } = useI18n();
  const feed = useCalendarFeed(open);
  const addressId = useId();
  const [address, setAddress] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setFailure(null);
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setFailure(t('settings.calendar.failed', { message: isApiError(error) ? translateMessage(t, error.message) : String(error) }));
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  const make = () =>
    run(async () => {
      const { url } = await makeCalendarAddress();
      setAddress(url);
      setCopied(false);
      await feed.mutate({ active: true, createdAt: new Date().toISOString() }, { revalidate: false });
    });

  const stop = () =>
    run(async () => {
      await revokeCalendarAddress();
      setAddress(null);
      await feed.mutate({ active: false, createdAt: null }, { revalidate: false });
    });

  const copy = async () => {
    if (!address) return;
    await navigator.clipboard?.writeText(address).catch(() => undefined);
    setCopied(true);
  };

  return (
    <section aria-labelledby="calendar-settings" className="space-y-4 border-t border-slate-200 pt-6">
      <div>
        <h3 id="calendar-settings" className="text-sm font-semibold text-slate-900">
          {t('settings.calendar')}
        </h3>
        <p className="mt-0.5 text-xs text-slate-600">{t('settings.calendar.hint')}</p>
      </div>
      {feed.data ? (
        <div className="space-y-3">
          {address ? (
            <div className="space-y-2">
              <label htmlFor={addressId} className="block text-sm font-medium text-slate-800">
                {t('settings.calendar.address')}
              </label>
              <div className="flex gap-2">
                <input
                  id={addressId}
                  value={address}
                  readOnly
                  onFocus={(event) => event.target.select()}
                  className="h-control min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 text-xs text-slate-900"
                />
                <Button variant="secondary" onClick={() => void copy()}>
                  {t('settings.calendar.copy')}
                </Button>
              </div>
              {copied && (
                <p role="status" className="text-sm text-emerald-800">
                  {t('settings.calendar.copied')}
                </p>
              )}
              <p className="text-xs text-slate-600">{t('settings.calendar.privateNote')}</p>
              <ul className="list-disc space-y-1 ps-4 text-xs text-slate-600">
                <li>{t('settings.calendar.google')}</li>
                <li>{t('settings.calendar.outlook')}</li>
              </ul>
              <p className="text-xs text-slate-600">{t('settings.calendar.refreshNote')}</p>
            </div>
          ) : feed.data.active && feed.data.createdAt ? (
            <p className="text-sm text-slate-700">{t('settings.calendar.active', { date: detailDate(feed.data.createdAt) })}</p>
          ) : null}
          {feed.data.active ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" disabled={busy} onClick={() => setConfirming('replace')}>
                {t('settings.calendar.replace')}
              </Button>
              <Button variant="ghost" size="sm" disabled={busy} onClick={() => setConfirming('stop')}>
                {t('settings.calendar.stop')}
              </Button>
            </div>
          ) : (
            <Button loading={busy} onClick={() => void make()}>
              {t('settings.calendar.subscribe')}
            </Button>
          )}
        </div>
      ) : feed.error ? (
        <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {t('settings.calendar.error')}
          <Button variant="secondary" size="sm" onClick={() => void feed.mutate()}>
            {t('settings.calendar.retry')}
          </Button>
        </p>
      ) : (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner size={20} label="" />
          {t('settings.calendar.loading')}
        </p>
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'stop' ? t('settings.calendar.stopTitle') : t('settings.calendar.replaceTitle')}
        confirmLabel={confirming === 'stop' ? t('settings.calendar.stop') : t('settings.calendar.replace')}
        cancelLabel={t('settings.calendar.cancel')}
        tone={confirming === 'stop' ? 'danger' : 'primary'}
        busy={busy}
        onClose={() => setConfirming(null)}
        onConfirm={() => void (confirming === 'stop' ? stop() : make())}
      >
        {confirming === 'stop' ? t('settings.calendar.stopBody') : t('settings.calendar.replaceBody')}
      </ConfirmDialog>
    </section>
  );
}
