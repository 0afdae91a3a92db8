// Access tokens: a token verified once is taken again without a new signature check, but never
// past its expiry, and never for another key.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens';

const key = new TextEncoder().encode('k'.repeat(32));
const otherKey = new TextEncoder().encode('o'.repeat(32));
const claims = { userId: '0b8f1d8e-1111-4222-8333-444455556666', sessionId: '9c7e2a10-aaaa-4bbb-8ccc-ddddeeeeffff' };

afterEach(() => vi.useRealTimers());

describe('verifyAccessToken', () => {
  it('answers the same claims for a token it has verified before', async () => {
    const token = await signAccessToken(claims, key);
    expect(await verifyAccessToken(token, key)).toEqual(claims);
    expect(await verifyAccessToken(token, key)).toEqual(claims);
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
    const token = await signAccessToken(claims, key, 60);
    expect(await verifyAccessToken(token, key)).toEqual(claims);
    vi.setSystemTime(new Date('2026-05-01T10:01:01Z'));
    await expect(verifyAccessToken(token, key)).rejects.toThrow();
  });

  it('refuses a token remembered for one key when checked with another', async () => {
    const token = await signAccessToken(claims, key);
    await verifyAccessToken(token, key);
    await expect(verifyAccessToken(token, otherKey)).rejects.toThrow();
  });
});
