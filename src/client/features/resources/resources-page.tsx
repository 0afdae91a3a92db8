import { paths, RESOURCE_TYPES, type ResourceType } from '../../app/paths';
import { AppLink } from '../../ui/app-link';
import { cx } from '../../ui/cx';
import { GridIcon } from '../../ui/icons';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

/** /resources and /resources/:type; the optional segment picks the kind of resource. */
export function ResourcesPage({ type }: { type?: ResourceType }) {
  const current = RESOURCE_TYPES.find((entry) => entry.slug === type);
  return (
    <>
      <PageHeader
        eyebrow={current ? 'Resources' : undefined}
        title={current?.label ?? 'Resources'}
        description="Hands-on learning the programme offers: field trips, project kits, workshops, career tools and Classbox."
      />
      <nav aria-label="Resource types" className="-mx-1 mb-8 overflow-x-auto px-1">
        <ul className="flex gap-2 pb-1">
          {RESOURCE_TYPES.map((entry) => {
            const selected = entry.slug === type;
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
                  {entry.label}
                </AppLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <EmptyState icon={<GridIcon className="size-6" />} title={`${current?.label ?? 'Resources'} will be listed here`}>
        Browse what the programme offers and add resources to your application or blueprint.
      </EmptyState>
    </>
  );
}
