// Count sessions on the device: kept in IndexedDB from the start, and finished into one inventory
// entry per project plus the session's record, in one transaction, exactly once.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyScan, applyTap } from '@contract/count-sessions';
import { eventually, resetDeviceDatabase } from '../../tests/helpers/outbox-harness';
import {
  discardCountSession,
  finishCountSession,
  getCountSession,
  getCountSessionRow,
  listCountSessions,
  saveCountProgress,
  saveCountSession,
  watchCountSessionRow,
  type CountSessionRow,
  type StoredCountSession,
} from './count-sessions';
import { db } from './db';

const USER = 'user-1';
const BRIDGE = '11111111-1111-4111-8111-111111111111';
const SOLAR = '22222222-2222-4222-8222-222222222222';
const SCHOOL = '44444444-4444-4444-8444-444444444444';
const SESSION = '55555555-5555-4555-8555-555555555555';

beforeEach(resetDeviceDatabase);

function newSession(): StoredCountSession {
  return {
    id: SESSION,
    userId: USER,
    school: { id: SCHOOL, name: 'Lincoln Middle School' },
    projectId: null,
    startedAt: '2026-03-02T09:00:00.000Z',
    status: 'counting',
    finishedAt: null,
    entrySeqs: [],
    projects: [
      { id: BRIDGE, name: 'Bridge Engineering', expected: 2, codes: ['BRD-LMS-01', 'BRD-LMS-02'], tapped: 0 },
      { id: SOLAR, name: 'Solar Car Challenge', expected: 1, codes: ['SLR-LMS-01'], tapped: 0 },
    ],
    directory: {},
    scans: [],
  };
}

