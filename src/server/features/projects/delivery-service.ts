// POST /projects/orders/{id}/delivery: the district confirms that a shipped request arrived and
// how many kits came. Kits on hand rise by that many as a recorded onsite count (never above the
// limit of 10: a delivery that would pass it is refused with the room left), and any kits that did
// not come are no longer owed (kits_short). The kits that came are labelled (matchKitIdentities).
import { eq, sql } from 'drizzle-orm';
import { MAX_KITS_ON_HAND } from '@contract/constants';
import { kitMessages, utcDay, type KitOrder } from '@contract/projects';
import { supplyMessages } from '@contract/supplies-messages';
import { deliveredOnProblem, findMove, fulfilmentMessages, type DeliveryBody } from '@contract/projects-fulfilment';
import type { Tx } from '@server/db/connect';
import { kitOrders } from '@server/db/schema';
import { badRequest, conflict, notFound } from '@server/plugins/http-error';
import { matchKitIdentities } from '../kits/identity-service';
import { raiseSupplies } from '../supplies/supplies-service';
import { projectNotFound } from './kits-request-service';
import { recordOrderEvent } from './order-activity';
import { coveredKits, findOrder, toKitOrder } from './order-queries';
import { findProject, recordCount } from './project-queries';
import type { Viewer } from '@server/plugins/viewer';

/** A delivery staff record for the school: the day the kits arrived and how staff know. */
export interface OnBehalf {
  deliveredOn: string;
  note: string;
}

/**
 * The day given as a time: now when it is today, else the start of that day, never before the
 * order shipped (so "delivered" never reads earlier than "shipped").
 */
function deliveredAtOf(onBehalf: OnBehalf | undefined, shippedAt: Date | null, now: Date): Date {
  if (!onBehalf || onBehalf.deliveredOn === utcDay(now)) return now;
  const start = new Date(`${onBehalf.deliveredOn}T00:00:00Z`);
  return shippedAt && shippedAt > start ? shippedAt : start;
}

/**
 * `viewer` is the district's person, or, with `onBehalf`, the staff member acting within the
 * order's district (the route has checked their reach); the count and the log name them.
 */
export async function confirmDelivery(
  tx: Tx,
  viewer: Viewer,
  orderId: string,
  body: DeliveryBody,
  now: Date,
  onBehalf?: OnBehalf,
): Promise<KitOrder> {
  const seen = await findOrder(tx, viewer, orderId);
  if (!seen) throw notFound(fulfilmentMessages.orderNotFound);
  // Project first, then order: the lock order of every kit write, so no deadlock.
  const project = await findProject(tx, viewer, seen.order.projectId, { lock: true });
  if (!project) throw projectNotFound();
  const locked = await findOrder(tx, viewer, orderId, { lock: true });
  if (!locked) throw notFound(fulfilmentMessages.orderNotFound);
  const order = locked.order;

  if (order.version !== body.version) throw conflict(fulfilmentMessages.staleOrder(order.status));
  if (!findMove(order, 'Delivered', 'district')) throw conflict(fulfilmentMessages.moveNotAllowed(order.status, 'Delivered'));
  if (onBehalf) {
    const problem = deliveredOnProblem(onBehalf.deliveredOn, utcDay(now), order.shippedAt?.toISOString() ?? null);
    if (problem) throw badRequest(problem, [{ field: 'deliveredOn', message: problem }]);
  }
  if (order.kind === 'refill') return confirmRefillDelivery(tx, viewer, project, order, body, now, onBehalf);
  if (body.kitsReceived === undefined) throw badRequest(kitMessages.numberRequired, [{ field: 'kitsReceived', message: kitMessages.numberRequired }]);
  const outstanding = coveredKits(order) - order.kitsReturned;
  if (body.kitsReceived > outstanding) {
    const message = fulfilmentMessages.receivedAtMost(outstanding);
    throw badRequest(message, [{ field: 'kitsReceived', message }]);
  }
  const room = MAX_KITS_ON_HAND - project.kitsOnHand;
  if (body.kitsReceived > room) {
    const message = fulfilmentMessages.deliveryOverLimit(project.kitsOnHand, Math.max(0, room));
    throw badRequest(message, [{ field: 'kitsReceived', message }]);
  }

  await tx
    .update(kitOrders)
    .set({
      status: 'Delivered',
      kitsReceived: body.kitsReceived,
      kitsShort: sql`${kitOrders.kitsShort} + ${outstanding - body.kitsReceived}`,
      deliveredAt: deliveredAtOf(onBehalf, order.shippedAt, now),
      version: order.version + 1,
    })
    .where(eq(kitOrders.id, order.id));
  const kitsOnHand = project.kitsOnHand + body.kitsReceived;
  await recordCount(tx, viewer, project.id, kitsOnHand);
  // The kits that arrived get their identities (and codes to print) now.
  await matchKitIdentities(tx, project.id, { deliveredBy: { orderId: order.id, userId: viewer.userId, kits: body.kitsReceived } });
  await recordOrderEvent(tx, {
    orderId: order.id,
    districtId: project.districtId,
    actorId: viewer.userId,
    action: 'delivery-confirmed',
    before: order.status,
    after: 'Delivered',
    details: {
      kits: body.kitsReceived,
      kitsOnHand,
      ...(onBehalf ? { onBehalf: true, deliveredOn: onBehalf.deliveredOn, note: onBehalf.note } : {}),
    },
  });
  const updated = await findOrder(tx, viewer, order.id);
  return toKitOrder(updated!, utcDay(now));
}

/**
 * A refill's delivery: its parts arrive as ordered and raise the parts on hand (raiseSupplies);
 * kits on hand, and so kit labels, do not change. A body that states kits received is refused.
 */
async function confirmRefillDelivery(
  tx: Tx,
  viewer: Viewer,
  project: { id: string; districtId: string; kitsOnHand: number },
  order: { id: string; status: KitOrder['status']; version: number; shippedAt: Date | null },
  body: DeliveryBody,
  now: Date,
  onBehalf: OnBehalf | undefined,
): Promise<KitOrder> {
  if (body.kitsReceived !== undefined)
    throw badRequest(supplyMessages.refillNoKits, [{ field: 'kitsReceived', message: supplyMessages.refillNoKits }]);
  await tx
    .update(kitOrders)
    .set({ status: 'Delivered', deliveredAt: deliveredAtOf(onBehalf, order.shippedAt, now), version: order.version + 1 })
    .where(eq(kitOrders.id, order.id));
  await raiseSupplies(tx, project, order.id);
  await recordOrderEvent(tx, {
    orderId: order.id,
    districtId: project.districtId,
    actorId: viewer.userId,
    action: 'delivery-confirmed',
    before: order.status,
    after: 'Delivered',
    details: onBehalf ? { onBehalf: true, deliveredOn: onBehalf.deliveredOn, note: onBehalf.note } : {},
  });
  const updated = await findOrder(tx, viewer, order.id);
  return toKitOrder(updated!, utcDay(now));
}
