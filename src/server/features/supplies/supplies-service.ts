// A project's supplies (GET /projects/{id}/supplies, POST /projects/{id}/supplies/counts): its kit's
// parts list, the school's parts on hand (project_supplies), and what the next checkouts need,
// computed by the contract's supplyFigures so the client's figures after an offline count agree.
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { utcDay } from '@contract/projects';
import { supplyFigures, supplyMessages, type CheckoutUse, type ProjectSupplies, type SupplyCountBody } from '@contract/supplies';
import { messages } from '@contract/messages';
import type { Db, Tx } from '@server/db/connect';
import { boundedMadeAt } from '@server/db/made-at';
import { kitOrderParts, kitOrders, kitParts, projectSupplies, supplyCounts } from '@server/db/schema';
import { badRequest, notFound } from '@server/plugins/http-error';
import type { Viewer } from '@server/plugins/viewer';
import { findProject } from '../projects/project-queries';

export const supplyProjectNotFound = () => notFound(messages.projectNotFound);

/** The kit's parts list in its order. */
export function partsOfKit(db: Db | Tx, resourceId: string) {
  return db.select().from(kitParts).where(eq(kitParts.resourceId, resourceId)).orderBy(asc(kitParts.position), asc(kitParts.name));
}

/**
 * The checkouts whose use counts against the parts: every checkout (statuses Active, and the
 * Approved and Requested a checkout could have) that starts today or later, or is still out.
 */
async function checkoutUses(db: Db | Tx, projectId: string, today: string): Promise<CheckoutUse[]> {
  const rows = await db
    .select({
      totalStudents: kitOrders.totalStudents,
      kitsNeeded: kitOrders.kitsNeeded,
      startDate: kitOrders.startDate,
      returnDate: kitOrders.returnDate,
    })
    .from(kitOrders)
    .where(
      and(
        eq(kitOrders.projectId, projectId),
        eq(kitOrders.kind, 'checkout'),
        inArray(kitOrders.status, ['Active', 'Approved', 'Requested']),
        or(
          sql`${kitOrders.startDate} >= ${today}::date`,
          and(eq(kitOrders.status, 'Active'), gt(sql`${kitOrders.kitsNeeded} - ${kitOrders.kitsReturned} - ${kitOrders.kitsShort}`, 0)),
        ),
      ),
    )
    .orderBy(asc(kitOrders.startDate));
  return rows.map((r) => ({
    totalStudents: r.totalStudents ?? 0,
    kitsNeeded: r.kitsNeeded ?? 0,
    startDate: r.startDate ?? today,
    returnDate: r.returnDate ?? today,
  }));
}

/** The supplies of a project the viewer reaches; null when it does not (404). */
export async function loadSupplies(db: Db | Tx, viewer: Viewer, projectId: string, now: Date = new Date()): Promise<ProjectSupplies | null> {
  const project = await findProject(db, viewer, projectId);
  if (!project) return null;
  return suppliesOf(db, { id: project.id, resourceId: project.resourceId, kitsOnHand: project.kitsOnHand }, utcDay(now));
}

async function suppliesOf(db: Db | Tx, project: { id: string; resourceId: string; kitsOnHand: number }, today: string): Promise<ProjectSupplies> {
  // One after another: in a transaction the statements share one connection.
  const parts = await partsOfKit(db, project.resourceId);
  const stock = await db.select().from(projectSupplies).where(eq(projectSupplies.projectId, project.id));
  const uses = await checkoutUses(db, project.id, today);
  const byPart = new Map(stock.map((s) => [s.partId, s]));
  const rows = parts.map((part) => {
    const held = byPart.get(part.id);
    const countedAt = held?.countedAt?.toISOString() ?? null;
    const figures = supplyFigures(part, held ? { onHand: held.onHand, countedAt } : null, project.kitsOnHand, uses);
    return {
      id: part.id,
      name: part.name,
      quantityPerKit: part.quantityPerKit,
      consumable: part.consumable,
      usePerStudent: part.usePerStudent,
      position: part.position,
      ...figures,
      countedAt,
    };
  });
  return {
    projectId: project.id,
    kitsOnHand: project.kitsOnHand,
    checkouts: uses.length,
    students: uses.reduce((sum, use) => sum + use.totalStudents, 0),
    uses,
    parts: rows,
    shortParts: rows.filter((row) => row.short > 0).length,
  };
}

