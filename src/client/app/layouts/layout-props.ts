import type { ReactNode } from 'react';
import type { ThemeSettings } from '../theme/theme-settings';
import type { ChromeActions } from './top-bar';

/** What every layout type receives from AppLayout. */
export interface LayoutProps extends ChromeActions {
  theme: ThemeSettings;
  children: ReactNode;
}
