// The body of one checklist tab: skeleton, error with retry, empty state, or the tasks and pager.
import type { ActionTask, ActionTaskList } from '@contract/action-tasks';
import { entityKeys } from '@offline/mutations';
import '@client/i18n/en/checklist';
import { useI18n } from '@client/i18n/use-i18n';
import { useListFocus } from '@client/lib/use-list-focus';
import { Button } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { ChecklistIcon } from '@client/ui/icons';
import { LoadError } from '@client/ui/load-state';
import { SnapshotStaleNotice } from '@client/ui/snapshot-stale-notice';
import { Pagination } from '@client/ui/pagination';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { emptyTabKind } from '../task-labels';
import { TaskRow } from './task-row';

interface TaskListProps {
  /** The tab's tasks as this device has them (the server's list with waiting ticks applied). */
  list: ActionTaskList | undefined;
  error: unknown;
  onRetry: () => void;
  completed: boolean;
  filtered: boolean;
  onClearFilter: () => void;
  limit: number;
  offset: number;
  onPage: (next: { limit: number; offset: number }) => void;
  onCompleted?: (task: ActionTask) => void;
}

export function TaskList({ list: data, error, onRetry, completed, filtered, onClearFilter, limit, offset, onPage, onCompleted }: TaskListProps) {
  const { t } = useI18n();
  // A ticked task leaves this tab: focus stays in the list, on the next task's box.
  const { containerRef, itemProps } = useListFocus<HTMLDivElement>(data?.items.map((task) => task.id));
  if (!data && error) return <LoadError what={t('checklist.list.what')} error={error} onRetry={onRetry} />;
  if (!data) {
    return (
      <SkeletonGroup label={t('checklist.list.loading')} className="space-y-3">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5">
            <Skeleton className="size-6" />
            <div className="flex-1">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="mt-2 h-4 w-3/4" />
              <Skeleton className="mt-3 h-4 w-32" />
            </div>
          </div>
        ))}
      </SkeletonGroup>
    );
  }
  const empty = emptyTabKind({ completed, filtered, counts: data.counts });
  return (
    <div ref={containerRef}>
      <SnapshotStaleNotice error={error} onRetry={onRetry} entityKeys={data.items.map((task) => entityKeys.task(task.id))} />
      {data.items.length === 0 ? (
        <EmptyState
          icon={<ChecklistIcon className="size-6" />}
          title={t(`checklist.empty.${empty}`)}
          action={
            filtered ? (
              <Button variant="secondary" onClick={onClearFilter}>
                {t('checklist.empty.showAll')}
              </Button>
            ) : undefined
          }
        >
          {t(`checklist.empty.${empty}Text`)}
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-3" aria-label={completed ? t('checklist.list.completed') : t('checklist.list.pending')}>
            {data.items.map((task) => (
              <li key={task.id} {...itemProps(task.id)}>
                <TaskRow task={task} onCompleted={onCompleted} />
              </li>
            ))}
          </ul>
          <Pagination className="mt-6" label={t('checklist.list.pages')} total={data.total} limit={limit} offset={offset} onChange={onPage} />
        </>
      )}
    </div>
  );
}
