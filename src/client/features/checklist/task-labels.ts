// How a checklist task reads: its resource type and its due date in words.
import type { TaskResourceType } from '../../../contract/action-tasks';
import { daysBetween, formatDay, plural } from '../../lib/dates';

export const RESOURCE_TYPE_LABELS: Record<TaskResourceType, string> = {
  'onsite-field-trip': 'Onsite field trip',
  project: 'Project',
  workshop: 'Workshop',
  'career-tool': 'Career tool',
  classbox: 'Classbox',
};

/** "Overdue by 3 days", "Due today", "Due 03/07/2025"; judged on the server's (UTC) calendar day. */
export function dueText(dueDate: string, overdue: boolean, today: string): string {
  if (overdue) return `Overdue by ${plural(daysBetween(dueDate, today), 'day')} (due ${formatDay(dueDate)})`;
  if (dueDate === today) return `Due today (${formatDay(dueDate)})`;
  return `Due ${formatDay(dueDate)}`;
}
