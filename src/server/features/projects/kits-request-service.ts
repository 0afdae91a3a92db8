// POST /projects/kits-request: an order request (ship kits to the school) or a checkout (a class
// takes kits on hand). Both lock the project row first, so two writes on one project cannot both
// pass the kit limits on the same figures.
import { messages } from '@contract/messages';
import { kitMessages, kitsAvailable, kitsNeededFor, kitsRequestable, type KitOrder, type KitsRequestBody } from '@contract/projects';
import type { Tx } from '@server/db/connect';
import { kitOrders } from '@server/db/schema';
import { badRequest, notFound } from '@server/plugins/http-error';
import { recordOrderEvent } from './order-activity';
import { findOrder, toKitOrder } from './order-queries';
import { findProject, loadKitStats } from './project-queries';
import type { Viewer } from '@server/plugins/viewer';

export const projectNotFound = () => notFound('Project not found');

export async function createKitOrder(tx: Tx, viewer: Viewer, body: KitsRequestBody): Promise<KitOrder> {
  const project = await findProject(tx, viewer, body.projectId, { lock: true });
  if (!project) throw projectNotFound();
  const stats = (await loadKitStats(tx, [project.id])).get(project.id)!;
  const figures = { kitsOnHand: project.kitsOnHand, ...stats };

  let orderId: string;
  if (body.kind === 'request') {
    const room = kitsRequestable(figures);
    if (body.requestedKits > room) {
      const message = kitMessages.requestLimit(room);
      throw badRequest(message, [{ field: 'requestedKits', message }]);
    }
    const [row] = await tx
      .insert(kitOrders)
      .values({
        projectId: project.id,
        kind: 'request',
        status: 'Requested',
        requestedKits: body.requestedKits,
        note: body.note,
        createdById: viewer.userId,
      })
      .returning({ id: kitOrders.id });
    orderId = row!.id;
  } else {
    const kitsNeeded = kitsNeededFor(body.totalStudents, body.groupSize);
    if (kitsNeeded > kitsAvailable(figures)) {
      throw badRequest(messages.kitsExceedOnHand, [{ field: 'kitsNeeded', message: messages.kitsExceedOnHand }]);
    }
    const [row] = await tx
      .insert(kitOrders)
      .values({
        projectId: project.id,
        kind: 'checkout',
        // The kits come off the school's own shelf, so the checkout is under way at once.
        status: 'Active',
        checkoutName: body.checkoutName,
        startDate: body.startDate,
        returnDate: body.returnDate,
        supportOptions: body.supportOptions,
        totalStudents: body.totalStudents,
        groupSize: body.groupSize,
        kitsNeeded,
        contactHoursMin: body.contactHoursMin,
        contactHoursMax: body.contactHoursMax,
        createdById: viewer.userId,
      })
      .returning({ id: kitOrders.id });
    orderId = row!.id;
  }
  const created = toKitOrder((await findOrder(tx, viewer, orderId))!);
  await recordOrderEvent(tx, {
    orderId,
    districtId: project.districtId,
    actorId: viewer.userId,
    action: 'created',
    before: null,
    after: created.status,
    details: { kits: created.kits },
  });
  return created;
}
