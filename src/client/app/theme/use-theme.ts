import { useSyncExternalStore } from 'react';
import { getTheme, subscribeTheme } from './theme-store';
import type { ThemeSettings } from './theme-settings';

/** The current theme settings; re-renders on every change, from this tab or another. */
export function useTheme(): ThemeSettings {
  return useSyncExternalStore(subscribeTheme, getTheme, getTheme);
}
