// One order, opened from the fulfilment queue in a side panel: its details, what staff can do now
// (the transition table's moves for its status), and its whole history. After a move the panel
// shows the order as it now is; a move refused as stale reloads it and says so.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { movesFrom, type StaffMoveTarget } from '@contract/projects-fulfilment';
import '@client/i18n/en/fulfilment';
import '@client/i18n/en/projects';
import '@client/i18n/en/supplies';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { localDay } from '@client/lib/dates';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { CloseIcon } from '@client/ui/icons';
import { LoadError } from '@client/ui/load-state';
import { orderKindLabelId, orderStatusLabelId } from '@client/ui/order-status';
import { OrderStatusBadge } from '@client/ui/order-status-badge';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { OrderNumber } from '@client/ui/order-number';
import { groupLine, orderTitle, shippingFacts } from '../order-labels';
import { useRefreshQueue, useStaffKitOrder } from '../staff-api';
import { OrderTimeline } from './order-timeline';
import { StaffDeliveryForm } from './staff-delivery-form';
import { StaffMoveForm } from './staff-move-form';
import { StaffNudge } from './staff-nudge';

interface Props {
  orderId: string | null;
  onClose: () => void;
}

export function StaffOrderPanel({ orderId, onClose }: Props) {
  const { t } = useI18n();
  return (
    <Dialog open={orderId !== null} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-black/40 transition-opacity duration-200 data-closed:opacity-0" />
      <DialogPanel
        transition
        className="fixed inset-y-0 end-0 flex w-full max-w-lg flex-col bg-white shadow-xl transition duration-200 data-closed:ltr:translate-x-full data-closed:rtl:-translate-x-full"
      >
        {orderId && <PanelBody key={orderId} orderId={orderId} onClose={onClose} />}
        {!orderId && <DialogTitle className="sr-only">{t('fulfilment.queue.title')}</DialogTitle>}
      </DialogPanel>
    </Dialog>
  );
}

