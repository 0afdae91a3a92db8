import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { googleSetupFrom } from './google-setup';
import { randomState } from './google-intent';
import { takePendingRedirect } from './redirect-flow';

describe('googleSetupFrom', () => {
  it('hides the buttons without a client id', () => {
    expect(googleSetupFrom(undefined)).toBeNull();
    expect(googleSetupFrom({ googleClientId: null, googleIssuer: null })).toBeNull();
  });

  it("uses Google's popup with Google, and the redirect flow with any other issuer", () => {
    expect(googleSetupFrom({ googleClientId: 'id', googleIssuer: 'https://accounts.google.com' })).toEqual({
      clientId: 'id',
      issuer: 'https://accounts.google.com',
      flow: 'popup',
    });
    // A server that does not name its issuer is Google's.
    expect(googleSetupFrom({ googleClientId: 'id' })?.flow).toBe('popup');
    expect(googleSetupFrom({ googleClientId: 'id', googleIssuer: 'http://127.0.0.1:4000/' })).toEqual({
      clientId: 'id',
      issuer: 'http://127.0.0.1:4000',
      flow: 'redirect',
    });
  });
});

describe('takePendingRedirect (the OAuth state, CSRF)', () => {
  const key = 'storage::1::googleSignIn';
  let items: Map<string, string>;
  beforeEach(() => {
    items = new Map();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const save = (state: string, startedAt = Date.now()) =>
    items.set(key, JSON.stringify({ state, intent: { kind: 'invitation', token: 'inv-1' }, startedAt }));

  it('returns the intent for the state this tab sent, once', () => {
    save('abc');
    expect(takePendingRedirect('abc')).toEqual({ kind: 'invitation', token: 'inv-1' });
    expect(takePendingRedirect('abc')).toBeNull();
  });

  it('refuses another state, no state, and a round trip that took too long, and forgets the pending one', () => {
    save('abc');
    expect(takePendingRedirect('forged')).toBeNull();
    expect(items.has(key)).toBe(false);
    save('abc');
    expect(takePendingRedirect(null)).toBeNull();
    save('abc', Date.now() - 16 * 60 * 1000);
    expect(takePendingRedirect('abc')).toBeNull();
  });

  it('makes unguessable states', () => {
    const states = new Set(Array.from({ length: 50 }, randomState));
    expect(states.size).toBe(50);
    expect(randomState()).toMatch(/^[0-9a-f]{32}$/);
  });
});
