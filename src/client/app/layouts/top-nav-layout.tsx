// The simple and decked layouts: no side navigation; the header carries the logo and the actions,
// and the navigation runs as a row beneath it from 1280 px (a drawer below that). Simple keeps the
// row on the header's own surface; decked lays it on a full-width deck in the navigation colour, in
// the theme colour when that is the light (default) one (.nav-deck in styles.css).
import { cx } from '@client/ui/cx';
import { paths } from '../paths';
import { AppFooter } from './app-footer';
import { BrandLink } from './brand';
import { HorizontalNav } from './horizontal-nav';
import type { LayoutProps } from './layout-props';
import { contentWidth, MainContent, SkipLink } from './main-content';
import { navSurfaceClasses } from './nav-styles';
import { OpenNavButton, TopBarActions } from './top-bar';

export function TopNavLayout({ variant, theme: _theme, children, onOpenNav, ...actions }: LayoutProps & { variant: 'simple' | 'decked' }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className={cx(contentWidth, 'flex h-16 items-center gap-3')}>
          <OpenNavButton onOpenNav={onOpenNav} className="xl:hidden" />
          <BrandLink to={paths.dashboard()} surface="page" className="max-sm:[&>span:last-child]:sr-only" />
          <div className="flex-1" />
          <TopBarActions {...actions} />
        </div>
        {variant === 'simple' ? (
          <div className="hidden border-t border-slate-100 xl:block">
            <HorizontalNav className={cx(contentWidth, 'py-2')} />
          </div>
        ) : (
          <div className={cx('nav-deck hidden border-t border-(--nav-border) xl:block', navSurfaceClasses)}>
            <HorizontalNav className={cx(contentWidth, 'py-2')} />
          </div>
        )}
      </header>
      <MainContent className={cx(contentWidth, variant === 'simple' ? 'max-w-6xl py-8 lg:py-10' : 'py-8 lg:py-10')}>{children}</MainContent>
      <AppFooter className={cx(contentWidth, 'border-t border-slate-200 py-6')} />
    </div>
  );
}
