// How a checklist task reads: its resource type and its due date in words.
import type { ActionTaskCounts, TaskResourceType } from '@contract/action-tasks';
import type { MessageId } from '@client/i18n/en';
import '@client/i18n/en/checklist';
import type { Formatters } from '@client/i18n/format';
import type { Translator } from '@client/i18n/translate';
import { daysBetween } from '@client/lib/dates';

/** The message id of a resource type's name. */
export const resourceTypeLabelId = (type: TaskResourceType): MessageId => `checklist.resourceType.${type}`;

/** "Overdue by 3 days", "Due today", "Due 03/07/2025"; judged on the server's (UTC) calendar day. */
export function dueText(
  dueDate: string,
  overdue: boolean,
  today: string,
  { t, tp, listDate }: Pick<Translator, 't' | 'tp'> & Pick<Formatters, 'listDate'>,
): string {
  const date = listDate(dueDate);
  if (overdue) return tp('checklist.due.overdue', daysBetween(dueDate, today), { date });
  if (dueDate === today) return t('checklist.due.today', { date });
  return t('checklist.due.on', { date });
}

/**
 * Which empty state an empty tab shows. "All caught up" only when tasks were done: a checklist that
 * never had a task (a new applicant's) says that there are none yet, not that every one is done.
 */
export function emptyTabKind(tab: {
  completed: boolean;
  filtered: boolean;
  counts: Pick<ActionTaskCounts, 'completed'>;
}): 'completed' | 'filtered' | 'allDone' | 'none' {
  if (tab.completed) return 'completed';
  if (tab.filtered) return 'filtered';
  return tab.counts.completed > 0 ? 'allDone' : 'none';
}
