import '@client/i18n/en/frame';
import { todayUtc } from '@contract/calendar';
import { paths } from '@client/app/paths';
import type { I18n } from '@client/i18n/locale-store';
import { useI18n } from '@client/i18n/use-i18n';
import { AppLink } from '@client/ui/app-link';
import { cx } from '@client/ui/cx';
import { ChecklistIcon, ClockIcon } from '@client/ui/icons';
import { ProgressBar } from '@client/ui/progress-bar';
import { useChecklistSummary } from '../api';
import { nextTaskToShow } from '../next-task';
import { Panel, PanelError, PanelSkeleton } from './panel';

/** My Checklist at a glance: what is pending, overdue and done, and what is due next. */
export function ChecklistPanel() {
  const { t } = useI18n();
  const { data, error, mutate } = useChecklistSummary();
  return (
    <Panel
      title={t('nav.checklist')}
      icon={ChecklistIcon}
      link={{ to: paths.checklist(), label: t('dashboard.checklist.open') }}
      savedAt={data?.savedAt}
    >
      {data ? (
        <ChecklistBody data={data} />
      ) : error ? (
        <PanelError error={error} what={t('dashboard.checklist.what')} onRetry={() => mutate()} />
      ) : (
        <PanelSkeleton lines={4} className="min-h-64" />
      )}
    </Panel>
  );
}

function ChecklistBody({ data }: { data: NonNullable<ReturnType<typeof useChecklistSummary>['data']> }) {
  const i18n = useI18n();
  const { t, listDate } = i18n;
  const { pending, completed, overdue } = data.counts;
  const total = pending + completed;
  if (total === 0) {
    return <p className="text-sm text-slate-600">{t('dashboard.checklist.empty')}</p>;
  }
  const today = todayUtc();
  const next = nextTaskToShow(data.items);
  const stats = [
    { label: t('dashboard.checklist.pending'), value: pending, tone: 'text-slate-900' },
    { label: t('dashboard.checklist.overdue'), value: overdue, tone: overdue > 0 ? 'text-red-700' : 'text-slate-900' },
    { label: t('dashboard.checklist.completed'), value: completed, tone: 'text-slate-900' },
  ];
  return (
    <>
      <dl className="grid grid-cols-3 gap-3">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-lg bg-slate-50 px-3 py-2.5">
            <dt className="text-xs font-medium text-slate-600">{stat.label}</dt>
            <dd className={cx('mt-0.5 text-2xl font-bold tabular-nums', stat.tone)}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5">
        <div className="mb-1.5 flex justify-between text-sm text-slate-600">
          <span>{t('dashboard.checklist.progress')}</span>
          <span className="font-medium text-slate-800">{t('dashboard.checklist.doneOf', { done: completed, total })}</span>
        </div>
        <ProgressBar
          value={completed / total}
          label={t('dashboard.checklist.progress')}
          valueText={t('dashboard.checklist.doneOf', { done: completed, total })}
          tone="success"
        />
      </div>
      {next && next.dueDate && (
        <AppLink
          to={paths.checklist()}
          className="mt-5 flex items-start gap-3 rounded-lg border border-slate-200 p-3 hover:border-primary-300 hover:bg-primary-50/40"
        >
          <ClockIcon className={cx('mt-0.5', next.isOverdue ? 'text-red-600' : 'text-primary-700')} />
          <span className="min-w-0">
            <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {next.isOverdue ? t('dashboard.checklist.overdueTask') : t('dashboard.checklist.nextDue')}
            </span>
            <span className="line-clamp-2 block font-medium text-slate-900">{next.title}</span>
            <span className={cx('block text-sm', next.isOverdue ? 'text-red-700' : 'text-slate-600')}>
              {t('dashboard.checklist.dueOn', { date: listDate(next.dueDate) })}
              {' · '}
              {dueIn(next.dueDate, today, i18n)}
            </span>
          </span>
        </AppLink>
      )}
    </>
  );
}

function dueIn(dueDate: string, today: string, { t, tp }: I18n): string {
  const days = Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  if (days === 0) return t('dashboard.checklist.dueToday');
  return days > 0 ? tp('dashboard.checklist.dueInDays', days) : tp('dashboard.checklist.daysLate', -days);
}
