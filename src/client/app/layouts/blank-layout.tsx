// The blank layout: the screen alone, for presenting on a projector or a small screen. A small
// floating bar keeps the way back: the navigation drawer, the previous layout (previousType),
// settings and the account menu.
import '@client/i18n/en/frame';
import { useI18n } from '@client/i18n/use-i18n';
import { cx } from '@client/ui/cx';
import { MenuIcon } from '@client/ui/icons';
import { withLayout } from '../theme/theme-settings';
import { setTheme } from '../theme/theme-store';
import { AppFooter } from './app-footer';
import type { LayoutProps } from './layout-props';
import { contentWidth, MainContent, SkipLink } from './main-content';
import { iconButtonClasses, TopBarActions } from './top-bar';

export function BlankLayout({ theme, children, onOpenNav, ...actions }: LayoutProps) {
  const { t } = useI18n();
  const previous = theme.layout.previousType && theme.layout.previousType !== 'blank' ? theme.layout.previousType : 'modern';
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="fixed end-3 top-3 z-30 flex items-center gap-1 rounded-full border border-slate-200 bg-white/95 p-1 shadow-sm backdrop-blur">
        <button type="button" onClick={onOpenNav} title={t('nav.open')} className={cx(iconButtonClasses, 'rounded-full')}>
          <MenuIcon className="size-5" />
          <span className="sr-only">{t('nav.open')}</span>
        </button>
        <button
          type="button"
          onClick={() => setTheme((current) => withLayout(current, previous))}
          className="hidden h-10 items-center rounded-full px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:flex"
        >
          {t('layout.backTo', { layout: t(`settings.layout.${previous}`) })}
        </button>
        <TopBarActions {...actions} />
      </header>
      <MainContent className={cx(contentWidth, 'pt-20 pb-10')}>{children}</MainContent>
      <AppFooter className={cx(contentWidth, 'border-t border-slate-200 py-6')} />
    </div>
  );
}
