import { paths, PROJECT_SCREENS, type ProjectScreen } from '../../app/paths';
import { AppLink } from '../../ui/app-link';
import { cx } from '../../ui/cx';
import { ArrowLeftIcon, CubeIcon } from '../../ui/icons';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

const TABS = [{ slug: undefined, label: 'Overview' }, ...PROJECT_SCREENS] as const;

/** /projects/:id and its sub-screens (/projects/:id/request-kits, …). */
export function ProjectPage({ id, screen }: { id: string; screen?: ProjectScreen }) {
  const current = TABS.find((tab) => tab.slug === screen) ?? TABS[0];
  return (
    <>
      <PageHeader
        eyebrow={
          <AppLink to={paths.projects()} className="inline-flex items-center gap-1.5 hover:underline">
            <ArrowLeftIcon className="size-4" />
            Hands-On Projects
          </AppLink>
        }
        title={`Project ${id}`}
      />
      <nav aria-label="Project" className="mb-8 overflow-x-auto border-b border-slate-200">
        <ul className="-mb-px flex gap-6">
          {TABS.map((tab) => {
            const selected = tab === current;
            return (
              <li key={tab.label} className="shrink-0">
                <AppLink
                  to={paths.project(id, tab.slug)}
                  aria-current={selected ? 'page' : undefined}
                  className={cx(
                    'inline-flex h-11 items-center border-b-2 text-sm font-medium transition-colors',
                    selected
                      ? 'border-primary-600 text-primary-700'
                      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                  )}
                >
                  {tab.label}
                </AppLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <h2 className="sr-only">{current.label}</h2>
      <EmptyState icon={<CubeIcon className="size-6" />} title={current.label}>
        {current.slug
          ? `${current.label} for project ${id} will open here.`
          : `The kits, checkouts and lessons of project ${id} will be shown here.`}
      </EmptyState>
    </>
  );
}
