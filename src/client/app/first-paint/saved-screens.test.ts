import { describe, expect, it } from 'vitest';
import { MAX_SAVED_SCREENS, parseSavedScreens, savedScreenFor, withSavedScreen, type DrawnFrom, type SavedScreen } from './saved-screens';

const drawnFrom: DrawnFrom = {
  user: '{"id":"u1","firstName":"Dana"}',
  theme: null,
  locale: null,
  systemDark: false,
  styles: '/assets/index-abc123.css',
};

const screen = (address: string, overrides: Partial<SavedScreen> = {}): SavedScreen => ({
  address,
  drawnFrom,
  htmlAttributes: { class: '', lang: 'en', 'data-layout': 'modern' },
  metaContent: { 'color-scheme': 'light' },
  markup: `<main id="main"><header><h1>${address}</h1></header></main>`,
  ...overrides,
});

describe('screens saved for the first paint', () => {
  it('reads back what was saved, and nothing from a missing, broken or foreign value', () => {
    const saved = [screen('/dashboard')];
    expect(parseSavedScreens(JSON.stringify(saved))).toEqual(saved);
    expect(parseSavedScreens(null)).toEqual([]);
    expect(parseSavedScreens('{not json')).toEqual([]);
    expect(parseSavedScreens('{"address":"/dashboard"}')).toEqual([]);
    expect(parseSavedScreens(JSON.stringify([{ ...screen('/dashboard'), markup: 42 }]))).toEqual([]);
    // Saved by a build that did not record its styles.
    const { styles: _styles, ...older } = drawnFrom;
    expect(parseSavedScreens(JSON.stringify([{ ...screen('/dashboard'), drawnFrom: older }]))).toEqual([]);
  });

  it('drops an entry that would set anything on <html> but the theme and language attributes', () => {
    const hostile = screen('/dashboard', { htmlAttributes: { onclick: 'alert(1)' } });
    expect(parseSavedScreens(JSON.stringify([hostile, screen('/projects')])).map((s) => s.address)).toEqual(['/projects']);
  });

  it('gives the screen saved at the address while the user, theme, language and colour scheme are those it was drawn with', () => {
    const saved = [screen('/dashboard'), screen('/projects')];
    expect(savedScreenFor(saved, '/projects', drawnFrom)?.address).toBe('/projects');
    expect(savedScreenFor(saved, '/dashboard?submitted=12', drawnFrom)).toBeNull();
    expect(savedScreenFor(saved, '/blueprints', drawnFrom)).toBeNull();
  });

  it.each([
    ['another user (or the same one renamed)', { user: '{"id":"u2"}' }],
    ['nobody signed in', { user: null }],
    ['a theme changed since', { theme: '{"mode":"dark"}' }],
    ['another language', { locale: '{"currentLang":"es"}' }],
    ['the system turned dark', { systemDark: true }],
    ['a new build (its styles renamed)', { styles: '/assets/index-def456.css' }],
  ])('gives nothing for %s', (_, change) => {
    expect(savedScreenFor([screen('/dashboard')], '/dashboard', { ...drawnFrom, ...change })).toBeNull();
  });

  it('keeps the latest screen first, one per address, and at most a few', () => {
    let saved: SavedScreen[] = [];
    for (const address of ['/a', '/b', '/c', '/d', '/e']) saved = withSavedScreen(saved, screen(address));
    expect(saved.map((s) => s.address)).toEqual(['/e', '/d', '/c', '/b'].slice(0, MAX_SAVED_SCREENS));
    saved = withSavedScreen(saved, screen('/c', { markup: 'again' }));
    expect(saved.map((s) => s.address)).toEqual(['/c', '/e', '/d', '/b']);
    expect(saved[0]!.markup).toBe('again');
  });
});
