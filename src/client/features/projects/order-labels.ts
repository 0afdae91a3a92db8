// How an order reads on screen: its title, group and dates (its status and kind: ui/order-status.ts).
import type { KitOrder } from '../../../contract/projects';
import '../../i18n/en/projects';
import type { I18n } from '../../i18n/locale-store';
import { localDay } from '../../lib/dates';

type Words = Pick<I18n, 't' | 'tp' | 'listDate'>;

export function orderTitle(order: Pick<KitOrder, 'kind' | 'checkoutName' | 'kits'>, { tp }: Pick<I18n, 'tp'>): string {
  if (order.kind === 'checkout' && order.checkoutName) return order.checkoutName;
  return tp('projects.order.requestTitle', order.kits);
}

/** The dates that matter for the order: a checkout's period, or when a request was made. */
export function orderDates(order: KitOrder, { t, listDate }: Words): { label: string; value: string }[] {
  if (order.kind === 'checkout' && order.startDate && order.returnDate) {
    return [
      { label: t('projects.order.start'), value: listDate(order.startDate) },
      { label: t('projects.order.return'), value: listDate(order.returnDate) },
    ];
  }
  return [{ label: t('projects.order.requested'), value: listDate(localDay(order.createdAt)) }];
}

/** "20 students, pairs" for a checkout; null for a request. */
export function groupLine(order: KitOrder, { t, tp }: Words): string | null {
  if (order.kind !== 'checkout' || order.totalStudents === null || order.groupSize === null) return null;
  return tp('projects.order.students', order.totalStudents, { groupSize: t(`projects.order.groupSizeInline.${order.groupSize}`) });
}
