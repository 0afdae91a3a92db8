// "Count due" on the dashboard: the district's project kits whose count has come due by its count
// schedule, most overdue first, each with a link that starts a count of that project.
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { AppLink } from '@client/ui/app-link';
import { useDashboardSummary } from '../api';

export function CountDueNotice() {
  const { t, tp } = useI18n();
  const due = useDashboardSummary().data?.countsDue ?? [];
  if (due.length === 0) return null;
  return (
    <section
      aria-labelledby="count-due-title"
      data-count-due
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id="count-due-title" className="text-base font-semibold">
        {tp('dashboard.countDue.title', due.length)}
      </h2>
      <p className="mt-1">{t('dashboard.countDue.intro')}</p>
      <ul className="mt-2 space-y-1">
        {due.map((item) => (
          <li key={item.projectId}>
            <AppLink to={paths.newCount({ project: item.projectId })} className="font-semibold underline underline-offset-2">
              {t('dashboard.countDue.count', { project: item.projectName, school: item.schoolName })}
            </AppLink>
            {' — '}
            <span className={item.daysOverdue > 0 ? 'font-medium text-red-700' : undefined}>
              {item.daysOverdue > 0 ? tp('dashboard.countDue.overdue', item.daysOverdue) : t('dashboard.countDue.dueToday')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
