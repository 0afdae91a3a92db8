// The navigation as one row (simple and decked layouts, from 1280 px): the spec's entries, the
// current one marked, and Resources as a menu of its types. More entries than one row holds wrap
// onto a second row, on the deck's colour, never past the window's edge.
import '@client/i18n/en/frame';
import { useLocation } from 'wouter';
import { useI18n } from '@client/i18n/use-i18n';
import { useSupportEmail } from '@client/lib/client-config';
import { AppLink } from '@client/ui/app-link';
import { cx } from '@client/ui/cx';
import { ChevronDownIcon } from '@client/ui/icons';
import { MenuButton } from './menu-button';
import { currentChild, isCurrent, isEntryCurrent, useNavEntries, type NavEntry } from './nav-items';
import { navItemClasses } from './nav-styles';

const rowItem = (current: boolean) => navItemClasses(current, 'h-10 w-auto gap-1.5 px-3 whitespace-nowrap');

export function HorizontalNav({ className }: { className?: string }) {
  const [location] = useLocation();
  const { t } = useI18n();
  const entries = useNavEntries();
  return (
    <nav aria-label={t('nav.label')} className={cx('nav-focus', className)}>
      {/* Wraps onto a second row rather than running past the deck's edge when the entries outgrow it. */}
      <ul className="flex flex-wrap items-center gap-1">
        {entries.map((entry) => (
          <li key={entry.id}>
            <RowItem entry={entry} location={location} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function RowItem({ entry, location }: { entry: NavEntry; location: string }) {
  const { t } = useI18n();
  const email = useSupportEmail();
  const label = t(entry.labelId);
  if (entry.kind === 'mail') {
    return (
      <a href={`mailto:${email}`} className={rowItem(false)}>
        {label}
        <span className="sr-only"> ({t('nav.supportEmail', { email })})</span>
      </a>
    );
  }
  if (entry.kind === 'group') {
    const inside = isCurrent(location, entry.base);
    const marked = currentChild(location, entry);
    return (
      <MenuButton
        placement="below-start"
        buttonClassName={rowItem(inside)}
        button={
          <>
            {label}
            <ChevronDownIcon className="size-4 opacity-70" />
          </>
        }
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
  const current = isEntryCurrent(location, entry);
  return (
    <AppLink to={entry.to} aria-current={current ? 'page' : undefined} className={rowItem(current)}>
      {label}
    </AppLink>
  );
}
