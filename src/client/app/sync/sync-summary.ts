// The sync status in words, short (the top bar) and long (the panel). One place, so the bar, the
// panel and the tests agree on what each state says.
import type { SyncStatus } from '@offline/sync-status';
import '@client/i18n/en/sync';
import type { Translator } from '@client/i18n/translate';
import { formatTime } from '@client/lib/dates';

type Words = Pick<Translator, 't' | 'tp'>;

/** The top bar's label: offline / server unreachable / N waiting / syncing / synced at HH:MM / needs attention. */
export function shortStatus(status: SyncStatus, { t }: Words): string {
  if (status.needsSignIn) return t('sync.short.signIn');
  switch (status.state) {
    case 'offline':
      return status.waiting > 0 ? t('sync.short.offlineWaiting', { count: status.waiting }) : t('sync.short.offline');
    case 'unreachable':
      return status.waiting > 0 ? t('sync.short.unreachableWaiting', { count: status.waiting }) : t('sync.short.unreachable');
    case 'syncing':
      return t('sync.short.syncing');
    case 'waiting':
      return t('sync.short.waiting', { count: status.waiting });
    case 'attention':
      return t('sync.short.attention');
    case 'synced':
      return status.lastSyncedAt ? t('sync.short.syncedAt', { time: formatTime(new Date(status.lastSyncedAt)) }) : t('sync.short.synced');
  }
}

/** The panel's sentence about what is on this device and what happens next. */
export function longStatus(status: SyncStatus, { t, tp }: Words): string {
  const { waiting } = status;
  if (status.needsSignIn) return tp('sync.long.signIn', waiting);
  switch (status.state) {
    case 'offline':
      return waiting > 0 ? tp('sync.long.offlineWaiting', waiting) : t('sync.long.offline');
    case 'unreachable':
      return waiting > 0 ? tp('sync.long.unreachableWaiting', waiting) : t('sync.long.unreachable');
    case 'syncing':
      return tp('sync.long.syncing', waiting);
    case 'waiting':
      return tp('sync.long.waiting', waiting);
    case 'attention':
    case 'synced':
      return status.lastSyncedAt ? t('sync.long.syncedAt', { time: formatTime(new Date(status.lastSyncedAt)) }) : t('sync.long.synced');
  }
}
