// POST /projects/onsite-inventory-kits: an onsite count of kits on hand. The count is a fact about
// the shelf, so it is taken as it is (within 0..10) even when it disagrees with the orders.
import { eq } from 'drizzle-orm';
import type { OnsiteInventoryBody, ProjectSummary } from '../../../contract/projects';
import type { Tx } from '../../db/connect';
import { inventoryCounts, projects } from '../../db/schema';
import { projectNotFound } from './kits-request-service';
import { findProject, loadProjectSummary } from './project-queries';
import type { Viewer } from './viewer';

export async function recordInventoryCount(tx: Tx, viewer: Viewer, body: OnsiteInventoryBody): Promise<ProjectSummary> {
  const project = await findProject(tx, viewer, body.projectId, { lock: true });
  if (!project) throw projectNotFound();
  const countedAt = new Date();
  await tx
    .update(projects)
    .set({ kitsOnHand: body.kitsOnHand, inventoryUpdatedAt: countedAt })
    .where(eq(projects.id, project.id));
  await tx.insert(inventoryCounts).values({
    projectId: project.id,
    kitsOnHand: body.kitsOnHand,
    countedById: viewer.userId,
    countedAt,
  });
  return (await loadProjectSummary(tx, viewer, project.id))!;
}
