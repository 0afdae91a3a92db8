// A kit order's status and kind in words and colour, the same on the dashboard and the projects
// screens.
import type { KitOrderKind, KitOrderStatus } from '@contract/projects';
import type { MessageId } from '../i18n/en';
import '../i18n/en/orders';
import type { BadgeTone } from './badge';

export const ORDER_STATUS_TONES: Record<KitOrderStatus, BadgeTone> = {
  Requested: 'violet',
  Approved: 'primary',
  Declined: 'danger',
  Shipped: 'warning',
  Delivered: 'success',
  Active: 'success',
  Returned: 'neutral',
  Cancelled: 'danger',
};

/** The message id of an order status's name. */
export const orderStatusLabelId = (status: KitOrderStatus): MessageId => `order.status.${status}`;
/** The message id of an order kind's name ("Kit request", "Checkout"). */
export const orderKindLabelId = (kind: KitOrderKind): MessageId => `order.kind.${kind}`;
