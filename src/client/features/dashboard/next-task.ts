// The one task the dashboard's checklist panel points at: an overdue task while there is one (the
// most overdue first, as the list sorts them), else the soonest due. A task due next week never
// hides a task already late.
import type { ActionTask } from '@contract/action-tasks';

export function nextTaskToShow<T extends Pick<ActionTask, 'dueDate' | 'isOverdue'>>(pendingSoonestFirst: readonly T[]): T | undefined {
  return pendingSoonestFirst.find((task) => task.dueDate && task.isOverdue) ?? pendingSoonestFirst.find((task) => task.dueDate);
}
