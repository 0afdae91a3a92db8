// The fulfilment queue (programme staff, `staff:kit-orders`): every kit request and checkout in the
// staff member's districts, filtered and paged with the filters in the address, newest first; each
// order opens in a side panel to approve, decline, ship or cancel it; "Export CSV" downloads the
// list as filtered.
import { useEffect, useState } from 'react';
import { KIT_ORDER_KINDS, KIT_ORDER_STATUSES, isUuid, type KitOrderKind, type KitOrderStatus } from '@contract/projects';
import '@client/i18n/en/fulfilment';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { useListParams } from '@client/lib/use-list-params';
import { useExport } from '@client/lib/use-export';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { DownloadIcon, TruckIcon } from '@client/ui/icons';
import { LoadError, StaleDataNotice } from '@client/ui/load-state';
import { PageHeader } from '@client/ui/page-header';
import { Pagination } from '@client/ui/pagination';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { EMPTY_FILTERS, StaffOrdersFilter, type QueueFilterValues } from './components/staff-orders-filter';
import { StaffOrderPanel } from './components/staff-order-panel';
import { StaffOrdersTable } from './components/staff-orders-table';
import { downloadKitOrdersCsv, useKitOrderFilterOptions, useStaffKitOrders } from './staff-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Filter → its name in the address. */
const PARAMS: Record<keyof QueueFilterValues, string> = {
  status: 'status',
  kind: 'kind',
  districtId: 'district',
  schoolId: 'school',
  resourceId: 'kit',
  from: 'from',
  to: 'to',
  overdue: 'overdue',
};

/** The fulfilment queue; the route lets only those with `staff:kit-orders` in (RequireAbility). */
export function StaffKitOrdersPage() {
  const { t } = useI18n();
  const { params, limit, offset, setPaging, setFilters } = useListParams();
  const read = (name: string, valid: (value: string) => boolean) => {
    const value = params.get(name) ?? '';
    return valid(value) ? value : '';
  };
  const values: QueueFilterValues = {
    status: read('status', (v) => (KIT_ORDER_STATUSES as readonly string[]).includes(v)) as KitOrderStatus | '',
    kind: read('kind', (v) => (KIT_ORDER_KINDS as readonly string[]).includes(v)) as KitOrderKind | '',
    districtId: read('district', isUuid),
    schoolId: read('school', isUuid),
    resourceId: read('kit', isUuid),
    from: read('from', (v) => DAY.test(v)),
    to: read('to', (v) => DAY.test(v)),
    overdue: params.get('overdue') === 'true',
  };
  const rangeOk = !values.from || !values.to || values.from <= values.to;
  const filter = {
    status: values.status || undefined,
    kind: values.kind || undefined,
    districtId: values.districtId || undefined,
    schoolId: values.schoolId || undefined,
    resourceId: values.resourceId || undefined,
    from: values.from || undefined,
    // An impossible range shows on the field rather than being sent.
    to: rangeOk ? values.to || undefined : undefined,
    overdue: values.overdue || undefined,
  };
  const filtered = Object.values(filter).some(Boolean);
  const orders = useStaffKitOrders({ ...filter, limit, offset });
  const options = useKitOrderFilterOptions();
  // An order opened from the search box comes as ?order=; it opens again when the search opens another.
  const asked = read('order', isUuid) || null;
  const [openId, setOpenId] = useState<string | null>(asked);
  useEffect(() => setOpenId(asked), [asked]);

  const onFilter = (next: Partial<QueueFilterValues>) =>
    setFilters(
      Object.fromEntries(
        Object.entries(next).map(([key, value]) => [PARAMS[key as keyof QueueFilterValues], value === true ? 'true' : value || undefined]),
      ),
    );

  const csv = useExport(
    () => downloadKitOrdersCsv(filter),
    (error) => t('fulfilment.queue.exportFailed', { message: isApiError(error) ? translateMessage(t, error.message) : String(error) }),
  );

  return (
    <>
      <PageHeader
        title={t('fulfilment.queue.title')}
        description={t('fulfilment.queue.description')}
        actions={
          <Button variant="secondary" onClick={() => void csv.start()} loading={csv.exporting}>
            <DownloadIcon className="size-5" />
            {t('fulfilment.queue.export')}
          </Button>
        }
      />
      {csv.error && (
        <Alert tone="error" className="mb-6">
          {csv.error}
        </Alert>
      )}
      <StaffOrdersFilter values={values} options={options.data} onChange={onFilter} />

      {orders.data && <StaleDataNotice error={orders.error} onRetry={() => void orders.mutate()} />}
      {!orders.data && orders.error ? (
        <LoadError what={t('fulfilment.queue.what')} error={orders.error} onRetry={() => void orders.mutate()} />
      ) : !orders.data ? (
        <QueueSkeleton />
      ) : orders.data.items.length === 0 ? (
        <EmptyState
          icon={<TruckIcon className="size-6" />}
          title={filtered ? t('fulfilment.queue.noMatch') : t('fulfilment.queue.empty')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => onFilter(EMPTY_FILTERS)}>
                {t('fulfilment.filters.clear')}
              </Button>
            ) : undefined
          }
        >
          {filtered ? t('fulfilment.queue.noMatchText') : t('fulfilment.queue.emptyText')}
        </EmptyState>
      ) : (
        <div aria-busy={orders.isValidating || undefined}>
          <StaffOrdersTable items={orders.data.items} onManage={(order) => setOpenId(order.id)} />
          <Pagination
            className="mt-6"
            label={t('fulfilment.queue.pages')}
            total={orders.data.total}
            limit={limit}
            offset={offset}
            onChange={setPaging}
          />
        </div>
      )}
      <StaffOrderPanel orderId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

function QueueSkeleton() {
  const { t } = useI18n();
  return (
    <SkeletonGroup label={t('fulfilment.queue.loading')} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="flex items-center gap-4 py-2">
          <Skeleton className="h-4 w-1/4" />
          <Skeleton className="h-4 w-1/5" />
          <Skeleton className="h-4 w-12" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
      ))}
    </SkeletonGroup>
  );
}
