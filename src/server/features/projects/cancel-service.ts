// POST /projects/orders/{id}/cancel: the district withdraws its own request while staff have not
// decided on it yet (the transition table's district cancel). Locked and checked against the
// version the district saw, like every move; the order leaves the staff queue's open statuses, and
// its kits stop counting against the limit of 10.
import { eq } from 'drizzle-orm';
import { utcDay, type KitOrder } from '@contract/projects';
import { findMove, fulfilmentMessages, type DistrictCancelBody } from '@contract/projects-fulfilment';
import type { Tx } from '@server/db/connect';
import { kitOrders } from '@server/db/schema';
import { conflict, notFound } from '@server/plugins/http-error';
import { releaseKits } from '../kits/custody-service';
import { projectNotFound } from './kits-request-service';
import { recordOrderEvent } from './order-activity';
import { findOrder, toKitOrder } from './order-queries';
import { findProject } from './project-queries';
import type { Viewer } from '@server/plugins/viewer';

export async function cancelRequest(tx: Tx, viewer: Viewer, orderId: string, body: DistrictCancelBody, now: Date): Promise<KitOrder> {
  const seen = await findOrder(tx, viewer, orderId);
  if (!seen) throw notFound(fulfilmentMessages.orderNotFound);
  // Project first, then order: the lock order of every kit write, so no deadlock.
  const project = await findProject(tx, viewer, seen.order.projectId, { lock: true });
  if (!project) throw projectNotFound();
  const locked = await findOrder(tx, viewer, orderId, { lock: true });
  if (!locked) throw notFound(fulfilmentMessages.orderNotFound);
  const order = locked.order;

  if (order.version !== body.version) throw conflict(fulfilmentMessages.staleOrder(order.status));
  if (!findMove(order, 'Cancelled', 'district')) throw conflict(fulfilmentMessages.moveNotAllowed(order.status, 'Cancelled'));

  await tx
    .update(kitOrders)
    .set({ status: 'Cancelled', version: order.version + 1 })
    .where(eq(kitOrders.id, order.id));
  await releaseKits(tx, order.id);
  await recordOrderEvent(tx, {
    orderId: order.id,
    districtId: project.districtId,
    actorId: viewer.userId,
    action: 'status-changed',
    before: order.status,
    after: 'Cancelled',
    details: {},
  });
  const updated = await findOrder(tx, viewer, order.id);
  return toKitOrder(updated!, utcDay(now));
}
