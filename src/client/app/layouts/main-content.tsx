import '@client/i18n/en/frame';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '@client/i18n/use-i18n';
import { cx } from '@client/ui/cx';

/** "Skip to main content": the first stop of the keyboard on every signed-in screen. */
export function SkipLink() {
  const { t } = useI18n();
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-lg bg-white px-4 py-2 text-sm font-semibold text-primary-800 shadow focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
    >
      {t('layout.skipToContent')}
    </a>
  );
}

/**
 * The screen's own content; focusable so the skip link and route changes can move focus here. It is
 * at least a screen tall (less the 4rem top bar), so the footer starts below the fold and never
 * jumps down while the screen loads (no layout shift).
 */
export function MainContent({ children, className }: { children: ReactNode; className?: string }) {
  useScrollToTopOnNewScreen();
  return (
    // scroll-mt: the skip link scrolls the content below the sticky 4rem top bar, not under it.
    <main id="main" tabIndex={-1} className={cx('min-h-[calc(100dvh-4rem)] w-full flex-1 scroll-mt-20 outline-none', className)}>
      {children}
    </main>
  );
}

/** The width and padding of the content column, shared by every layout. */
export const contentWidth = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-10';

/** When the last Back or Forward happened: those return to a screen, where the browser puts the scroll back. */
let historyMoveAt = -Infinity;
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (historyMoveAt = performance.now()));

/**
 * A new screen opens at its top, as a new page would: without this, a link followed from low on one
 * screen opened the next one as far down, its heading hidden under the sticky top bar. Only the path
 * counts (a filter or a tab changes the query and keeps the place), and Back or Forward are left to
 * the browser, which restores where the person was.
 */
function useScrollToTopOnNewScreen() {
  const [pathname] = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (performance.now() - historyMoveAt < 1000 || window.location.hash) return;
    window.scrollTo(0, 0);
  }, [pathname]);
}
