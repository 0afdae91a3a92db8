// /projects/:id and its sub-screens (inventory, request-kits, new-checkout, return-kits): one
// header and tab bar over the project, each screen below it working from the same loaded project.
import { isUuid } from '@contract/projects';
import { entityKeys } from '@offline/mutations';
import { paths, PROJECT_SCREENS, type ProjectScreen } from '@client/app/paths';
import type { MessageId } from '@client/i18n/en';
import '@client/i18n/en/projects';
import '@client/i18n/en/supplies';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { useCan } from '@client/lib/use-can';
import { Alert } from '@client/ui/alert';
import { AppLink } from '@client/ui/app-link';
import { buttonClasses } from '@client/ui/button';
import { cx } from '@client/ui/cx';
import { ArrowLeftIcon, CubeIcon } from '@client/ui/icons';
import { EmptyState } from '@client/ui/empty-state';
import { LoadError } from '@client/ui/load-state';
import { SnapshotStaleNotice } from '@client/ui/snapshot-stale-notice';
import { PageHeader } from '@client/ui/page-header';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { useProject } from './api';
import { CheckoutScreen } from './components/checkout-screen';
import { CountConflictPanel } from './components/count-conflict-panel';
import { InventoryScreen } from './components/inventory-screen';
import { ProjectOverview } from './components/project-overview';
import { RequestKitsScreen } from './components/request-kits-screen';
import { ReturnKitsScreen } from './components/return-kits-screen';
import { SuppliesScreen } from '../supplies/supplies-screen';

const TABS: readonly { slug: ProjectScreen | undefined; labelId: MessageId }[] = [
  { slug: undefined, labelId: 'projects.tab.overview' },
  ...PROJECT_SCREENS.map(({ slug }) => ({ slug, labelId: `projects.tab.${slug}` as const })),
];

export function ProjectPage({ id, screen }: { id: string; screen?: ProjectScreen }) {
  const { t } = useI18n();
  const valid = isUuid(id);
  const project = useProject(valid ? id : null);
  // Counting, requesting, checking out and returning are the district's own acts; programme staff
  // see the project and act on its orders from the fulfilment queue (district:act on the server).
  const canAct = useCan('district:act');
  const tabs = canAct ? TABS : TABS.slice(0, 1);
  const current = tabs.find((tab) => tab.slug === screen) ?? TABS[0];
  const notFound = !valid || (isApiError(project.error) && project.error.status === 404);

  const back = (
    <AppLink to={paths.projects()} className="inline-flex items-center gap-1.5 hover:underline">
      <ArrowLeftIcon className="size-4 rtl:-scale-x-100" />
      {t('projects.list.title')}
    </AppLink>
  );

  if (notFound) {
    return (
      <>
        <PageHeader eyebrow={back} title={t('projects.project.notFound')} />
        <EmptyState
          icon={<CubeIcon className="size-6" />}
          title={t('projects.project.notFoundTitle')}
          action={
            <AppLink to={paths.projects()} className={buttonClasses('primary')}>
              {t('projects.project.seeProjects')}
            </AppLink>
          }
        >
          {t('projects.project.notFoundText')}
        </EmptyState>
      </>
    );
  }

  const data = project.data;
  return (
    <>
      <PageHeader
        eyebrow={back}
        title={data?.name ?? t('projects.project.title')}
        description={
          data ? t('projects.project.place', { school: data.school.name, district: data.district.name }) : <Skeleton className="h-5 w-64" />
        }
        actions={
          <>
            <AppLink to={paths.newCount({ project: id })} className={buttonClasses('secondary')}>
              {t('projects.project.count')}
            </AppLink>
            <AppLink to={paths.kitLabels({ project: id })} className={buttonClasses('secondary')}>
              {t('projects.project.labels')}
            </AppLink>
          </>
        }
      />
      <nav aria-label={t('projects.project.tabs')} className="mb-8 overflow-x-auto border-b border-slate-200">
        <ul className="-mb-px flex gap-6">
          {tabs.map((tab) => {
            const selected = tab === current;
            return (
              <li key={tab.labelId} className="shrink-0">
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
                  {t(tab.labelId)}
                </AppLink>
              </li>
            );
          })}
        </ul>
      </nav>

      {data && <SnapshotStaleNotice error={project.error} onRetry={() => void project.mutate()} entityKeys={[entityKeys.project(data.id)]} />}
      {data && <CountConflictPanel project={data} onResolved={() => void project.mutate()} />}

      {!data && project.error ? (
        <LoadError what={t('projects.project.what')} error={project.error} onRetry={() => void project.mutate()} />
      ) : !data ? (
        <SkeletonGroup label={t('projects.project.loading')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28 rounded-xl" />
          ))}
        </SkeletonGroup>
      ) : screen && !canAct ? (
        <Alert tone="info" title={t('projects.staffOnly.title')}>
          {t('projects.staffOnly.text')}{' '}
          <AppLink to={paths.staffKitOrders()} className="font-medium underline">
            {t('projects.staffOnly.link')}
          </AppLink>
        </Alert>
      ) : screen === 'inventory' ? (
        <InventoryScreen project={data} />
      ) : screen === 'request-kits' ? (
        <RequestKitsScreen project={data} />
      ) : screen === 'new-checkout' ? (
        <CheckoutScreen project={data} />
      ) : screen === 'return-kits' ? (
        <ReturnKitsScreen project={data} />
      ) : screen === 'supplies' ? (
        <SuppliesScreen project={data} />
      ) : (
        <ProjectOverview project={data} />
      )}
    </>
  );
}
