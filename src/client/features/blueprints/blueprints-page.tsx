// Blueprints (spec §2): the blueprints the user may see (their district's and their own
// applications'; programme staff those of their districts), filtered and paged (15; 10, 30, 50).
import '@client/i18n/en/blueprints';
import { useCallback } from 'react';
import { BLUEPRINT_APPROVALS, BLUEPRINT_STAGES, type BlueprintApproval, type BlueprintStage } from '@contract/blueprints-messages';
import { can } from '@contract/permissions';
import { useI18n } from '@client/i18n/use-i18n';
import { useListParams } from '@client/lib/use-list-params';
import { useSession } from '@client/lib/use-session';
import { Button } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { MapIcon } from '@client/ui/icons';
import { LoadError, StaleDataNotice } from '@client/ui/load-state';
import { PageHeader } from '@client/ui/page-header';
import { Pagination } from '@client/ui/pagination';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { useMyBlueprints } from './api';
import { BlueprintsFilter, NO_FILTER, type FilterValues } from './components/blueprints-filter';
import { BlueprintsTable } from './components/blueprints-table';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILTER_PARAMS = { search: 'q', stage: 'stage', approval: 'approval', schoolId: 'school' } as const;

export function BlueprintsPage() {
  const { t } = useI18n();
  const { user } = useSession();
  const staff = can(user?.authority ?? [], 'staff:blueprints');
  const { params, limit, offset, setPaging, setFilters } = useListParams();
  const read = (name: string, valid: (v: string) => boolean) => {
    const value = params.get(name) ?? '';
    return valid(value) ? value : '';
  };
  const values: FilterValues = {
    search: read('q', (v) => v.length <= 100),
    stage: read('stage', (v) => (BLUEPRINT_STAGES as readonly string[]).includes(v)) as BlueprintStage | '',
    approval: read('approval', (v) => (BLUEPRINT_APPROVALS as readonly string[]).includes(v)) as BlueprintApproval | '',
    schoolId: read('school', (v) => UUID.test(v)),
  };
  const filtered = Boolean(values.search || values.stage || values.approval || values.schoolId);

  const blueprints = useMyBlueprints({
    limit,
    offset,
    search: values.search || undefined,
    stage: values.stage || undefined,
    approval: values.approval || undefined,
    schoolId: values.schoolId || undefined,
  });

  const onFilter = useCallback(
    (next: Partial<FilterValues>) =>
      setFilters(Object.fromEntries(Object.entries(next).map(([key, value]) => [FILTER_PARAMS[key as keyof FilterValues], value]))),
    [setFilters],
  );

  return (
    <>
      <PageHeader title={t('blueprints.title')} description={staff ? t('blueprints.description.staff') : t('blueprints.description')} />
      <BlueprintsFilter values={values} onChange={onFilter} />

      {blueprints.data && <StaleDataNotice error={blueprints.error} onRetry={() => void blueprints.mutate()} />}

      {!blueprints.data && blueprints.error ? (
        <LoadError what={t('blueprints.what')} error={blueprints.error} onRetry={() => void blueprints.mutate()} />
      ) : !blueprints.data ? (
        <SkeletonGroup label={t('blueprints.loading')} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="flex items-center gap-4 py-2">
              <Skeleton className="h-4 w-1/4" />
              <Skeleton className="h-5 w-20 rounded-full" />
              <Skeleton className="h-5 w-24 rounded-full" />
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-4 w-16" />
            </div>
          ))}
        </SkeletonGroup>
      ) : blueprints.data.items.length === 0 ? (
        <EmptyState
          icon={<MapIcon className="size-6" />}
          title={filtered ? t('blueprints.empty.filtered') : t('blueprints.empty.title')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => onFilter(NO_FILTER)}>
                {t('blueprints.filters.clear')}
              </Button>
            ) : undefined
          }
        >
          {filtered ? t('blueprints.empty.filteredText') : staff ? t('blueprints.empty.staff') : t('blueprints.empty.text')}
        </EmptyState>
      ) : (
        <div aria-busy={blueprints.isValidating || undefined}>
          <BlueprintsTable items={blueprints.data.items} />
          <Pagination
            className="mt-6"
            label={t('blueprints.title')}
            total={blueprints.data.total}
            limit={limit}
            offset={offset}
            onChange={setPaging}
          />
        </div>
      )}
    </>
  );
}
