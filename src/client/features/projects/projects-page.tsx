// Hands-On Projects (spec §2): the user's project kits at their schools, searchable by name and
// filterable by project kit, each with its kits on hand and a one-tap "Count kits".
import { useEffect, useState } from 'react';
import { isUuid } from '@contract/projects';
import { entityKeys } from '@offline/mutations';
import { paths } from '@client/app/paths';
import '@client/i18n/en/projects';
import { useI18n } from '@client/i18n/use-i18n';
import { useListParams } from '@client/lib/use-list-params';
import { AppLink } from '@client/ui/app-link';
import { Button, buttonClasses } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { CubeIcon, TruckIcon } from '@client/ui/icons';
import { LoadError } from '@client/ui/load-state';
import { SnapshotStaleNotice } from '@client/ui/snapshot-stale-notice';
import { PageHeader } from '@client/ui/page-header';
import { Pagination } from '@client/ui/pagination';
import { SelectField } from '@client/ui/select-field';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { TextField } from '@client/ui/text-field';
import { useMyProjects, useProjectKitLookup } from './api';
import { ProjectCard } from './components/project-card';

const SEARCH_DELAY_MS = 300;

export function ProjectsPage() {
  const { t } = useI18n();
  const { params, limit, offset, setPaging, setFilters } = useListParams();
  const query = params.get('q') ?? '';
  const kitParam = params.get('kit') ?? '';
  const resourceId = isUuid(kitParam) ? kitParam : undefined;
  const [search, setSearch] = useState(query);

  // Typing waits for a pause before it filters, so each key press is not a request.
  useEffect(() => {
    if (search.trim() === query) return;
    const timer = setTimeout(() => setFilters({ q: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query, setFilters]);

  const kits = useProjectKitLookup();
  const list = useMyProjects({ limit, offset, query: query || undefined, resourceId });
  const filtered = Boolean(query || resourceId);

  return (
    <>
      <PageHeader
        title={t('projects.list.title')}
        description={t('projects.list.description')}
        actions={
          <>
            <AppLink to={paths.counts()} className={buttonClasses('primary')}>
              {t('projects.list.counts')}
            </AppLink>
            <AppLink to={paths.orders()} className={buttonClasses('secondary')}>
              <TruckIcon className="size-5" />
              {t('projects.list.myOrders')}
            </AppLink>
          </>
        }
      />

      <div role="search" className="mb-6 grid gap-3 sm:grid-cols-[minmax(0,1fr)_16rem]">
        <TextField
          label={t('projects.list.search')}
          type="search"
          placeholder={t('projects.list.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxLength={100}
        />
        <SelectField label={t('projects.list.kitFilter')} value={resourceId ?? ''} onChange={(event) => setFilters({ kit: event.target.value })}>
          <option value="">{t('projects.list.allKits')}</option>
          {kits.data?.items.map((kit) => (
            <option key={kit.id} value={kit.id}>
              {kit.name}
            </option>
          ))}
        </SelectField>
      </div>

      {list.data && (
        <SnapshotStaleNotice
          error={list.error}
          onRetry={() => void list.mutate()}
          entityKeys={list.data.items.map((project) => entityKeys.project(project.id))}
        />
      )}

      {!list.data && list.error ? (
        <LoadError what={t('projects.list.what')} error={list.error} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <ProjectsSkeleton />
      ) : list.data.items.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={<CubeIcon className="size-6" />}
            title={t('projects.list.noMatch')}
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  setSearch('');
                  setFilters({ q: undefined, kit: undefined });
                }}
              >
                {t('projects.clearFilters')}
              </Button>
            }
          >
            {query ? t('projects.list.noMatchQuery', { query }) : t('projects.list.noMatchKit')}
          </EmptyState>
        ) : (
          <EmptyState icon={<CubeIcon className="size-6" />} title={t('projects.list.empty')}>
            {t('projects.list.emptyText')}
          </EmptyState>
        )
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={list.isValidating || undefined}>
            {list.data.items.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
          <Pagination className="mt-6" label={t('projects.list.pages')} total={list.data.total} limit={limit} offset={offset} onChange={setPaging} />
        </>
      )}
    </>
  );
}

function ProjectsSkeleton() {
  const { t } = useI18n();
  return (
    <SkeletonGroup label={t('projects.list.loading')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="mt-2 h-4 w-1/2" />
          <Skeleton className="mt-6 h-10 w-16" />
          <Skeleton className="mt-6 h-12 w-full" />
          <Skeleton className="mt-6 h-11 w-full" />
        </div>
      ))}
    </SkeletonGroup>
  );
}
