// POST /projects/kits-request, kind 'refill': the district asks for parts its kits ran short of.
// An order like a request (Requested, then staff decide and ship), with no kits: its parts are in
// kit_order_parts, each a part of the project's own kit.
import type { KitsRequestBody } from '@contract/projects';
import type { Tx } from '@server/db/connect';
import { kitOrderParts, kitOrders } from '@server/db/schema';
import type { Viewer } from '@server/plugins/viewer';
import { checkPartsOfKit } from './supplies-service';

type RefillBody = Extract<KitsRequestBody, { kind: 'refill' }>;

/** Creates the refill order (the project row already locked by the caller); answers its id. */
export async function createRefillOrder(tx: Tx, viewer: Viewer, project: { id: string; resourceId: string }, body: RefillBody): Promise<string> {
  await checkPartsOfKit(tx, project.resourceId, body.parts, 'parts');
  const [row] = await tx
    .insert(kitOrders)
    .values({ projectId: project.id, kind: 'refill', status: 'Requested', note: body.note, createdById: viewer.userId })
    .returning({ id: kitOrders.id });
  await tx.insert(kitOrderParts).values(body.parts.map((part) => ({ orderId: row!.id, partId: part.partId.toLowerCase(), quantity: part.quantity })));
  return row!.id;
}
