// Applications (spec §2): the applications the user may see (their district's and their own;
// programme staff all), filtered and paged (15 by default; 10, 30, 50), newest first.
import '@client/i18n/en/applications';
import { useCallback } from 'react';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@contract/applications';
import { useI18n } from '@client/i18n/use-i18n';
import { useListParams } from '@client/lib/use-list-params';
import { useSession } from '@client/lib/use-session';
import { DocumentIcon } from '@client/ui/icons';
import { ListStates } from '@client/ui/list-states';
import { PageHeader } from '@client/ui/page-header';
import { Pagination } from '@client/ui/pagination';
import { useMyApplications } from './api';
import { ApplicationsFilter, type FilterValues } from './components/applications-filter';
import { ApplicationRowsSkeleton } from './components/application-row-parts';
import { ApplicationsTable } from './components/applications-table';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILTER_PARAMS = { search: 'q', status: 'status', dateFrom: 'from', dateTo: 'to', schoolId: 'school' } as const;

export function ApplicationsPage() {
  const { t } = useI18n();
  const { user } = useSession();
  const { params, limit, offset, setPaging, setFilters } = useListParams();
  const read = (name: string, valid: (v: string) => boolean) => {
    const value = params.get(name) ?? '';
    return valid(value) ? value : '';
  };
  const values: FilterValues = {
    search: read('q', (v) => v.length <= 100),
    status: read('status', (v) => (APPLICATION_STATUSES as readonly string[]).includes(v)) as ApplicationStatus | '',
    dateFrom: read('from', (v) => DAY.test(v)),
    dateTo: read('to', (v) => DAY.test(v)),
    schoolId: read('school', (v) => UUID.test(v)),
  };
  const rangeOk = !values.dateFrom || !values.dateTo || values.dateFrom <= values.dateTo;
  const filtered = Boolean(values.search || values.status || values.dateFrom || values.dateTo || values.schoolId);

  const applications = useMyApplications({
    limit,
    offset,
    search: values.search || undefined,
    status: values.status || undefined,
    dateFrom: values.dateFrom || undefined,
    // An impossible range is shown as an error on the field rather than sent.
    dateTo: rangeOk ? values.dateTo || undefined : undefined,
    schoolId: values.schoolId || undefined,
  });

  const onFilter = useCallback(
    (next: Partial<FilterValues>) =>
      setFilters(Object.fromEntries(Object.entries(next).map(([key, value]) => [FILTER_PARAMS[key as keyof FilterValues], value]))),
    [setFilters],
  );
  const clear = () => onFilter({ search: '', status: '', dateFrom: '', dateTo: '', schoolId: '' });

  return (
    <>
      <PageHeader title={t('applications.title')} description={t('applications.description')} />
      <ApplicationsFilter values={values} onChange={onFilter} districtId={user?.district?.id ?? null} />

      <ListStates
        list={applications}
        what={t('applications.what')}
        loadingLabel={t('applications.loading')}
        skeletonClassName="space-y-2 rounded-xl border border-slate-200 bg-white p-4"
        skeleton={<ApplicationRowsSkeleton />}
        empty={{
          icon: DocumentIcon,
          filtered,
          title: t('applications.empty.title'),
          text: t('applications.empty.text'),
          filteredTitle: t('applications.empty.filtered'),
          filteredText: t('applications.empty.filteredText'),
          clearLabel: t('applications.filters.clear'),
          onClear: clear,
        }}
      >
        {(data) => (
          <>
            <ApplicationsTable items={data.items} />
            <Pagination className="mt-6" label={t('applications.title')} total={data.total} limit={limit} offset={offset} onChange={setPaging} />
          </>
        )}
      </ListStates>
    </>
  );
}
