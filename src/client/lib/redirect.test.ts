import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeRedirectPath('/blueprints/12')).toBe('/blueprints/12');
    expect(safeRedirectPath('/resources/classbox?page=2#top')).toBe('/resources/classbox?page=2#top');
  });

  it('rejects anything that could leave the site', () => {
    for (const value of [
      null,
      undefined,
      '',
      'dashboard',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirectPath(value), String(value)).toBeNull();
    }
  });

  it('rejects paths that only normalise to another host (the browser would refuse the history change)', () => {
    for (const value of [
      '/.//evil.example/',
      '/%2e//evil.example/',
      '/%2E//evil.example/x?y#z',
      '/././/evil.example',
      '/a/..//evil.example',
      '/%2e%2e//evil.example',
      '/.%2e//evil.example',
      '/.\\\\evil.example',
      '/./\\evil.example',
      '/.\\/evil.example',
    ]) {
      expect(safeRedirectPath(value), value).toBeNull();
    }
  });

  it('keeps what it returns a same-origin path for the history API', () => {
    for (const value of ['/a/./b', '/a/../b', '/%2e/dashboard', '/planning//x']) {
      const path = safeRedirectPath(value);
      expect(path, value).not.toBeNull();
      expect(new URL(path!, 'https://portal.example').origin, value).toBe('https://portal.example');
      expect(path!.startsWith('//'), value).toBe(false);
    }
  });
});
