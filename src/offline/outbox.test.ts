// The outbox on the device (IndexedDB through Dexie; fake-indexeddb stands in for the browser's
// under Node, the real one is exercised in Chromium by e2e/offline-*.spec.ts): an entry is stored
// before queueMutation resolves, mutation ids run 1, 2, 3… per device, a bad payload is refused
// up front, and the values the screens overlay follow the outbox.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDeviceDatabase } from '../../tests/helpers/outbox-harness';
import { db } from './db';
import { entriesFor, pendingInventory, pendingReturns, pendingTaskState, rejectedEntries } from './local-values';
import { OutboxPayloadError, wireRequestOf } from './mutations';
import { discardRejected, getClientId, getSnapshot, queueMutation, resendRejected, saveSnapshot } from './outbox';
import { pruneSynced } from './push-pass';
import { getSyncStatus } from './sync-status';

const USER = 'user-1';
const PROJECT = '11111111-1111-4111-8111-111111111111';
const ORDER = '22222222-2222-4222-8222-222222222222';
const TASK = '33333333-3333-4333-8333-333333333333';

beforeEach(resetDeviceDatabase);

describe('queueMutation', () => {
  it('stores the entry in IndexedDB before it resolves, with the spec payload and entity key', async () => {
    const entry = await queueMutation({ userId: USER, kind: 'inventory', payload: { projectId: PROJECT, kitsOnHand: 7 } });
    const stored = await db.outbox.get(entry.seq);
    expect(stored).toMatchObject({
      userId: USER,
      kind: 'inventory',
      payload: { projectId: PROJECT, kitsOnHand: 7 },
      entityKey: `project:${PROJECT}`,
      status: 'pending',
      attempts: 0,
      mutationId: 1,
    });
    expect(stored?.clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('numbers mutations 1, 2, 3… per device with one clientId, also when queued at the same moment', async () => {
    const entries = await Promise.all(
      Array.from({ length: 12 }, (_, i) => queueMutation({ userId: USER, kind: 'inventory', payload: { projectId: PROJECT, kitsOnHand: i % 11 } })),
    );
    expect(entries.map((e) => e.mutationId).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(entries.map((e) => e.clientId)).size).toBe(1);
    expect(await getClientId()).toBe(entries[0]!.clientId);
    // seq order and mutationId order agree, so the push order is the order the ids were given.
    const stored = await db.outbox.orderBy('seq').toArray();
    expect(stored.map((e) => e.mutationId)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('keeps counting after entries are gone: a mutation id is never given twice', async () => {
    const first = await queueMutation({ userId: USER, kind: 'kits-return', payload: { orderId: ORDER, kits: 1 } });
    await db.outbox.clear();
    const second = await queueMutation({ userId: USER, kind: 'kits-return', payload: { orderId: ORDER, kits: 1 } });
    expect(second.mutationId).toBe(first.mutationId + 1);
    expect(second.clientId).toBe(first.clientId);
  });

  it('refuses a payload the contract refuses, naming the field, and stores nothing', async () => {
    await expect(queueMutation({ userId: USER, kind: 'inventory', payload: { projectId: PROJECT, kitsOnHand: 11 } })).rejects.toMatchObject({
      name: 'OutboxPayloadError',
      fieldErrors: [{ field: 'kitsOnHand', message: 'A school can hold at most 10 kits of one project kit' }],
    });
    await expect(queueMutation({ userId: USER, kind: 'kits-return', payload: { orderId: 'nope', kits: 1 } })).rejects.toBeInstanceOf(
      OutboxPayloadError,
    );
    await expect(
      queueMutation({ userId: USER, kind: 'task-completion', payload: { taskId: TASK, isCompleted: 'yes' as unknown as boolean } }),
    ).rejects.toBeInstanceOf(OutboxPayloadError);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('when a change was made', () => {
  // 19:34 on the device; the entry may reach the server minutes later (src/contract/made-at.ts).
  const MADE = Date.parse('2026-03-02T19:34:00.000Z');

  it('stamps a queued count, return and session record with the moment it was made, and sends it', async () => {
    const count = await queueMutation({ userId: USER, kind: 'inventory', payload: { projectId: PROJECT, kitsOnHand: 7 } }, MADE);
    const back = await queueMutation({ userId: USER, kind: 'kits-return', payload: { orderId: ORDER, kits: 2 } }, MADE + 1000);
    expect(count.createdAt).toBe(MADE);
    expect((await db.outbox.get(count.seq))?.payload).toEqual({ projectId: PROJECT, kitsOnHand: 7, madeAt: '2026-03-02T19:34:00.000Z' });
    expect(wireRequestOf(count.kind, count.payload).body).toEqual({ projectId: PROJECT, kitsOnHand: 7, madeAt: '2026-03-02T19:34:00.000Z' });
    expect(wireRequestOf(back.kind, back.payload).body).toEqual({ orderId: ORDER, kits: 2, madeAt: '2026-03-02T19:34:01.000Z' });
  });

  it('sends no madeAt for an entry queued before it existed, so a resend is the same request', async () => {
    // An entry as an older version stored it: its payload has no madeAt.
    const old = { projectId: PROJECT, kitsOnHand: 3, basedOn: null };
    expect(wireRequestOf('inventory', old).body).toEqual(old);
    expect(wireRequestOf('kits-return', { orderId: ORDER, kits: 1 }).body).toEqual({ orderId: ORDER, kits: 1 });
  });

  it('keeps the first moment on Edit and resend, and stamps no checklist tick', async () => {
    const rejected = await queueMutation({ userId: USER, kind: 'inventory', payload: { projectId: PROJECT, kitsOnHand: 4 } }, MADE);
    await db.outbox.update(rejected.seq, { status: 'rejected', rejection: { status: 400, message: 'no' } });
    const resent = await resendRejected(rejected, { ...rejected.payload, kitsOnHand: 5 });
    expect(resent.payload).toEqual({ projectId: PROJECT, kitsOnHand: 5, madeAt: '2026-03-02T19:34:00.000Z' });
    const tick = await queueMutation({ userId: USER, kind: 'task-completion', payload: { taskId: TASK, isCompleted: true } }, MADE);
    expect(tick.payload).toEqual({ taskId: TASK, isCompleted: true });
  });
});

describe('what the screens overlay', () => {
  it('shows the latest waiting count, the sum of waiting returns and the latest task state, per user', async () => {
    await queueMutation({ userId: USER, kind: 'inventory', payload: { projectId: PROJECT, kitsOnHand: 3 } });
    await queueMutation({ userId: USER, kind: 'inventory', payload: { projectId: PROJECT, kitsOnHand: 5 } });
    await queueMutation({ userId: 'someone-else', kind: 'inventory', payload: { projectId: PROJECT, kitsOnHand: 9 } });
    await queueMutation({ userId: USER, kind: 'kits-return', payload: { orderId: ORDER, kits: 2 } });
    await queueMutation({ userId: USER, kind: 'kits-return', payload: { orderId: ORDER, kits: 1 } });
    await queueMutation({ userId: USER, kind: 'task-completion', payload: { taskId: TASK, isCompleted: true } });
    await queueMutation({ userId: USER, kind: 'task-completion', payload: { taskId: TASK, isCompleted: false } });

    expect(await pendingInventory(PROJECT, USER)).toBe(5);
    expect(await pendingReturns(ORDER, USER)).toBe(3);
    expect(await pendingTaskState(TASK, USER)).toBe(false);
    expect((await entriesFor(`project:${PROJECT}`, USER)).map((e) => (e.payload as { kitsOnHand: number }).kitsOnHand)).toEqual([3, 5]);
    expect(await pendingInventory('44444444-4444-4444-8444-444444444444', USER)).toBeNull();
  });

  it('drops a rejected change from the overlay (the roll-back) and keeps it for Needs attention', async () => {
    const first = await queueMutation({ userId: USER, kind: 'kits-return', payload: { orderId: ORDER, kits: 2 } });
    await queueMutation({ userId: USER, kind: 'kits-return', payload: { orderId: ORDER, kits: 1 } });
    await db.outbox.update(first.seq, {
      status: 'rejected',
      rejection: { status: 409, message: 'All kits of this order have already been returned' },
    });

    expect(await pendingReturns(ORDER, USER)).toBe(1);
    expect((await rejectedEntries(USER)).map((e) => e.seq)).toEqual([first.seq]);
    expect(await getSyncStatus(USER)).toMatchObject({ waiting: 1, rejected: 1, state: 'waiting' });
  });
});

describe('Needs attention: discard, edit and resend', () => {
  it('resends with a NEW mutation id and the edited payload, in place of the rejected entry', async () => {
    const rejected = await queueMutation({ userId: USER, kind: 'inventory', payload: { projectId: PROJECT, kitsOnHand: 4 } });
    await db.outbox.update(rejected.seq, { status: 'rejected', rejection: { status: 404, message: 'Project not found' } });

    const resent = await resendRejected(rejected, { projectId: PROJECT, kitsOnHand: 6 });
    expect(resent.mutationId).toBe(rejected.mutationId + 1);
    expect(resent.seq).toBeGreaterThan(rejected.seq);
    expect(await db.outbox.get(rejected.seq)).toBeUndefined();
    expect(await pendingInventory(PROJECT, USER)).toBe(6);
    expect(await rejectedEntries(USER)).toEqual([]);
  });

  it('checks the edited value with the contract, and keeps the rejected entry when it is refused', async () => {
    const rejected = await queueMutation({ userId: USER, kind: 'kits-return', payload: { orderId: ORDER, kits: 3 } });
    await db.outbox.update(rejected.seq, { status: 'rejected', rejection: { status: 400, message: 'too many' } });
    await expect(resendRejected(rejected, { orderId: ORDER, kits: 0 })).rejects.toMatchObject({
      fieldErrors: [{ field: 'kits', message: 'Return at least 1 kit' }],
    });
    expect((await db.outbox.get(rejected.seq))?.status).toBe('rejected');
  });

  it('discards only rejected entries: a waiting change cannot be thrown away from there', async () => {
    const waiting = await queueMutation({ userId: USER, kind: 'inventory', payload: { projectId: PROJECT, kitsOnHand: 4 } });
    const rejected = await queueMutation({ userId: USER, kind: 'inventory', payload: { projectId: PROJECT, kitsOnHand: 5 } });
    await db.outbox.update(rejected.seq, { status: 'rejected', rejection: { status: 404, message: 'Project not found' } });

    expect(await discardRejected(waiting.seq)).toBe(false);
    expect(await discardRejected(rejected.seq)).toBe(true);
    expect((await db.outbox.toArray()).map((e) => e.seq)).toEqual([waiting.seq]);
  });
});

describe('pruning', () => {
  it('keeps the newest 200 synced entries and every waiting or rejected one', async () => {
    const base = {
      clientId: 'c'.repeat(32),
      userId: USER,
      kind: 'inventory' as const,
      payload: { projectId: PROJECT, kitsOnHand: 1 },
      entityKey: `project:${PROJECT}`,
      createdAt: 1,
      attempts: 0,
      nextAttemptAt: 1,
    };
    await db.outbox.bulkAdd(
      Array.from({ length: 260 }, (_, i) => ({
        ...base,
        mutationId: i + 1,
        status: i === 3 ? ('rejected' as const) : i === 259 ? ('pending' as const) : ('synced' as const),
        syncedAt: i,
      })) as never,
    );
    expect(await pruneSynced()).toBe(58);
    const left = await db.outbox.orderBy('seq').toArray();
    expect(left.filter((e) => e.status === 'synced')).toHaveLength(200);
    // The oldest 58 synced (mutations 1–3 and 5–59) went.
    expect(left.filter((e) => e.status === 'synced')[0]!.mutationId).toBe(60);
    expect(left.filter((e) => e.status !== 'synced').map((e) => e.mutationId)).toEqual([4, 260]);
  });
});

describe('snapshots and status', () => {
  it('keeps the last server value of an entity with the time it was fetched', async () => {
    await saveSnapshot(`project:${PROJECT}`, { id: PROJECT, kitsOnHand: 4 }, 1234);
    expect(await getSnapshot(`project:${PROJECT}`)).toEqual({
      entityKey: `project:${PROJECT}`,
      value: { id: PROJECT, kitsOnHand: 4 },
      fetchedAt: 1234,
    });
  });

  it('reports synced with nothing queued, waiting with changes, and the last sync time', async () => {
    expect(await getSyncStatus(USER)).toEqual({ state: 'synced', waiting: 0, rejected: 0, lastSyncedAt: null, needsSignIn: false });
    const entry = await queueMutation({ userId: USER, kind: 'inventory', payload: { projectId: PROJECT, kitsOnHand: 4 } });
    expect(await getSyncStatus(USER)).toMatchObject({ state: 'waiting', waiting: 1 });
    await db.outbox.update(entry.seq, { status: 'synced', syncedAt: 5678 });
    expect(await getSyncStatus(USER)).toMatchObject({ state: 'synced', waiting: 0, lastSyncedAt: 5678 });
  });
});
