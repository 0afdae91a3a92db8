// Completing a checklist task goes through the offline outbox (docs/architecture.md §5): the tick is stored
// on the device at once, shown "Not synced", and the lists reload once the server has it.
import { useLiveQuery } from 'dexie-react-hooks';
import { actionTaskSchema } from '@contract/action-tasks';
import { db } from '@offline/db';
import { taskTicks } from '@offline/local-values';
import { entityKeys } from '@offline/mutations';
import { useEntitySettled } from '@client/lib/use-entity-settled';
import { useQueueMutation } from '@client/lib/use-outbox';
import { useSession } from '@client/lib/use-session';
import { useRefreshTasks } from './api';
import type { WaitingTick } from './task-overlay';

export function useQueueCompletion() {
  const queue = useQueueMutation();
  return (taskId: string, isCompleted: boolean) => queue('task-completion', { taskId, isCompleted });
}

/** Reloads the checklist when a change of this task syncs or is rejected. */
export function useRefreshTasksOnSync(taskId: string, onSettled?: () => void): void {
  const refresh = useRefreshTasks();
  useEntitySettled(entityKeys.task(taskId), () => {
    onSettled?.();
    void refresh();
  });
}

const NO_TICKS: WaitingTick[] = [];

/**
 * The ticks still waiting in the outbox, and those synced after `listLoadedAt` (the list on screen
 * does not have them yet), each with the task as the server last sent it (its snapshot).
 */
export function useWaitingTicks(listLoadedAt: number): WaitingTick[] {
  const userId = useSession().user?.id ?? null;
  return useLiveQuery(
    async () => {
      const ticks = (await taskTicks(userId)).filter((tick) => tick.syncedAt === null || tick.syncedAt >= listLoadedAt);
      if (ticks.length === 0) return NO_TICKS;
      const snapshots = await db.snapshots.bulkGet(ticks.map((tick) => entityKeys.task(tick.taskId)));
      return ticks.map((tick, i) => {
        const parsed = actionTaskSchema.safeParse(snapshots[i]?.value);
        return { ...tick, task: parsed.success ? parsed.data : undefined };
      });
    },
    [userId, listLoadedAt],
    NO_TICKS,
  );
}
