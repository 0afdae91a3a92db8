// The latest few changes within the staff member's districts, for the staff dashboard.
import '@client/i18n/en/activity';
import { useId } from 'react';
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { AppLink } from '@client/ui/app-link';
import { ArrowRightIcon, ClockIcon } from '@client/ui/icons';
import { LoadError } from '@client/ui/load-state';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { useStaffActivity } from './api';
import { ActivityList } from './components/activity-list';

export function RecentActivity({ title, linkLabel }: { title: string; linkLabel: string }) {
  const { t } = useI18n();
  const titleId = useId();
  const list = useStaffActivity({ limit: 5, offset: 0 });
  return (
    <section aria-labelledby={titleId} className="card flex flex-col rounded-xl p-5 sm:p-6">
      <h2 id={titleId} className="flex items-center gap-2.5 text-base font-semibold text-slate-900">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
          <ClockIcon className="size-4.5" />
        </span>
        {title}
      </h2>
      <div className="mt-5">
        {!list.data && list.error ? (
          <LoadError what={t('activity.what')} error={list.error} onRetry={() => void list.mutate()} />
        ) : !list.data ? (
          <SkeletonGroup label={t('activity.loading')} className="space-y-3">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </SkeletonGroup>
        ) : list.data.items.length === 0 ? (
          <p className="text-sm text-slate-500">{t('activity.empty.text')}</p>
        ) : (
          <ActivityList entries={list.data.items} staff label={title} />
        )}
      </div>
      <div className="mt-5 border-t border-slate-100 pt-4">
        <AppLink to={paths.activity()} className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-primary-800 hover:underline">
          {linkLabel}
          <ArrowRightIcon className="size-4 rtl:-scale-x-100" />
        </AppLink>
      </div>
    </section>
  );
}
