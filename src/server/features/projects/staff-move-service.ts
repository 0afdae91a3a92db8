// PATCH /staff/kit-orders/{id}: a programme staff move (approve, decline, ship, cancel). The order's
// row is locked, the move checked against the contract's transition table and against the version
// the staff member decided on (another change meanwhile: 409, never a silent overwrite), then the
// order and its activity-log entry are written in one transaction; the entry makes the district's
// order-moved notice (and its e-mail) in that transaction too (features/notifications).
import { eq } from 'drizzle-orm';
import { utcDay } from '@contract/projects';
import { approvalProblems, fulfilmentMessages, movesFrom, type StaffKitOrder, type StaffMoveBody } from '@contract/projects-fulfilment';
import type { Tx } from '@server/db/connect';
import { kitOrders } from '@server/db/schema';
import { badRequest, conflict, notFound } from '@server/plugins/http-error';
import type { StaffScope } from '@server/plugins/staff-scope';
import { recordOrderEvent, type OrderEventDetails } from './order-activity';
import { coveredKits } from './order-queries';
import { findStaffOrder, toStaffKitOrder } from './staff-order-queries';
import { releaseKits } from '../kits/custody-service';

export async function moveKitOrder(tx: Tx, scope: StaffScope, orderId: string, body: StaffMoveBody, now: Date): Promise<StaffKitOrder> {
  const row = await findStaffOrder(tx, scope, orderId, { lock: true });
  if (!row) throw notFound(fulfilmentMessages.orderNotFound);
  const order = row.order;
  if (order.version !== body.version) throw conflict(fulfilmentMessages.staleOrder(order.status));
  if (!movesFrom(order, 'staff').some((move) => move.to === body.status)) {
    throw conflict(fulfilmentMessages.moveNotAllowed(order.status, body.status));
  }
  const today = utcDay(now);

  let details: OrderEventDetails = {};
  if (body.status === 'Shipped') {
    if (body.expectedArrival && body.expectedArrival < today) {
      throw badRequest(fulfilmentMessages.expectedArrivalPast, [{ field: 'expectedArrival', message: fulfilmentMessages.expectedArrivalPast }]);
    }
    details = { carrier: body.carrier, trackingReference: body.trackingReference, expectedArrival: body.expectedArrival };
  } else if (body.status === 'Declined' || body.status === 'Cancelled') {
    details = { reason: body.reason };
  }
  // Approved in part: the order then holds the kits approved, and why fewer than asked for; the
  // activity entry keeps the number asked for.
  let approvedKits: { requestedKits: number; reason: string } | null = null;
  if (body.status === 'Approved') {
    const asked = coveredKits(order);
    const problems = approvalProblems(body, asked);
    if (problems.length > 0) throw badRequest(problems[0]!.message, problems);
    if (body.kits !== undefined && body.kits < asked) {
      approvedKits = { requestedKits: body.kits, reason: body.reason! };
      details = { reason: body.reason!, kits: body.kits, kitsAsked: asked };
    }
  }

  const version = order.version + 1;
  await tx
    .update(kitOrders)
    .set({
      status: body.status,
      version,
      ...(approvedKits ?? details),
      ...(body.status === 'Shipped' ? { shippedAt: now } : {}),
    })
    .where(eq(kitOrders.id, order.id));
  if (body.status === 'Cancelled') await releaseKits(tx, order.id);
  await recordOrderEvent(tx, {
    orderId: order.id,
    districtId: row.projectDistrictId,
    actorId: scope.userId,
    action: 'status-changed',
    before: order.status,
    after: body.status,
    details,
  });
  const updated = await findStaffOrder(tx, scope, order.id);
  return toStaffKitOrder(updated!, today);
}
