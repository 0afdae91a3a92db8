import { MAX_KITS_ON_HAND } from '@contract/constants';
import type { ProjectSummary } from '@contract/projects';
import { paths } from '@client/app/paths';
import '@client/i18n/en/projects';
import type { I18n } from '@client/i18n/locale-store';
import { useI18n } from '@client/i18n/use-i18n';
import { daysBetween, localDay } from '@client/lib/dates';
import { useCan } from '@client/lib/use-can';
import { AppLink } from '@client/ui/app-link';
import { Badge } from '@client/ui/badge';
import { buttonClasses } from '@client/ui/button';
import { entityKeys, useProjectWithPending, useRefreshOnSync } from '../use-kit-outbox';
import { countedWhen, pendingCountText } from '../counted-when';

/** One project in the Hands-On Projects list: its kits at a glance and the count action. */
export function ProjectCard({ project: fromServer }: { project: ProjectSummary }) {
  const i18n = useI18n();
  // Counting is the district's act; programme staff only look (district:act).
  const canAct = useCan('district:act');
  const { t } = i18n;
  // Every figure with this device's waiting counts and returns laid over, so they agree with each other.
  const project = useProjectWithPending(fromServer);
  const { pending } = project;
  useRefreshOnSync(entityKeys.project(project.id));
  const counted = countedWhen(project);
  const titleId = `project-${project.id}`;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
      <div className="min-w-0">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          <AppLink to={paths.project(project.id)} className="hover:text-primary-700 hover:underline">
            {project.name}
          </AppLink>
        </h2>
        <p className="mt-0.5 truncate text-sm text-slate-600">{project.school.name}</p>
      </div>

      <div className="mt-4 flex items-end justify-between gap-3">
        <div>
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t('projects.card.kitsOnHand')}</p>
          <p className="mt-1 flex items-baseline gap-1.5">
            <span className="text-4xl font-bold text-slate-900 tabular-nums">{project.kitsOnHand}</span>
            <span className="text-sm text-slate-500">{t('projects.ofMax', { max: MAX_KITS_ON_HAND })}</span>
          </p>
        </div>
        {(pending.count || pending.returnedKits > 0) && <Badge tone="warning">{t('projects.notSynced')}</Badge>}
      </div>

      <dl className="mt-4 grid grid-cols-3 gap-2 border-t border-slate-100 pt-4 text-center">
        <Figure label={t('projects.card.available')} value={project.kitsAvailable} />
        <Figure label={t('projects.card.checkedOut')} value={project.kitsCheckedOut} />
        <Figure label={t('projects.card.onTheWay')} value={project.kitsRequested} />
      </dl>

      <p className="mt-4 text-xs text-slate-500">
        {pending.count ? pendingCountText(pending.count.madeAt, i18n) : counted ? countedText(counted, i18n) : t('projects.notCounted')}
      </p>

      <div className="mt-4 flex gap-2 pt-1 sm:mt-auto">
        {canAct && (
          <AppLink to={paths.project(project.id, 'inventory')} className={buttonClasses('primary', 'md', true)}>
            <span aria-hidden="true">{t('projects.action.count')}</span>
            <span className="sr-only">{t('projects.card.countFor', { name: project.name })}</span>
          </AppLink>
        )}
        <AppLink to={paths.project(project.id)} className={buttonClasses('secondary', 'md', true)}>
          <span aria-hidden="true">{t('projects.card.details')}</span>
          <span className="sr-only">{t('projects.card.detailsOf', { name: project.name })}</span>
        </AppLink>
      </div>
    </article>
  );
}

/** "Counted today", "Counted yesterday", "Counted 3 days ago". */
function countedText(instant: string, { t, tp }: I18n): string {
  const days = daysBetween(localDay(instant), localDay(new Date()));
  if (days <= 0) return t('projects.card.countedToday');
  if (days === 1) return t('projects.card.countedYesterday');
  return tp('projects.card.countedDaysAgo', days);
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
