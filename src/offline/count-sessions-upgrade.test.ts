// The device database's version 3 moves each session's directory out of the row rewritten after
// every scan. A session being counted when the app updates must carry on: its scans, its
// directory (where a stray code belongs) and its finish, exactly once.
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { applyScan, type KitPlace } from '@contract/count-sessions';
import { finishCountSession, getCountSession, saveCountProgress, type StoredCountSession } from './count-sessions';
import { DATABASE_NAME } from './database-name';
import { db } from './db';

const USER = 'user-1';
const BRIDGE = '11111111-1111-4111-8111-111111111111';
const OTHER = '33333333-3333-4333-8333-333333333333';
const SCHOOL = '44444444-4444-4444-8444-444444444444';
const COUNTING = '55555555-5555-4555-8555-555555555555';
const FINISHED = '66666666-6666-4666-8666-666666666666';

const oakGrove: KitPlace = { projectId: OTHER, projectName: 'Bridge Engineering', schoolId: 'oak', schoolName: 'Oak Grove Middle School' };
const directory: Record<string, KitPlace> = {
  'BRD-LMS-01': { projectId: BRIDGE, projectName: 'Bridge Engineering', schoolId: SCHOOL, schoolName: 'Lincoln' },
  'BRD-LMS-02': { projectId: BRIDGE, projectName: 'Bridge Engineering', schoolId: SCHOOL, schoolName: 'Lincoln' },
  'BRD-OGM-01': oakGrove,
  'BRD-OGM-02': oakGrove,
};

function session(id: string, status: 'counting' | 'finished'): StoredCountSession {
  return {
    id,
    userId: USER,
    school: { id: SCHOOL, name: 'Lincoln Middle School' },
    projectId: null,
    startedAt: '2026-03-02T09:00:00.000Z',
    status,
    finishedAt: status === 'finished' ? '2026-03-02T09:30:00.000Z' : null,
    entrySeqs: [],
    projects: [{ id: BRIDGE, name: 'Bridge Engineering', expected: 2, codes: ['BRD-LMS-01', 'BRD-LMS-02'], tapped: 0 }],
    directory,
    scans: [
      { code: 'BRD-LMS-01', at: '2026-03-02T09:01:00.000Z' },
      { code: 'BRD-OGM-01', at: '2026-03-02T09:02:00.000Z' },
    ],
  };
}

describe('a session on the device when its database moves to version 3', () => {
  it('keeps counting with its directory, and finishes once', async () => {
    // The database as version 2 left it: whole sessions, directory included, in countSessions.
    const old = new Dexie(DATABASE_NAME);
    old.version(1).stores({ outbox: '++seq, status, kind, entityKey, userId, [userId+status]', meta: 'key', snapshots: 'entityKey' });
    old.version(2).stores({ countSessions: 'id, userId, status' });
    await old.table('countSessions').bulkPut([session(COUNTING, 'counting'), session(FINISHED, 'finished')]);
    old.close();

    // The counting session reads as before, its directory now a record of its own.
    const loaded = await getCountSession(COUNTING);
    expect(loaded).toEqual(session(COUNTING, 'counting'));
    expect(await db.countSessions.get(COUNTING)).not.toHaveProperty('directory');
    expect((await db.countDirectories.get(COUNTING))?.directory).toEqual(directory);

    // A stray code scanned after the update still says where it belongs.
    const { state, outcome } = applyScan(loaded!, 'BRD-OGM-02', '2026-03-02T09:03:00.000Z');
    expect(outcome).toEqual({ kind: 'unexpected', code: 'BRD-OGM-02', place: oakGrove });
    await saveCountProgress({ ...loaded!, ...state }, 'page:1');

    const finished = await finishCountSession(COUNTING, '2026-03-02T09:10:00.000Z');
    expect(finished.scans).toHaveLength(3);
    await finishCountSession(COUNTING, '2026-03-02T09:11:00.000Z');
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => e.kind)).toEqual(['inventory', 'count-session']);
    expect(entries[1]?.payload).toMatchObject({
      unexpected: [
        { code: 'BRD-OGM-01', belongsTo: 'Bridge Engineering, Oak Grove Middle School' },
        { code: 'BRD-OGM-02', belongsTo: 'Bridge Engineering, Oak Grove Middle School' },
      ],
    });

    // A session finished before the update keeps what its receipt shows, not the whole directory.
    const receipt = await getCountSession(FINISHED);
    expect(receipt?.status).toBe('finished');
    expect(receipt?.directory).toEqual({ 'BRD-LMS-01': directory['BRD-LMS-01'], 'BRD-OGM-01': oakGrove });
    expect(await db.countDirectories.get(FINISHED)).toBeUndefined();
  });
});
