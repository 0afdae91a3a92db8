// "Order history" on a district's order card: a disclosure that loads the order's timeline when
// opened (GET /projects/orders/{id}/timeline) and reloads it when the order changes.
import { useId, useState } from 'react';
import type { KitOrder } from '@contract/projects';
import '@client/i18n/en/fulfilment';
import { useI18n } from '@client/i18n/use-i18n';
import { Button } from '@client/ui/button';
import { cx } from '@client/ui/cx';
import { ChevronDownIcon } from '@client/ui/icons';
import { Spinner } from '@client/ui/spinner';
import { useOrderTimeline } from '../api';
import { OrderTimeline } from './order-timeline';

export function OrderHistory({ order, title }: { order: KitOrder; title: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const timeline = useOrderTimeline(order.id, open, order.version);
  return (
    <div className="mt-3 border-t border-slate-100 pt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex items-center gap-1.5 rounded-md py-1 text-sm font-medium text-primary-700 hover:underline"
      >
        {t('fulfilment.timeline.toggle')}
        <ChevronDownIcon className={cx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={panelId} hidden={!open} className="pt-3">
        {open &&
          (timeline.data ? (
            <OrderTimeline place="list" entries={timeline.data.items} kind={order.kind} label={t('fulfilment.timeline.label', { title })} />
          ) : timeline.error ? (
            <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
              {t('fulfilment.timeline.error')}
              <Button variant="secondary" size="sm" onClick={() => void timeline.mutate()}>
                {t('fulfilment.timeline.retry')}
              </Button>
            </p>
          ) : (
            <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
              <Spinner size={20} label="" />
              {t('fulfilment.timeline.loading')}
            </p>
          ))}
      </div>
    </div>
  );
}
