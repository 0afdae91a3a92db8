// The theme of this device (spec §3), kept under storage::1::theme and shared by every tab. Until
// the user changes a setting nothing is stored, and the mode follows the system's colour scheme.
import { readRaw, storageKey, storageNames, writeStored } from '@client/lib/storage';
import { applyTheme } from './apply-theme';
import { DARK_SCHEME_QUERY, systemPrefersDark } from './system-scheme';
import { initialTheme, parseStoredTheme, type ThemeSettings } from './theme-settings';

export const THEME_STORAGE_NAME = storageNames.theme;

function readStoredTheme(): ThemeSettings | null {
  const raw = readRaw(THEME_STORAGE_NAME);
  if (raw === null) return null;
  try {
    return parseStoredTheme(JSON.parse(raw));
  } catch {
    return null;
  }
}

let current: ThemeSettings = readStoredTheme() ?? initialTheme(systemPrefersDark());
// panelExpand is the drawer's open state: it lives here with the rest, but is never restored open.
let stored = readStoredTheme() !== null;
const listeners = new Set<() => void>();

function publish(next: ThemeSettings): void {
  current = next;
  applyTheme(current);
  listeners.forEach((listener) => listener());
}

export function getTheme(): ThemeSettings {
  return current;
}

/** Applies a change at once and keeps it for the next visit. */
export function setTheme(update: ThemeSettings | ((theme: ThemeSettings) => ThemeSettings)): void {
  const next = typeof update === 'function' ? update(current) : update;
  if (next === current) return;
  writeStored(THEME_STORAGE_NAME, next);
  stored = true;
  publish(next);
}

/** Opens or closes the settings drawer without making the theme "chosen" (the mode keeps following the system). */
export function setPanelExpand(panelExpand: boolean): void {
  if (current.panelExpand === panelExpand) return;
  const next = { ...current, panelExpand };
  if (stored) writeStored(THEME_STORAGE_NAME, next);
  publish(next);
}

/** Plain JSON data compared by value, whatever the order of keys. */
function sameData(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return keysA.length === keysB.length && keysA.every((key) => sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * Whether the theme in use is the one storage gives now (the drawer's open state aside). False only
 * while storage has been written behind this tab's back and not yet read: a screen drawn then was
 * not drawn with the stored theme (app/first-paint saves none).
 */
export function themeMatchesStorage(): boolean {
  const { panelExpand: _stored, ...fromStorage } = readStoredTheme() ?? initialTheme(systemPrefersDark());
  const { panelExpand: _current, ...inUse } = current;
  return sameData(fromStorage, inUse);
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Applies the stored theme to <html> and keeps it in step with other tabs and the system scheme. */
export function startTheme(): void {
  applyTheme(current);
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== storageKey(THEME_STORAGE_NAME)) return;
    const fromOtherTab = readStoredTheme();
    stored = fromOtherTab !== null;
    publish(fromOtherTab ? { ...fromOtherTab, panelExpand: current.panelExpand } : initialTheme(systemPrefersDark()));
  });
  if (typeof matchMedia === 'function') {
    matchMedia(DARK_SCHEME_QUERY).addEventListener('change', (event) => {
      if (!stored) publish({ ...initialTheme(event.matches), panelExpand: current.panelExpand });
    });
  }
}
