// Theme settings of spec §3 with the defaults of §9 and the rules of §4, as pure functions so the
// rules are tested without a DOM. The store (theme-store.ts) keeps them under storage::1::theme;
// apply-theme.ts puts them on <html> as a class and data attributes that styles.css reads.
//
// Decisions where the spec is silent:
// - navMode has four values: light, dark, themed (the primary colour) and transparent (the page's
//   own background). It colours the navigation of classic, stackedSide and decked; modern is always
//   transparent; simple and blank have no coloured navigation.
// - panelExpand is whether the settings drawer is open. It is kept with the rest but never restored
//   open: a reload starts with the drawer closed.
// - previousType is the layout in use before the current one; the blank layout (content only)
//   offers a button back to it.
// - primaryColorLevel 600 draws the palette as is; 700 and 800 shift the strong shades darker.
//   Lighter levels are not offered: white text on them fails WCAG AA contrast.
// Checked without zod: the stored theme is read before the first screen renders (lib/stored-shape.ts).
import { boolean, nullable, object, oneOf, storedSchema, type Shape } from '@client/lib/stored-shape';

export const LAYOUT_TYPES = ['classic', 'modern', 'stackedSide', 'simple', 'decked', 'blank'] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

/** Layouts whose navigation takes the nav colour, and follows light/dark (spec §4). */
const COLOURED_NAV_LAYOUTS: readonly LayoutType[] = ['classic', 'stackedSide', 'decked'];
/** Layouts with a side navigation that can collapse to icons (82 px). */
export const COLLAPSIBLE_LAYOUTS: readonly LayoutType[] = ['classic', 'modern'];

// Keep in step with THEME_COLORS in generate-palette.mjs, which draws their palettes.
export const THEME_COLORS = ['sky', 'blue', 'indigo', 'violet', 'emerald', 'teal', 'amber', 'rose'] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];

export const PRIMARY_COLOR_LEVELS = [600, 700, 800] as const;
export type PrimaryColorLevel = (typeof PRIMARY_COLOR_LEVELS)[number];

const MODES = ['light', 'dark'] as const;
export type Mode = (typeof MODES)[number];

const DIRECTIONS = ['ltr', 'rtl'] as const;
export type Direction = (typeof DIRECTIONS)[number];

const NAV_MODES = ['light', 'dark', 'themed', 'transparent'] as const;
export type NavMode = (typeof NAV_MODES)[number];

/** Control heights of spec §9, in Tailwind spacing units (h-7, h-9, h-11, h-14). */
export const CONTROL_SIZES = { xs: 7, sm: 9, md: 11, lg: 14 } as const;
export type ControlSize = keyof typeof CONTROL_SIZES;
const CONTROL_SIZE_NAMES = Object.keys(CONTROL_SIZES) as [ControlSize, ...ControlSize[]];

export interface ThemeSettings {
  themeColor: ThemeColor;
  direction: Direction;
  mode: Mode;
  primaryColorLevel: PrimaryColorLevel;
  cardBordered: boolean;
  panelExpand: boolean;
  controlSize: ControlSize;
  navMode: NavMode;
  layout: { type: LayoutType; sideNavCollapse: boolean; previousType: LayoutType | null };
}

const themeSettingsShape: Shape<ThemeSettings> = object({
  themeColor: oneOf(THEME_COLORS),
  direction: oneOf(DIRECTIONS),
  mode: oneOf(MODES),
  primaryColorLevel: oneOf(PRIMARY_COLOR_LEVELS),
  cardBordered: boolean,
  panelExpand: boolean,
  controlSize: oneOf(CONTROL_SIZE_NAMES),
  navMode: oneOf(NAV_MODES),
  layout: object({
    type: oneOf(LAYOUT_TYPES),
    sideNavCollapse: boolean,
    previousType: nullable(oneOf(LAYOUT_TYPES)),
  }),
});
const themeSettingsSchema = storedSchema(themeSettingsShape);

/** Spec §9: sky, level 600, light, ltr, modern layout (so a transparent nav), card borders on. */
export const DEFAULT_THEME: ThemeSettings = {
  themeColor: 'sky',
  direction: 'ltr',
  mode: 'light',
  primaryColorLevel: 600,
  cardBordered: true,
  panelExpand: false,
  controlSize: 'md',
  navMode: 'transparent',
  layout: { type: 'modern', sideNavCollapse: false, previousType: null },
};

/** The defaults for a first visit, in the system's colour scheme. */
export function initialTheme(systemPrefersDark: boolean): ThemeSettings {
  return withMode(DEFAULT_THEME, systemPrefersDark ? 'dark' : 'light');
}

/** Spec §4: choosing dark or light also sets navMode for classic, stackedSide and decked. */
export function withMode(theme: ThemeSettings, mode: Mode): ThemeSettings {
  const navMode = COLOURED_NAV_LAYOUTS.includes(theme.layout.type) ? mode : theme.navMode;
  return { ...theme, mode, navMode };
}

/**
 * Spec §4: modern forces a transparent nav and card borders. Leaving modern for a layout with a
 * coloured nav gives that nav the current mode's colour; the layout left behind becomes previousType.
 */
export function withLayout(theme: ThemeSettings, type: LayoutType): ThemeSettings {
  if (type === theme.layout.type) return theme;
  let { navMode, cardBordered } = theme;
  if (type === 'modern') {
    navMode = 'transparent';
    cardBordered = true;
  } else if (COLOURED_NAV_LAYOUTS.includes(type) && navMode === 'transparent') {
    navMode = theme.mode;
  }
  return { ...theme, navMode, cardBordered, layout: { ...theme.layout, type, previousType: theme.layout.type } };
}

/** The nav colour can be chosen only where the layout has a coloured navigation. */
export function navModeSelectable(theme: ThemeSettings): boolean {
  return COLOURED_NAV_LAYOUTS.includes(theme.layout.type);
}

/** Card borders are fixed on in the modern layout (spec §4). */
export function cardBorderSelectable(theme: ThemeSettings): boolean {
  return theme.layout.type !== 'modern';
}

export function withNavMode(theme: ThemeSettings, navMode: NavMode): ThemeSettings {
  return navModeSelectable(theme) ? { ...theme, navMode } : theme;
}

export function withCardBordered(theme: ThemeSettings, cardBordered: boolean): ThemeSettings {
  return cardBorderSelectable(theme) ? { ...theme, cardBordered } : theme;
}

/** The colour the navigation is drawn in: what the layout allows, whatever is stored. */
export function effectiveNavMode(theme: ThemeSettings): NavMode {
  if (theme.layout.type === 'modern') return 'transparent';
  if (!COLOURED_NAV_LAYOUTS.includes(theme.layout.type)) return theme.mode;
  return theme.navMode;
}

/** Anything stored that is not a valid theme counts as absent; panelExpand never restores open. */
export function parseStoredTheme(value: unknown): ThemeSettings | null {
  const parsed = themeSettingsSchema.safeParse(value);
  return parsed.success ? { ...parsed.data, panelExpand: false } : null;
}
