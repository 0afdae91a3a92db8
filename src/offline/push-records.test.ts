// The pass's record writer: what arrives within the batch window is written in ONE IndexedDB
// transaction, a lone answer is written by itself soon after, and settled() writes at once.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDeviceDatabase } from '../../tests/helpers/outbox-harness';
import { db } from './db';
import { queueMutation, type OutboxEntry } from './outbox';
import { createRecordWriter } from './push-records';

const USER = 'user-1';
const PROJECT = '11111111-1111-4111-8111-111111111111';

async function queue(n: number): Promise<OutboxEntry[]> {
  const entries: OutboxEntry[] = [];
  for (let i = 0; i < n; i++)
    entries.push(await queueMutation({ userId: USER, kind: 'inventory', payload: { projectId: PROJECT, kitsOnHand: i % 11 } }));
  return entries;
}

const synced = (entry: OutboxEntry) => ({
  entry,
  changes: { status: 'synced' as const, syncedAt: 1, response: { kitsOnHand: entry.seq } },
  snapshotAt: 1,
});

beforeEach(resetDeviceDatabase);
afterEach(() => vi.restoreAllMocks());

describe('createRecordWriter', () => {
  it('writes the marks and answers arriving within the window in one transaction', async () => {
    const entries = await queue(12);
    const transactions = vi.spyOn(db, 'transaction');
    const writer = createRecordWriter(1_000);
    // As in a drain: requests leave and answers come back a few milliseconds apart.
    const aMoment = () => new Promise((resolve) => setTimeout(resolve, 2));
    for (const entry of entries) {
      writer.started(entry.seq);
      await aMoment();
    }
    for (const entry of entries.slice(0, 8)) {
      writer.answered(synced(entry));
      await aMoment();
    }
    expect(transactions).not.toHaveBeenCalled();
    await writer.settled();
    expect(transactions).toHaveBeenCalledTimes(1);
    const stored = await db.outbox.bulkGet(entries.map((e) => e.seq));
    expect(stored.map((e) => e?.status)).toEqual([...Array(8).fill('synced'), ...Array(4).fill('syncing')]);
    // The project's snapshot is the last answer of its entity.
    expect((await db.snapshots.get(`project:${PROJECT}`))?.value).toEqual({ kitsOnHand: entries[7]!.seq });
  });

  it('writes a lone answer by itself after the batch window, without waiting for settled()', async () => {
    const [entry] = await queue(1);
    const writer = createRecordWriter(10);
    writer.answered(synced(entry!));
    expect((await db.outbox.get(entry!.seq))?.status).toBe('pending');
    await vi.waitFor(async () => expect((await db.outbox.get(entry!.seq))?.status).toBe('synced'), { timeout: 2_000 });
  });

  it('writes what arrives after an earlier batch too, and settled() waits for every write', async () => {
    const entries = await queue(6);
    const writer = createRecordWriter(5);
    writer.answered(synced(entries[0]!));
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const entry of entries.slice(1)) writer.answered(synced(entry));
    await writer.settled();
    const stored = await db.outbox.bulkGet(entries.map((e) => e.seq));
    expect(stored.every((e) => e?.status === 'synced')).toBe(true);
  });
});
