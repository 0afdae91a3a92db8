// POST /projects/onsite-inventory-kits: an onsite count of kits on hand. The count is a fact about
// the shelf, so it is taken as it is (within 0..10) even when it disagrees with requests; the one
// exception is a count below the kits out on checkouts (kits on hand include them), refused with the
// contract's reason (countBelowCheckedOut) so the figures never make room for more requests.
import { countBelowCheckedOut, type OnsiteInventoryBody, type ProjectSummary } from '@contract/projects';
import type { Tx } from '@server/db/connect';
import { badRequest } from '@server/plugins/http-error';
import type { WaveKind } from '@server/plugins/idempotency';
import { matchKitIdentities, matchKitIdentitiesOf } from '../kits/identity-service';
import { recordActivities, recordActivity, type ActivityEntry } from '../activity/record-activity';
import { completeCountedTasks } from '../count-schedule/count-due-planner';
import { flagCountConflict, flagCountConflicts } from './count-conflicts';
import { projectNotFound } from './kits-request-service';
import { findProject, loadKitStats, recordCount, recordCounts } from './project-queries';
import type { Viewer } from '@server/plugins/viewer';

const countActivity = (viewer: Viewer, summary: ProjectSummary, body: OnsiteInventoryBody, flagged: boolean): ActivityEntry => ({
  entityType: 'inventory-count',
  entityId: summary.id,
  districtId: summary.district.id,
  actorId: viewer.userId,
  action: flagged ? 'count-conflict-flagged' : 'count-recorded',
  after: { name: summary.name, kitsOnHand: body.kitsOnHand },
  visibility: 'district',
});

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
    await recordActivity(tx, countActivity(viewer, summary, body, flagged));
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

/** Thrown inside a wave when one of its counts would be refused: the batch then applies each alone. */
class CountRefusedInWave extends Error {}

/**
 * Counts of different projects in a batch, applied as one wave (change-batches.ts): what
 * recordInventoryCount does for each, in a statement per step for all of them (the counts, the
 * labels' check, the conflicts' check, the count-due tasks, the activity entries) instead of per
 * count. Only when every count is taken: one that would be refused (an unknown project, a count
 * below the kits out) throws, and the batch applies each count on its own with its own answer.
 */
export const inventoryCountWave: WaveKind<{ viewer: Viewer; body: OnsiteInventoryBody }> = {
  name: 'inventory-count',
  async apply(tx, inputs) {
    const viewer = inputs[0]!.viewer;
    // One batch is one person's; counts of different people would not share a wave.
    if (inputs.some((input) => input.viewer.userId !== viewer.userId)) throw new CountRefusedInWave('counts of different people');
    const bodies = inputs.map((input) => input.body);
    const counted = await recordCounts(tx, viewer, bodies);
    if (counted.some((summary) => summary === null)) throw new CountRefusedInWave('a count of the wave is refused');
    const summaries = counted as ProjectSummary[];
    const ids = summaries.map((summary) => summary.id);
    await matchKitIdentitiesOf(tx, ids);
    const checks = bodies.flatMap((body, i) => (body.basedOn !== undefined ? [{ i, projectId: ids[i]!, basedOn: body.basedOn }] : []));
    const flags = await flagCountConflicts(tx, checks);
    const flagged = new Set(checks.filter((_, k) => flags[k]).map((check) => check.i));
    await completeCountedTasks(tx, new Date(), ids);
    await recordActivities(
      tx,
      summaries.map((summary, i) => countActivity(viewer, summary, bodies[i]!, flagged.has(i))),
    );
    return summaries;
  },
};
