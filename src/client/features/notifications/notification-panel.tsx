// The notices under the bell, newest first (loaded on first use, with Headless UI's dialog): each
// leads to what it is about and is marked read on the way; "Mark all as read"; older pages on
// demand. A modal dialog drawn under the bell: Tab stays inside, Escape or a click outside closes it,
// and focus goes back to the bell. Offline it shows the notices last loaded and marks nothing.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import type { Notification } from '@contract/notifications';
import '@client/i18n/en/notifications';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { useNavigatorOnline } from '@client/lib/use-sync-status';
import { AppLink } from '@client/ui/app-link';
import { Button } from '@client/ui/button';
import { cx } from '@client/ui/cx';
import { CheckIcon, CloseIcon, CloudOffIcon } from '@client/ui/icons';
import { Spinner } from '@client/ui/spinner';
import { fetchOlder, markAllRead, markRead, useNotifications } from './api';
import { joinPages } from './list-state';
import { relativeTime } from './relative-time';

interface NotificationPanelProps {
  open: boolean;
  /** `followed`: closed by following a notice to its screen (not by Escape, a click outside or Close). */
  onClose: (followed?: boolean) => void;
}

export function NotificationPanel({ open, onClose }: NotificationPanelProps) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onClose={() => onClose()} className="relative z-50">
      {/* Clear on wide screens (the page stays in view beside the panel), dimmed on a phone, where the panel covers it. */}
      <DialogBackdrop transition className="fixed inset-0 bg-slate-900/30 transition-opacity duration-150 data-closed:opacity-0 sm:bg-transparent" />
      <DialogPanel
        transition
        className={cx(
          'fixed inset-x-2 top-16 flex max-h-[calc(100dvh-5rem)] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl',
          'transition duration-150 data-closed:-translate-y-1 data-closed:opacity-0 sm:inset-x-auto sm:end-4 sm:w-[26rem]',
        )}
        data-notifications-panel=""
      >
        <PanelBody
          onClose={onClose}
          title={<DialogTitle className="text-base font-semibold text-slate-900">{t('notifications.title')}</DialogTitle>}
        />
      </DialogPanel>
    </Dialog>
  );
}

type Older = { items: Notification[]; nextBefore: string | null };
type OlderState = { state: 'idle' } | { state: 'loading' } | { state: 'failed'; message: string };

