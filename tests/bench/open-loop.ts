// An open-loop load: requests sent at a fixed rate, evenly spaced, whether or not the earlier ones
// have been answered, and each one's latency counted from the instant it was due, not from when it
// went out. A closed loop (autocannon's connections) waits for an answer before the next request,
// so a slow server is asked less and its queueing never shows in the figures; here a server that
// falls behind sees its queue grow, and every request that waited counts its wait.
import http from 'node:http';

export interface OpenLoopRequest {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface OpenLoopResult {
  /** Requests sent. */
  sent: number;
  /** Answers that were not 2xx, or requests that failed. */
  failed: number;
  p50: number;
  p99: number;
  max: number;
  /** Requests answered per second over the run (sent ÷ the time until the last answer). */
  achievedRate: number;
}

/** The value at a percentile of sorted numbers (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

function send(agent: http.Agent, request: OpenLoopRequest): Promise<number> {
  return new Promise((resolve) => {
    const sent = http.request(request.url, { method: request.method, headers: request.headers, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    sent.on('error', () => resolve(0));
    sent.end(request.body);
  });
}

/**
 * Sends `rate` requests a second for `seconds`. The timer wakes every millisecond and sends every
 * request due by then, so a late wake-up (the client's own event loop) is counted in the latency
 * too, as a real client's would be; at most a millisecond of it is the timer's granularity.
 */
export async function openLoop(request: OpenLoopRequest, rate: number, seconds: number): Promise<OpenLoopResult> {
  // Enough sockets that the client never queues requests itself: a queue belongs to the server.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.max(1, Math.round(rate * seconds));
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let failed = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = (): void => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        const due = start + next * interval;
        next += 1;
        pending.push(
          send(agent, request).then((status) => {
            latencies.push(performance.now() - due);
            if (status < 200 || status >= 300) failed += 1;
          }),
        );
      }
      if (next < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    sent: total,
    failed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
    achievedRate: total / elapsed,
  };
}
