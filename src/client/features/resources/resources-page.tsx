// Resources (spec §2): Explore All and one list per type, with search, subject and grade filters
// and paging (15 by default; 10, 30, 50). Everything is in the address, so Back and links work.
import '@client/i18n/en/frame';
import '@client/i18n/en/resources';
import { isGradeLevel } from '@contract/resources';
import type { ResourceType } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { useListParams } from '@client/lib/use-list-params';
import { Button } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { GridIcon } from '@client/ui/icons';
import { PageHeader } from '@client/ui/page-header';
import { Pagination } from '@client/ui/pagination';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { API_TYPE_BY_SLUG, useResources, useResourceSubjects } from './api';
import { LoadFailed } from './components/load-failed';
import { ResourceCard } from './components/resource-card';
import { ResourceFilters, type FilterValues } from './components/resource-filters';
import { TypeTabs } from './components/type-tabs';

export function ResourcesPage({ type = 'explore-all' }: { type?: ResourceType }) {
  const { t, tp } = useI18n();
  const { params, limit, offset, setPaging, setFilters } = useListParams();
  const grade = params.get('grade') ?? '';
  const values: FilterValues = { search: params.get('q') ?? '', subject: params.get('subject') ?? '', grade };
  const apiType = type === 'explore-all' ? undefined : API_TYPE_BY_SLUG[type];
  const subjects = useResourceSubjects(apiType);
  const { data, error, isLoading, isValidating, mutate } = useResources({
    type: apiType,
    search: values.search || undefined,
    subject: values.subject || undefined,
    grade: isGradeLevel(grade) ? grade : undefined,
    limit,
    offset,
  });
  const filtered = Boolean(values.search || values.subject || values.grade);
  const clear = () => setFilters({ q: undefined, subject: undefined, grade: undefined });
  const label = t(`resources.type.${type}`);

  return (
    <>
      <PageHeader
        eyebrow={type === 'explore-all' ? undefined : t('nav.resources')}
        title={type === 'explore-all' ? t('nav.resources') : label}
        description={t(`resources.description.${type}`)}
      />
      <div className="space-y-6">
        <TypeTabs current={type} />
        <div className="card rounded-xl p-4 sm:p-5">
          <ResourceFilters
            values={values}
            subjects={subjects.data?.subjects ?? []}
            onChange={(next) =>
              setFilters({
                ...(next.search !== undefined && { q: next.search }),
                ...(next.subject !== undefined && { subject: next.subject }),
                ...(next.grade !== undefined && { grade: next.grade }),
              })
            }
          />
        </div>

        <p aria-live="polite" className="text-sm text-slate-600">
          {data && !isValidating ? tp('resources.count', data.total) : isLoading || isValidating ? t('common.loading') : ''}
        </p>

        {error && !data ? (
          <LoadFailed error={error} what={t('resources.what')} onRetry={() => mutate()} />
        ) : !data ? (
          <SkeletonGroup label={t('common.loading')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="card space-y-3 rounded-xl p-5">
                <Skeleton className="h-5 w-24 rounded-full" />
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-2/3" />
              </div>
            ))}
          </SkeletonGroup>
        ) : data.items.length === 0 ? (
          <EmptyState
            icon={<GridIcon className="size-6" />}
            title={filtered ? t('resources.empty.filtered') : t('resources.empty.title')}
            action={
              filtered ? (
                <Button variant="secondary" onClick={clear}>
                  {t('resources.filters.clear')}
                </Button>
              ) : undefined
            }
          >
            {filtered ? t('resources.empty.filteredText') : t('resources.empty.text')}
          </EmptyState>
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={isValidating || undefined}>
              {data.items.map((resource) => (
                <li key={resource.id}>
                  <ResourceCard resource={resource} />
                </li>
              ))}
            </ul>
            <Pagination total={data.total} limit={limit} offset={offset} onChange={setPaging} label={label} />
          </>
        )}
      </div>
    </>
  );
}
