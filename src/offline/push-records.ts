// What a push pass writes to IndexedDB as requests leave and answers come back, in batches: what
// is handed over within RECORD_BATCH_MS is written in one transaction, so a fast drain writes
// dozens of entries per transaction instead of one or two. Each IndexedDB transaction has a fixed
// cost, and every open screen's live queries (the sync status, the overlays) run again after each
// one. An answer not yet written when the page dies is sent again and the server replays its first
// answer, so the wait never risks exactly-once.
import { db } from './db';
import type { OutboxEntry } from './outbox';

interface EntryRecord {
  entry: OutboxEntry;
  changes: Partial<OutboxEntry>;
  /** The server's answer is the entity as it now is: its new snapshot, fetched at this time. */
  snapshotAt?: number;
}

export interface RecordWriter {
  /** The entry is on its way (shown as "syncing"). */
  started(seq: number): void;
  /** The entry's outcome. */
  answered(record: EntryRecord): void;
  /** Everything handed over so far is written (rejects with the first IndexedDB error). */
  settled(): Promise<void>;
}

async function writeBatch(started: number[], records: EntryRecord[]): Promise<void> {
  const answered = new Set(records.map((r) => r.entry.seq));
  const marks = started.filter((seq) => !answered.has(seq));
  // The last answer per entity wins: answers of one entity arrive in its order (push-window.ts).
  const snapshots = new Map<string, { entityKey: string; value: unknown; fetchedAt: number }>();
  for (const { entry, changes, snapshotAt } of records) {
    if (snapshotAt !== undefined && changes.response !== undefined) {
      snapshots.set(entry.entityKey, { entityKey: entry.entityKey, value: changes.response, fetchedAt: snapshotAt });
    }
  }
  await db.transaction('rw', db.outbox, db.snapshots, async () => {
    if (marks.length) await db.outbox.bulkUpdate(marks.map((seq) => ({ key: seq, changes: { status: 'syncing' as const } })));
    if (records.length) await db.outbox.bulkUpdate(records.map(({ entry, changes }) => ({ key: entry.seq, changes })));
    if (snapshots.size) await db.snapshots.bulkPut([...snapshots.values()]);
  });
}

/** How long answers gather before they are written: unnoticeable on a screen, dozens in a drain. */
const RECORD_BATCH_MS = 20;

export function createRecordWriter(batchMs: number = RECORD_BATCH_MS): RecordWriter {
  let started: number[] = [];
  let records: EntryRecord[] = [];
  /** The writes, one after another; rejects with the first IndexedDB error (settled() reports it). */
  let chain: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const writeNow = () => {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    if (!started.length && !records.length) return;
    const batch = { started, records };
    started = [];
    records = [];
    chain = chain.then(() => writeBatch(batch.started, batch.records));
    // Reported by settled(), which the pass always awaits; not an unhandled rejection meanwhile.
    chain.catch(() => undefined);
  };

  // What arrives within batchMs, also while a write runs, goes into one transaction.
  const schedule = () => {
    if (timer === null) timer = setTimeout(writeNow, batchMs);
  };

  return {
    started(seq) {
      started.push(seq);
      schedule();
    },
    answered(record) {
      records.push(record);
      schedule();
    },
    settled: () => {
      writeNow();
      return chain;
    },
  };
}
