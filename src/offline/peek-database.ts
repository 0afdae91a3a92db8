// Reading the device's database with plain IndexedDB, without Dexie and without ever creating or
// upgrading it (peek.ts says why), and the one read a signed-out visit makes at start: whether the
// service worker's copy of the session is still stored (session-mirror.ts).
import { DATABASE_NAME } from './database-name';

/** The existing database, or null when there is none yet (or IndexedDB is unavailable). */
function openExisting(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DATABASE_NAME);
    } catch {
      resolve(null);
      return;
    }
    // No database yet: abort its creation, which fails the request (onerror below).
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const database = request.result;
      database.onversionchange = () => database.close();
      resolve(database);
    };
    request.onerror = (event) => {
      event.preventDefault();
      resolve(null);
    };
  });
}

export const asPromise = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** Runs `read` in one read-only transaction over `stores`; `fallback` when they do not exist. */
export async function readOnly<T>(stores: string[], fallback: T, read: (transaction: IDBTransaction) => Promise<T>): Promise<T> {
  const database = await openExisting();
  if (!database) return fallback;
  try {
    if (!stores.every((name) => database.objectStoreNames.contains(name))) return fallback;
    return await read(database.transaction(stores, 'readonly'));
  } catch {
    return fallback;
  } finally {
    database.close();
  }
}

export async function metaValue<T>(meta: IDBObjectStore, key: string): Promise<T | undefined> {
  const record = (await asPromise(meta.get(key))) as { value?: T } | undefined;
  return record?.value;
}

export function hasSessionMirror(): Promise<boolean> {
  return readOnly(['meta'], false, async (transaction) => (await metaValue(transaction.objectStore('meta'), 'session')) !== undefined);
}
