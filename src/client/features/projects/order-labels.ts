// How an order reads on screen: its title, group and dates (its status and kind: ui/order-status.ts).
import type { KitOrder } from '@contract/projects';
import '@client/i18n/en/fulfilment';
import '@client/i18n/en/projects';
import type { I18n } from '@client/i18n/locale-store';
import { localDay, type DatePlace } from '@client/lib/dates';

type Words = Pick<I18n, 't' | 'tp' | 'date'>;

export function orderTitle(order: Pick<KitOrder, 'kind' | 'checkoutName' | 'kits'>, { tp, t }: Pick<I18n, 'tp'> & Partial<Pick<I18n, 't'>>): string {
  if (order.kind === 'checkout' && order.checkoutName) return order.checkoutName;
  // A refill has parts, not kits ("Parts refill").
  if (order.kind === 'refill' && t) return t('order.kind.refill');
  return tp('projects.order.requestTitle', order.kits);
}

/**
 * The dates that matter for the order: a checkout's period (its Return Date is its due-back date), or
 * when a request was made. `place`: an order in a list (its card) or the order's own details.
 */
export function orderDates(order: KitOrder, { t, date }: Words, place: DatePlace = 'list'): { label: string; value: string }[] {
  const listDate = (day: string) => date(day, place);
  if (order.kind === 'checkout' && order.startDate && order.returnDate) {
    return [
      { label: t('projects.order.start'), value: listDate(order.startDate) },
      { label: t('fulfilment.dueBack'), value: listDate(order.returnDate) },
    ];
  }
  return [{ label: t('projects.order.requested'), value: listDate(localDay(order.createdAt)) }];
}

/** "20 students, pairs" for a checkout; null for a request. */
export function groupLine(order: KitOrder, { t, tp }: Words): string | null {
  if (order.kind !== 'checkout' || order.totalStudents === null || order.groupSize === null) return null;
  return tp('projects.order.students', order.totalStudents, { groupSize: t(`projects.order.groupSizeInline.${order.groupSize}`) });
}

/** A request's way to the school: carrier, tracking reference, expected arrival, then what arrived. */
export function shippingFacts(order: KitOrder, { t, date }: Words, place: DatePlace = 'list'): { label: string; value: string }[] {
  const listDate = (day: string) => date(day, place);
  const facts: { label: string; value: string }[] = [];
  // A refill ships as a request does; its parts arrive, not kits.
  if (order.kind === 'checkout') return facts;
  if (order.shippedAt) facts.push({ label: t('fulfilment.shippedOn'), value: listDate(localDay(order.shippedAt)) });
  if (order.carrier) facts.push({ label: t('fulfilment.carrier'), value: order.carrier });
  if (order.trackingReference) facts.push({ label: t('fulfilment.tracking'), value: order.trackingReference });
  if (order.expectedArrival && order.status === 'Shipped')
    facts.push({ label: t('fulfilment.expectedArrival'), value: listDate(order.expectedArrival) });
  if (order.deliveredAt) facts.push({ label: t('fulfilment.deliveredOn'), value: listDate(localDay(order.deliveredAt)) });
  if (order.kitsReceived !== null) facts.push({ label: t('fulfilment.received'), value: String(order.kitsReceived) });
  return facts;
}
