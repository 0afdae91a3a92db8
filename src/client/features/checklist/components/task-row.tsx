// One checklist task: the checkbox that completes it (stored on the device at once, synced later),
// its required/optional badge, its resource, and its due date — overdue in words and in red.
import { useId, useState } from 'react';
import { isTaskOverdue, todayUtc, type ActionTask } from '@contract/action-tasks';
import '@client/i18n/en/checklist';
import { useI18n } from '@client/i18n/use-i18n';
import { localDay } from '@client/lib/dates';
import { useCan } from '@client/lib/use-can';
import { usePendingTask } from '@client/lib/use-outbox';
import { paths } from '@client/app/paths';
import { AppLink } from '@client/ui/app-link';
import { Badge } from '@client/ui/badge';
import { cx } from '@client/ui/cx';
import { AlertIcon, CalendarIcon } from '@client/ui/icons';
import { dueText, resourceTypeLabelId } from '../task-labels';
import { useQueueCompletion, useRefreshTasksOnSync } from '../use-task-outbox';

/** `onCompleted`: the task was ticked (stored on the device), so the page can offer to undo it. */
export function TaskRow({ task, onCompleted }: { task: ActionTask; onCompleted?: (task: ActionTask) => void }) {
  const i18n = useI18n();
  const { t, listDate } = i18n;
  const titleId = useId();
  const detailsId = useId();
  const pending = usePendingTask(task.id);
  const canAct = useCan('district:act');
  // The tick shows at once, before the outbox (an IndexedDB write, then a live query) reports it;
  // it gives way as soon as the outbox or the server has a value of its own.
  const [ticked, setTicked] = useState<boolean | null>(null);
  useRefreshTasksOnSync(task.id, () => setTicked(null));
  const queueCompletion = useQueueCompletion();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (ticked !== null && !saving && (pending !== undefined || task.isCompleted === ticked)) setTicked(null);

  const completed = ticked ?? pending ?? task.isCompleted;
  const today = todayUtc();
  const overdue = pending === undefined ? task.isOverdue : isTaskOverdue({ isCompleted: completed, dueDate: task.dueDate }, today);

  const toggle = async () => {
    const next = !completed;
    setError(null);
    setTicked(next);
    setSaving(true);
    try {
      await queueCompletion(task.id, next);
      if (next) onCompleted?.(task);
    } catch {
      setTicked(null);
      setError(t('checklist.task.storeFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        // Every card has the thick start edge, so the checkboxes line up; only overdue colours it.
        'flex gap-3 rounded-xl border border-s-4 bg-white p-4 shadow-xs sm:gap-4 sm:p-5',
        overdue ? 'border-red-200 border-s-red-500' : 'border-slate-200',
      )}
    >
      {canAct ? (
        // A 44 px tap target around a 24 px box.
        <label className="-m-2.5 flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg hover:bg-slate-50">
          <input
            type="checkbox"
            checked={completed}
            onChange={() => void toggle()}
            disabled={saving}
            aria-labelledby={titleId}
            aria-describedby={detailsId}
            className="size-6 cursor-pointer accent-primary-700"
          />
        </label>
      ) : (
        // Programme staff see the district's tasks but tick them only from the staff console.
        <span
          aria-hidden="true"
          className={cx('mt-0.5 size-6 shrink-0 rounded border-2', completed ? 'border-emerald-600 bg-emerald-600' : 'border-slate-300')}
        />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className={cx('font-semibold', completed ? 'text-slate-500 line-through decoration-slate-400' : 'text-slate-900')}>
            {task.title}
          </h3>
          {task.isRequired ? <Badge tone="primary">{t('checklist.task.required')}</Badge> : <Badge>{t('checklist.task.optional')}</Badge>}
          {pending !== undefined && <Badge tone="warning">{t('checklist.task.notSynced')}</Badge>}
        </div>
        <div id={detailsId}>
          {task.description && <p className="mt-1 text-sm text-slate-600">{task.description}</p>}
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            {task.resourceType && (
              <span className="text-slate-600">
                {task.resource
                  ? t('checklist.task.resource', { type: t(resourceTypeLabelId(task.resourceType)), name: task.resource.name })
                  : t(resourceTypeLabelId(task.resourceType))}
              </span>
            )}
            {canAct && !completed && task.resourceType === 'project' && task.resource && (
              // A project kit task opens that project's count screen (the projects list of that kit
              // when the district has several projects of it).
              <AppLink
                to={task.projectId ? paths.project(task.projectId, 'inventory') : `${paths.projects()}?kit=${task.resource.id}`}
                className="font-medium text-primary-700 hover:underline"
              >
                {t('checklist.task.openCount', { name: task.resource.name })}
              </AppLink>
            )}
            {task.outcomeReportId && (
              // A term's outcome report task opens the report (its form, or what was sent).
              <AppLink to={paths.outcomeReport(task.outcomeReportId)} className="font-medium text-primary-700 hover:underline">
                {t('checklist.task.openReport')}
              </AppLink>
            )}
            {completed && task.completedAt && pending === undefined ? (
              <span className="text-emerald-700">{t('checklist.task.completedOn', { date: listDate(localDay(task.completedAt)) })}</span>
            ) : completed ? (
              <span className="text-emerald-700">{t('checklist.task.completedHere')}</span>
            ) : task.dueDate ? (
              <span className={cx('inline-flex items-center gap-1', overdue ? 'font-semibold text-red-700' : 'text-slate-600')}>
                {overdue ? <AlertIcon className="size-4" /> : <CalendarIcon className="size-4" />}
                {dueText(task.dueDate, overdue, today, i18n)}
              </span>
            ) : (
              <span className="text-slate-500">{t('checklist.task.noDueDate')}</span>
            )}
          </p>
        </div>
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </article>
  );
}
