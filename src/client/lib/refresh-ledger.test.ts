import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { indexedDbRefreshLedger, tokenHash } from './refresh-ledger';

describe('the refresh-token ledger (IndexedDB)', () => {
  it('knows a spent token in every tab of the browser', async () => {
    const browser = new IDBFactory();
    const tabA = indexedDbRefreshLedger(browser)!;
    const tabB = indexedDbRefreshLedger(browser)!;
    expect(await tabB.isSpent('refresh-1')).toBe(false);
    await tabA.markSpent('refresh-1');
    expect(await tabB.isSpent('refresh-1')).toBe(true);
    expect(await tabB.isSpent('refresh-2')).toBe(false);
  });

  it('is absent without IndexedDB', () => {
    expect(indexedDbRefreshLedger(undefined)).toBeNull();
  });

  it('keeps a short hash, not the token', () => {
    const token = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE';
    expect(tokenHash(token)).toBe(tokenHash(token));
    expect(tokenHash(token)).not.toContain(token.slice(0, 8));
    expect(tokenHash(token)).not.toBe(tokenHash(`${token}x`));
  });
});
