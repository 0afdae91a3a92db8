// The words for each kind of notice and each way of hearing of it, as people say them
// ('district-comment' → "A district comments on a blueprint").
import { NOTIFICATION_DELIVERIES, type NotificationDelivery, type NotificationKind } from '@contract/notifications-messages';
import '@client/i18n/en/settings';
import type { Translator } from '@client/i18n/translate';

export function notificationKindLabel(kind: NotificationKind, t: Translator['t']): string {
  return t(`settings.notifications.kind.${kind}`);
}

export function deliveryChoices(t: Translator['t']): { value: NotificationDelivery; label: string }[] {
  return NOTIFICATION_DELIVERIES.map((delivery) => ({ value: delivery, label: t(`settings.notifications.delivery.${delivery}`) }));
}
