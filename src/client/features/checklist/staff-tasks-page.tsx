// Checklist tasks (staff): create a task for a district or one of its people, and the tasks of the
// districts they look after — pending first, soonest due first — with edit and delete.
import '@client/i18n/en/checklist';
import '@client/i18n/en/staff-tasks';
import { useCallback, useRef, useState } from 'react';
import { STAFF_TASK_FILTERS, type StaffTask, type StaffTaskFilter } from '@contract/action-tasks';
import { useI18n } from '@client/i18n/use-i18n';
import { useListFocus } from '@client/lib/use-list-focus';
import { useListParams } from '@client/lib/use-list-params';
import { useSearchBox } from '@client/lib/use-search-box';
import { useStaffDistricts } from '@client/lib/staff-lookups';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { errorText } from '@client/ui/error-text';
import { ChecklistIcon } from '@client/ui/icons';
import { ListStates } from '@client/ui/list-states';
import { PageHeader } from '@client/ui/page-header';
import { Pagination } from '@client/ui/pagination';
import { SelectField } from '@client/ui/select-field';
import { TextField } from '@client/ui/text-field';
import { StaffTaskForm } from './components/staff-task-form';
import { deleteStaffTask, useRefreshStaffTasks, useStaffTasks } from './staff-api';
import { resourceTypeLabelId } from './task-labels';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function StaffTasksPage() {
  const { t, listDate } = useI18n();
  const { params, limit, offset, setPaging, setFilters } = useListParams();
  const status = (STAFF_TASK_FILTERS as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as StaffTaskFilter)
    : undefined;
  const districtId = UUID.test(params.get('district') ?? '') ? params.get('district')! : undefined;
  const search = (params.get('q') ?? '').slice(0, 100);
  const districts = useStaffDistricts();
  const list = useStaffTasks({ status, districtId, search: search || undefined, limit, offset });
  const refresh = useRefreshStaffTasks();
  // A deleted task's row leaves the list: focus goes to the next row, not to the page's start.
  const { containerRef, itemProps } = useListFocus<HTMLDivElement>(list.data?.items.map((task) => task.id));

  const applySearch = useCallback((q: string) => setFilters({ q }), [setFilters]);
  const [typed, setTyped] = useSearchBox(search, applySearch);

  const [editing, setEditing] = useState<StaffTask | null>(null);
  const [deleting, setDeleting] = useState<StaffTask | null>(null);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const onSaved = async (task: StaffTask, created: boolean) => {
    await refresh();
    setEditing(null);
    setFeedback({ tone: 'success', text: t(created ? 'staffTasks.created' : 'staffTasks.saved', { title: task.title }) });
  };
  const onDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    setFeedback(null);
    try {
      await deleteStaffTask(deleting.id);
      await refresh();
      if (editing?.id === deleting.id) setEditing(null);
      setFeedback({ tone: 'success', text: t('staffTasks.deleted', { title: deleting.title }) });
    } catch (error) {
      setFeedback({ tone: 'error', text: errorText(error, t) });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };
  const edit = (task: StaffTask) => {
    setFeedback(null);
    setEditing(task);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // The form's first field takes the focus, so keyboard users land where the task can be changed.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled])')?.focus());
  };
  const filtered = Boolean(status || districtId || search);
  const statusOf = (task: StaffTask) => (task.isCompleted ? 'completed' : task.isOverdue ? 'overdue' : 'pending');

  return (
    <>
      <PageHeader title={t('staffTasks.title')} description={t('staffTasks.description')} />
      <div ref={formRef} className="scroll-mt-24">
        <StaffTaskForm task={editing} onSaved={onSaved} onCancel={() => setEditing(null)} />
      </div>

      <div
        role="search"
        aria-label={t('staffTasks.filters.label')}
        className="mt-8 mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_16rem_minmax(0,20rem)]"
      >
        <SelectField label={t('staffTasks.filters.status')} value={status ?? ''} onChange={(event) => setFilters({ status: event.target.value })}>
          <option value="">{t('staffTasks.filters.all')}</option>
          {STAFF_TASK_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`staffTasks.filters.${value}`)}
            </option>
          ))}
        </SelectField>
        {districts.data && districts.data.items.length > 1 && (
          <SelectField
            label={t('staffTasks.filters.district')}
            value={districtId ?? ''}
            onChange={(event) => setFilters({ district: event.target.value })}
          >
            <option value="">{t('staffTasks.filters.allDistricts')}</option>
            {districts.data.items.map((district) => (
              <option key={district.id} value={district.id}>
                {district.name}
              </option>
            ))}
          </SelectField>
        )}
        <TextField label={t('staffTasks.filters.search')} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
      </div>
      {feedback && (
        <Alert tone={feedback.tone} className="mb-4">
          {feedback.text}
        </Alert>
      )}
      <div ref={containerRef}>
        <ListStates
          list={list}
          what={t('staffTasks.what')}
          loadingLabel={t('staffTasks.loading')}
          skeletonClassName="card space-y-3 rounded-xl p-5"
          empty={{
            icon: ChecklistIcon,
            filtered,
            title: t('staffTasks.empty.title'),
            text: t('staffTasks.empty.text'),
            filteredTitle: t('staffTasks.empty.filtered'),
            filteredText: t('staffTasks.empty.filteredText'),
            clearLabel: t('staffTasks.filters.clear'),
            onClear: () => {
              setTyped('');
              setFilters({ status: undefined, district: undefined, q: undefined });
            },
          }}
        >
          {(data) => (
            <>
              <ul aria-label={t('staffTasks.list')} className="card divide-y divide-slate-200 rounded-xl">
                {data.items.map((task) => {
                  const state = statusOf(task);
                  return (
                    <li key={task.id} {...itemProps(task.id)} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
                      <div className="min-w-0">
                        <p className="font-medium break-words text-slate-900">{task.title}</p>
                        {task.description && <p className="mt-0.5 text-sm break-words text-slate-600">{task.description}</p>}
                        <p className="mt-1 text-sm text-slate-600">
                          {t('staffTasks.for', { district: task.district.name, person: task.assignee?.name ?? t('staffTasks.form.everyone') })}
                        </p>
                        <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
                          <Badge tone={state === 'completed' ? 'success' : state === 'overdue' ? 'danger' : 'primary'}>
                            {t(`staffTasks.status.${state}`)}
                          </Badge>
                          <Badge tone={task.isRequired ? 'warning' : 'neutral'}>
                            {task.isRequired ? t('checklist.task.required') : t('checklist.task.optional')}
                          </Badge>
                          {task.resourceType && (
                            <Badge tone="violet">
                              {task.resource
                                ? t('checklist.task.resource', { type: t(resourceTypeLabelId(task.resourceType)), name: task.resource.name })
                                : t(resourceTypeLabelId(task.resourceType))}
                            </Badge>
                          )}
                          <span className="text-slate-600 tabular-nums">
                            {task.dueDate ? t('checklist.due.on', { date: listDate(task.dueDate) }) : t('checklist.task.noDueDate')}
                          </span>
                        </div>
                      </div>
                      <div className="flex shrink-0 gap-2">
                        <Button size="sm" variant="secondary" onClick={() => edit(task)} aria-label={t('staffTasks.editTask', { title: task.title })}>
                          {t('staffTasks.edit')}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => setDeleting(task)}
                          aria-label={t('staffTasks.deleteTask', { title: task.title })}
                        >
                          {t('staffTasks.delete')}
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
              <Pagination className="mt-6" label={t('staffTasks.list')} total={data.total} limit={limit} offset={offset} onChange={setPaging} />
            </>
          )}
        </ListStates>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t('staffTasks.deleteTitle')}
        confirmLabel={t('staffTasks.deleteConfirm')}
        cancelLabel={t('staffTasks.keep')}
        tone="danger"
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => void onDelete()}
      >
        {deleting ? t('staffTasks.deleteText', { title: deleting.title }) : null}
      </ConfirmDialog>
    </>
  );
}
