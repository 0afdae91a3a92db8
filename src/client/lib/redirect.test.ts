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
});
