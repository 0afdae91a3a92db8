// My Checklist (spec §2, §3 "Checklist task"): pending and completed tasks in two tabs, filtered by
// resource type, 15 a page. Ticking a task is stored on the device first, so it works offline: the
// box ticks at once, and once stored the task moves to the other tab (the counts with it) marked
// "Not synced" until the server has it, online and offline alike (task-overlay.ts). Tab, filter and
// page live in the address (?tab=completed&type=project&page=2).
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { TASK_RESOURCE_TYPES, todayUtc, type ActionTask, type ActionTaskList, type TaskResourceType } from '@contract/action-tasks';
import type { MessageId } from '@client/i18n/en';
import '@client/i18n/en/checklist';
import { useI18n } from '@client/i18n/use-i18n';
import { useListParams } from '@client/lib/use-list-params';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { cx } from '@client/ui/cx';
import { PageHeader } from '@client/ui/page-header';
import { SelectField } from '@client/ui/select-field';
import { preloadTasks, useActionTasks, useRefreshTasks } from './api';
import { TaskList } from './components/task-list';
import { resourceTypeLabelId } from './task-labels';
import { overlayWaitingTicks } from './task-overlay';
import { useQueueCompletion, useRefreshTasksOnSync, useWaitingTicks } from './use-task-outbox';

const TABS: readonly { key: 'pending' | 'completed'; labelId: MessageId }[] = [
  { key: 'pending', labelId: 'checklist.tab.pending' },
  { key: 'completed', labelId: 'checklist.tab.completed' },
];

export function ChecklistPage() {
  const { t, tp } = useI18n();
  const { params, limit, offset, setPaging, setFilters } = useListParams();
  const completed = params.get('tab') === 'completed';
  const typeParam = params.get('type');
  const resourceType = TASK_RESOURCE_TYPES.find((type) => type === typeParam);
  // The list's counts cover both tabs, so the tab labels come from the shown tab's answer.
  const tasks = useActionTasks({ completed, limit, offset, resourceType });
  const list = useTasksOnThisDevice(tasks.data, completed, resourceType);
  const loaded = Boolean(tasks.data);
  useEffect(() => {
    if (loaded) preloadTasks({ completed: !completed, limit, offset: 0, resourceType });
  }, [loaded, completed, limit, resourceType]);
  const counts = list?.counts;
  // The task just ticked: it leaves the Pending tab, so the page offers to take the tick back.
  const [justDone, setJustDone] = useState<ActionTask | null>(null);

  return (
    <>
      <PageHeader title={t('checklist.title')} description={t('checklist.description')} />
      <div aria-live="polite">{justDone && <UndoCompletion key={justDone.id} task={justDone} onClose={() => setJustDone(null)} />}</div>
      <TabGroup selectedIndex={completed ? 1 : 0} onChange={(index) => setFilters({ tab: index === 1 ? 'completed' : undefined })}>
        <div className="mb-6 flex flex-col gap-4 border-b border-slate-200 sm:flex-row sm:items-end sm:justify-between">
          <TabList aria-label={t('checklist.tabs')} className="-mb-px flex gap-6">
            {TABS.map((tab) => (
              <Tab
                key={tab.key}
                className={cx(
                  'inline-flex h-11 items-center gap-2 border-b-2 text-sm font-medium transition-colors focus:outline-none',
                  // outline-solid: focus:outline-none leaves the outline style at none for outline-2 to inherit.
                  'data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-primary-600 data-focus:outline-solid',
                  'data-selected:border-primary-600 data-selected:text-primary-700',
                  'border-transparent text-slate-600 hover:text-slate-900',
                )}
              >
                {t(tab.labelId)}
                {counts && (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums">
                    {tab.key === 'pending' ? counts.pending : counts.completed}
                  </span>
                )}
              </Tab>
            ))}
          </TabList>
          <div className="flex items-center gap-3 pb-3">
            {counts && counts.overdue > 0 && <Badge tone="danger">{tp('checklist.overdue', counts.overdue)}</Badge>}
            <SelectField
              label={t('checklist.filter.label')}
              hideLabel
              className="flex-1 sm:w-48 sm:flex-none"
              value={resourceType ?? ''}
              onChange={(event) => setFilters({ type: event.target.value })}
            >
              <option value="">{t('checklist.filter.all')}</option>
              {TASK_RESOURCE_TYPES.map((type: TaskResourceType) => (
                <option key={type} value={type}>
                  {t(resourceTypeLabelId(type))}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
        <TabPanels>
          {TABS.map((tab) => (
            <TabPanel
              key={tab.key}
              className="rounded-lg focus:outline-none data-focus:outline-2 data-focus:outline-offset-4 data-focus:outline-primary-600 data-focus:outline-solid"
            >
              <TaskList
                list={list}
                error={tasks.error}
                onRetry={() => void tasks.mutate()}
                completed={tab.key === 'completed'}
                filtered={Boolean(resourceType)}
                onClearFilter={() => setFilters({ type: undefined })}
                limit={limit}
                offset={offset}
                onPage={setPaging}
                onCompleted={setJustDone}
              />
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </>
  );
}

/**
 * The server's tab with the ticks waiting on this device applied. A tick that reaches the server
 * after the list was loaded stays applied until the list is loaded again, which it then is.
 */
function useTasksOnThisDevice(
  data: (ActionTaskList & { loadedAt: number }) | undefined,
  completed: boolean,
  resourceType: TaskResourceType | undefined,
) {
  const loadedAt = data?.loadedAt ?? 0;
  const ticks = useWaitingTicks(loadedAt);
  const refresh = useRefreshTasks();
  const syncedSinceLoad = ticks.flatMap((tick) => (tick.syncedAt === null ? [] : [`${tick.taskId}@${tick.syncedAt}`])).join(',');
  // Keyed by the list too: the other tab's list, loaded ahead before the tick, is older than the
  // sync even when the ticks are the ones the tab just left, and reloading the shown tab's list
  // does not reach a list only loaded ahead.
  useEffect(() => {
    if (syncedSinceLoad) void refresh();
  }, [syncedSinceLoad, loadedAt, refresh]);
  return data ? overlayWaitingTicks(data, ticks, { completedTab: completed, resourceType, today: todayUtc() }) : undefined;
}

/**
 * "Task completed · Undo": reopens the task through the outbox, like any tick. The task's row has
 * left the list, so this bar reloads the list when the task's changes reach the server.
 */
function UndoCompletion({ task, onClose }: { task: ActionTask; onClose: () => void }) {
  const { t } = useI18n();
  const queueCompletion = useQueueCompletion();
  const [state, setState] = useState<'done' | 'undoing' | 'failed'>('done');
  useRefreshTasksOnSync(task.id, () => {
    if (state === 'undoing') onClose();
  });
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
    >
      <span className="min-w-0 flex-1">
        {state === 'failed'
          ? t('checklist.task.storeFailed')
          : state === 'undoing'
            ? t('checklist.undo.undoing', { title: task.title })
            : t('checklist.undo.done', { title: task.title })}
      </span>
      {state === 'done' && (
        <Button
          variant="secondary"
          onClick={() => {
            setState('undoing');
            queueCompletion(task.id, false).catch(() => setState('failed'));
          }}
        >
          {t('checklist.undo.action')}
        </Button>
      )}
      <Button variant="ghost" onClick={onClose} aria-label={t('checklist.undo.dismiss')}>
        ×
      </Button>
    </div>
  );
}
