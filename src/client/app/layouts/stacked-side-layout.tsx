// The stackedSide layout: an 80 px rail of every entry (icon and short name) and, for an entry
// with sub-entries (Resources, the staff's Programme), a 250 px panel beside it listing them. A
// group's panel is open while its area is shown or when the user opens it from the rail.
import '@client/i18n/en/frame';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '@client/i18n/use-i18n';
import { useSupportEmail } from '@client/lib/client-config';
import { AppLink } from '@client/ui/app-link';
import { cx } from '@client/ui/cx';
import { CloseIcon } from '@client/ui/icons';
import { LogoMark } from '@client/ui/logo';
import { paths } from '../paths';
import { AppFooter } from './app-footer';
import type { LayoutProps } from './layout-props';
import { contentWidth, MainContent, SkipLink } from './main-content';
import { currentChild, isCurrent, isEntryCurrent, useNavEntries, type NavEntry } from './nav-items';
import { navIconClasses, navItemClasses, navSurfaceClasses } from './nav-styles';
import { TopBar } from './top-bar';

type Group = Extract<NavEntry, { kind: 'group' }>;

const railItem = (current: boolean) => navItemClasses(current, 'h-14 flex-col justify-center gap-1 px-1 text-[11px] leading-tight text-center');

export function StackedSideLayout({ theme: _theme, children, ...chrome }: LayoutProps) {
  const [location] = useLocation();
  const { t } = useI18n();
  const panelId = useId();
  const entries = useNavEntries();
  const groups = entries.filter((entry): entry is Group => entry.kind === 'group');
  const here = groups.find((group) => isCurrent(location, group.base)) ?? null;
  // null: follow the location; otherwise the group the user opened (or none) at this location.
  const [toggled, setToggled] = useState<{ at: string; id: string | null } | null>(null);
  const group = toggled && toggled.at === location ? (groups.find((g) => g.id === toggled.id) ?? null) : here;
  const open = group !== null;
  const toggle = (id: string) => setToggled({ at: location, id: group?.id === id ? null : id });
  const close = () => setToggled({ at: location, id: null });

  return (
    <div className="min-h-dvh">
      <SkipLink />
      <div className="nav-focus fixed inset-y-0 start-0 z-20 hidden lg:flex">
        <div className={cx('flex w-stacked-rail flex-col border-e border-(--nav-border)', navSurfaceClasses)}>
          <div className="flex h-16 shrink-0 items-center justify-center">
            <AppLink to={paths.dashboard()} className="rounded-lg">
              <LogoMark />
              <span className="sr-only">{t('brand.name')}</span>
            </AppLink>
          </div>
          <nav aria-label={t('nav.label')} className="flex-1 overflow-y-auto px-2 pb-4">
            <ul className="space-y-1">
              {entries.map((entry) => (
                <li key={entry.id}>
                  <RailItem entry={entry} location={location} panel={{ id: panelId, open: group?.id === entry.id, toggle: () => toggle(entry.id) }} />
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {group && (
          <div id={panelId} className={cx('flex w-stacked-secondary flex-col border-e border-(--nav-border)', navSurfaceClasses)}>
            <div className="flex h-16 shrink-0 items-center justify-between gap-2 ps-5 pe-3">
              <p className="text-base font-semibold text-(--nav-strong)">{t(group.labelId)}</p>
              <button
                type="button"
                onClick={close}
                className="flex size-9 items-center justify-center rounded-lg text-(--nav-muted) hover:bg-(--nav-hover-bg) hover:text-(--nav-hover-fg)"
              >
                <CloseIcon className="size-5" />
                <span className="sr-only">{t('nav.closePanel', { name: t(group.labelId) })}</span>
              </button>
            </div>
            <nav aria-label={t(group.labelId)} className="flex-1 overflow-y-auto px-3 pb-4">
              <ul className="space-y-0.5">
                {group.children.map((child) => {
                  const current = child === currentChild(location, group);
                  return (
                    <li key={child.to}>
                      <AppLink to={child.to} aria-current={current ? 'page' : undefined} className={navItemClasses(current, 'h-10 px-3')}>
                        {t(child.labelId)}
                      </AppLink>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </div>
        )}
      </div>
      <div
        className={cx(
          'flex min-h-dvh min-w-0 flex-col',
          open ? 'lg:ps-[calc(var(--spacing-stacked-rail)+var(--spacing-stacked-secondary))]' : 'lg:ps-stacked-rail',
        )}
      >
        <TopBar {...chrome} />
        <MainContent className={cx(contentWidth, 'py-8 lg:py-10')}>{children}</MainContent>
        <AppFooter className={cx(contentWidth, 'border-t border-slate-200 py-6')} />
      </div>
    </div>
  );
}

interface RailItemProps {
  entry: NavEntry;
  location: string;
  panel: { id: string; open: boolean; toggle: () => void };
}

function RailItem({ entry, location, panel }: RailItemProps) {
  const { t } = useI18n();
  const email = useSupportEmail();
  const Icon = entry.icon;
  const label = t(entry.labelId);
  if (entry.kind === 'group') {
    const inside = isCurrent(location, entry.base);
    return (
      <button
        type="button"
        aria-expanded={panel.open}
        aria-controls={panel.open ? panel.id : undefined}
        onClick={panel.toggle}
        className={railItem(inside)}
      >
        <Icon className={navIconClasses(inside)} />
        {label}
      </button>
    );
  }
  if (entry.kind === 'mail') {
    return (
      <a href={`mailto:${email}`} className={railItem(false)}>
        <Icon className={navIconClasses(false)} />
        {label}
        <span className="sr-only"> ({t('nav.supportEmail', { email })})</span>
      </a>
    );
  }
  const current = isEntryCurrent(location, entry);
  return (
    <AppLink to={entry.to} aria-current={current ? 'page' : undefined} className={railItem(current)}>
      <Icon className={navIconClasses(current)} />
      {label}
    </AppLink>
  );
}
