// Each person's choice of how they hear of each kind of notice. No row in notification_settings
// means the kind's default: a district hears of staff's moves by e-mail at once (they are few and
// about their own work); programme staff hear of many districts, so their kinds default to one
// daily digest (docs/decisions.md, "Notifications").
import { and, eq, inArray } from 'drizzle-orm';
import { can } from '@contract/permissions';
import {
  DISTRICT_NOTIFICATION_KINDS,
  STAFF_NOTIFICATION_KINDS,
  type NotificationDelivery,
  type NotificationKind,
} from '@contract/notifications-messages';
import type { NotificationSettings } from '@contract/notifications';
import type { Db, Tx } from '@server/db/connect';
import { notificationSettings } from '@server/db/schema';

const STAFF_KINDS: readonly NotificationKind[] = STAFF_NOTIFICATION_KINDS;

export function defaultDelivery(kind: NotificationKind): NotificationDelivery {
  return STAFF_KINDS.includes(kind) ? 'digest' : 'email';
}

/** The kinds that concern someone with these roles, as the reminder settings split them. */
export function notificationKindsFor(roles: readonly string[]): NotificationKind[] {
  return [...(can(roles, 'district:act') ? DISTRICT_NOTIFICATION_KINDS : []), ...(can(roles, 'staff:console') ? STAFF_NOTIFICATION_KINDS : [])];
}

export async function readNotificationSettings(db: Db | Tx, userId: string, roles: readonly string[]): Promise<NotificationSettings> {
  const rows = await db
    .select({ kind: notificationSettings.kind, delivery: notificationSettings.delivery })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const chosen = new Map(rows.map((row) => [row.kind, row.delivery]));
  return { items: notificationKindsFor(roles).map((kind) => ({ kind, delivery: chosen.get(kind) ?? defaultDelivery(kind) })) };
}

/** Stores the choice; choosing the default removes the row, so a later change of default reaches them. */
export async function setNotificationDelivery(db: Db | Tx, userId: string, kind: NotificationKind, delivery: NotificationDelivery): Promise<void> {
  if (delivery === defaultDelivery(kind)) {
    await db.delete(notificationSettings).where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.kind, kind)));
    return;
  }
  await db
    .insert(notificationSettings)
    .values({ userId, kind, delivery })
    .onConflictDoUpdate({ target: [notificationSettings.userId, notificationSettings.kind], set: { delivery } });
}

/** How each of these people hears of `kind` now (one query for all of them). */
export async function deliveriesOf(db: Db | Tx, userIds: readonly string[], kind: NotificationKind): Promise<Map<string, NotificationDelivery>> {
  const result = new Map(userIds.map((id) => [id, defaultDelivery(kind)]));
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ userId: notificationSettings.userId, delivery: notificationSettings.delivery })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.kind, kind), inArray(notificationSettings.userId, [...userIds])));
  for (const row of rows) result.set(row.userId, row.delivery);
  return result;
}
