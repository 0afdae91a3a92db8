// The sync status in words, short (the top bar) and long (the panel). One place, so the bar, the
// panel and the tests agree on what each state says.
import type { SyncStatus } from '../../../offline/sync-status';
import { formatTime } from '../../lib/dates';

const changes = (n: number) => `${n} change${n === 1 ? '' : 's'}`;

/** The top bar's label: offline / N waiting / syncing / synced at HH:MM / needs attention. */
export function shortStatus(status: SyncStatus): string {
  if (status.needsSignIn) return 'Sign in to sync';
  switch (status.state) {
    case 'offline':
      return status.waiting > 0 ? `Offline · ${status.waiting} waiting` : 'Offline';
    case 'syncing':
      return 'Syncing…';
    case 'waiting':
      return `${status.waiting} waiting`;
    case 'attention':
      return 'Needs attention';
    case 'synced':
      return status.lastSyncedAt ? `Synced at ${formatTime(new Date(status.lastSyncedAt))}` : 'Synced';
  }
}

/** The panel's sentence about what is on this device and what happens next. */
export function longStatus(status: SyncStatus): string {
  const { waiting } = status;
  if (status.needsSignIn) {
    return `Your session has ended. ${changes(waiting)} ${waiting === 1 ? 'is' : 'are'} saved on this device and will be sent when you sign in again as the same user.`;
  }
  switch (status.state) {
    case 'offline':
      return waiting > 0
        ? `The server cannot be reached. ${changes(waiting)} ${waiting === 1 ? 'is' : 'are'} saved on this device and will be sent automatically when the connection is back. You can close the app meanwhile.`
        : 'The server cannot be reached. Kit counts, kit returns and checklist tasks you change are saved on this device and sent when the connection is back.';
    case 'syncing':
      return `Sending ${changes(waiting)} to the server…`;
    case 'waiting':
      return `${changes(waiting)} saved on this device ${waiting === 1 ? 'is' : 'are'} waiting to be sent.`;
    case 'attention':
    case 'synced':
      return status.lastSyncedAt
        ? `Every change saved on this device has reached the server. The last one was synced at ${formatTime(new Date(status.lastSyncedAt))}.`
        : 'Every change saved on this device has reached the server.';
  }
}
