// The checklist as it stands on this device: the server's tab with the ticks still waiting in the
// outbox applied (docs/architecture.md §5, point 1: the screen shows the local result at once). A
// task ticked offline leaves Pending for Completed at once and the tab counts move, exactly as when
// the server has it a moment later online; its row keeps the "Not synced" mark until it arrives.
import { isTaskOverdue, type ActionTask, type ActionTaskList, type TaskResourceType } from '@contract/action-tasks';

export interface WaitingTick {
  taskId: string;
  /** The latest waiting state of the task. */
  isCompleted: boolean;
  /** When it reached the server (after the list on screen was loaded); null while it waits. */
  syncedAt: number | null;
  /** The task as the server last sent it (its snapshot on this device), when known. */
  task: ActionTask | undefined;
}

export interface OverlayOptions {
  completedTab: boolean;
  resourceType?: TaskResourceType;
  /** YYYY-MM-DD (UTC), for tasks that stop or start being overdue. */
  today: string;
}

/**
 * The tab's list with the waiting ticks applied: a task whose waiting state differs from the
 * server's leaves its tab and joins the other (at the top: it is the latest change), and the counts
 * move with it. A task the device knows nothing about (no snapshot, not on this page) stays as the
 * server has it.
 */
export function overlayWaitingTicks(list: ActionTaskList, ticks: readonly WaitingTick[], options: OverlayOptions): ActionTaskList {
  if (ticks.length === 0) return list;
  const onPage = new Map(list.items.map((task) => [task.id, task]));
  const counts = { ...list.counts };
  const leaving = new Set<string>();
  const joining: ActionTask[] = [];
  for (const tick of ticks) {
    const listed = onPage.get(tick.taskId);
    const known = listed ?? tick.task;
    if (!known) continue;
    // Off this page, a tick that reached the server after the list was loaded has already replaced
    // the device's snapshot with the server's answer to it; the older list still had the task as
    // it was before the tick.
    const before = listed ? listed.isCompleted : tick.syncedAt !== null ? !tick.isCompleted : known.isCompleted;
    if (before === tick.isCompleted) continue;
    if (options.resourceType && known.resourceType !== options.resourceType) continue;
    const wasOverdue = isTaskOverdue({ isCompleted: before, dueDate: known.dueDate }, options.today);
    const moved: ActionTask = {
      ...known,
      isCompleted: tick.isCompleted,
      status: tick.isCompleted ? 'Completed' : 'Pending',
      // Set by the server when it has the tick; the row says "completed on this device" meanwhile.
      completedAt: null,
      isOverdue: isTaskOverdue({ isCompleted: tick.isCompleted, dueDate: known.dueDate }, options.today),
    };
    if (tick.isCompleted) {
      counts.pending = Math.max(0, counts.pending - 1);
      counts.completed += 1;
      if (wasOverdue) counts.overdue = Math.max(0, counts.overdue - 1);
    } else {
      counts.completed = Math.max(0, counts.completed - 1);
      counts.pending += 1;
      if (moved.isOverdue) counts.overdue += 1;
    }
    if (onPage.has(tick.taskId)) leaving.add(tick.taskId);
    else if (tick.isCompleted === options.completedTab) joining.push(moved);
  }
  const items = [...joining, ...list.items.filter((task) => !leaving.has(task.id))];
  return { ...list, items, counts, total: options.completedTab ? counts.completed : counts.pending };
}