/**
 * Parts named in a write (a count, a refill) against the kit's list: each must be one of its parts,
 * else a 400 naming the entry's field and the part (by name when it belongs to another kit).
 */
export async function checkPartsOfKit(tx: Tx, resourceId: string, entries: readonly { partId: string }[], field: string) {
  const parts = await partsOfKit(tx, resourceId);
  const known = new Map(parts.map((p) => [p.id.toLowerCase(), p]));
  const strangers = entries.map((e, index) => ({ ...e, index })).filter((e) => !known.has(e.partId.toLowerCase()));
  if (strangers.length > 0) {
    const others = await tx
      .select({ id: kitParts.id, name: kitParts.name })
      .from(kitParts)
      .where(
        inArray(
          kitParts.id,
          strangers.map((s) => s.partId.toLowerCase()),
        ),
      );
    const names = new Map(others.map((o) => [o.id, o.name]));
    const errors = strangers.map((s) => {
      const name = names.get(s.partId.toLowerCase());
      return { field: `${field}.${s.index}.partId`, message: name ? supplyMessages.partNotInKit(name) : supplyMessages.partUnknown };
    });
    throw badRequest(errors[0]!.message, errors);
  }
  return known;
}

/**
 * Records a count of the project's parts: one supply_counts row per part, and the part's on hand set
 * to it unless a count made later (on another device) is already stored — the latest made wins, as
 * two devices counting offline would expect (docs/decisions.md).
 */
export async function recordSupplyCount(tx: Tx, viewer: Viewer, projectId: string, body: SupplyCountBody, now: Date): Promise<ProjectSupplies> {
  const project = await findProject(tx, viewer, projectId, { lock: true });
  if (!project) throw supplyProjectNotFound();
  await checkPartsOfKit(tx, project.resourceId, body.counts, 'counts');
  const madeAt = boundedMadeAt(body.madeAt, sql`now()`, sql`null`);
  for (const count of body.counts) {
    const partId = count.partId.toLowerCase();
    const [row] = await tx
      .insert(supplyCounts)
      .values({ projectId: project.id, partId, quantity: count.quantity, countedById: viewer.userId, madeAt })
      .returning({ madeAt: supplyCounts.madeAt });
    await tx
      .insert(projectSupplies)
      .values({ projectId: project.id, partId, onHand: count.quantity, countedAt: row!.madeAt })
      .onConflictDoUpdate({
        target: [projectSupplies.projectId, projectSupplies.partId],
        set: { onHand: count.quantity, countedAt: row!.madeAt, updatedAt: sql`now()` },
        setWhere: sql`${projectSupplies.countedAt} is null or ${projectSupplies.countedAt} <= ${row!.madeAt}`,
      });
  }
  return suppliesOf(tx, { id: project.id, resourceId: project.resourceId, kitsOnHand: project.kitsOnHand }, utcDay(now));
}

/**
 * A delivered refill: each part's on hand rises by the quantity ordered, from its stored figure, or
 * from the starting figure (kits on hand × quantity per kit) when it was never counted; the row stays
 * "not counted" then, since nobody counted it. Kits on hand do not change.
 */
export async function raiseSupplies(tx: Tx, project: { id: string; kitsOnHand: number }, orderId: string) {
  const ordered = await tx
    .select({ partId: kitOrderParts.partId, quantity: kitOrderParts.quantity, quantityPerKit: kitParts.quantityPerKit })
    .from(kitOrderParts)
    .innerJoin(kitParts, eq(kitParts.id, kitOrderParts.partId))
    .where(eq(kitOrderParts.orderId, orderId));
  for (const part of ordered) {
    await tx
      .insert(projectSupplies)
      .values({ projectId: project.id, partId: part.partId, onHand: project.kitsOnHand * part.quantityPerKit + part.quantity, countedAt: null })
      .onConflictDoUpdate({
        target: [projectSupplies.projectId, projectSupplies.partId],
        set: { onHand: sql`${projectSupplies.onHand} + ${part.quantity}`, updatedAt: sql`now()` },
      });
  }
}
