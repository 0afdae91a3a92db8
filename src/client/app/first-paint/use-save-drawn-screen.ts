import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useI18n } from '@client/i18n/use-i18n';
import { useSession } from '@client/lib/use-session';
import { whenFirstScreenIdle } from '../first-screen';
import { useTheme } from '../theme/use-theme';
import { saveDrawnScreen } from './save-drawn-screen';

/** How often, and how far apart, a screen still drawing its heading is looked at again. */
const ATTEMPTS = 8;
const RETRY_MS = 500;

const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200);

/**
 * Saves each signed-in screen for the next page load at its address (saved-screens.ts), once it has
 * drawn its heading and the browser has a moment to spare: never in the way of the screen itself.
 * Saved again when the theme, language or user changes, which a saved screen must match to be shown.
 */
export function useSaveDrawnScreen(): void {
  const [pathname] = useLocation();
  const search = useSearch();
  const theme = useTheme();
  const { locale } = useI18n();
  const { user } = useSession();
  useEffect(() => {
    let stopped = false;
    let attempts = 0;
    const attempt = () => {
      if (stopped || saveDrawnScreen() || ++attempts >= ATTEMPTS) return;
      setTimeout(() => whenIdle(attempt), RETRY_MS);
    };
    whenFirstScreenIdle(() => whenIdle(attempt));
    return () => {
      stopped = true;
    };
  }, [pathname, search, theme, locale, user]);
}
