// One kit order, in My Orders and on a project's overview: what it is, its status and dates, its
// kits, its shipping and delivery, why it was declined or cancelled, "Overdue" once its Return Date
// has passed, "Confirm delivery" for a shipped request, "Extend return date" for a checkout that is
// out, its history, and "Return kits" — disabled, with the reason in words, when the status forbids
// a return. Changes waiting on this device (returns, a moved Return Date) are laid over the server's
// copy, marked "not synced".
import { Fragment, useId, useState } from 'react';
import { canReturnKits, orderKitsWentOut, utcDay, type KitOrder } from '@contract/projects';
import { canChangeReturnDate, canDistrictCancel, movesFrom } from '@contract/projects-fulfilment';
import { nextOrderVersion, orderWithPending } from '@offline/order-overlay';
import { paths } from '@client/app/paths';
import '@client/i18n/en/fulfilment';
import '@client/i18n/en/projects';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { AppLink } from '@client/ui/app-link';
import { Badge } from '@client/ui/badge';
import { Button, buttonClasses } from '@client/ui/button';
import { cx } from '@client/ui/cx';
import { orderKindLabelId } from '@client/ui/order-status';
import { OrderStatusBadge } from '@client/ui/order-status-badge';
import { useCan } from '@client/lib/use-can';
import { usePatchOrder, useRefreshProjects } from '../api';
import { OrderNumber } from '@client/ui/order-number';
import { groupLine, orderDates, orderTitle, shippingFacts } from '../order-labels';
import { entityKeys, usePendingOrderChanges, usePendingReturnCodes, usePendingReturnKits, useRefreshOnSync } from '../use-kit-outbox';
import { CancelRequest } from './cancel-request';
import { DeliveryDialog } from './delivery-dialog';
import { RefillDeliveryDialog } from '../../supplies/refill-delivery-dialog';
import '@client/i18n/en/supplies';
import { ExtendReturnDate } from './extend-return-date';
import { OrderHistory } from './order-history';

/** The card's element id, to scroll to an order of a list. */
export const orderCardId = (orderId: string) => `order-${orderId}`;

interface OrderCardProps {
  order: KitOrder;
  /** My Orders names the project and school; a project's own page does not need to. */
  showProject?: boolean;
  headingLevel?: 2 | 3;
  highlighted?: boolean;
}

