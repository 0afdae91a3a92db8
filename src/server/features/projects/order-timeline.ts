// An order's timeline: its events from the activity log, oldest first, with who made each. The
// district sees the entries visible to it; staff see all.
import { and, asc, eq } from 'drizzle-orm';
import { isProgrammeStaff } from '@contract/permissions';
import { KIT_ORDER_STATUSES, type KitOrderStatus } from '@contract/projects';
import { TIMELINE_ACTIONS, type TimelineAction, type TimelineEntry } from '@contract/projects-fulfilment';
import type { Db, Tx } from '@server/db/connect';
import { activityLog, users } from '@server/db/schema';
import { ORDER_ENTITY } from './order-activity';

const isStatus = (value: unknown): value is KitOrderStatus => KIT_ORDER_STATUSES.includes(value as KitOrderStatus);
const isAction = (value: string): value is TimelineAction => TIMELINE_ACTIONS.includes(value as TimelineAction);
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const whole = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

export async function loadTimeline(db: Db | Tx, orderId: string, options: { staff: boolean }): Promise<TimelineEntry[]> {
  const rows = await db
    .select({
      id: activityLog.id,
      action: activityLog.action,
      before: activityLog.before,
      after: activityLog.after,
      createdAt: activityLog.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      roles: users.roles,
    })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.actorId))
    .where(
      and(
        eq(activityLog.entityType, ORDER_ENTITY),
        eq(activityLog.entityId, orderId),
        options.staff ? undefined : eq(activityLog.visibility, 'district'),
      ),
    )
    .orderBy(asc(activityLog.createdAt), asc(activityLog.id));

  return rows.flatMap((row): TimelineEntry[] => {
    if (!isAction(row.action)) return [];
    const after = row.after ?? {};
    const before = row.before ?? {};
    // A partial return leaves the status as it was: no status for that entry.
    const status = isStatus(after.status) && (row.action === 'created' || after.status !== before.status) ? after.status : null;
    const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;
    return [
      {
        id: row.id,
        at: row.createdAt.toISOString(),
        action: row.action,
        status,
        actor: name ? { name, staff: isProgrammeStaff(row.roles ?? []) } : null,
        // A delivery recorded by staff carries their note where a move carries its reason.
        reason: text(after.reason) ?? text(after.note),
        carrier: text(after.carrier),
        trackingReference: text(after.trackingReference),
        expectedArrival: text(after.expectedArrival),
        kits: whole(after.kits),
        kitsOnHand: whole(after.kitsOnHand),
        onBehalf: after.onBehalf === true,
        deliveredOn: text(after.deliveredOn),
        // Entries written before returns kept it have none: they show the received time only.
        madeAt: text(after.madeAt),
        returnDateBefore: text(after.returnDateBefore),
        returnDateAfter: text(after.returnDateAfter),
      },
    ];
  });
}
