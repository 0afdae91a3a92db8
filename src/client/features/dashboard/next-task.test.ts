import { describe, expect, it } from 'vitest';
import { nextTaskToShow } from './next-task';

describe('the task the dashboard shows next', () => {
  it('shows an overdue task before one due in 7 days', () => {
    const tasks = [
      { id: 'late', dueDate: '2026-11-20', isOverdue: true },
      { id: 'soon', dueDate: '2026-12-03', isOverdue: false },
    ];
    expect(nextTaskToShow(tasks)?.id).toBe('late');
    expect(nextTaskToShow([...tasks].reverse())?.id).toBe('late');
  });

  it('shows the soonest due when nothing is overdue, and skips tasks with no due date', () => {
    const tasks = [
      { id: 'undated', dueDate: null, isOverdue: false },
      { id: 'soon', dueDate: '2026-12-03', isOverdue: false },
      { id: 'later', dueDate: '2026-12-20', isOverdue: false },
    ];
    expect(nextTaskToShow(tasks)?.id).toBe('soon');
    expect(nextTaskToShow([])).toBeUndefined();
  });
});
