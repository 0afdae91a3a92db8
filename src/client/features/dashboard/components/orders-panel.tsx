import { formatOrderNumber } from '@contract/order-number';
import type { KitOrder } from '@contract/projects';
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { AppLink } from '@client/ui/app-link';
import { Badge } from '@client/ui/badge';
import { TruckIcon } from '@client/ui/icons';
import { ORDER_STATUS_TONES, orderKindLabelId, orderStatusLabelId } from '@client/ui/order-status';
import { OrderStatusBadge } from '@client/ui/order-status-badge';
import { ACTIVE_ORDER_STATUSES } from '@client/lib/screen-requests';
import { useActiveOrders } from '../api';
import { Panel, PanelError, PanelSkeleton } from './panel';

/** Kit orders under way (requested, approved, shipped, or out in a classroom), newest first. */
export function OrdersPanel({ className }: { className?: string }) {
  const { t } = useI18n();
  const { data, error, mutate } = useActiveOrders();
  return (
    <Panel
      title={t('dashboard.orders.title')}
      icon={TruckIcon}
      className={className}
      link={{ to: paths.orders(), label: t('dashboard.orders.open') }}
      savedAt={data?.savedAt}
    >
      {data ? (
        data.total === 0 ? (
          <div className="text-sm text-slate-600">
            <p>{t('dashboard.orders.empty')}</p>
            <AppLink to={paths.projects()} className="mt-2 inline-block font-semibold text-primary-800 hover:underline">
              {t('dashboard.orders.toProjects')}
            </AppLink>
          </div>
        ) : (
          <>
            <ul className="flex flex-wrap gap-2" aria-label={t('dashboard.orders.byStatus')}>
              {ACTIVE_ORDER_STATUSES.filter((status) => data.counts[status] > 0).map((status) => (
                <li key={status}>
                  <Badge tone={ORDER_STATUS_TONES[status]}>
                    {t('dashboard.orders.statusCount', { count: data.counts[status], status: t(orderStatusLabelId(status)) })}
                  </Badge>
                </li>
              ))}
            </ul>
            <ul className="mt-4 divide-y divide-slate-100">
              {data.recent.map((order) => (
                <li key={order.id}>
                  <OrderRow order={order} />
                </li>
              ))}
            </ul>
          </>
        )
      ) : error ? (
        <PanelError error={error} what={t('dashboard.orders.what')} onRetry={() => mutate()} />
      ) : (
        <PanelSkeleton lines={4} className="min-h-44" />
      )}
    </Panel>
  );
}

function OrderRow({ order }: { order: KitOrder }) {
  const { t, tp, listDate } = useI18n();
  const when = order.kind === 'checkout' && order.startDate ? order.startDate : order.createdAt;
  return (
    <AppLink to={paths.project(order.projectId)} className="-mx-2 flex items-center justify-between gap-3 rounded-lg px-2 py-3 hover:bg-slate-50">
      <span className="min-w-0">
        <span className="block truncate font-medium text-slate-900">{order.checkoutName || order.projectName}</span>
        <span className="block text-sm text-slate-600">
          {order.orderNumber !== null && `${formatOrderNumber(order.orderNumber)} · `}
          {order.school.name} · {t(orderKindLabelId(order.kind))} · {tp('dashboard.orders.kits', order.kits)} · {listDate(when)}
        </span>
      </span>
      <OrderStatusBadge order={order} />
    </AppLink>
  );
}
