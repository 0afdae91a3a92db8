import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { PROBE_MAX_MS, probeDelay, probeServer, startReachabilityMonitor } from './reachability';
import { readReachability, writeReachability } from './reachability-store';

const answering = (ok: boolean) => (async () => new Response('{}', { status: ok ? 200 : 503 })) as unknown as typeof fetch;
const refusing = (async () => {
  throw new TypeError('Failed to fetch');
}) as unknown as typeof fetch;

describe('whether the server answers', () => {
  it('counts only a 2xx health answer in time', async () => {
    expect(await probeServer({ fetch: answering(true) })).toBe(true);
    // The answer's body is read: an unread one keeps the request open in a browser.
    const answer = new Response('{"status":"ok"}');
    expect(await probeServer({ fetch: (async () => answer) as unknown as typeof fetch })).toBe(true);
    expect(answer.bodyUsed).toBe(true);
    expect(await probeServer({ fetch: answering(false) })).toBe(false);
    expect(await probeServer({ fetch: refusing })).toBe(false);
    const silent = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as unknown as typeof fetch;
    expect(await probeServer({ fetch: silent, timeoutMs: 20 })).toBe(false);
  });

  it('checks again within a few seconds while the server does not answer', () => {
    expect(probeDelay(1, () => 0)).toBe(1_000);
    expect(probeDelay(2, () => 0)).toBe(2_000);
    expect(probeDelay(10, () => 0)).toBe(PROBE_MAX_MS);
    expect(probeDelay(10, () => 1)).toBeLessThanOrEqual(PROBE_MAX_MS);
    expect(probeDelay(10, () => 1)).toBeGreaterThanOrEqual(PROBE_MAX_MS * 0.75);
  });

  it('records the finding for every tab, and calls back when the server answers again', async () => {
    let up = false;
    let back = 0;
    const monitor = startReachabilityMonitor({
      fetch: (async () => (up ? new Response('{}') : Promise.reject(new TypeError('down')))) as unknown as typeof fetch,
      onBack: () => (back += 1),
      record: writeReachability,
      listenToEnvironment: false,
      random: () => 0,
    });
    expect(await monitor.check()).toBe(false);
    expect((await readReachability())?.reachable).toBe(false);
    up = true;
    // The monitor's own re-check (1 s later) finds it back.
    await expect.poll(() => back, { timeout: 3_000 }).toBe(1);
    expect((await readReachability())?.reachable).toBe(true);
    monitor.stop();
  });
});
