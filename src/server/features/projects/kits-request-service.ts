// POST /projects/kits-request: an order request (ship kits to the school) or a checkout (a class
// takes kits on hand). Both lock the project row first, so two writes on one project cannot both
// pass the kit limits on the same figures.
import { custodyMessages } from '@contract/kit-custody-messages';
import { messages } from '@contract/messages';
import { kitMessages, kitsAvailable, kitsNeededFor, kitsRequestable, type KitOrder, type KitsRequestBody } from '@contract/projects';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@server/db/connect';
import { boundedMadeAt } from '@server/db/made-at';
import { kitOrders } from '@server/db/schema';
import { badRequest, conflict, notFound } from '@server/plugins/http-error';
import { chooseKits, takeKits } from '../kits/custody-service';
import { createRefillOrder } from '../supplies/refill-service';
import { matchKitIdentities } from '../kits/identity-service';
import { recordOrderEvent } from './order-activity';
import { findOrder, toKitOrder } from './order-queries';
import { findProject, loadKitStats } from './project-queries';
import type { Viewer } from '@server/plugins/viewer';

export const projectNotFound = () => notFound(messages.projectNotFound);

export async function createKitOrder(tx: Tx, viewer: Viewer, body: KitsRequestBody): Promise<KitOrder> {
  const project = await findProject(tx, viewer, body.projectId, { lock: true });
  if (!project) throw projectNotFound();
  // A checkout the device sent before under another key is already on the shelf's figures: say so,
  // rather than refuse it for the kits it took itself.
  if (body.kind === 'checkout' && body.id && (await tx.select({ id: kitOrders.id }).from(kitOrders).where(eq(kitOrders.id, body.id))).length > 0) {
    throw conflict(custodyMessages.checkoutRecorded);
  }
  const stats = (await loadKitStats(tx, [project.id])).get(project.id)!;
  const figures = { kitsOnHand: project.kitsOnHand, ...stats };

  let orderId: string;
  if (body.kind === 'refill') {
    orderId = await createRefillOrder(tx, viewer, project, body);
  } else if (body.kind === 'request') {
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
    // Kits named or picked are checked before the order exists; labels are made first for a project
    // counted before kits had codes, as GET /kits would.
    const wantsKits = body.kitCodes !== undefined || body.pickKits === true;
    if (wantsKits) await matchKitIdentities(tx, project.id);
    const kitIds = wantsKits ? await chooseKits(tx, project, body.kitCodes ? { codes: body.kitCodes } : { pick: kitsNeeded }) : [];
    const [row] = await tx
      .insert(kitOrders)
      .values({
        // The device's id when it sent one: the same checkout under another key is refused below.
        ...(body.id ? { id: body.id } : {}),
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
      .onConflictDoNothing({ target: kitOrders.id })
      .returning({ id: kitOrders.id });
    if (!row) throw conflict(custodyMessages.checkoutRecorded);
    orderId = row.id;
    if (kitIds.length > 0) await takeKits(tx, orderId, kitIds, boundedMadeAt(body.madeAt, sql`now()`, sql`null`));
  }
  const created = toKitOrder((await findOrder(tx, viewer, orderId))!);
  await recordOrderEvent(tx, {
    orderId,
    districtId: project.districtId,
    actorId: viewer.userId,
    action: 'created',
    before: null,
    after: created.status,
    // A refill's "kits" is its number of parts (the timeline's "Asked for a refill of 2 parts").
    details:
      created.kind === 'refill'
        ? { kits: created.parts.length, parts: created.parts.map(({ partId, quantity }) => ({ partId, quantity })) }
        : created.kitCodesOut.length > 0
          ? { kits: created.kits, kitCodes: created.kitCodesOut }
          : { kits: created.kits },
  });
  return created;
}
