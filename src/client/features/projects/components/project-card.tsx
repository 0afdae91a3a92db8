import { MAX_KITS_ON_HAND } from '../../../../contract/constants';
import type { ProjectSummary } from '../../../../contract/projects';
import { paths } from '../../../app/paths';
import { relativeDays } from '../../../lib/dates';
import { AppLink } from '../../../ui/app-link';
import { Badge } from '../../../ui/badge';
import { buttonClasses } from '../../../ui/button';
import { entityKeys, usePendingCount, useRefreshOnSync } from '../use-kit-outbox';

/** One project in the Hands-On Projects list: its kits at a glance and the count action. */
export function ProjectCard({ project }: { project: ProjectSummary }) {
  const pending = usePendingCount(project.id);
  useRefreshOnSync(entityKeys.project(project.id));
  const onHand = pending ?? project.kitsOnHand;
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
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Kits on hand</p>
          <p className="mt-1 flex items-baseline gap-1.5">
            <span className="text-4xl font-bold text-slate-900 tabular-nums">{onHand}</span>
            <span className="text-sm text-slate-500">of {MAX_KITS_ON_HAND}</span>
          </p>
        </div>
        {pending !== undefined && <Badge tone="warning">Not synced</Badge>}
      </div>

      <dl className="mt-4 grid grid-cols-3 gap-2 border-t border-slate-100 pt-4 text-center">
        <Figure label="Available" value={project.kitsAvailable} />
        <Figure label="Checked out" value={project.kitsCheckedOut} />
        <Figure label="On the way" value={project.kitsRequested} />
      </dl>

      <p className="mt-4 text-xs text-slate-500">
        {project.inventoryUpdatedAt ? `Counted ${relativeDays(project.inventoryUpdatedAt)}` : 'Not counted yet'}
      </p>

      <div className="mt-4 flex gap-2 pt-1 sm:mt-auto">
        <AppLink to={paths.project(project.id, 'inventory')} className={buttonClasses('primary', 'md', true)}>
          Count kits<span className="sr-only"> for {project.name}</span>
        </AppLink>
        <AppLink to={paths.project(project.id)} className={buttonClasses('secondary', 'md', true)}>
          Details<span className="sr-only"> of {project.name}</span>
        </AppLink>
      </div>
    </article>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
