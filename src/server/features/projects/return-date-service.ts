// PATCH /projects/orders/{id}/return-date: the district moves a checkout's Return Date while its
// kits are still out, and says why. Locked and checked against the version the district saw, like
// every move. Overdue, the dashboards and the reminders all read return_date, so they follow; the
// reminders' keys name the day they were due, so one planned for the old day is settled unsent.
import { eq, sql } from 'drizzle-orm';
import { utcDay, type KitOrder } from '@contract/projects';
import { canChangeReturnDate, fulfilmentMessages, returnDateProblem, type ReturnDateChangeBody } from '@contract/projects-fulfilment';
import type { Tx } from '@server/db/connect';
import { kitOrders } from '@server/db/schema';
import { badRequest, conflict, notFound } from '@server/plugins/http-error';
import { recordOrderEvent } from './order-activity';
import { findOrder, toKitOrder } from './order-queries';
import { findProject } from './project-queries';
import type { Viewer } from '@server/plugins/viewer';

export async function changeReturnDate(tx: Tx, viewer: Viewer, orderId: string, body: ReturnDateChangeBody, now: Date): Promise<KitOrder> {
  const seen = await findOrder(tx, viewer, orderId);
  if (!seen) throw notFound(fulfilmentMessages.orderNotFound);
  // Project first, then order: the lock order of every kit write, so no deadlock.
  await findProject(tx, viewer, seen.order.projectId, { lock: true });
  const locked = await findOrder(tx, viewer, orderId, { lock: true });
  if (!locked) throw notFound(fulfilmentMessages.orderNotFound);
  const today = utcDay(now);
  const order = toKitOrder(locked, today);

  if (order.version !== body.version) throw conflict(fulfilmentMessages.staleOrder(order.status));
  if (!canChangeReturnDate(order)) throw conflict(fulfilmentMessages.returnDateNotOut);
  const problem = returnDateProblem(order, body.returnDate, today);
  if (problem) throw badRequest(problem.message, [problem]);

  await tx
    .update(kitOrders)
    .set({ returnDate: body.returnDate, version: sql`${kitOrders.version} + 1` })
    .where(eq(kitOrders.id, order.id));
  await recordOrderEvent(tx, {
    orderId: order.id,
    districtId: locked.projectDistrictId,
    actorId: viewer.userId,
    action: 'return-date-changed',
    before: order.status,
    after: order.status,
    details: { reason: body.reason, returnDateBefore: order.returnDate, returnDateAfter: body.returnDate },
  });
  const updated = await findOrder(tx, viewer, order.id);
  return toKitOrder(updated!, today);
}
