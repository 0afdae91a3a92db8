// Photos waiting to be sent (docs/offline.md "Photos"): their bytes in the photos table, named by
// their SHA-256, from the moment a form is saved until the server has acknowledged the upload. A
// change that names photos is queued in one transaction with an upload entry per photo before it,
// so the uploads go first (they travel alone, in their places) and a reload loses nothing.
import { db } from './db';
import { insertEntry, nudgeAfterQueued, type OutboxEntryOf } from './outbox';
import { validatePayload, type OutboxKind, type OutboxPayloads } from './mutations';

export interface PhotoRow {
  sha256: string;
  blob: Blob;
  contentType: string;
  userId: string;
  createdAt: number;
}

/** A photo ready to queue: shrunk and hashed on the device (src/client/features/kits/photo-shrink.ts). */
export interface PreparedPhoto {
  sha256: string;
  blob: Blob;
  contentType: string;
}

/**
 * Stores the photos and queues, in one transaction, an upload for each and then the change naming
 * them. Resolves with the change's entry once all of it is in IndexedDB.
 */
export async function queueWithPhotos<K extends OutboxKind>(
  userId: string,
  photos: readonly PreparedPhoto[],
  kind: K,
  payload: OutboxPayloads[K],
  now: number = Date.now(),
): Promise<OutboxEntryOf<K>> {
  const checked = validatePayload(kind, payload);
  const entry = await db.transaction('rw', db.outbox, db.meta, db.photos, async () => {
    for (const photo of photos) {
      await db.photos.put({ ...photo, userId, createdAt: now });
      const upload = validatePayload('photo-upload', { sha256: photo.sha256, contentType: photo.contentType, byteSize: photo.blob.size });
      await insertEntry({ userId, kind: 'photo-upload', payload: upload }, now);
    }
    return insertEntry({ userId, kind, payload: checked }, now);
  });
  nudgeAfterQueued();
  return entry;
}

/** The photo's bytes, or undefined when they are no longer on this device. */
export async function loadPhoto(sha256: string): Promise<PhotoRow | undefined> {
  return db.photos.get(sha256);
}

/** Drops the bytes of photos whose uploads the server acknowledged and that no waiting upload still needs. */
export async function prunePhotos(): Promise<number> {
  return db.transaction('rw', db.outbox, db.photos, async () => {
    const uploads = await db.outbox.where('kind').equals('photo-upload').toArray();
    const needed = new Set<string>();
    const done = new Set<string>();
    for (const entry of uploads) {
      if (entry.kind !== 'photo-upload') continue;
      (entry.status === 'synced' ? done : needed).add(entry.payload.sha256);
    }
    const gone = [...done].filter((sha) => !needed.has(sha));
    await db.photos.bulkDelete(gone);
    return gone.length;
  });
}
