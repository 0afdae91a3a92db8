// The review queue (programme staff): every application of the districts they look after, filtered
// in the address, sorted and paged (15 by default; 10, 30, 50). Rows can be selected and assigned
// together; the assignee picker shows each person's open workload. Export CSV downloads exactly the
// filtered list.
import '@client/i18n/en/applications';
import '@client/i18n/en/review';
import { useCallback, useMemo, useState } from 'react';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@contract/applications';
import { REVIEW_SORTS, UNASSIGNED, type ReviewFilterInput, type ReviewSort } from '@contract/applications-staff';
import { useI18n } from '@client/i18n/use-i18n';
import { useListParams } from '@client/lib/use-list-params';
import { useExport } from '@client/lib/use-export';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { errorText } from '@client/ui/error-text';
import { DocumentIcon, DownloadIcon } from '@client/ui/icons';
import { ListStates } from '@client/ui/list-states';
import { PageHeader } from '@client/ui/page-header';
import { Pagination } from '@client/ui/pagination';
import { ApplicationRowsSkeleton } from './components/application-row-parts';
import { BulkAssignBar } from './components/bulk-assign-bar';
import { ReviewFilter, type ReviewFilterValues } from './components/review-filter';
import { ReviewTable } from './components/review-table';
import { exportApplications, useReviewQueue } from './staff-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PARAMS = { search: 'q', status: 'status', assignee: 'assignee', districtId: 'district', dateFrom: 'from', dateTo: 'to', sort: 'sort' } as const;

const isStatus = (value: string): value is ApplicationStatus => (APPLICATION_STATUSES as readonly string[]).includes(value);

export function ReviewQueuePage() {
  const { t } = useI18n();
  const { params, limit, offset, setPaging, setFilters } = useListParams();
  const read = (name: string, valid: (v: string) => boolean) => {
    const value = params.get(name) ?? '';
    return valid(value) ? value : '';
  };
  const values: ReviewFilterValues = {
    search: read('q', (v) => v.length <= 100),
    status: read('status', (v) => v.split(',').every(isStatus)),
    assignee: read('assignee', (v) => v === UNASSIGNED || UUID.test(v)),
    districtId: read('district', (v) => UUID.test(v)),
    dateFrom: read('from', (v) => DAY.test(v)),
    dateTo: read('to', (v) => DAY.test(v)),
    sort: (read('sort', (v) => (REVIEW_SORTS as readonly string[]).includes(v)) || 'newest') as ReviewSort,
  };
  const rangeOk = !values.dateFrom || !values.dateTo || values.dateFrom <= values.dateTo;
  const filter: ReviewFilterInput = {
    search: values.search || undefined,
    status: values.status ? (values.status.split(',') as ApplicationStatus[]) : undefined,
    assignee: values.assignee || undefined,
    districtId: values.districtId || undefined,
    dateFrom: values.dateFrom || undefined,
    dateTo: rangeOk ? values.dateTo || undefined : undefined,
    sort: values.sort,
  };
  const filtered = Boolean(values.search || values.status || values.assignee || values.districtId || values.dateFrom || values.dateTo);
  const queue = useReviewQueue({ ...filter, limit, offset });

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkMessage, setBulkMessage] = useState<string | null>(null);
  const onFilter = useCallback(
    (next: Partial<ReviewFilterValues>) => {
      // A new filter is a new list: what was selected may no longer be in it.
      setSelected(new Set());
      setBulkMessage(null);
      setFilters(
        Object.fromEntries(
          Object.entries(next).map(([key, value]) => [PARAMS[key as keyof ReviewFilterValues], key === 'sort' && value === 'newest' ? '' : value]),
        ),
      );
    },
    [setFilters],
  );
  const clear = () => onFilter({ search: '', status: '', assignee: '', districtId: '', dateFrom: '', dateTo: '' });
  const items = useMemo(() => queue.data?.items ?? [], [queue.data]);
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = (select: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const row of items) {
        if (select) next.add(row.id);
        else next.delete(row.id);
      }
      return next;
    });

  const csv = useExport(
    () => exportApplications(filter),
    (error) => t('review.exportFailed', { reason: errorText(error, t) }),
  );

  return (
    <>
      <PageHeader
        title={t('review.title')}
        description={t('review.description')}
        actions={
          <Button variant="secondary" onClick={() => void csv.start()} loading={csv.exporting} disabled={!queue.data || queue.data.total === 0}>
            {!csv.exporting && <DownloadIcon className="size-4" />}
            {csv.exporting ? t('review.exporting') : t('review.export')}
          </Button>
        }
      />
      {csv.error && (
        <Alert tone="error" className="mb-6">
          {csv.error}
        </Alert>
      )}
      <ReviewFilter values={values} onChange={onFilter} />

      {selected.size > 0 && (
        <BulkAssignBar
          selected={[...selected]}
          onClear={() => setSelected(new Set())}
          onAssigned={(message) => {
            setSelected(new Set());
            setBulkMessage(message);
          }}
        />
      )}
      {bulkMessage && selected.size === 0 && (
        <Alert tone="success" className="mb-4">
          {bulkMessage}
        </Alert>
      )}

      <ListStates
        list={queue}
        what={t('review.what')}
        loadingLabel={t('review.loading')}
        skeletonClassName="space-y-2 rounded-xl border border-slate-200 bg-white p-4"
        skeleton={<ApplicationRowsSkeleton selectable />}
        empty={{
          icon: DocumentIcon,
          filtered,
          title: t('review.empty.title'),
          text: t('review.empty.text'),
          filteredTitle: t('review.empty.filtered'),
          filteredText: t('review.empty.filteredText'),
          clearLabel: t('review.filters.clear'),
          onClear: clear,
        }}
      >
        {(data) => (
          <>
            <ReviewTable items={items} selected={selected} onToggle={toggle} onToggleAll={toggleAll} />
            <Pagination className="mt-6" label={t('review.title')} total={data.total} limit={limit} offset={offset} onChange={setPaging} />
          </>
        )}
      </ListStates>
    </>
  );
}
