// The staff side of a delivery a school has not confirmed: record it on the school's behalf
// (POST /staff/kit-orders/{id}/delivery, the district's own rules in confirmDelivery) or e-mail the
// school asking it to confirm (POST /staff/kit-orders/{id}/nudge), at most once a day per order.
// A nudge is a staff-only activity-log entry; its time is read back from there for the limit and
// for the panel's "Nudged … ago by …", so it needs no table of its own.
import { and, desc, eq } from 'drizzle-orm';
import { utcDay } from '@contract/projects';
import { fulfilmentMessages, NUDGE_INTERVAL_HOURS, type OrderNudge, type StaffDeliveryBody, type StaffKitOrder } from '@contract/projects-fulfilment';
import type { Db, Tx } from '@server/db/connect';
import { activityLog, users } from '@server/db/schema';
import { conflict, notFound } from '@server/plugins/http-error';
import type { StaffScope } from '@server/plugins/staff-scope';
import { recordActivity } from '../activity/record-activity';
import { districtRecipients } from '../reminders/recipients';
import { confirmDelivery } from './delivery-service';
import { ORDER_ENTITY } from './order-activity';
import { findStaffOrder, toStaffKitOrder } from './staff-order-queries';

const NUDGE_ACTION = 'delivery-nudged';
const HOUR_MS = 3_600_000;

export async function recordDeliveryForSchool(
  tx: Tx,
  scope: StaffScope,
  orderId: string,
  body: StaffDeliveryBody,
  now: Date,
): Promise<StaffKitOrder> {
  const row = await findStaffOrder(tx, scope, orderId);
  if (!row) throw notFound(fulfilmentMessages.orderNotFound);
  // The staff member acts within the order's district only, which their scope reaches.
  const viewer = { userId: scope.userId, districtId: row.projectDistrictId, allDistricts: false };
  const { version, kitsReceived, deliveredOn, note } = body;
  await confirmDelivery(tx, viewer, orderId, { version, kitsReceived }, now, { deliveredOn, note });
  const updated = await findStaffOrder(tx, scope, orderId);
  return toStaffKitOrder(updated!, utcDay(now));
}

/** The order's last nudge, with the name of who sent it. */
export async function lastNudgeOf(db: Db | Tx, orderId: string): Promise<OrderNudge | null> {
  const [row] = await db
    .select({ after: activityLog.after, createdAt: activityLog.createdAt, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.actorId))
    .where(and(eq(activityLog.entityType, ORDER_ENTITY), eq(activityLog.entityId, orderId), eq(activityLog.action, NUDGE_ACTION)))
    .orderBy(desc(activityLog.createdAt))
    .limit(1);
  if (!row) return null;
  // The time the server's clock gave the nudge (the one the limit counts from).
  const at = typeof row.after?.at === 'string' ? row.after.at : row.createdAt.toISOString();
  const by = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email || null;
  return { at, by };
}

/**
 * Checks the order may be nudged now and logs the nudge (the order's row locked, so two staff
 * pressing at once send one); answers who to e-mail. The caller sends after the commit.
 */
export async function nudgeSchool(tx: Tx, scope: StaffScope, orderId: string, now: Date) {
  const row = await findStaffOrder(tx, scope, orderId, { lock: true });
  if (!row) throw notFound(fulfilmentMessages.orderNotFound);
  if (row.order.kind !== 'request' || row.order.status !== 'Shipped') throw conflict(fulfilmentMessages.nudgeNotShipped);
  const last = await lastNudgeOf(tx, orderId);
  if (last) {
    const next = new Date(Date.parse(last.at) + NUDGE_INTERVAL_HOURS * HOUR_MS);
    if (next > now) throw conflict(fulfilmentMessages.nudgedRecently(next.toISOString().slice(0, 16).replace('T', ' ')));
  }
  // The order's requester while still in the district, else the district's members.
  const recipients = await districtRecipients(tx, row.projectDistrictId, row.order.createdById);
  await recordActivity(tx, {
    entityType: ORDER_ENTITY,
    entityId: orderId,
    districtId: row.projectDistrictId,
    actorId: scope.userId,
    action: NUDGE_ACTION,
    after: { at: now.toISOString(), recipients: recipients.length },
  });
  return { recipients, nudge: (await lastNudgeOf(tx, orderId))! };
}
