import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@offline/outbox';
import type { SyncStatus } from '@offline/sync-status';
import { createTranslator } from '@client/i18n/translate';
import { describeEntry } from './describe-entry';
import { longStatus, shortStatus } from './sync-summary';

const english = createTranslator({}, 'en-US');
const status = (state: SyncStatus['state'], waiting = 0, more: Partial<SyncStatus> = {}): SyncStatus => ({
  state,
  waiting,
  rejected: 0,
  lastSyncedAt: null,
  needsSignIn: false,
  ...more,
});

describe('the sync status in words', () => {
  it('is short in the top bar', () => {
    expect(shortStatus(status('offline'), english)).toBe('Offline');
    expect(shortStatus(status('offline', 3), english)).toBe('Offline · 3 waiting');
    expect(shortStatus(status('unreachable'), english)).toBe('Server unreachable');
    expect(shortStatus(status('unreachable', 2), english)).toBe('Server unreachable · 2 waiting');
    expect(shortStatus(status('waiting', 2), english)).toBe('2 waiting');
    expect(shortStatus(status('syncing', 1), english)).toBe('Syncing…');
    expect(shortStatus(status('synced'), english)).toBe('Synced');
    expect(shortStatus(status('waiting', 1, { needsSignIn: true }), english)).toBe('Sign in to sync');
  });

  it('is a sentence in the panel, in the singular and the plural', () => {
    expect(longStatus(status('waiting', 1), english)).toBe('1 change saved on this device is waiting to be sent.');
    expect(longStatus(status('waiting', 2), english)).toBe('2 changes saved on this device are waiting to be sent.');
    expect(longStatus(status('syncing', 2), english)).toBe('Sending 2 changes to the server…');
    expect(longStatus(status('offline', 1), english)).toBe(
      'The server cannot be reached. 1 change is saved on this device and will be sent automatically when the connection is back. You can close the app meanwhile.',
    );
    expect(longStatus(status('synced'), english)).toBe('Every change saved on this device has reached the server.');
  });
});

describe('an outbox entry in words', () => {
  const entry = (kind: OutboxEntry['kind'], payload: unknown) => ({ kind, payload }) as OutboxEntry;

  it('names the change and what it was about', () => {
    const order = { projectId: 'p1', projectName: 'Bridge Engineering', checkoutName: 'Grade 7 Science, Period 3' };
    expect(describeEntry(entry('kits-return', { orderId: 'o1', kits: 6 }), order, english)).toMatchObject({
      change: 'Return of 6 kits',
      subject: 'Grade 7 Science, Period 3 (Bridge Engineering)',
    });
    expect(
      describeEntry(entry('inventory', { projectId: 'p1', kitsOnHand: 7 }), { name: 'Solar', school: { name: 'Lincoln' } }, english),
    ).toMatchObject({
      change: 'Kits on hand counted: 7',
      subject: 'Solar, Lincoln',
    });
    expect(describeEntry(entry('task-completion', { taskId: 't1', isCompleted: false }), undefined, english).change).toBe('Task marked as not done');
    const moved = entry('return-date', { orderId: 'o1', returnDate: '2099-03-17', reason: 'Longer unit', version: 2 });
    expect(describeEntry(moved, order, english)).toMatchObject({
      change: 'Return Date moved to 03/17/2099',
      subject: 'Grade 7 Science, Period 3 (Bridge Engineering)',
      href: '/projects/orders?project=p1&order=o1',
    });
  });
});
