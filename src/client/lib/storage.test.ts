import { describe, expect, it } from 'vitest';
import { storedSessionSchema } from '@contract/users';
import { parseStored, storageKey } from './storage';

describe('storageKey', () => {
  it('has the form storage::version::name (spec §3)', () => {
    expect(storageKey('session')).toBe('storage::1::session');
    expect(storageKey('user')).toBe('storage::1::user');
  });
});

describe('parseStored', () => {
  const session = { signedIn: true, token: { accessToken: 'a', refreshToken: 'r' }, appCreated: true };

  it('returns a valid stored value', () => {
    expect(parseStored(JSON.stringify(session), storedSessionSchema)).toEqual(session);
  });

  it('treats a missing, unparsable or off-schema value as absent', () => {
    expect(parseStored(null, storedSessionSchema)).toBeNull();
    expect(parseStored('{not json', storedSessionSchema)).toBeNull();
    expect(parseStored(JSON.stringify({ ...session, signedIn: 'yes' }), storedSessionSchema)).toBeNull();
    expect(parseStored('"session"', storedSessionSchema)).toBeNull();
  });
});