export function OrderCard({ order: served, showProject = false, headingLevel = 2, highlighted = false }: OrderCardProps) {
  const i18n = useI18n();
  const { t, tp } = i18n;
  const titleId = useId();
  const reasonId = useId();
  const pendingKits = usePendingReturnKits(served.id);
  const pending = usePendingOrderChanges(served.id);
  const order = orderWithPending(served, pending, pendingKits, utcDay());
  useRefreshOnSync(entityKeys.order(order.id));
  const outstanding = Math.max(0, order.kitsOutstanding - pendingKits);
  // Which labelled kits the class has, less those given back on this device and not yet sent.
  const pendingCodes = usePendingReturnCodes(served.id);
  const codesOut = order.kitCodesOut.filter((code) => !pendingCodes.includes(code));
  const eligibility =
    pendingKits > 0 && outstanding === 0
      ? { allowed: false as const, reason: t('projects.order.allReturnedHere') }
      : canReturnKits({ status: order.status, kitsOutstanding: outstanding });
  // A request not yet shipped (or declined, or cancelled) has no kits out to count back.
  const kitsWentOut = orderKitsWentOut(order.status);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const students = groupLine(order, i18n);
  const title = orderTitle(order, i18n);
  // The district's own moves; programme staff move orders from the fulfilment queue (district:act).
  const canAct = useCan('district:act');
  const canConfirm = canAct && movesFrom(order, 'district', 'delivery').length > 0;
  const canExtend = canAct && canChangeReturnDate({ ...order, kitsOutstanding: outstanding });
  const [delivering, setDelivering] = useState(false);
  const [delivered, setDelivered] = useState<number | null>(null);
  const patchOrder = usePatchOrder();
  const refresh = useRefreshProjects();

  return (
    <article
      id={orderCardId(order.id)}
      aria-labelledby={titleId}
      className={cx(
        'rounded-xl border bg-white p-4 shadow-xs sm:p-5',
        highlighted ? 'border-emerald-300 ring-2 ring-emerald-200' : 'border-slate-200',
      )}
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <OrderNumber orderNumber={order.orderNumber} />
            <Heading id={titleId} className="text-base font-semibold text-slate-900">
              {title}
            </Heading>
            <OrderStatusBadge order={order} />
            {order.overdue && <Badge tone="danger">{t('fulfilment.overdue')}</Badge>}
            <Badge>{t(orderKindLabelId(order.kind))}</Badge>
          </div>
          {showProject && (
            <p className="mt-1 text-sm text-slate-600">
              <AppLink to={paths.project(order.projectId)} className="font-medium text-primary-700 hover:underline">
                {order.projectName}
              </AppLink>
              {t('projects.separator')}
              {order.school.name}
            </p>
          )}
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {orderDates(order, i18n).map((date) => (
              <div key={date.label} className="flex gap-1.5">
                <dt className="text-slate-500">{date.label}</dt>
                <dd className="font-medium text-slate-900 tabular-nums">{date.value}</dd>
              </div>
            ))}
            {order.kind === 'refill' ? (
              <div className="flex gap-1.5">
                <dt className="text-slate-500">{t('supplies.parts')}</dt>
                <dd className="font-medium text-slate-900">
                  {order.parts.map((part) => t('supplies.partLine', { part: part.name, count: part.quantity })).join(', ')}
                </dd>
              </div>
            ) : (
              <div className="flex gap-1.5">
                <dt className="text-slate-500">{t('projects.order.kits')}</dt>
                <dd className="font-medium text-slate-900 tabular-nums">{order.kits}</dd>
              </div>
            )}
            {kitsWentOut && (
              <>
                <div className="flex gap-1.5">
                  <dt className="text-slate-500">{t('projects.order.returned')}</dt>
                  <dd className="font-medium text-slate-900 tabular-nums">{order.kitsReturned}</dd>
                </div>
                <div className="flex gap-1.5">
                  <dt className="text-slate-500">{t('projects.order.stillOut')}</dt>
                  <dd className="font-medium text-slate-900 tabular-nums">{outstanding}</dd>
                </div>
                {codesOut.length > 0 && (
                  <div className="flex gap-1.5">
                    <dt className="text-slate-500">{t('projects.order.codesOut')}</dt>
                    <dd className="font-mono font-medium break-words text-slate-900">
                      {/* Each code opens its kit's page. */}
                      {codesOut.map((code, index) => (
                        <Fragment key={code}>
                          {index > 0 && ', '}
                          <AppLink to={paths.kit(code)} className="underline-offset-2 hover:underline">
                            {code}
                          </AppLink>
                        </Fragment>
                      ))}
                    </dd>
                  </div>
                )}
              </>
            )}
            {students && (
              <div className="flex gap-1.5">
                <dt className="text-slate-500">{t('projects.order.class')}</dt>
                <dd className="font-medium text-slate-900">{students}</dd>
              </div>
            )}
            {shippingFacts(order, i18n).map((fact) => (
              <div key={fact.label} className="flex gap-1.5">
                <dt className="text-slate-500">{fact.label}</dt>
                <dd className="font-medium break-all text-slate-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
          {order.reason && (order.status === 'Declined' || order.status === 'Cancelled') && (
            <div className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm">
              <p className="font-medium text-red-800">{t(`fulfilment.reason.${order.status}`)}</p>
              <p className="mt-0.5 text-red-900">{order.reason}</p>
            </div>
          )}
          {/* Any other order with a reason was approved for fewer kits than it asked for. */}
          {order.reason && order.status !== 'Declined' && order.status !== 'Cancelled' && (
            <div className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm">
              <p className="font-medium text-amber-900">{t('fulfilment.reason.Approved')}</p>
              <p className="mt-0.5 text-amber-950">{order.reason}</p>
            </div>
          )}
          {delivered !== null && (
            <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
              {tp('fulfilment.delivery.done', delivered)}
            </p>
          )}
          {pendingKits > 0 && (
            <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-amber-900">
              <Badge tone="warning">{t('projects.notSynced')}</Badge>
              {tp('projects.order.returnedHere', pendingKits)}
            </p>
          )}
          {pending.returnDate !== null && (
            <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-amber-900">
              <Badge tone="warning">{t('projects.notSynced')}</Badge>
              {t('fulfilment.extend.pending', { date: i18n.date(pending.returnDate, 'list') })}
            </p>
          )}
        </div>

        <div className="flex shrink-0 flex-col gap-1.5 md:items-end md:text-end">
          {canConfirm && (
            <Button onClick={() => setDelivering(true)} aria-label={t('fulfilment.delivery.actionFor', { title })}>
              {t('fulfilment.delivery.action')}
            </Button>
          )}
          {canAct && canDistrictCancel(order) && <CancelRequest order={order} title={title} />}
          {canExtend && <ExtendReturnDate order={order} version={nextOrderVersion(served.version, pending)} title={title} />}
          {/* A refill's parts are used up in classes: nothing goes back. */}
          {!canAct || order.kind === 'refill' ? null : eligibility.allowed ? (
            <AppLink to={paths.returnKits(order.projectId, order.id)} className={buttonClasses('secondary')}>
              {t('projects.action.return')}
            </AppLink>
          ) : (
            <>
              <button type="button" disabled aria-describedby={reasonId} className={buttonClasses('secondary')}>
                {t('projects.action.return')}
              </button>
              <p id={reasonId} className="max-w-64 text-sm text-slate-600">
                {translateMessage(t, eligibility.reason)}
              </p>
            </>
          )}
        </div>
      </div>
      <OrderHistory order={order} title={title} />
      {canConfirm && order.kind === 'refill' && (
        <RefillDeliveryDialog
          key={order.version}
          order={order}
          open={delivering}
          onClose={() => setDelivering(false)}
          onDelivered={(updated) => {
            patchOrder(updated);
            setDelivering(false);
            void refresh();
          }}
          onStale={() => void refresh()}
        />
      )}
      {canConfirm && order.kind !== 'refill' && (
        <DeliveryDialog
          key={order.version}
          order={order}
          open={delivering}
          onClose={() => setDelivering(false)}
          onDelivered={(updated) => {
            patchOrder(updated);
            setDelivering(false);
            setDelivered(updated.kitsReceived ?? 0);
            void refresh();
          }}
          onStale={() => void refresh()}
        />
      )}
    </article>
  );
}
