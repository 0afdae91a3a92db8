// When the server cannot take a change now (no network, 5xx, 429), the entry stays queued and the
// pusher retries on its own: exponential backoff from 1 s doubling to at most 5 minutes, with
// jitter; Retry-After when the server gives one. The clock is driven by hand.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  demoData,
  ManualClock,
  networkBetween,
  resetDeviceDatabase,
  startApiServer,
  type ApiServer,
  type Fault,
} from '../../tests/helpers/outbox-harness';
import { BACKOFF_MAX_MS, backoffDelay, parseRetryAfter } from './backoff';
import { db } from './db';
import { queueMutation } from './outbox';
import { startPusher } from './pusher';
import { getSyncStatus } from './sync-status';

let server: ApiServer;
let taskId: string;
const started: { stop(): void }[] = [];

beforeAll(async () => {
  server = await startApiServer();
  taskId = (await demoData(server)).tasks[0]!.id;
});
afterAll(() => server.close());
beforeEach(resetDeviceDatabase);
afterEach(() => started.splice(0).forEach((p) => p.stop()));

/**
 * A pusher on a hand-driven clock; random() = 1 makes the jittered delay the full exponential one.
 * Made after the entry is queued, so queueMutation's nudge does not start an extra pass.
 */
function setUp(fault: (n: number) => Fault) {
  const clock = new ManualClock();
  let n = 0;
  const net = networkBetween(() => fault(++n));
  const pusher = startPusher({
    baseUrl: server.baseUrl,
    getAccessToken: () => server.token,
    renewSession: async () => false,
    onSessionLost: () => undefined,
    userId: () => server.userId,
    fetch: net.fetch,
    clock,
    random: () => 1,
    pushOnStart: false,
  });
  started.push(pusher);
  return { clock, net, pusher };
}

const queueOne = () => queueMutation({ userId: server.userId, kind: 'task-completion', payload: { taskId, isCompleted: true } });

/** Waits for the pass the clock's timer started: it runs on real promises once fired. */
/**
 * Waits for a timer-started pass to record its attempt and to schedule the next one: the pusher
 * sets its timer just after writing the attempt, so advancing the clock as soon as the attempt
 * shows would, on a busy machine, pass the due time before the timer exists, and nothing would fire.
 */
async function attemptScheduled(clock: ManualClock, seq: number, attempts: number): Promise<void> {
  await expect.poll(async () => (await db.outbox.get(seq))?.attempts, { timeout: 10_000 }).toBe(attempts);
  const due = (await db.outbox.get(seq))?.nextAttemptAt;
  await expect.poll(() => [...clock.timers.values()].some((timer) => timer.at === due), { timeout: 10_000 }).toBe(true);
}

const settle = (seq: number, status: string) => expect.poll(async () => (await db.outbox.get(seq))?.status, { timeout: 10_000 }).toBe(status);

describe('backoff', () => {
  it('doubles from 1 s to a 5 minute cap, and jitter only ever shortens it by up to half', () => {
    expect([1, 2, 3, 4, 5].map((a) => backoffDelay(a, () => 1))).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(backoffDelay(9, () => 1)).toBe(256_000);
    expect(backoffDelay(10, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(40, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(3, () => 0)).toBe(2000);
    expect(backoffDelay(40, () => 0)).toBe(BACKOFF_MAX_MS / 2);
  });

  it('reads Retry-After as seconds or a date', () => {
    expect(parseRetryAfter('120', 0)).toBe(120_000);
    expect(parseRetryAfter(new Date(60_000).toUTCString(), 0)).toBe(60_000);
    expect(parseRetryAfter('soon', 0)).toBeNull();
    expect(parseRetryAfter(null, 0)).toBeNull();
  });

  it('retries a network failure after 1 s, 2 s, 4 s… on its own timer, then sends the entry once', async () => {
    const entry = await queueOne();
    const { clock, net, pusher } = setUp((n) => (n <= 3 ? 'drop' : null));
    expect((await pusher.pushNow()).outcome).toBe('retry');
    expect(await db.outbox.get(entry.seq)).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: clock.time + 1000 });
    // The browser says it has a network, but the push got no answer: the server is unreachable, not the device offline.
    expect(await getSyncStatus(server.userId)).toMatchObject({ state: 'unreachable', waiting: 1 });

    // Not a moment before the delay…
    clock.advance(999);
    await new Promise((r) => setTimeout(r, 50));
    expect(net.sent).toHaveLength(1);
    // …then at it: second failure, wait 2 s.
    clock.advance(1);
    await attemptScheduled(clock, entry.seq, 2);
    expect((await db.outbox.get(entry.seq))?.nextAttemptAt).toBe(clock.time + 2000);
    clock.advance(2000);
    await attemptScheduled(clock, entry.seq, 3);
    expect((await db.outbox.get(entry.seq))?.nextAttemptAt).toBe(clock.time + 4000);
    clock.advance(4000);
    await settle(entry.seq, 'synced');
    expect(net.delivered).toHaveLength(1);
    expect(await getSyncStatus(server.userId)).toMatchObject({ state: 'synced', waiting: 0 });
  });

  it('sends at once on an explicit trigger (online, focus, sync event) whatever the backoff', async () => {
    const entry = await queueOne();
    const { clock, pusher } = setUp((n) => (n <= 5 ? 'drop' : null));
    for (let i = 0; i < 5; i++) await pusher.pushNow();
    expect((await db.outbox.get(entry.seq))?.nextAttemptAt).toBe(clock.time + 16_000);
    expect((await pusher.pushNow()).outcome).toBe('done');
    expect((await db.outbox.get(entry.seq))?.status).toBe('synced');
  });
});

describe('server answers that mean "later"', () => {
  it('keeps the entry through 5xx answers and sends it when the server recovers', async () => {
    const entry = await queueOne();
    const { clock, net, pusher } = setUp((n) => (n === 1 ? { status: 503 } : n === 2 ? { status: 500 } : null));
    await pusher.pushNow();
    expect(await db.outbox.get(entry.seq)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'The server could not take it yet (503): Try later',
    });
    // A 5xx is not "offline": the server answered.
    expect((await getSyncStatus(server.userId)).state).toBe('waiting');
    clock.advance(1000);
    await attemptScheduled(clock, entry.seq, 2);
    clock.advance(2000);
    await settle(entry.seq, 'synced');
    expect(net.sent).toHaveLength(3);
  });

  it('honours Retry-After on a 429: no pusher sends before it, not even on an explicit trigger', async () => {
    const entry = await queueOne();
    const { clock, net, pusher } = setUp((n) => (n === 1 ? { status: 429, retryAfter: '120' } : null));
    await pusher.pushNow();
    expect((await db.outbox.get(entry.seq))?.nextAttemptAt).toBe(clock.time + 120_000);
    expect((await pusher.pushNow()).outcome).toBe('retry');
    clock.advance(60_000);
    expect((await pusher.pushNow()).outcome).toBe('retry');
    expect(net.sent).toHaveLength(1);
    clock.advance(60_000);
    await settle(entry.seq, 'synced');
    expect(net.sent).toHaveLength(2);
  });
});
