import { describe, expect, it } from 'vitest';
import { bearerToken } from '@contract/bearer';

describe('bearerToken', () => {
  it('reads the token whatever the case of the scheme name', () => {
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEARER']) expect(bearerToken(`${scheme} abc.def-_~+/=`), scheme).toBe('abc.def-_~+/=');
    expect(bearerToken('Bearer \t tok \t')).toBe('tok');
  });

  it('refuses another scheme, no token, two tokens, or no header', () => {
    for (const header of ['Basic abc', 'Bearer', 'Bearer ', 'Bearerabc', 'Bearer a b', 'abc', '', null, undefined])
      expect(bearerToken(header), String(header)).toBeNull();
  });
});