function PanelBody({ onClose, title }: { onClose: (followed?: boolean) => void; title: React.ReactNode }) {
  const i18n = useI18n();
  const { t } = i18n;
  const list = useNotifications(true);
  const online = useNavigatorOnline();
  const [older, setOlder] = useState<Older | null>(null);
  const [olderState, setOlderState] = useState<OlderState>({ state: 'idle' });
  const [markingAll, setMarkingAll] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const errorText = (error: unknown) => (isApiError(error) ? translateMessage(t, error.message) : String(error));
  const data = list.data;
  const items = data ? joinPages(data.items, older?.items ?? []) : [];
  const cursor = older ? older.nextBefore : (data?.nextBefore ?? null);
  const unread = data?.unread ?? 0;

  const follow = (notice: Notification) => {
    onClose(true);
    if (notice.readAt !== null || !online) return;
    const at = new Date().toISOString();
    setOlder((current) => current && { ...current, items: current.items.map((item) => (item.id === notice.id ? { ...item, readAt: at } : item)) });
    markRead(notice).catch((error: unknown) => setFailure(t('notifications.markFailed', { message: errorText(error) })));
  };

  const readAll = async () => {
    setFailure(null);
    setMarkingAll(true);
    try {
      await markAllRead();
      const at = new Date().toISOString();
      setOlder((current) => current && { ...current, items: current.items.map((item) => (item.readAt === null ? { ...item, readAt: at } : item)) });
    } catch (error) {
      setFailure(t('notifications.markFailed', { message: errorText(error) }));
    } finally {
      setMarkingAll(false);
    }
  };

  const loadOlder = async () => {
    if (!cursor) return;
    setOlderState({ state: 'loading' });
    try {
      const page = await fetchOlder(cursor);
      setOlder((current) => ({ items: [...(current?.items ?? []), ...page.items], nextBefore: page.nextBefore }));
      setOlderState({ state: 'idle' });
    } catch (error) {
      setOlderState({ state: 'failed', message: t('notifications.olderFailed', { message: errorText(error) }) });
    }
  };

  let body: React.ReactNode;
  if (data && items.length > 0) {
    body = (
      <ul aria-label={t('notifications.list')} className="divide-y divide-slate-100">
        {items.map((notice) => (
          <li key={notice.id}>
            <NoticeRow notice={notice} onOpen={() => follow(notice)} />
          </li>
        ))}
      </ul>
    );
  } else if (data) {
    body = (
      <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
        <span className="flex size-10 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <CheckIcon className="size-5" />
        </span>
        <p className="text-sm font-semibold text-slate-900">{t('notifications.empty')}</p>
        <p className="text-sm text-slate-600">{t('notifications.emptyHint')}</p>
      </div>
    );
  } else if (list.error) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 px-4 py-6 text-sm text-red-700">
        <p>{online ? t('notifications.error') : t('common.offline')}</p>
        <Button variant="secondary" size="sm" onClick={() => void list.mutate()}>
          {t('notifications.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <p className="flex items-center gap-2 px-4 py-6 text-sm text-slate-600">
        <Spinner size={20} label="" />
        {t('notifications.loading')}
      </p>
    );
  }

  return (
    <>
      <div className="flex shrink-0 items-center gap-2 border-b border-slate-200 py-2 ps-4 pe-2">
        <div className="flex-1">{title}</div>
        {data && items.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => void readAll()} disabled={!online || unread === 0 || markingAll} loading={markingAll}>
            {markingAll ? t('notifications.markingAll') : t('notifications.markAll')}
          </Button>
        )}
        <button
          type="button"
          onClick={() => onClose()}
          className="flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">{t('notifications.close')}</span>
        </button>
      </div>
      {!online && data && (
        <p className="flex shrink-0 items-start gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-xs text-amber-900">
          <CloudOffIcon className="mt-px size-4" />
          {t('notifications.offline')}
        </p>
      )}
      {failure && (
        <p role="alert" className="shrink-0 border-b border-red-200 bg-red-50 px-4 py-2 text-xs text-red-800">
          {failure}
        </p>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {body}
        {data && cursor && (
          <div className="border-t border-slate-100 px-4 py-3">
            {olderState.state === 'failed' && (
              <p role="alert" className="mb-2 text-xs text-red-700">
                {olderState.message}
              </p>
            )}
            <Button
              variant="secondary"
              size="sm"
              fullWidth
              onClick={() => void loadOlder()}
              disabled={!online || olderState.state === 'loading'}
              loading={olderState.state === 'loading'}
            >
              {olderState.state === 'loading' ? t('notifications.loadingOlder') : t('notifications.loadOlder')}
            </Button>
          </div>
        )}
      </div>
    </>
  );
}

function NoticeRow({ notice, onOpen }: { notice: Notification; onOpen: () => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const unread = notice.readAt === null;
  return (
    <AppLink
      to={notice.link}
      onClick={onOpen}
      className={cx(
        'flex gap-3 px-4 py-3 outline-none hover:bg-slate-50 focus-visible:bg-primary-50 focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:ring-inset',
        unread && 'bg-primary-50/40',
      )}
      data-notification=""
      data-unread={unread ? '' : undefined}
    >
      <span aria-hidden="true" className={cx('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary-600' : 'bg-transparent')} />
      <span className="min-w-0 flex-1">
        {unread && <span className="sr-only">{t('notifications.unread')}: </span>}
        <span className={cx('block text-sm text-slate-900', unread ? 'font-semibold' : 'font-medium')}>{notice.title}</span>
        {notice.body && <span className="mt-0.5 line-clamp-2 block text-sm text-slate-600">{notice.body}</span>}
        <span className="mt-1 block text-xs text-slate-500">
          {t('notifications.byline', { actor: notice.actorName ?? t('notifications.system'), time: relativeTime(notice.createdAt, i18n) })}
        </span>
      </span>
    </AppLink>
  );
}
