// The read side of projects: a project's detail page and the two lookups of spec §7.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { ListResponse } from '@contract/lists';
import type { ProjectDetail } from '@contract/projects';
import type { Db, Tx } from '@server/db/connect';
import { inventoryCounts, resources, users } from '@server/db/schema';
import { openConflicts } from './count-conflicts';
import { listOrders } from './order-queries';
import { findProject, listProjects, loadKitStats, toProjectSummary } from './project-queries';
import type { Viewer } from '@server/plugins/viewer';

/** The detail page shows the newest orders and counts; My Orders pages through the rest. */
const DETAIL_ORDERS = 50;
const DETAIL_COUNTS = 10;

export async function loadProjectDetail(db: Db | Tx, viewer: Viewer, id: string): Promise<ProjectDetail | null> {
  const row = await findProject(db, viewer, id);
  if (!row) return null;
  const stats = await loadKitStats(db, [row.id]);
  const orders = await listOrders(db, viewer, { limit: DETAIL_ORDERS, offset: 0, projectId: row.id });
  const counts = await db
    .select({
      id: inventoryCounts.id,
      kitsOnHand: inventoryCounts.kitsOnHand,
      countedAt: inventoryCounts.countedAt,
      madeAt: inventoryCounts.madeAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(inventoryCounts)
    .leftJoin(users, eq(users.id, inventoryCounts.countedById))
    .where(eq(inventoryCounts.projectId, row.id))
    .orderBy(desc(inventoryCounts.countedAt), desc(inventoryCounts.id))
    .limit(DETAIL_COUNTS);
  const conflicts = await openConflicts(db, row.id);
  return {
    ...toProjectSummary(row, stats.get(row.id)!),
    countConflicts: conflicts,
    orders: orders.items,
    ordersTotal: orders.total,
    inventoryCounts: counts.map((c) => ({
      id: c.id,
      kitsOnHand: c.kitsOnHand,
      countedAt: c.madeAt.toISOString(),
      recordedAt: c.countedAt.toISOString(),
      countedBy: [c.firstName, c.lastName].filter(Boolean).join(' ') || null,
    })),
  };
}

/** GET /lookups/project-kits: the catalogue's active project kits, by name. */
export async function projectKitLookup(db: Db | Tx): Promise<ListResponse<{ id: string; name: string }>> {
  const items = await db
    .select({ id: resources.id, name: resources.name })
    .from(resources)
    .where(and(eq(resources.type, 'project'), eq(resources.isActive, true)))
    .orderBy(asc(resources.name), asc(resources.id));
  return { items, total: items.length };
}

/**
 * GET /lookups/project-creation-kits: the viewer's projects a checkout can take kits from now
 * (kits available > 0). Not paged: a district holds a handful of project kits per school.
 */
export async function projectCreationKits(db: Db | Tx, viewer: Viewer) {
  const items = [];
  // Page through the viewer's projects; the kit figures are folded per page.
  for (let offset = 0; ; offset += 50) {
    const page = await listProjects(db, viewer, { limit: 50, offset });
    for (const p of page.items) {
      if (p.kitsAvailable > 0) {
        items.push({ id: p.id, name: p.name, school: p.school, kitsOnHand: p.kitsOnHand, kitsAvailable: p.kitsAvailable });
      }
    }
    if (offset + 50 >= page.total) break;
  }
  return { items, total: items.length };
}
