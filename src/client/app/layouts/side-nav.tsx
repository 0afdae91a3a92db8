// The vertical navigation of the classic and modern layouts and of the small-screen drawer: logo,
// the spec's entries with the current one marked, and (collapsed, 82 px) icons with their names
// kept for screen readers and shown as tooltips.
import '@client/i18n/en/frame';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '@client/i18n/use-i18n';
import { useSupportEmail } from '@client/lib/client-config';
import { AppLink } from '@client/ui/app-link';
import { cx } from '@client/ui/cx';
import { ChevronDownIcon } from '@client/ui/icons';
import { paths } from '../paths';
import { BrandLink } from './brand';
import { MenuButton } from './menu-button';
import { currentChild, isCurrent, isEntryCurrent, useNavEntries, type NavEntry } from './nav-items';
import { navIconClasses, navItemClasses, navSurfaceClasses } from './nav-styles';

interface SideNavProps {
  /** Icons only (the 82 px side navigation). */
  collapsed?: boolean;
  /** Called after a link is followed (the small-screen drawer closes itself). */
  onNavigate?: () => void;
  className?: string;
}

export function SideNav({ collapsed = false, onNavigate, className }: SideNavProps) {
  const [location] = useLocation();
  const { t } = useI18n();
  const entries = useNavEntries();
  return (
    <div className={cx('nav-focus flex h-full flex-col', navSurfaceClasses, className)}>
      <div className={cx('flex h-16 shrink-0 items-center', collapsed ? 'justify-center' : 'px-5')}>
        <BrandLink to={paths.dashboard()} onClick={onNavigate} markOnly={collapsed} />
      </div>
      <nav aria-label={t('nav.label')} className={cx('flex-1 overflow-y-auto pt-2 pb-6', collapsed ? 'px-2.5' : 'px-3')}>
        <ul className="space-y-1">
          {entries.map((entry) => (
            <li key={entry.id}>
              <NavItem entry={entry} location={location} collapsed={collapsed} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

interface ItemProps<E extends NavEntry> {
  entry: E;
  location: string;
  collapsed: boolean;
  onNavigate?: () => void;
}

function NavItem({ entry, ...rest }: ItemProps<NavEntry>) {
  if (entry.kind === 'mail') return <SupportItem entry={entry} {...rest} />;
  if (entry.kind === 'group') {
    return rest.collapsed ? <NavGroupFlyout entry={entry} {...rest} /> : <NavGroup entry={entry} {...rest} />;
  }
  return <NavLinkItem entry={entry} {...rest} />;
}

const itemShape = (collapsed: boolean) => (collapsed ? 'h-11 justify-center px-0' : 'h-10 px-3');

function NavLinkItem({ entry, location, collapsed, onNavigate }: ItemProps<Extract<NavEntry, { kind: 'link' }>>) {
  const { t } = useI18n();
  const current = isEntryCurrent(location, entry);
  const Icon = entry.icon;
  const label = t(entry.labelId);
  return (
    <AppLink
      to={entry.to}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      title={collapsed ? label : undefined}
      className={navItemClasses(current, itemShape(collapsed))}
    >
      <Icon className={navIconClasses(current)} />
      <span className={collapsed ? 'sr-only' : undefined}>{label}</span>
    </AppLink>
  );
}

function SupportItem({ entry, collapsed }: ItemProps<Extract<NavEntry, { kind: 'mail' }>>) {
  const { t } = useI18n();
  const email = useSupportEmail();
  const Icon = entry.icon;
  const label = t(entry.labelId);
  return (
    <a href={`mailto:${email}`} title={collapsed ? label : undefined} className={navItemClasses(false, itemShape(collapsed))}>
      <Icon className={navIconClasses(false)} />
      <span className={collapsed ? 'sr-only' : undefined}>{label}</span>
      <span className="sr-only"> ({t('nav.supportEmail', { email })})</span>
    </a>
  );
}

function NavGroup({ entry, location, onNavigate }: ItemProps<Extract<NavEntry, { kind: 'group' }>>) {
  const { t } = useI18n();
  const inside = isCurrent(location, entry.base);
  const marked = currentChild(location, entry);
  // Open while its area is shown, unless the user folds it.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const panelId = useId();
  const Icon = entry.icon;
  const expanded = toggled ?? inside;
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setToggled(!expanded)}
        className={navItemClasses(false, cx('h-10 px-3', inside && 'text-(--nav-strong)'))}
      >
        <Icon className={navIconClasses(inside)} />
        <span className="flex-1 text-start">{t(entry.labelId)}</span>
        <ChevronDownIcon className={cx('size-4 text-(--nav-muted) transition-transform', expanded && 'rotate-180')} />
      </button>
      <ul id={panelId} hidden={!expanded} className="ms-5.5 mt-1 space-y-0.5 border-s border-(--nav-border) ps-3">
        {entry.children.map((child) => {
          const current = child === marked;
          return (
            <li key={child.to}>
              <AppLink
                to={child.to}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                className={navItemClasses(current, 'h-9 px-3 font-normal')}
              >
                {t(child.labelId)}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** A group in the collapsed navigation: its icon opens a menu of its entries beside the rail. */
function NavGroupFlyout({ entry, location }: ItemProps<Extract<NavEntry, { kind: 'group' }>>) {
  const { t } = useI18n();
  const inside = isCurrent(location, entry.base);
  const marked = currentChild(location, entry);
  const Icon = entry.icon;
  const label = t(entry.labelId);
  return (
    <MenuButton
      placement="side"
      title={label}
      buttonClassName={navItemClasses(inside, itemShape(true))}
      button={
        <>
          <Icon className={navIconClasses(inside)} />
          <span className="sr-only">{label}</span>
        </>
      }
      header={<p className="px-3 pt-1.5 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>}
      menuClassName="w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      itemClassName={(child, active) =>
        cx(
          'flex h-9 items-center rounded-lg px-3 text-sm outline-none',
          active && 'bg-slate-100',
          child.kind === 'link' && child.current ? 'font-semibold text-primary-800' : 'text-slate-700',
        )
      }
      entries={entry.children.map((child) => ({
        key: child.to,
        kind: 'link' as const,
        to: child.to,
        current: child === marked,
        content: t(child.labelId),
      }))}
    />
  );
}
