// The signed-in screens this device last drew, kept so that the next page load can show the one it
// opens on before the app's scripts have arrived (docs/architecture.md §7 "First paint"). Only the
// frame and the screen's heading are kept, never the screen's data, and an entry is used only while
// everything it was drawn from (the stored user, theme and language, the system's colour scheme, the
// build's styles) is unchanged, so the app's first render draws the same thing over it. Kept under storage::1::firstPaint.
// No React, no zod: the restore script (restore.ts) that reads it runs before any other script, and
// must stay a few KB.

/** Marks the restored markup in #root (the app's first render replaces it): the tests look for it. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/** Marks what is never saved: what shows this moment (the connection), not what the screen is. */
export const FIRST_PAINT_OMIT_ATTRIBUTE = 'data-first-paint-omit';

/** The <meta> tags the theme sets (app/theme/apply-theme.ts), saved with the screen. */
export const SAVED_META_NAMES = ['color-scheme', 'theme-color'] as const;

/** <html>'s attributes that the theme and language set, and only those. */
export const isSavedHtmlAttribute = (name: string) => ['class', 'dir', 'lang'].includes(name) || name.startsWith('data-');

/** Enough for the screens a person opens the app on (dashboard, a list or two); the dashboard is about 17 KB. */
export const MAX_SAVED_SCREENS = 4;

/** What a drawn screen depends on, as stored: the raw strings, so a change of any kind counts. */
export interface DrawnFrom {
  user: string | null;
  theme: string | null;
  locale: string | null;
  /** The system's colour scheme: the theme follows it until one is chosen. */
  systemDark: boolean;
  /** The page's style sheets (hashed names): a new build's markup and styles may not fit an old copy. */
  styles: string;
}

export interface SavedScreen {
  /** Path and query, as location gives them: a filter or a notice in the query changes the heading. */
  address: string;
  drawnFrom: DrawnFrom;
  /** <html>'s attributes that the theme and language set (isSavedHtmlAttribute). */
  htmlAttributes: Record<string, string>;
  /** The content of the SAVED_META_NAMES tags. */
  metaContent: Record<string, string>;
  /** The root's markup: the frame with the screen's heading, the screen's body left out. */
  markup: string;
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');

const isNullableString = (value: unknown) => value === null || typeof value === 'string';

function isSavedScreen(value: unknown): value is SavedScreen {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<SavedScreen>;
  const drawnFrom = entry.drawnFrom as Partial<DrawnFrom> | undefined;
  return (
    typeof entry.address === 'string' &&
    typeof entry.markup === 'string' &&
    isStringRecord(entry.htmlAttributes) &&
    Object.keys(entry.htmlAttributes).every(isSavedHtmlAttribute) &&
    isStringRecord(entry.metaContent) &&
    typeof drawnFrom === 'object' &&
    drawnFrom !== null &&
    isNullableString(drawnFrom.user) &&
    isNullableString(drawnFrom.theme) &&
    isNullableString(drawnFrom.locale) &&
    typeof drawnFrom.systemDark === 'boolean' &&
    typeof drawnFrom.styles === 'string'
  );
}

/** The stored list, whatever was stored: anything unreadable or off-shape counts as nothing saved. */
export function parseSavedScreens(raw: string | null): SavedScreen[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isSavedScreen) : [];
  } catch {
    return [];
  }
}

const sameDrawing = (a: DrawnFrom, b: DrawnFrom) =>
  a.user === b.user && a.theme === b.theme && a.locale === b.locale && a.systemDark === b.systemDark && a.styles === b.styles;

/**
 * The saved screen to show at `address`, or null: none saved there, or the user, theme, language,
 * colour scheme or build has changed since it was drawn (the app would then draw something else over it).
 * Nobody signed in (`now.user` null) never gets one.
 */
export function savedScreenFor(saved: readonly SavedScreen[], address: string, now: DrawnFrom): SavedScreen | null {
  if (now.user === null) return null;
  return saved.find((entry) => entry.address === address && sameDrawing(entry.drawnFrom, now)) ?? null;
}

/** The list with `entry` first, in place of an older one at its address, at most MAX_SAVED_SCREENS long. */
export function withSavedScreen(saved: readonly SavedScreen[], entry: SavedScreen): SavedScreen[] {
  return [entry, ...saved.filter((other) => other.address !== entry.address)].slice(0, MAX_SAVED_SCREENS);
}
