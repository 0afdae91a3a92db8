// Which refresh tokens this browser has already spent, shared by its tabs in IndexedDB.
//
// Why: tabs renew the session one at a time under a Web Lock and re-read the stored pair inside
// it (lib/http.ts). But localStorage reaches other tabs asynchronously in Chromium (each renderer
// keeps its own copy), so a tab that takes the lock right after another renewed may still read the
// old, spent refresh token; presenting it again would revoke the whole session. IndexedDB is
// consistent between tabs: a write committed before the lock is released is seen by whoever takes
// it next. Only a short hash of each spent token is kept, for a day.

export interface RefreshLedger {
  isSpent(refreshToken: string): Promise<boolean>;
  /** Resolves once the mark is committed. */
  markSpent(refreshToken: string): Promise<void>;
}

const DB_NAME = 'hop-refresh-ledger';
const STORE = 'spent';
const KEEP_MS = 24 * 60 * 60 * 1000;

/** cyrb53: a 53-bit string hash. Identity is all that is needed; a spent token is worthless anyway. */
export function tokenHash(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i++) {
    const ch = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

const done = (request: IDBRequest) =>
  new Promise<void>((resolve, reject) => {
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });

/** The ledger in IndexedDB, or null where there is none (old browsers, some private modes, node). */
export function indexedDbRefreshLedger(factory: IDBFactory | undefined = globalThis.indexedDB): RefreshLedger | null {
  if (!factory) return null;
  let opening: Promise<IDBDatabase> | null = null;
  const open = () =>
    (opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => {
        opening = null;
        reject(request.error);
      };
    }));

  return {
    async isSpent(refreshToken) {
      const db = await open();
      const request = db.transaction(STORE, 'readonly').objectStore(STORE).get(tokenHash(refreshToken));
      await done(request);
      return request.result !== undefined;
    },
    async markSpent(refreshToken) {
      const db = await open();
      const tx = db.transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      const now = Date.now();
      store.put(now, tokenHash(refreshToken));
      // Forget old marks on the way (the store stays tiny: one mark per renewal, 15 minutes apart).
      const cursorRequest = store.openCursor();
      cursorRequest.onsuccess = () => {
        const cursor = cursorRequest.result;
        if (!cursor) return;
        if (typeof cursor.value === 'number' && now - cursor.value > KEEP_MS) cursor.delete();
        cursor.continue();
      };
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
      });
    },
  };
}
