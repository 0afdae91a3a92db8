// The checklist side of counts that come due, planned by the jobs runner on every tick: a project
// whose count is due gets one checklist task in its district (source_key count-due:<project>:<due
// date>, so planning it again, in any process, adds nothing), and an open count-due task is completed
// once its project is counted after the task was made (an inventory count or a count session).
import { and, isNull, like, sql } from 'drizzle-orm';
import { COUNT_DUE_SOURCE_PREFIX, countDueSourceKey } from '@contract/count-schedule';
import { utcDay } from '@contract/projects';
import type { Db, Tx } from '@server/db/connect';
import { actionTasks, projects } from '@server/db/schema';
import type { Planner } from '@server/jobs/registry';
import { dueCounts } from './freshness-queries';

/** Adds the task of every due count not added yet; resolves with how many were added. */
export async function addCountDueTasks(db: Db, now: Date): Promise<number> {
  const due = await dueCounts(db, undefined, utcDay(now));
  if (due.length === 0) return 0;
  const added = await db
    .insert(actionTasks)
    .values(
      due.map((c) => ({
        districtId: c.districtId,
        title: `Count the kits of ${c.projectName} at ${c.schoolName}`,
        description:
          'Your district’s count schedule says these kits are due to be counted. Count them with a count session or the project’s count; this task completes itself once they are counted.',
        kind: 'general' as const,
        dueDate: c.dueDate,
        sourceKey: countDueSourceKey(c.projectId, c.dueDate),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: actionTasks.id });
  return added.length;
}

/**
 * Completes the open count-due tasks of projects whose count was recorded after the task was made
 * (all projects, one, or several). A count made offline before the task but sent after it completes it too:
 * the figure on the server is new either way.
 */
export async function completeCountedTasks(db: Db | Tx, now: Date, projectId?: string | readonly string[]): Promise<number> {
  const projectOfTask = sql`split_part(${actionTasks.sourceKey}, ':', 2)`;
  const recorded = sql`coalesce(${projects.inventoryUpdatedAt}, ${projects.inventoryCountedAt})`;
  // Several projects (a wave of counts): one statement for all of them, their ids one JSON parameter.
  const ofTask =
    typeof projectId === 'string' || projectId === undefined
      ? like(actionTasks.sourceKey, `${COUNT_DUE_SOURCE_PREFIX}${projectId ?? ''}%`)
      : sql`${actionTasks.sourceKey} like any (array(select ${COUNT_DUE_SOURCE_PREFIX}::text || value || '%' from json_array_elements_text(${JSON.stringify(projectId)}::json)))`;
  const done = await db
    .update(actionTasks)
    .set({ completedAt: now, updatedAt: now })
    .where(
      and(
        isNull(actionTasks.completedAt),
        ofTask,
        sql`exists (select 1 from ${projects} where ${projects.id}::text = ${projectOfTask} and ${recorded} > ${actionTasks.createdAt})`,
      ),
    )
    .returning({ id: actionTasks.id });
  return done.length;
}

export const countDuePlanner: Planner = {
  name: 'count-due-tasks',
  // Tasks are not jobs: the planner queues none, so it answers 0 whatever it added.
  plan: async ({ db, now }) => {
    await completeCountedTasks(db, now);
    await addCountDueTasks(db, now);
    return 0;
  },
};
