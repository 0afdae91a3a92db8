import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { useSupportEmail } from '../../lib/client-config';
import { AppLink } from '../../ui/app-link';
import { cx } from '../../ui/cx';
import { ChevronDownIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import { paths } from '../paths';
import { isCurrent, NAV_ENTRIES, type NavEntry } from './nav-items';

const itemClasses = (current: boolean) =>
  cx(
    'group flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
    current ? 'bg-primary-50 text-primary-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

const iconClasses = (current: boolean) =>
  current ? 'text-primary-600' : 'text-slate-400 group-hover:text-slate-600';

interface SideNavProps {
  /** Called after a link is followed (the phone drawer closes itself). */
  onNavigate?: () => void;
}

/** The modern layout's side navigation: logo, the spec's entries, the current one marked. */
export function SideNav({ onNavigate }: SideNavProps) {
  const [location] = useLocation();
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center px-5">
        <AppLink to={paths.dashboard()} onClick={onNavigate} className="rounded-lg">
          <Logo />
        </AppLink>
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 pt-2 pb-6">
        <ul className="space-y-1">
          {NAV_ENTRIES.map((entry) => (
            <li key={entry.label}>
              <NavItem entry={entry} location={location} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function NavItem({ entry, location, onNavigate }: { entry: NavEntry; location: string; onNavigate?: () => void }) {
  if (entry.kind === 'mail') return <SupportItem entry={entry} />;
  if (entry.kind === 'group') return <NavGroup entry={entry} location={location} onNavigate={onNavigate} />;
  const current = isCurrent(location, entry.to);
  const Icon = entry.icon;
  return (
    <AppLink
      to={entry.to}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      className={itemClasses(current)}
    >
      <Icon className={iconClasses(current)} />
      {entry.label}
    </AppLink>
  );
}

function SupportItem({ entry }: { entry: Extract<NavEntry, { kind: 'mail' }> }) {
  const email = useSupportEmail();
  const Icon = entry.icon;
  return (
    <a href={`mailto:${email}`} className={itemClasses(false)}>
      <Icon className={iconClasses(false)} />
      {entry.label}
      <span className="sr-only"> (email {email})</span>
    </a>
  );
}

function NavGroup({
  entry,
  location,
  onNavigate,
}: {
  entry: Extract<NavEntry, { kind: 'group' }>;
  location: string;
  onNavigate?: () => void;
}) {
  const inside = isCurrent(location, entry.base);
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
        className={cx(itemClasses(false), inside && 'text-primary-700')}
      >
        <Icon className={iconClasses(inside)} />
        <span className="flex-1 text-left">{entry.label}</span>
        <ChevronDownIcon className={cx('size-4 text-slate-400 transition-transform', expanded && 'rotate-180')} />
      </button>
      <ul id={panelId} hidden={!expanded} className="mt-1 ml-5.5 space-y-0.5 border-l border-slate-200 pl-3">
        {entry.children.map((child) => {
          const current = isCurrent(location, child.to);
          return (
            <li key={child.to}>
              <AppLink
                to={child.to}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                className={cx(
                  'flex h-9 items-center rounded-lg px-3 text-sm transition-colors',
                  current
                    ? 'bg-primary-50 font-medium text-primary-700'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                {child.label}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </>
  );
}
