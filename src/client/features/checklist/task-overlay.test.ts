import { describe, expect, it } from 'vitest';
import type { ActionTask, ActionTaskList } from '@contract/action-tasks';
import { overlayWaitingTicks } from './task-overlay';

const task = (id: string, more: Partial<ActionTask> = {}): ActionTask => ({
  id,
  title: `Task ${id}`,
  description: null,
  kind: 'general',
  resourceType: null,
  resource: null,
  isRequired: true,
  dueDate: '2026-11-20',
  status: 'Pending',
  isCompleted: false,
  completedAt: null,
  isOverdue: false,
  ...more,
});
const list = (items: ActionTask[], counts: ActionTaskList['counts'], total = counts.pending): ActionTaskList => ({ items, total, counts });
const today = '2026-11-26';

describe('the checklist with the ticks waiting on this device', () => {
  const a = task('a', { isOverdue: true });
  const b = task('b', { dueDate: '2026-12-01' });
  const done = task('c', { isCompleted: true, status: 'Completed', completedAt: '2026-11-01T10:00:00.000Z' });

  it('moves a task ticked on this device from Pending to Completed, with the counts', () => {
    const pending = list([a, b], { pending: 2, completed: 1, overdue: 1 });
    const shown = overlayWaitingTicks(pending, [{ taskId: 'a', isCompleted: true, syncedAt: null, task: a }], { completedTab: false, today });
    expect(shown.items.map((t) => t.id)).toEqual(['b']);
    expect(shown.counts).toEqual({ pending: 1, completed: 2, overdue: 0 });
    expect(shown.total).toBe(1);

    const completed = list([done], { pending: 2, completed: 1, overdue: 1 }, 1);
    const there = overlayWaitingTicks(completed, [{ taskId: 'a', isCompleted: true, syncedAt: null, task: a }], { completedTab: true, today });
    expect(there.items.map((t) => [t.id, t.isCompleted, t.isOverdue])).toEqual([
      ['a', true, false],
      ['c', true, false],
    ]);
    expect(there.total).toBe(2);
  });

  it('moves a task reopened on this device back to Pending', () => {
    const completed = list([done], { pending: 0, completed: 1, overdue: 0 }, 1);
    const shown = overlayWaitingTicks(completed, [{ taskId: 'c', isCompleted: false, syncedAt: null, task: done }], { completedTab: true, today });
    expect(shown.items).toEqual([]);
    // Due 11/20, reopened on 11/26: overdue again.
    expect(shown.counts).toEqual({ pending: 1, completed: 0, overdue: 1 });
  });

  it('moves a task ticked and synced since the other tab was loaded, though its snapshot is already the server answer', () => {
    // The Completed tab, loaded ahead before the tick; the sync stored the server's answer (completed).
    const completed = list([done], { pending: 2, completed: 1, overdue: 1 }, 1);
    const answered = { ...a, isCompleted: true, status: 'Completed' as const, isOverdue: false, completedAt: '2026-11-26T09:00:00.000Z' };
    const there = overlayWaitingTicks(completed, [{ taskId: 'a', isCompleted: true, syncedAt: 1, task: answered }], { completedTab: true, today });
    expect(there.items.map((t) => t.id)).toEqual(['a', 'c']);
    expect(there.counts).toEqual({ pending: 1, completed: 2, overdue: 0 });
    // Still waiting, the snapshot is the server's copy from before the tick: one the server already has moves nothing.
    expect(
      overlayWaitingTicks(completed, [{ taskId: 'a', isCompleted: true, syncedAt: null, task: answered }], { completedTab: true, today }),
    ).toEqual(completed);
  });

  it('leaves tasks alone when the tick is what the server has, or the task is unknown or outside the filter', () => {
    const pending = list([a, b], { pending: 2, completed: 1, overdue: 1 });
    const ticks = [
      { taskId: 'b', isCompleted: false, syncedAt: null, task: b },
      { taskId: 'x', isCompleted: true, syncedAt: null, task: undefined },
    ];
    expect(overlayWaitingTicks(pending, ticks, { completedTab: false, today })).toEqual(pending);
    const project = overlayWaitingTicks(pending, [{ taskId: 'a', isCompleted: true, syncedAt: null, task: a }], {
      completedTab: false,
      resourceType: 'project',
      today,
    });
    expect(project).toEqual(pending);
  });
});
