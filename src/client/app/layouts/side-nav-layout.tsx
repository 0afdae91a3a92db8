// The classic and modern layouts: a side navigation (270 px, or 82 px collapsed to icons) on wide
// screens, the top bar, the screen and the footer. Modern draws the navigation and the top bar on
// the page's own background (a transparent nav, spec §4); classic gives the navigation its colour.
import { cx } from '@client/ui/cx';
import { setTheme } from '../theme/theme-store';
import { AppFooter } from './app-footer';
import type { LayoutProps } from './layout-props';
import { contentWidth, MainContent, SkipLink } from './main-content';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

export function SideNavLayout({ variant, theme, children, ...chrome }: LayoutProps & { variant: 'classic' | 'modern' }) {
  const collapsed = theme.layout.sideNavCollapse;
  const toggle = () => setTheme((current) => ({ ...current, layout: { ...current.layout, sideNavCollapse: !current.layout.sideNavCollapse } }));
  return (
    <div className="min-h-dvh">
      <SkipLink />
      <div
        className={cx(
          'fixed inset-y-0 start-0 z-20 hidden border-e lg:block',
          variant === 'modern' ? 'border-slate-200' : 'border-(--nav-border)',
          collapsed ? 'w-side-nav-collapsed' : 'w-side-nav',
        )}
      >
        <SideNav collapsed={collapsed} />
      </div>
      <div className={cx('flex min-h-dvh min-w-0 flex-col', collapsed ? 'lg:ps-side-nav-collapsed' : 'lg:ps-side-nav')}>
        <TopBar {...chrome} collapse={{ collapsed, onToggle: toggle }} transparent={variant === 'modern'} />
        <MainContent className={cx(contentWidth, 'py-8 lg:py-10')}>{children}</MainContent>
        <AppFooter className={cx(contentWidth, 'border-t border-slate-200 py-6')} />
      </div>
    </div>
  );
}
