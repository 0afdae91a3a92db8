// The fulfilment queue's rows: a table from the md breakpoint up, one card per order on a phone.
// Each row names the order, where it goes, the project kit, its kits, when it was placed and its
// status ("Overdue" too), with "Manage" to open it.
import type { StaffKitOrder } from '@contract/projects-fulfilment';
import '@client/i18n/en/fulfilment';
import '@client/i18n/en/projects';
import { useI18n } from '@client/i18n/use-i18n';
import { localDay } from '@client/lib/dates';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { orderKindLabelId } from '@client/ui/order-status';
import { OrderStatusBadge } from '@client/ui/order-status-badge';
import { Table, type TableColumn } from '@client/ui/table';
import { OrderNumber } from '@client/ui/order-number';
import { orderTitle } from '../order-labels';

interface Props {
  items: StaffKitOrder[];
  onManage: (order: StaffKitOrder) => void;
}

function Status({ order }: { order: StaffKitOrder }) {
  const { t } = useI18n();
  return (
    <span className="flex flex-wrap gap-1.5">
      <OrderStatusBadge order={order} />
      {order.overdue && <Badge tone="danger">{t('fulfilment.overdue')}</Badge>}
    </span>
  );
}

export function StaffOrdersTable({ items, onManage }: Props) {
  const i18n = useI18n();
  const { t, listDate } = i18n;
  const kitsText = (order: StaffKitOrder) =>
    // Kits out matter while the order is open; a closed one shows what it covered.
    order.status !== 'Returned' &&
    order.status !== 'Cancelled' &&
    (order.kitsReturned > 0 || order.status === 'Delivered' || order.status === 'Active')
      ? t('fulfilment.table.kitsOut', { out: order.kitsOutstanding, kits: order.kits })
      : String(order.kits);
  const manage = (order: StaffKitOrder) => (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => onManage(order)}
      aria-label={t('fulfilment.table.manageOrder', { title: orderTitle(order, i18n) })}
    >
      {t('fulfilment.table.manage')}
    </Button>
  );
  const columns: TableColumn<StaffKitOrder>[] = [
    {
      id: 'order',
      header: t('fulfilment.table.order'),
      cell: (order) => (
        <>
          <OrderNumber orderNumber={order.orderNumber} className="block" />
          <span className="block font-semibold text-slate-900">{orderTitle(order, i18n)}</span>
          <span className="block text-xs text-slate-600">
            {t(orderKindLabelId(order.kind))}
            {t('projects.separator')}
            {order.resource.name}
          </span>
        </>
      ),
    },
    {
      id: 'where',
      header: t('fulfilment.table.where'),
      cell: (order) => (
        <>
          <span className="block text-slate-900">{order.school.name}</span>
          <span className="block text-xs text-slate-600">{order.district.name}</span>
        </>
      ),
    },
    { id: 'kits', header: t('fulfilment.table.kits'), align: 'end', cellClassName: 'whitespace-nowrap tabular-nums', cell: kitsText },
    {
      id: 'placed',
      header: t('fulfilment.table.placed'),
      cellClassName: 'whitespace-nowrap tabular-nums',
      cell: (order) => listDate(localDay(order.createdAt)),
    },
    { id: 'status', header: t('fulfilment.table.status'), cell: (order) => <Status order={order} /> },
    { id: 'actions', header: t('fulfilment.table.actions'), hideHeader: true, align: 'end', cell: manage },
  ];
  return (
    <Table
      caption={t('fulfilment.queue.title')}
      columns={columns}
      rows={items}
      rowKey={(order) => order.id}
      cards={{
        from: 'md',
        card: (order) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <OrderNumber orderNumber={order.orderNumber} className="block" />
                <p className="font-semibold text-slate-900">{orderTitle(order, i18n)}</p>
                <p className="text-xs text-slate-600">
                  {t(orderKindLabelId(order.kind))}
                  {t('projects.separator')}
                  {order.resource.name}
                </p>
              </div>
              <Status order={order} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <dt className="text-slate-600">{t('fulfilment.table.where')}</dt>
              <dd>
                {order.school.name}
                <span className="block text-xs text-slate-600">{order.district.name}</span>
              </dd>
              <dt className="text-slate-600">{t('fulfilment.table.kits')}</dt>
              <dd className="tabular-nums">{kitsText(order)}</dd>
              <dt className="text-slate-600">{t('fulfilment.table.placed')}</dt>
              <dd className="tabular-nums">{listDate(localDay(order.createdAt))}</dd>
            </dl>
            <div className="mt-3">{manage(order)}</div>
          </>
        ),
      }}
    />
  );
}