function PanelBody({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const detail = useStaffKitOrder(orderId);
  const refresh = useRefreshQueue();
  const [moving, setMoving] = useState<StaffMoveTarget | null>(null);
  const [recording, setRecording] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const order = detail.data?.order;

  const header = (
    <div className="flex h-16 shrink-0 items-center justify-between gap-3 border-b border-slate-200 ps-6 pe-3">
      <DialogTitle className="flex min-w-0 items-baseline gap-2 text-lg font-semibold text-slate-900">
        {order && <OrderNumber orderNumber={order.orderNumber} className="text-sm" />}
        <span className="truncate">{order ? orderTitle(order, i18n) : t('fulfilment.manage.loading')}</span>
      </DialogTitle>
      <button
        type="button"
        onClick={onClose}
        className="flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <CloseIcon className="size-5" />
        <span className="sr-only">{t('fulfilment.manage.close')}</span>
      </button>
    </div>
  );

  if (!order) {
    return (
      <>
        {header}
        <div className="flex-1 overflow-y-auto px-6 py-6">
          {detail.error ? (
            <LoadError what={t('fulfilment.manage.what')} error={detail.error} onRetry={() => void detail.mutate()} />
          ) : (
            <SkeletonGroup label={t('fulfilment.manage.loading')} className="space-y-3">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-24 w-full" />
            </SkeletonGroup>
          )}
        </div>
      </>
    );
  }

  const moves = movesFrom(order, 'staff');
  // A shipped request waits for the school: staff may record its delivery for it, or nudge it.
  const awaitingSchool = order.kind === 'request' && order.status === 'Shipped';
  // (A shipped refill waits for the school too, which confirms its parts from My Orders.)
  const onStale = (message: string) => {
    setMoving(null);
    setRecording(false);
    setNotice({ tone: 'error', text: `${translateMessage(t, message)} ${t('fulfilment.manage.reloaded')}` });
    void refresh();
  };
  const students = groupLine(order, i18n);
  const facts: { label: string; value: string }[] = [
    { label: t('fulfilment.table.where'), value: `${order.school.name}, ${order.district.name}` },
    { label: t('fulfilment.table.kit'), value: order.resource.name },
    // A refill lists its parts where other orders count kits.
    ...(order.kind === 'refill'
      ? [
          {
            label: t('supplies.parts'),
            value: order.parts.map((part) => t('supplies.partLine', { part: part.name, count: part.quantity })).join(', '),
          },
        ]
      : [
          { label: t('fulfilment.table.kits'), value: String(order.kits) },
          { label: t('projects.order.returned'), value: String(order.kitsReturned) },
        ]),
    { label: t('fulfilment.manage.onHand'), value: String(order.projectKitsOnHand) },
    { label: t('fulfilment.manage.placed'), value: i18n.detailDate(localDay(order.createdAt)) },
    {
      label: t('fulfilment.manage.requestedBy'),
      value: order.requestedBy ? `${order.requestedBy.name} (${order.requestedBy.email})` : t('fulfilment.manage.nobody'),
    },
    ...(order.startDate && order.returnDate
      ? [
          {
            label: t('fulfilment.manage.period'),
            value: t('fulfilment.manage.periodValue', { start: i18n.detailDate(order.startDate), end: i18n.detailDate(order.returnDate) }),
          },
        ]
      : []),
    ...(students ? [{ label: t('projects.order.class'), value: students }] : []),
    ...shippingFacts(order, i18n, 'detail'),
  ];
  const waiting =
    order.status === 'Shipped' || order.status === 'Delivered' || order.status === 'Active'
      ? t(`fulfilment.manage.waiting.${order.status}`)
      : t('fulfilment.manage.waiting.closed');

  return (
    <>
      {header}
      {/* Focusable, so the panel scrolls from the keyboard even when it holds no control. */}
      <div
        tabIndex={0}
        className="flex-1 space-y-7 overflow-y-auto px-6 py-6 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600"
      >
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge order={order} />
          {order.overdue && <Badge tone="danger">{t('fulfilment.overdue')}</Badge>}
          <Badge>{t(orderKindLabelId(order.kind))}</Badge>
        </div>

        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}

        <section aria-labelledby="order-actions">
          <h3 id="order-actions" className="mb-3 text-base font-semibold text-slate-900">
            {t('fulfilment.manage.actions')}
          </h3>
          {moving ? (
            <StaffMoveForm
              key={`${moving}:${order.version}`}
              order={order}
              target={moving}
              onBack={() => setMoving(null)}
              onMoved={(moved) => {
                setMoving(null);
                setNotice({ tone: 'success', text: t('fulfilment.manage.moved', { status: t(orderStatusLabelId(moved.status)) }) });
                void refresh();
              }}
              onStale={onStale}
            />
          ) : recording ? (
            <StaffDeliveryForm
              key={order.version}
              order={order}
              onBack={() => setRecording(false)}
              onRecorded={() => {
                setRecording(false);
                setNotice({ tone: 'success', text: t('fulfilment.onBehalf.done') });
                void refresh();
              }}
              onStale={onStale}
            />
          ) : awaitingSchool ? (
            <div className="space-y-4">
              <p className="text-sm text-slate-600">{waiting}</p>
              <div className="flex flex-wrap items-start gap-3">
                <Button
                  onClick={() => {
                    setNotice(null);
                    setRecording(true);
                  }}
                >
                  {t('fulfilment.onBehalf.record')}
                </Button>
                <StaffNudge
                  orderId={order.id}
                  lastNudge={detail.data!.lastNudge}
                  onNudged={(next) => {
                    setNotice(next);
                    void refresh();
                  }}
                />
              </div>
            </div>
          ) : moves.length > 0 ? (
            <div className="flex flex-wrap gap-3">
              {moves.map((move) => (
                <Button
                  key={move.to}
                  variant={move.to === 'Declined' || move.to === 'Cancelled' ? 'secondary' : 'primary'}
                  onClick={() => {
                    setNotice(null);
                    setMoving(move.to as StaffMoveTarget);
                  }}
                >
                  {t(`fulfilment.move.${move.to as StaffMoveTarget}`)}
                </Button>
              ))}
            </div>
          ) : (
            <p className="text-sm text-slate-600">{waiting}</p>
          )}
        </section>

        <section aria-labelledby="order-details">
          <h3 id="order-details" className="mb-3 text-base font-semibold text-slate-900">
            {t('fulfilment.manage.details')}
          </h3>
          <dl className="grid grid-cols-[minmax(0,11rem)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            {facts.map((fact) => (
              <div key={fact.label} className="contents">
                <dt className="text-slate-600">{fact.label}</dt>
                <dd className="font-medium break-words text-slate-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
          {order.note && (
            <div className="mt-4 rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <p className="font-medium text-slate-700">{t('fulfilment.manage.note')}</p>
              <p className="mt-0.5 whitespace-pre-line text-slate-900">{order.note}</p>
            </div>
          )}
          {order.reason && (
            <div className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm">
              <p className="font-medium text-red-800">
                {t(order.status === 'Declined' ? 'fulfilment.reason.Declined' : 'fulfilment.reason.Cancelled')}
              </p>
              <p className="mt-0.5 text-red-900">{order.reason}</p>
            </div>
          )}
        </section>

        <section aria-labelledby="order-history">
          <h3 id="order-history" className="mb-3 text-base font-semibold text-slate-900">
            {t('fulfilment.manage.history')}
          </h3>
          <OrderTimeline
            place="detail"
            entries={detail.data!.timeline}
            kind={order.kind}
            label={t('fulfilment.timeline.label', { title: orderTitle(order, i18n) })}
          />
        </section>
      </div>
    </>
  );
}
