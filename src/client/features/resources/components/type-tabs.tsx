import { paths, RESOURCE_TYPES, type ResourceType } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { AppLink } from '@client/ui/app-link';
import { cx } from '@client/ui/cx';

/** Explore All and one tab per type; the current one is marked for screen readers too. */
export function TypeTabs({ current }: { current: ResourceType }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('resources.types')} className="-mx-1 overflow-x-auto px-1 pb-1">
      <ul className="flex gap-2">
        {RESOURCE_TYPES.map((entry) => {
          const selected = entry.slug === current;
          return (
            <li key={entry.slug} className="shrink-0">
              <AppLink
                to={paths.resources(entry.slug)}
                aria-current={selected ? 'page' : undefined}
                className={cx(
                  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors',
                  selected
                    ? 'border-primary-700 bg-primary-700 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
                )}
              >
                {t(`resources.type.${entry.slug}`)}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
