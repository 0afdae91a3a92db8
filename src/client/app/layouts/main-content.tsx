import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { cx } from '../../ui/cx';

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
  return (
    // scroll-mt: the skip link scrolls the content below the sticky 4rem top bar, not under it.
    <main id="main" tabIndex={-1} className={cx('min-h-[calc(100dvh-4rem)] w-full flex-1 scroll-mt-20 outline-none', className)}>
      {children}
    </main>
  );
}

/** The width and padding of the content column, shared by every layout. */
export const contentWidth = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-10';
