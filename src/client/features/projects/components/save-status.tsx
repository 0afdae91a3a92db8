// The line under an offline-capable form that says where the change is: saved on this device and
// not synced, being sent, synced, or refused by the server (and then listed under Needs attention).
import type { OutboxEntry } from '@offline/outbox';
import '@client/i18n/en/projects';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { formatTime } from '@client/lib/dates';
import { useNavigatorOnline as useOnline, useSyncStatus } from '@client/lib/use-outbox';
import { Alert } from '@client/ui/alert';

interface SaveStatusProps {
  entry: OutboxEntry | undefined;
  /** What is synced, in words: "The server now has 8 kits on hand." */
  syncedText: string;
}

export function SaveStatus({ entry, syncedText }: SaveStatusProps) {
  const { t } = useI18n();
  const online = useOnline();
  // The pusher marks an entry "syncing" while it tries, even when that try is bound to fail.
  const syncState = useSyncStatus().state;
  const offline = !online || syncState === 'offline' || syncState === 'unreachable';
  if (!entry) return null;
  if (entry.status === 'rejected') {
    const reason = entry.rejection?.message ?? entry.lastError;
    return (
      <Alert tone="error" title={t('projects.save.rejectedTitle')}>
        {reason ? translateMessage(t, reason) : t('projects.save.refused')} {t('projects.save.listed')}
      </Alert>
    );
  }
  if (entry.status === 'synced') {
    return (
      <Alert
        tone="success"
        title={entry.syncedAt ? t('projects.save.syncedAt', { time: formatTime(new Date(entry.syncedAt)) }) : t('projects.save.synced')}
      >
        {syncedText}
      </Alert>
    );
  }
  return (
    <Alert tone="info" title={t('projects.save.savedTitle')}>
      {t('projects.save.notSynced')}{' '}
      {offline ? t('projects.save.whenOnline') : entry.status === 'syncing' ? t('projects.save.sending') : t('projects.save.soon')}
    </Alert>
  );
}
