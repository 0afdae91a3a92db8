// LISTEN on PostgreSQL: one connection of its own per API process (a pooled connection would be
// handed to queries and lose its LISTEN). When the connection drops (the server restarts, a
// network blip) it reconnects with backoff and tells the hub, whose streams then replay from the
// activity log what was announced meanwhile, so nothing is lost.
import pg from 'pg';

export interface ListenerEvents {
  payload(payload: string): void;
  /** Listening again after a drop: notifications sent meanwhile were missed. */
  resumed(): void;
  /** The connection failed; it is being retried. */
  trouble(error: unknown): void;
}

const MIN_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 10_000;

export function listenOnPostgres(url: string, channel: string, on: ListenerEvents): { ready: Promise<void>; stop(): Promise<void> } {
  let client: pg.Client | null = null;
  let stopped = false;
  let backoff = MIN_BACKOFF_MS;
  let retry: NodeJS.Timeout | null = null;
  /** A drop or a failed start since the last connection: notifications may have been missed. */
  let missed = false;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: 'hop-events' });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) on.payload(message.payload);
    });
    // An error or end of this connection schedules the next one (once).
    let dropped = false;
    const drop = (error: unknown) => {
      if (dropped) return;
      dropped = true;
      missed = true;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (stopped) return;
      on.trouble(error);
      retry = setTimeout(() => void attempt(), backoff);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    };
    next.on('error', drop);
    next.on('end', () => drop(new Error('the listening connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
    } catch (error) {
      drop(error);
      throw error;
    }
    backoff = MIN_BACKOFF_MS;
    if (missed) {
      missed = false;
      on.resumed();
    }
  };
  const attempt = () => connect().catch(() => undefined);

  return {
    ready: connect(),
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
