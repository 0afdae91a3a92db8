// How an order reads on screen: its title, status colour and dates.
import { GROUP_SIZE_LABELS, type KitOrder, type KitOrderStatus } from '../../../contract/projects';
import { formatDay, formatInstant, plural } from '../../lib/dates';
import type { BadgeTone } from '../../ui/badge';

export const ORDER_STATUS_TONES: Record<KitOrderStatus, BadgeTone> = {
  Requested: 'violet',
  Approved: 'primary',
  Shipped: 'warning',
  Active: 'success',
  Returned: 'neutral',
  Cancelled: 'danger',
};

export const ORDER_KIND_LABELS = { request: 'Kit request', checkout: 'Checkout' } as const;

export function orderTitle(order: Pick<KitOrder, 'kind' | 'checkoutName' | 'kits'>): string {
  if (order.kind === 'checkout' && order.checkoutName) return order.checkoutName;
  return `Request for ${plural(order.kits, 'kit')}`;
}

/** The dates that matter for the order: a checkout's period, or when a request was made. */
export function orderDates(order: KitOrder): { label: string; value: string }[] {
  if (order.kind === 'checkout' && order.startDate && order.returnDate) {
    return [
      { label: 'Start', value: formatDay(order.startDate) },
      { label: 'Return', value: formatDay(order.returnDate) },
    ];
  }
  return [{ label: 'Requested', value: formatInstant(order.createdAt) }];
}

export function groupLine(order: KitOrder): string | null {
  if (order.kind !== 'checkout' || order.totalStudents === null || order.groupSize === null) return null;
  return `${plural(order.totalStudents, 'student')}, ${GROUP_SIZE_LABELS[order.groupSize].toLowerCase()}`;
}
