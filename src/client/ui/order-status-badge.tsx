// An order's status as a badge: a checkout whose Start Date is ahead reads "Scheduled" (its stored
// status is Active; the kits have not left the shelf yet).
import type { KitOrder } from '@contract/projects';
import { useI18n } from '../i18n/use-i18n';
import { Badge } from './badge';
import { ORDER_STATUS_TONES, orderStatusLabelId } from './order-status';

export function OrderStatusBadge({ order }: { order: Pick<KitOrder, 'status'> & Partial<Pick<KitOrder, 'scheduled'>> }) {
  const { t } = useI18n();
  if (order.scheduled) return <Badge tone="primary">{t('order.status.Scheduled')}</Badge>;
  return <Badge tone={ORDER_STATUS_TONES[order.status]}>{t(orderStatusLabelId(order.status))}</Badge>;
}
