// POST /projects/onsite-inventory-kits: an onsite count of kits on hand. The count is a fact about
// the shelf, so it is taken as it is (within 0..10) even when it disagrees with the orders.
import type { OnsiteInventoryBody, ProjectSummary } from '../../../contract/projects';
import type { Tx } from '../../db/connect';
import { matchKitIdentities } from '../kits/identity-service';
import { flagCountConflict } from './count-conflicts';
import { projectNotFound } from './kits-request-service';
import { recordCount } from './project-queries';
import type { Viewer } from './viewer';

export async function recordInventoryCount(tx: Tx, viewer: Viewer, body: OnsiteInventoryBody): Promise<ProjectSummary> {
  // One statement: the new figure, the count's history row (timed under the row lock) and the summary.
  const summary = await recordCount(tx, viewer, body.projectId, body.kitsOnHand);
  if (!summary) throw projectNotFound();
  // A count that raises the figure labels the new kits; one that lowers it retires the last labelled.
  await matchKitIdentities(tx, summary.id);
  if (body.basedOn !== undefined) await flagCountConflict(tx, summary.id, body.basedOn);
  return summary;
}
