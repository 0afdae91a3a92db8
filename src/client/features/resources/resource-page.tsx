// One resource (/resources/:type/:id): what it is, its facts and its lessons.
import '@client/i18n/en/resources';
import type { ReactNode } from 'react';
import type { ResourceDetail } from '@contract/resources';
import { paths, type ResourceType } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { isApiError } from '@client/lib/http';
import { Alert } from '@client/ui/alert';
import { AppLink } from '@client/ui/app-link';
import { Badge } from '@client/ui/badge';
import { buttonClasses } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { ArrowLeftIcon, GridIcon } from '@client/ui/icons';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { slugOfApiType, useResource } from './api';
import { KitParts } from './components/kit-parts';
import { LessonList } from './components/lesson-list';
import { LoadFailed } from './components/load-failed';

export function ResourcePage({ type, id }: { type: ResourceType; id: string }) {
  const { t } = useI18n();
  const { data, error, mutate } = useResource(id);
  const back = (
    <AppLink
      to={paths.resources(type)}
      className="mb-6 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-primary-800 hover:underline"
    >
      <ArrowLeftIcon className="size-4 rtl:-scale-x-100" />
      {t('resources.backTo', { list: t(`resources.type.${type}`) })}
    </AppLink>
  );

  if (error && !data) {
    if (isApiError(error) && error.status === 404) {
      return (
        <>
          {back}
          <EmptyState
            icon={<GridIcon className="size-6" />}
            title={t('resources.notFound.title')}
            action={
              <AppLink to={paths.resources()} className={buttonClasses('secondary')}>
                {t('resources.notFound.action')}
              </AppLink>
            }
          >
            {t('resources.notFound.text')}
          </EmptyState>
        </>
      );
    }
    return (
      <>
        {back}
        <LoadFailed error={error} what={t('resources.detailWhat')} onRetry={() => mutate()} />
      </>
    );
  }

  if (!data) {
    return (
      <>
        {back}
        <SkeletonGroup label={t('common.loading')} className="space-y-4">
          <Skeleton className="h-5 w-28 rounded-full" />
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-4 w-full max-w-xl" />
          <div className="grid gap-6 pt-4 lg:grid-cols-3">
            <Skeleton className="h-64 lg:col-span-2" />
            <Skeleton className="h-48" />
          </div>
        </SkeletonGroup>
      </>
    );
  }

  return (
    <>
      {back}
      <ResourceBody resource={data} />
    </>
  );
}

function ResourceBody({ resource }: { resource: ResourceDetail }) {
  const { t, tp, money } = useI18n();
  const slug = slugOfApiType(resource.type);
  return (
    <>
      <header className="mb-8">
        <Badge tone="primary">{t(`resources.type.${slug}`)}</Badge>
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{resource.name}</h1>
        {resource.summary && <p className="mt-2 max-w-3xl text-base text-slate-600">{resource.summary}</p>}
      </header>
      {!resource.isActive && (
        <Alert tone="info" className="mb-6">
          {t('resources.retired')}
        </Alert>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {resource.description && (
            <section aria-labelledby="resource-about" className="card rounded-xl p-5 sm:p-6">
              <h2 id="resource-about" className="text-base font-semibold text-slate-900">
                {t('resources.about')}
              </h2>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{resource.description}</p>
            </section>
          )}
          <section aria-labelledby="resource-lessons" className="card rounded-xl p-5 sm:p-6">
            <h2 id="resource-lessons" className="text-base font-semibold text-slate-900">
              {t('resources.lessons.title')} <span className="font-normal text-slate-600">({tp('resources.lessons', resource.lessons.length)})</span>
            </h2>
            <div className="mt-2">
              <LessonList lessons={resource.lessons} />
            </div>
          </section>
          {resource.kitParts.length > 0 && <KitParts parts={resource.kitParts} />}
        </div>
        <section aria-labelledby="resource-facts" className="card h-fit rounded-xl p-5 sm:p-6">
          <h2 id="resource-facts" className="text-base font-semibold text-slate-900">
            {t('resources.facts')}
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <Fact label={t('resources.facts.grades')}>{resource.gradeBand ?? '—'}</Fact>
            <Fact label={t('resources.facts.subject')}>{resource.subject ?? '—'}</Fact>
            <Fact label={t('resources.facts.duration')}>{resource.duration ?? '—'}</Fact>
            <Fact label={t('resources.facts.price')}>{resource.unitCostCents === 0 ? t('resources.free') : money(resource.unitCostCents)}</Fact>
          </dl>
          <p className="mt-5 border-t border-slate-100 pt-4 text-sm text-slate-600">{t('resources.facts.howToGet')}</p>
        </section>
      </div>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-end font-medium text-slate-900">{children}</dd>
    </div>
  );
}