describe('count sessions on the device', () => {
  it('keeps every scan in IndexedDB and finishes into one count per project and the record, once', async () => {
    let session = newSession();
    await saveCountSession(session);
    session = { ...session, ...applyScan(session, 'BRD-LMS-01', '2026-03-02T09:01:00.000Z').state };
    session = { ...session, ...applyTap(session, SOLAR, 1) };
    session = { ...session, ...applyTap(session, SOLAR, 1) };
    await saveCountSession(session);
    expect((await getCountSession(SESSION))?.scans).toHaveLength(1);

    const finished = await finishCountSession(SESSION, '2026-03-02T09:10:00.000Z');
    expect(finished.status).toBe('finished');
    const entries = await db.outbox.orderBy('seq').toArray();
    // Each entry carries the moment the session was finished on the device (src/contract/made-at.ts).
    const madeAt = new Date(entries[0]!.createdAt).toISOString();
    expect(entries.map((e) => [e.kind, e.payload])).toEqual([
      ['inventory', { projectId: BRIDGE, kitsOnHand: 1, madeAt }],
      ['inventory', { projectId: SOLAR, kitsOnHand: 2, madeAt }],
      [
        'count-session',
        expect.objectContaining({
          madeAt,
          id: SESSION,
          schoolId: SCHOOL,
          projects: [
            // The codes scanned go with the record, so the server can date each kit's last count.
            { projectId: BRIDGE, expected: 2, withClasses: 0, found: 1, missing: 1, scanned: 1, tapped: 0, scannedCodes: ['BRD-LMS-01'] },
            { projectId: SOLAR, expected: 1, withClasses: 0, found: 2, missing: 0, scanned: 0, tapped: 2, scannedCodes: [] },
          ],
        }),
      ],
    ]);
    expect(finished.entrySeqs).toEqual(entries.map((e) => e.seq));
    expect(new Set(entries.map((e) => e.mutationId)).size).toBe(3);

    // Finishing again (a second tab, a double tap, a reload mid-finish) queues nothing more.
    await finishCountSession(SESSION, '2026-03-02T09:11:00.000Z');
    expect(await db.outbox.count()).toBe(3);
    expect((await listCountSessions(USER)).map((s) => s.finishedAt)).toEqual(['2026-03-02T09:10:00.000Z']);
  });

  it('queues nothing when a figure is refused', async () => {
    const session = newSession();
    await saveCountSession({ ...session, projects: [{ ...session.projects[0]!, id: 'not-a-project' }] });
    await expect(finishCountSession(SESSION, '2026-03-02T09:10:00.000Z')).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    expect((await getCountSession(SESSION))?.status).toBe('counting');
  });

  it('discards an unfinished session without queueing anything, and never a finished one', async () => {
    const session = newSession();
    await saveCountSession({ ...session, ...applyScan(session, 'BRD-LMS-01', '2026-03-02T09:01:00.000Z').state });
    expect(await discardCountSession(SESSION)).toBe(true);
    expect(await getCountSession(SESSION)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);

    await saveCountSession(newSession());
    await finishCountSession(SESSION, '2026-03-02T09:30:00.000Z');
    expect(await discardCountSession(SESSION)).toBe(false);
    expect((await getCountSession(SESSION))?.status).toBe('finished');
    expect(await db.outbox.count()).toBe(3);
  });

  it("writes the directory once at the start, a scan only the rest, and keeps the receipt's places at the end", async () => {
    const oakGrove = { projectId: 'other', projectName: 'Bridge Engineering', schoolId: 'oak', schoolName: 'Oak Grove Middle School' };
    const started = { ...newSession(), directory: { 'BRD-OGM-01': oakGrove, 'BRD-OGM-02': oakGrove } };
    await saveCountSession(started);
    const { state } = applyScan(started, 'BRD-OGM-01', '2026-03-02T09:01:00.000Z');
    await saveCountProgress({ ...started, ...state }, 'page-a:1');
    const row = await getCountSessionRow(SESSION);
    expect(row).not.toHaveProperty('directory');
    expect(row?.revision).toBe('page-a:1');
    expect(await getCountSession(SESSION)).toEqual({ ...started, ...state });

    const finished = await finishCountSession(SESSION, '2026-03-02T09:10:00.000Z');
    expect(finished.directory).toEqual({ 'BRD-OGM-01': oakGrove });
    expect(await db.countDirectories.count()).toBe(0);
    // The finished row is news to every page, the one that wrote the last scan included.
    expect((await getCountSessionRow(SESSION))?.revision).toBeUndefined();
    expect((await getCountSession(SESSION))?.directory).toEqual({ 'BRD-OGM-01': oakGrove });

    await saveCountSession({ ...newSession(), id: SOLAR, directory: { 'BRD-OGM-01': oakGrove } });
    expect(await discardCountSession(SOLAR)).toBe(true);
    expect(await db.countDirectories.get(SOLAR)).toBeUndefined();
  });

  it("tells other tabs of every change to a session, and a page of other tabs' changes only", async () => {
    const otherTab = new BroadcastChannel('count-sessions');
    const heard: string[] = [];
    otherTab.onmessage = (message: MessageEvent<string>) => void heard.push(message.data);
    const rows: (CountSessionRow | null)[] = [];
    const stop = watchCountSessionRow(
      SESSION,
      (row) => rows.push(row),
      (error) => {
        throw error;
      },
    );
    try {
      await eventually(() => rows.length === 1);
      expect(rows[0]).toBeNull();

      // This page's writes reach the other tabs, and are not read back here.
      const session = newSession();
      await saveCountSession(session);
      await saveCountProgress({ ...session, ...applyScan(session, 'BRD-LMS-01', '2026-03-02T09:01:00.000Z').state }, 'page-a:1');
      await eventually(() => heard.length === 2);
      expect(heard).toEqual([SESSION, SESSION]);
      expect(rows).toHaveLength(1);

      // Another tab's change is read here.
      await db.countSessions.update(SESSION, { revision: 'page-b:1' });
      otherTab.postMessage(SESSION);
      await eventually(() => rows.length === 2);
      expect(rows[1]).toMatchObject({ id: SESSION, revision: 'page-b:1', scans: [{ code: 'BRD-LMS-01' }] });

      await finishCountSession(SESSION, '2026-03-02T09:10:00.000Z');
      await eventually(() => heard.length === 3);
    } finally {
      stop();
      otherTab.close();
    }
  });
});
