// The fulfilment queue's rows: a table from the md breakpoint up, one card per order on a phone.
// Each row names the order, where it goes, the project kit, its kits, when it was placed and its
// status ("Overdue" too), with "Manage" to open it.
import type { StaffKitOrder } from '../../../../contract/projects-fulfilment';
import '../../../i18n/en/fulfilment';
import '../../../i18n/en/projects';
import { useI18n } from '../../../i18n/use-i18n';
import { localDay } from '../../../lib/dates';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { orderKindLabelId } from '../../../ui/order-status';
import { OrderStatusBadge } from '../../../ui/order-status-badge';
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
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t('fulfilment.queue.title')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3 text-start font-medium">
                {t('fulfilment.table.order')}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-medium">
                {t('fulfilment.table.where')}
              </th>
              <th scope="col" className="px-4 py-3 text-end font-medium">
                {t('fulfilment.table.kits')}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-medium">
                {t('fulfilment.table.placed')}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-medium">
                {t('fulfilment.table.status')}
              </th>
              <th scope="col" className="px-4 py-3 text-end font-medium">
                <span className="sr-only">{t('fulfilment.table.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {items.map((order) => (
              <tr key={order.id} className="hover:bg-slate-50">
                <td className="px-4 py-3">
                  <span className="block font-semibold text-slate-900">{orderTitle(order, i18n)}</span>
                  <span className="block text-xs text-slate-600">
                    {t(orderKindLabelId(order.kind))}
                    {t('projects.separator')}
                    {order.resource.name}
                  </span>
                </td>
                <td className="px-4 py-3">
                  <span className="block text-slate-900">{order.school.name}</span>
                  <span className="block text-xs text-slate-600">{order.district.name}</span>
                </td>
                <td className="px-4 py-3 text-end whitespace-nowrap tabular-nums">{kitsText(order)}</td>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">{listDate(localDay(order.createdAt))}</td>
                <td className="px-4 py-3">
                  <Status order={order} />
                </td>
                <td className="px-4 py-3 text-end">{manage(order)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={t('fulfilment.queue.title')} className="space-y-3 md:hidden">
        {items.map((order) => (
          <li key={order.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
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
          </li>
        ))}
      </ul>
    </>
  );
}
