// npm run bench:events, the clients' side: a child process (forked by events-load-bench.ts) that
// holds many event streams open, as many browsers' EventSource would. Kept light, so the measuring
// side is not the bottleneck: each stream's bytes are split into frames and only the event's `at`
// is read, its delivery latency (receive time − `at`) counted into a histogram of 1 ms buckets.
//
// Messages from the parent: `open` (sign in is done by the parent: access tokens in, one ticket and
// one stream per client, a few at a time), `reset` (forget what was counted), `report`, `close`.
import http from 'node:http';
import { apiPath, routes } from '@contract/routes';

type Command = { type: 'open'; base: string; tokens: string[]; count: number } | { type: 'reset' } | { type: 'report' } | { type: 'close' };

/** Latencies up to a minute, one bucket per millisecond; later ones land in the last bucket. */
const BUCKETS = 60_000;
let histogram = new Uint32Array(BUCKETS);
let events = 0;
let bytes = 0;
const requests: http.ClientRequest[] = [];
let ended = 0;
// One socket per stream, as a browser tab has: no pooling limit.
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

const send = (message: unknown) => process.send!(message);

function countFrame(frame: string) {
  const at = frame.indexOf('"at":"');
  if (at < 0) return;
  events += 1;
  const latency = Date.now() - Date.parse(frame.slice(at + 6, at + 30));
  histogram[Math.min(BUCKETS - 1, Math.max(0, Math.round(latency)))]! += 1;
}

async function ticketFor(base: string, token: string): Promise<string> {
  const response = await fetch(`${base}${apiPath(routes.eventTicket)}`, {
    method: routes.eventTicket.method,
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`ticket: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { ticket: string }).ticket;
}

/** Opens one stream; resolves once its headers came back 200. */
function openStream(base: string, ticket: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${apiPath(routes.eventStream, {}, { ticket })}`, { agent }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream: ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        bytes += chunk.length;
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          countFrame(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
        }
      });
      response.on('end', () => (ended += 1));
      response.on('error', () => undefined);
      resolve();
    });
    request.on('error', reject);
    requests.push(request);
  });
}

async function open(command: Extract<Command, { type: 'open' }>) {
  let next = 0;
  const failures: string[] = [];
  // A few at a time: a ticket lives 60 s, and a burst of thousands would time out at the server.
  const worker = async () => {
    while (next < command.count) {
      const i = next++;
      try {
        await openStream(command.base, await ticketFor(command.base, command.tokens[i % command.tokens.length]!));
      } catch (error) {
        failures.push(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  send({ type: 'opened', open: requests.length - failures.length, failures: failures.slice(0, 3), failed: failures.length });
}

process.on('message', (command: Command) => {
  if (command.type === 'open') void open(command);
  else if (command.type === 'reset') {
    histogram = new Uint32Array(BUCKETS);
    events = 0;
    bytes = 0;
    const cpu = process.cpuUsage();
    send({ type: 'reset', cpuMs: (cpu.user + cpu.system) / 1000 });
  } else if (command.type === 'report') {
    const cpu = process.cpuUsage();
    // Sparse: only the buckets hit, as [ms, count] pairs.
    const hits: [number, number][] = [];
    histogram.forEach((n, ms) => n > 0 && hits.push([ms, n]));
    send({ type: 'report', events, bytes, hits, ended, cpuMs: (cpu.user + cpu.system) / 1000 });
  } else if (command.type === 'close') {
    for (const request of requests) request.destroy();
    agent.destroy();
    process.exit(0);
  }
});
// The parent went (a crash, Ctrl-C): do not linger holding sockets.
process.on('disconnect', () => process.exit(0));
