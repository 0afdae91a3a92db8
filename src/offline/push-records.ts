// What a push pass writes to IndexedDB as requests leave and answers come back, in batches: while
// one transaction runs, the next answers gather, so a fast drain writes a few dozen entries per
// transaction and a single change is written as soon as its answer is in.
import { db } from './db';
import type { OutboxEntry } from './outbox';

export interface EntryRecord {
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

export function createRecordWriter(): RecordWriter {
  let started: number[] = [];
  let records: EntryRecord[] = [];
  let chain: Promise<void> = Promise.resolve();
  let writing = false;

  const flush = () => {
    if (writing) return;
    writing = true;
    chain = chain.then(async () => {
      try {
        while (started.length || records.length) {
          const batch = { started, records };
          started = [];
          records = [];
          await writeBatch(batch.started, batch.records);
        }
      } finally {
        writing = false;
      }
    });
  };

  return {
    started(seq) {
      started.push(seq);
      flush();
    },
    answered(record) {
      records.push(record);
      flush();
    },
    settled: () => chain,
  };
}
