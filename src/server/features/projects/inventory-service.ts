// POST /projects/onsite-inventory-kits: an onsite count of kits on hand. The count is a fact about
// the shelf, so it is taken as it is (within 0..10) even when it disagrees with requests; the one
// exception is a count below the kits out on checkouts (kits on hand include them), refused with the
// contract's reason (countBelowCheckedOut) so the figures never make room for more requests.
import { countBelowCheckedOut, type OnsiteInventoryBody, type ProjectSummary } from '@contract/projects';
import type { Tx } from '@server/db/connect';
import { badRequest } from '@server/plugins/http-error';
import { matchKitIdentities } from '../kits/identity-service';
import { recordActivity } from '../activity/record-activity';
import { completeCountedTasks } from '../count-schedule/count-due-planner';
import { flagCountConflict } from './count-conflicts';
import { projectNotFound } from './kits-request-service';
import { findProject, loadKitStats, recordCount } from './project-queries';
import type { Viewer } from '@server/plugins/viewer';

export async function recordInventoryCount(tx: Tx, viewer: Viewer, body: OnsiteInventoryBody): Promise<ProjectSummary> {
  // One statement: the new figure, the count's history row (timed under the row lock) and the summary.
  const summary = await recordCount(tx, viewer, body.projectId, body.kitsOnHand, body.madeAt);
  if (summary) {
    // A count that raises the figure labels the new kits; one that lowers it retires the last labelled.
    await matchKitIdentities(tx, summary.id);
    const flagged = body.basedOn !== undefined && (await flagCountConflict(tx, summary.id, body.basedOn));
    // A count-due checklist task of the project is done now (the jobs runner would find it on its next tick).
    await completeCountedTasks(tx, new Date(), summary.id);
    // The project's other open screens (a second counter, staff) follow the count and a conflict.
    await recordActivity(tx, {
      entityType: 'inventory-count',
      entityId: summary.id,
      districtId: summary.district.id,
      actorId: viewer.userId,
      action: flagged ? 'count-conflict-flagged' : 'count-recorded',
      after: { name: summary.name, kitsOnHand: body.kitsOnHand },
      visibility: 'district',
    });
    return summary;
  }
  // Nothing written: an unknown project, or a count below the kits out (the rare path pays a read).
  const project = await findProject(tx, viewer, body.projectId);
  if (!project) throw projectNotFound();
  const stats = (await loadKitStats(tx, [project.id])).get(project.id)!;
  const message = countBelowCheckedOut(body.kitsOnHand, stats.kitsCheckedOut);
  if (!message) throw new Error('The count was not recorded for no known reason');
  throw badRequest(message, [{ field: 'kitsOnHand', message }]);
}
