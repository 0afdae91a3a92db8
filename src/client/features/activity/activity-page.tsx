// The activity log viewer (staff): every recorded change within the staff member's districts,
// newest first, filtered by what it is about, by district and by days, paged 15 at a time, and
// downloaded as CSV with the same filters.
import '@client/i18n/en/activity';
import { ACTIVITY_ENTITY_TYPES } from '@contract/activity';
import { MAX_DATE } from '@contract/constants';
import { staffMessages } from '@contract/staff-messages';
import type { MessageId } from '@client/i18n/en';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { useExport } from '@client/lib/use-export';
import { useListParams } from '@client/lib/use-list-params';
import { useStaffDistricts } from '@client/lib/staff-lookups';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { errorText } from '@client/ui/error-text';
import { EmptyState } from '@client/ui/empty-state';
import { ClockIcon, DownloadIcon } from '@client/ui/icons';
import { LoadError, StaleDataNotice } from '@client/ui/load-state';
import { PageHeader } from '@client/ui/page-header';
import { Pagination } from '@client/ui/pagination';
import { SelectField } from '@client/ui/select-field';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { TextField } from '@client/ui/text-field';
import { downloadActivityCsv, useStaffActivity } from './api';
import { ActivityList } from './components/activity-list';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayParam = (value: string | null) => (value && DAY.test(value) ? value : '');

export function ActivityPage() {
  const { t } = useI18n();
  const { params, limit, offset, setPaging, setFilters } = useListParams();
  const type = (ACTIVITY_ENTITY_TYPES as readonly string[]).includes(params.get('about') ?? '') ? params.get('about')! : '';
  const districtId = UUID.test(params.get('district') ?? '') ? params.get('district')! : '';
  const from = dayParam(params.get('from'));
  const to = dayParam(params.get('to'));
  // A range the wrong way round is said on its field and not asked for (the server would refuse it).
  const rangeError = from && to && from > to ? translateMessage(t, staffMessages.activityRange) : undefined;
  const districts = useStaffDistricts();
  const filter = {
    entityType: type || undefined,
    districtId: districtId || undefined,
    from: rangeError ? undefined : from || undefined,
    to: rangeError ? undefined : to || undefined,
  };
  const list = useStaffActivity({ ...filter, limit, offset });
  const filtered = Boolean(type || districtId || from || to);
  const clear = () => setFilters({ about: undefined, district: undefined, from: undefined, to: undefined });
  const csv = useExport(
    () => downloadActivityCsv(filter),
    (error) => t('activity.exportFailed', { reason: errorText(error, t) }),
  );

  return (
    <>
      <PageHeader
        title={t('activity.title')}
        description={t('activity.description')}
        actions={
          <Button variant="secondary" onClick={() => void csv.start()} loading={csv.exporting} disabled={!list.data || list.data.total === 0}>
            {!csv.exporting && <DownloadIcon className="size-5" />}
            {csv.exporting ? t('activity.exporting') : t('activity.export')}
          </Button>
        }
      />
      {csv.error && (
        <Alert tone="error" className="mb-6">
          {csv.error}
        </Alert>
      )}
      <div
        role="search"
        aria-label={t('activity.filters.label')}
        className="mb-6 grid gap-3 sm:grid-cols-2 sm:items-start lg:grid-cols-[14rem_18rem_10rem_10rem_auto]"
      >
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
        <TextField
          label={t('activity.filters.from')}
          type="date"
          max={to || MAX_DATE}
          value={from}
          onChange={(event) => setFilters({ from: event.target.value })}
        />
        <TextField
          label={t('activity.filters.to')}
          type="date"
          min={from || undefined}
          max={MAX_DATE}
          value={to}
          error={rangeError}
          onChange={(event) => setFilters({ to: event.target.value })}
        />
        {filtered && (
          <div className="sm:pt-6">
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
