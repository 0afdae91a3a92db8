// The activity log viewer (staff): every recorded change within the staff member's districts,
// newest first, filtered by what it is about and by district, paged 15 at a time.
import '@client/i18n/en/activity';
import { ACTIVITY_ENTITY_TYPES } from '@contract/activity';
import type { MessageId } from '@client/i18n/en';
import { useI18n } from '@client/i18n/use-i18n';
import { useListParams } from '@client/lib/use-list-params';
import { useStaffDistricts } from '@client/lib/staff-lookups';
import { Button } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { ClockIcon } from '@client/ui/icons';
import { LoadError, StaleDataNotice } from '@client/ui/load-state';
import { PageHeader } from '@client/ui/page-header';
import { Pagination } from '@client/ui/pagination';
import { SelectField } from '@client/ui/select-field';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { useStaffActivity } from './api';
import { ActivityList } from './components/activity-list';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function ActivityPage() {
  const { t } = useI18n();
  const { params, limit, offset, setPaging, setFilters } = useListParams();
  const type = (ACTIVITY_ENTITY_TYPES as readonly string[]).includes(params.get('about') ?? '') ? params.get('about')! : '';
  const districtId = UUID.test(params.get('district') ?? '') ? params.get('district')! : '';
  const districts = useStaffDistricts();
  const list = useStaffActivity({ entityType: type || undefined, districtId: districtId || undefined, limit, offset });
  const filtered = Boolean(type || districtId);
  const clear = () => setFilters({ about: undefined, district: undefined });

  return (
    <>
      <PageHeader title={t('activity.title')} description={t('activity.description')} />
      <div role="search" aria-label={t('activity.filters.label')} className="mb-6 grid gap-3 sm:grid-cols-[14rem_18rem_auto] sm:items-end">
        <SelectField label={t('activity.filters.type')} value={type} onChange={(event) => setFilters({ about: event.target.value })}>
          <option value="">{t('activity.filters.allTypes')}</option>
          {ACTIVITY_ENTITY_TYPES.map((entityType) => (
            <option key={entityType} value={entityType}>
              {t(`activity.type.${entityType}` as MessageId)}
            </option>
          ))}
        </SelectField>
        {districts.data && districts.data.items.length > 1 && (
          <SelectField label={t('activity.filters.district')} value={districtId} onChange={(event) => setFilters({ district: event.target.value })}>
            <option value="">{t('activity.filters.allDistricts')}</option>
            {districts.data.items.map((district) => (
              <option key={district.id} value={district.id}>
                {district.name}
              </option>
            ))}
          </SelectField>
        )}
        {filtered && (
          <div>
            <Button variant="ghost" onClick={clear}>
              {t('activity.filters.clear')}
            </Button>
          </div>
        )}
      </div>

      {list.data && <StaleDataNotice error={list.error} onRetry={() => void list.mutate()} />}
      {!list.data && list.error ? (
        <LoadError what={t('activity.what')} error={list.error} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <SkeletonGroup label={t('activity.loading')} className="card space-y-4 rounded-xl p-6">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          ))}
        </SkeletonGroup>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<ClockIcon className="size-6" />}
          title={filtered ? t('activity.empty.filtered') : t('activity.empty.title')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={clear}>
                {t('activity.filters.clear')}
              </Button>
            ) : undefined
          }
        >
          {filtered ? t('activity.empty.filteredText') : t('activity.empty.text')}
        </EmptyState>
      ) : (
        <div aria-busy={list.isValidating || undefined}>
          <div className="card rounded-xl p-5 sm:p-6">
            <ActivityList entries={list.data.items} staff label={t('activity.title')} />
          </div>
          <Pagination className="mt-6" label={t('activity.title')} total={list.data.total} limit={limit} offset={offset} onChange={setPaging} />
        </div>
      )}
    </>
  );
}
