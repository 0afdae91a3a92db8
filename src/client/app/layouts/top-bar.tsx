// The top bar of the side-navigation layouts (classic, modern, stackedSide), and the actions every
// layout's header ends with: search, sync status, notifications, settings and the account menu.
import '@client/i18n/en/frame';
import { Suspense } from 'react';
import type { User } from '@contract/users';
import { BellButton } from '@client/features/notifications/bell-button';
import { useI18n } from '@client/i18n/use-i18n';
import { cx } from '@client/ui/cx';
import { MenuIcon, SettingsIcon, SidebarIcon } from '@client/ui/icons';
import { LogoMark } from '@client/ui/logo';
import { lazyNamed } from '../lazy-page';
import { SearchButton } from '../search/search-button';
import { usePageIdle } from './use-page-idle';
import { UserMenu } from './user-menu';

// Its own chunk (with Dexie, the IndexedDB library behind it), loaded once the screen is up rather
// than before it; the bar's other actions are end-aligned, so its arrival moves nothing.
const SyncStatusButton = lazyNamed(() => import('../sync/sync-status-button'), 'SyncStatusButton');

export interface ChromeActions {
  user: User;
  onOpenNav: () => void;
  onOpenSettings: () => void;
  onSignOut: () => void;
}

export const iconButtonClasses =
  'flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900';

/** Search, sync status, notifications, settings and the account menu, at the end of every layout's header. */
export function TopBarActions({ user, onOpenSettings, onSignOut }: Omit<ChromeActions, 'onOpenNav'>) {
  const { t } = useI18n();
  const idle = usePageIdle();
  return (
    // min-w-0: on a phone the sync status's words give way (truncated) before any button leaves the screen.
    <div className="flex min-w-0 items-center gap-1 sm:gap-2">
      <SearchButton />
      {/* The offline engine's sync status (app/sync) is mounted here, on every signed-in screen. */}
      {idle && (
        <Suspense fallback={null}>
          <SyncStatusButton />
        </Suspense>
      )}
      {/* The bell asks for its count once the screen is up, like the sync status loads. */}
      <BellButton ready={idle} className={iconButtonClasses} />
      <button type="button" onClick={onOpenSettings} title={t('settings.open')} className={iconButtonClasses} data-settings-button="">
        <SettingsIcon className="size-5" />
        <span className="sr-only">{t('settings.open')}</span>
      </button>
      <UserMenu user={user} onSignOut={onSignOut} onOpenSettings={onOpenSettings} />
    </div>
  );
}

/** Opens the navigation drawer below the layout's breakpoint. */
export function OpenNavButton({ onOpenNav, className }: { onOpenNav: () => void; className?: string }) {
  const { t } = useI18n();
  return (
    <button type="button" onClick={onOpenNav} className={cx(iconButtonClasses, '-ms-1', className)}>
      <MenuIcon className="size-6" />
      <span className="sr-only">{t('nav.open')}</span>
    </button>
  );
}

interface TopBarProps extends ChromeActions {
  /** Classic and modern: the button that folds the side navigation to icons. */
  collapse?: { collapsed: boolean; onToggle: () => void };
  /** Modern draws the bar on the page's own background. */
  transparent?: boolean;
}

export function TopBar({ collapse, transparent = false, onOpenNav, ...actions }: TopBarProps) {
  const { t } = useI18n();
  return (
    <header
      className={cx(
        'sticky top-0 z-30 flex h-16 items-center gap-3 px-4 sm:px-6 lg:px-8',
        transparent ? 'bg-slate-50/85 backdrop-blur' : 'border-b border-slate-200 bg-white/90 backdrop-blur',
      )}
    >
      <OpenNavButton onOpenNav={onOpenNav} className="lg:hidden" />
      {/* Only a picture here (the drawer names the portal): on a phone its room goes to the actions. */}
      <LogoMark className="size-8 max-sm:hidden lg:hidden" />
      {collapse && (
        <button
          type="button"
          onClick={collapse.onToggle}
          aria-pressed={collapse.collapsed}
          title={t('nav.collapse')}
          className={cx(iconButtonClasses, '-ms-2 hidden lg:flex')}
        >
          <SidebarIcon className="size-5 rtl:-scale-x-100" />
          <span className="sr-only">{t('nav.collapse')}</span>
        </button>
      )}
      <div className="flex-1" />
      <TopBarActions {...actions} />
    </header>
  );
}
