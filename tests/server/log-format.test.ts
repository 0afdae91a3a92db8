// The log's format: JSON lines when piped (the test run's own stdout is a pipe), readable lines
// when a person reads it (LOG_FORMAT=pretty, or a terminal), as the server's logger writes them.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { logDestination } from '@server/logging';

describe('the log destination', () => {
  it('is stdout as JSON lines when piped or asked for json', async () => {
    expect(process.stdout.isTTY).not.toBe(true);
    expect(await logDestination('auto')).toBeUndefined();
    expect(await logDestination('json')).toBeUndefined();
  });

  it('writes one readable line an entry when asked for pretty', async () => {
    const written: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const stream = await logDestination('pretty', sink);
    expect(stream).toBeDefined();
    // A line as the server's logger (pino) writes it.
    stream!.write(
      `${JSON.stringify({ level: 30, time: Date.now(), pid: 7, hostname: 'vm', reqId: 'req-7', msg: 'Server listening at http://127.0.0.1:8080' })}\n`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const line = written.join('');
    expect(line).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: Server listening at http:\/\/127\.0\.0\.1:8080/);
    expect(line).toContain('"reqId":"req-7"');
    expect(line).not.toContain('"level":30');
    expect(line).not.toMatch(/pid|hostname/);
  });
});
