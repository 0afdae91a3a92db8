// The device's own database (docs/architecture.md §5): IndexedDB "hands-on-portal" through Dexie. It is
// opened by the page and by the service worker alike, so it holds no React and no DOM.
//
// Tables
// - outbox: one row per local change, `seq` auto-incremented (the push order). Indexed on status,
//   kind, entityKey, userId and [userId+status] (what a pusher and the status line ask for).
// - meta: small key/value records: the device's clientId, the next mutationId, the session mirror
//   the service worker pushes with, the last push outcome, whether persistence was asked for.
// - snapshots: the last server value per entity key ('project:ID', 'order:ID', 'task:ID') with
//   fetchedAt (ms), so a screen can say how old its data is and roll back to the server's value.
// - countSessions (version 2): onsite count sessions, from their start to their receipt
//   (count-sessions.ts), indexed on userId and status. Since version 3 a row holds what a scan
//   changes, not the session's directory.
// - countDirectories (version 3): the directory of each session still counting (every kit code the
//   user reached at its start), written once at the start, so a scan's write stays small. The
//   upgrade moves the directory of the sessions already on the device out of their rows.
// - photos (version 4): photos waiting to be uploaded, by their SHA-256 (photos.ts), with the Blob,
//   its type and the user; deleted once the server acknowledged the upload.
import { Dexie, type EntityTable } from 'dexie';
import type { CountDirectoryRow, CountSessionRow } from './count-sessions';
import { DATABASE_NAME } from './database-name';
import type { OutboxEntry } from './outbox';
import type { PhotoRow } from './photos';

interface MetaRecord {
  key: string;
  value: unknown;
}

export interface Snapshot<T = unknown> {
  entityKey: string;
  value: T;
  /** When this value came from the server (ms since epoch, this device's clock). */
  fetchedAt: number;
}

export type PortalDatabase = Dexie & {
  outbox: EntityTable<OutboxEntry, 'seq'>;
  meta: EntityTable<MetaRecord, 'key'>;
  snapshots: EntityTable<Snapshot, 'entityKey'>;
  countSessions: EntityTable<CountSessionRow, 'id'>;
  countDirectories: EntityTable<CountDirectoryRow, 'id'>;
  photos: EntityTable<PhotoRow, 'sha256'>;
};

function openDatabase(): PortalDatabase {
  const db = new Dexie(DATABASE_NAME) as PortalDatabase;
  db.version(1).stores({
    outbox: '++seq, status, kind, entityKey, userId, [userId+status]',
    meta: 'key',
    snapshots: 'entityKey',
  });
  db.version(2).stores({ countSessions: 'id, userId, status' });
  db.version(3)
    .stores({ countDirectories: 'id' })
    .upgrade(async (tx) => {
      // A session counting when the app updates keeps counting: its directory moves to its own
      // record. A finished one keeps the places of the codes it scanned (all its receipt reads).
      const sessions = tx.table<CountSessionRow, string>('countSessions');
      const counting = (await sessions.toArray()).filter((row) => row.status === 'counting' && row.directory);
      await tx.table<CountDirectoryRow, string>('countDirectories').bulkPut(counting.map((row) => ({ id: row.id, directory: row.directory ?? {} })));
      await sessions.toCollection().modify((row) => {
        if (!row.directory) return;
        if (row.status === 'counting') {
          delete row.directory;
          return;
        }
        const scanned: CountSessionRow['directory'] = {};
        for (const { code } of row.scans) {
          const place = row.directory[code];
          if (place) scanned[code] = place;
        }
        row.directory = scanned;
      });
    });
  db.version(4).stores({ photos: 'sha256, userId' });
  return db;
}

/** The one connection of this page or worker. Dexie opens it lazily on first use. */
export const db: PortalDatabase = openDatabase();
