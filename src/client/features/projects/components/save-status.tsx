// The line under an offline-capable form that says where the change is: saved on this device and
// not synced, being sent, synced, or refused by the server (and then listed under Needs attention).
import type { OutboxEntry } from '../../../../offline/outbox';
import { formatTime } from '../../../lib/dates';
import { useNavigatorOnline as useOnline, useSyncStatus } from '../../../lib/use-outbox';
import { Alert } from '../../../ui/alert';

interface SaveStatusProps {
  entry: OutboxEntry | undefined;
  /** What is synced, in words: "The server now has 8 kits on hand." */
  syncedText: string;
}

export function SaveStatus({ entry, syncedText }: SaveStatusProps) {
  const online = useOnline();
  // The pusher marks an entry "syncing" while it tries, even when that try is bound to fail.
  const syncState = useSyncStatus().state;
  const offline = !online || syncState === 'offline';
  if (!entry) return null;
  if (entry.status === 'rejected') {
    return (
      <Alert tone="error" title="Not accepted by the server">
        {entry.rejection?.message ?? entry.lastError ?? 'The server refused this change.'} It is listed under Needs
        attention, where you can edit and resend it or discard it.
      </Alert>
    );
  }
  if (entry.status === 'synced') {
    return (
      <Alert tone="success" title={`Synced${entry.syncedAt ? ` at ${formatTime(new Date(entry.syncedAt))}` : ''}`}>
        {syncedText}
      </Alert>
    );
  }
  return (
    <Alert tone="info" title="Saved on this device">
      Not synced yet.{' '}
      {offline
        ? "It will be sent when you're back online; you can close the app meanwhile."
        : entry.status === 'syncing'
          ? 'Sending it to the server now…'
          : 'It will be sent to the server in a moment.'}
    </Alert>
  );
}
