// English: a kit order's status and kind, as the dashboard and the projects screens both show them.
import { registerEnglish } from '../english';

export const orderMessages = {
  'order.status.Requested': 'Requested',
  'order.status.Approved': 'Approved',
  'order.status.Declined': 'Declined',
  'order.status.Shipped': 'Shipped',
  'order.status.Delivered': 'Delivered',
  'order.status.Active': 'Active',
  'order.status.Scheduled': 'Scheduled',
  'order.overdue': 'Overdue',
  'order.status.Returned': 'Returned',
  'order.status.Cancelled': 'Cancelled',
  'order.kind.request': 'Kit request',
  'order.kind.checkout': 'Checkout',
  'order.kind.refill': 'Parts refill',
} as const;

registerEnglish(orderMessages);
