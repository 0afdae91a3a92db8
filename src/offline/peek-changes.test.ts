// The sync status line and the outbox watcher read the outbox and meta tables again after a change
// to them, and not after a count session's scan (written many times a second by a wedge scanner).
// The parts are the ones Dexie really announces for each write.
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetDeviceDatabase } from '../../tests/helpers/outbox-harness';
import { saveCountProgress, saveCountSession, type StoredCountSession } from './count-sessions';
import { db } from './db';
import { touchesOutboxOrMeta } from './peek';

let announced: unknown[] = [];
const record = (parts: unknown) => void announced.push(parts);

beforeEach(async () => {
  await resetDeviceDatabase();
  announced = [];
  Dexie.on('storagemutated', record);
});
afterEach(() => Dexie.on('storagemutated').unsubscribe(record));

const session: StoredCountSession = {
  id: '55555555-5555-4555-8555-555555555555',
  userId: 'user-1',
  school: { id: 'school', name: 'Lincoln Middle School' },
  projectId: null,
  startedAt: '2026-03-02T09:00:00.000Z',
  status: 'counting',
  finishedAt: null,
  entrySeqs: [],
  projects: [],
  directory: {},
  scans: [],
};

describe('which changes the sync status reads again after', () => {
  it('a scan of a count session is not one; a change to the outbox or meta is', async () => {
    await saveCountSession(session);
    await saveCountProgress({ ...session, scans: [{ code: 'BRD-LMS-01', at: '2026-03-02T09:01:00.000Z' }] }, 'page:1');
    expect(announced).toHaveLength(2);
    expect(announced.filter(touchesOutboxOrMeta)).toEqual([]);

    await db.meta.put({ key: 'pushState', value: {} });
    await db.outbox.add({ userId: 'user-1', kind: 'inventory', status: 'pending' } as never);
    expect(announced.slice(2).map(touchesOutboxOrMeta)).toEqual([true, true]);
    expect(touchesOutboxOrMeta({ all: {} })).toBe(true);
    expect(touchesOutboxOrMeta(undefined)).toBe(true);
  });
});
