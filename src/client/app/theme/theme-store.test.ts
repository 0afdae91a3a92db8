import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKey } from '@client/lib/storage';
import { initialTheme } from './theme-settings';
import { getTheme, setPanelExpand, setTheme, themeMatchesStorage, THEME_STORAGE_NAME } from './theme-store';

// localStorage and the bits of <html> the theme is put on, as plain objects (no DOM here).
const items = new Map<string, string>();
const key = storageKey(THEME_STORAGE_NAME);

beforeAll(() => {
  vi.stubGlobal('localStorage', {
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => void items.set(name, value),
    removeItem: (name: string) => void items.delete(name),
  });
  vi.stubGlobal('document', {
    documentElement: { classList: { toggle: () => undefined }, dataset: {}, dir: 'ltr' },
    head: { querySelector: () => null },
  });
});
// Each test starts from the default theme with nothing stored, whatever ran before it.
beforeEach(() => {
  setTheme(initialTheme(false));
  items.clear();
});
afterAll(() => {
  setTheme(initialTheme(false));
  vi.unstubAllGlobals();
});

describe('whether the theme in use is the stored one (app/first-paint saves a screen only then)', () => {
  it('is, with nothing stored and the default in use', () => {
    expect(themeMatchesStorage()).toBe(true);
  });

  it("is not while storage holds another theme written behind the store's back", () => {
    items.set(key, JSON.stringify({ ...getTheme(), mode: 'dark' }));
    expect(themeMatchesStorage()).toBe(false);
  });

  it('is once the theme is set through the store, whatever order the stored keys are in', () => {
    setTheme({ ...getTheme(), mode: 'dark' });
    expect(themeMatchesStorage()).toBe(true);
    const stored = JSON.parse(items.get(key)!) as Record<string, unknown>;
    items.set(key, JSON.stringify(Object.fromEntries(Object.entries(stored).reverse())));
    expect(themeMatchesStorage()).toBe(true);
  });

  it("leaves the settings drawer's open state aside", () => {
    setPanelExpand(true);
    items.set(key, JSON.stringify({ ...getTheme(), panelExpand: false }));
    expect(themeMatchesStorage()).toBe(true);
    setPanelExpand(false);
  });
});
