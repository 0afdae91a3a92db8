// POST /projects/kits-return: kits given back against an order (rules in src/contract/projects.ts).
import { eq, sql } from 'drizzle-orm';
import { canReturnKits, kitMessages, type KitOrder, type KitsReturnBody } from '@contract/projects';
import type { Tx } from '@server/db/connect';
import { boundedMadeAt } from '@server/db/made-at';
import { kitOrders, kitReturns, projects } from '@server/db/schema';
import { badRequest, conflict, notFound } from '@server/plugins/http-error';
import { custodyMessages } from '@contract/kit-custody-messages';
import { messages } from '@contract/messages';
import { giveBackKits, hasKitsOut } from '../kits/custody-service';
import { matchKitIdentities } from '../kits/identity-service';
import { recordOrderEvent } from './order-activity';
import { findOrder, toKitOrder } from './order-queries';
import { findProject } from './project-queries';
import type { Viewer } from '@server/plugins/viewer';

export async function returnKits(tx: Tx, viewer: Viewer, body: KitsReturnBody): Promise<KitOrder> {
  const seen = await findOrder(tx, viewer, body.orderId);
  if (!seen) throw notFound(messages.orderNotFound);
  // Project first, then order: the same lock order as every other kit write, so no deadlock.
  await findProject(tx, viewer, seen.order.projectId, { lock: true });
  const locked = await findOrder(tx, viewer, body.orderId, { lock: true });
  if (!locked) throw notFound(messages.orderNotFound);
  const order = toKitOrder(locked);

  const eligibility = canReturnKits(order);
  if (!eligibility.allowed) throw conflict(eligibility.reason);
  // By code, the kits returned are the codes listed (the schema checked a `kits` sent beside them).
  const kits = body.kitCodes?.length ?? body.kits!;
  if (kits > order.kitsOutstanding) {
    const message = kitMessages.returnAtMost(order.kitsOutstanding);
    throw badRequest(message, [{ field: body.kitCodes ? 'kitCodes' : 'kits', message }]);
  }
  if (body.kitCodes) {
    await giveBackKits(
      tx,
      order.id,
      { codes: body.kitCodes, conditions: body.conditions },
      { userId: viewer.userId, districtId: locked.projectDistrictId, madeAt: body.madeAt },
    );
  } else if (await hasKitsOut(tx, order.id)) {
    // A number cannot say which labelled kit came back, and guessing would misplace one.
    throw badRequest(custodyMessages.returnByCode, [{ field: 'kitCodes', message: custodyMessages.returnByCode }]);
  }

  // The order's row is locked above, so this statement sees every earlier return of it (the bound).
  const previousReturn = sql`(select max(${kitReturns.madeAt}) from ${kitReturns} where ${kitReturns.orderId} = ${order.id})`;
  const [inserted] = await tx
    .insert(kitReturns)
    .values({
      orderId: order.id,
      kits,
      returnedById: viewer.userId,
      madeAt: boundedMadeAt(body.madeAt, sql`now()`, previousReturn),
    })
    .returning({ madeAt: kitReturns.madeAt });
  const fullyReturned = kits === order.kitsOutstanding;
  await tx
    .update(kitOrders)
    .set({
      kitsReturned: order.kitsReturned + kits,
      version: sql`${kitOrders.version} + 1`,
      ...(fullyReturned ? { status: 'Returned' as const } : {}),
    })
    .where(eq(kitOrders.id, order.id));
  await recordOrderEvent(tx, {
    orderId: order.id,
    districtId: locked.projectDistrictId,
    actorId: viewer.userId,
    action: 'kits-returned',
    before: order.status,
    after: fullyReturned ? 'Returned' : order.status,
    // The timeline shows when the kits went back on the device as well as when they reached us.
    details: { kits, madeAt: inserted!.madeAt.toISOString(), ...(body.kitCodes ? { kitCodes: body.kitCodes } : {}) },
  });
  if (order.kind === 'request' && order.status === 'Delivered') {
    // Delivered kits sent back to the programme leave the school's shelf. A count taken since
    // may already have left them out, hence never below zero.
    await tx
      .update(projects)
      .set({ kitsOnHand: sql`greatest(${projects.kitsOnHand} - ${kits}, 0)` })
      .where(eq(projects.id, order.projectId));
    // The kits that left are retired (the highest-numbered ones, as for a count that lowers the figure).
    await matchKitIdentities(tx, order.projectId);
  }
  const updated = await findOrder(tx, viewer, order.id);
  return toKitOrder(updated!);
}
