import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME,
  effectiveNavMode,
  initialTheme,
  LAYOUT_TYPES,
  parseStoredTheme,
  withCardBordered,
  withLayout,
  withMode,
  withNavMode,
  type LayoutType,
  type ThemeSettings,
} from './theme-settings';

const inLayout = (type: LayoutType, patch: Partial<ThemeSettings> = {}): ThemeSettings => ({
  ...DEFAULT_THEME,
  ...patch,
  layout: { ...DEFAULT_THEME.layout, type },
});

describe('defaults (spec §9)', () => {
  it('are sky, level 600, light, ltr, modern with card borders and md controls', () => {
    expect(DEFAULT_THEME).toMatchObject({
      themeColor: 'sky',
      primaryColorLevel: 600,
      mode: 'light',
      direction: 'ltr',
      cardBordered: true,
      controlSize: 'md',
      navMode: 'transparent',
      layout: { type: 'modern', sideNavCollapse: false },
    });
  });

  it('follow the system colour scheme on a first visit', () => {
    expect(initialTheme(true).mode).toBe('dark');
    expect(initialTheme(false).mode).toBe('light');
    // Modern keeps its transparent navigation either way.
    expect(initialTheme(true).navMode).toBe('transparent');
  });
});

describe('choosing dark or light (spec §4)', () => {
  it.each(['classic', 'stackedSide', 'decked'] as const)('sets the nav colour in %s', (type) => {
    expect(withMode(inLayout(type, { navMode: 'light' }), 'dark').navMode).toBe('dark');
    expect(withMode(inLayout(type, { navMode: 'themed', mode: 'dark' }), 'light').navMode).toBe('light');
  });

  it.each(['modern', 'simple', 'blank'] as const)('leaves the nav colour alone in %s', (type) => {
    const theme = inLayout(type, { navMode: 'transparent' });
    expect(withMode(theme, 'dark')).toMatchObject({ mode: 'dark', navMode: 'transparent' });
  });
});

describe('choosing a layout (spec §4)', () => {
  it('modern forces a transparent nav and card borders', () => {
    const next = withLayout(inLayout('classic', { navMode: 'dark', cardBordered: false }), 'modern');
    expect(next).toMatchObject({ navMode: 'transparent', cardBordered: true });
    expect(effectiveNavMode({ ...next, navMode: 'dark' })).toBe('transparent');
  });

  it('gives a coloured-nav layout the current mode instead of a transparent nav', () => {
    expect(withLayout(inLayout('modern', { mode: 'dark' }), 'classic').navMode).toBe('dark');
    expect(withLayout(inLayout('modern'), 'decked').navMode).toBe('light');
    // A colour chosen on purpose survives a switch between coloured-nav layouts.
    expect(withLayout(inLayout('classic', { navMode: 'themed' }), 'stackedSide').navMode).toBe('themed');
  });

  it('remembers the layout left behind as previousType', () => {
    const next = withLayout(inLayout('classic'), 'blank');
    expect(next.layout).toMatchObject({ type: 'blank', previousType: 'classic' });
    expect(withLayout(next, 'blank')).toBe(next);
  });

  it('keeps card borders and nav colour fixed where the layout decides them', () => {
    expect(withCardBordered(inLayout('modern'), false).cardBordered).toBe(true);
    expect(withCardBordered(inLayout('classic'), false).cardBordered).toBe(false);
    expect(withNavMode(inLayout('simple'), 'themed').navMode).toBe('transparent');
    expect(withNavMode(inLayout('decked'), 'themed').navMode).toBe('themed');
  });
});

describe('stored settings', () => {
  it('read back every layout type and never restore the drawer open', () => {
    for (const type of LAYOUT_TYPES) {
      const stored = { ...inLayout(type), panelExpand: true };
      expect(parseStoredTheme(JSON.parse(JSON.stringify(stored)))).toEqual({ ...stored, panelExpand: false });
    }
  });

  it('count anything off-schema as absent', () => {
    expect(parseStoredTheme({ ...DEFAULT_THEME, controlSize: 'xl' })).toBeNull();
    expect(parseStoredTheme({ ...DEFAULT_THEME, primaryColorLevel: 500 })).toBeNull();
    expect(parseStoredTheme('dark')).toBeNull();
    expect(parseStoredTheme(null)).toBeNull();
  });
});
