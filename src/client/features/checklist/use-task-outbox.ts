// Completing a checklist task goes through the offline outbox (docs/architecture.md §5): the tick is stored
// on the device at once, shown "Not synced", and the lists reload once the server has it.
import { entityKeys } from '../../../offline/mutations';
import { useEntitySettled } from '../../lib/use-entity-settled';
import { useQueueMutation } from '../../lib/use-outbox';
import { useRefreshTasks } from './api';

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
