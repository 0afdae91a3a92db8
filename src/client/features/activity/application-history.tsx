// An application's history on its details page: staff see every entry about it, the district the
// entries marked visible to it ("Funds allocated", status moves). Newest first, ten at a time.
import '@client/i18n/en/activity';
import { useId, useState } from 'react';
import { useI18n } from '@client/i18n/use-i18n';
import { Button } from '@client/ui/button';
import { cx } from '@client/ui/cx';
import { LoadError } from '@client/ui/load-state';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { useApplicationActivity, useStaffActivity } from './api';
import { ActivityList } from './components/activity-list';

const STEP = 10;

export function ApplicationHistory({ applicationId, staff = false, className }: { applicationId: string; staff?: boolean; className?: string }) {
  const { t } = useI18n();
  const titleId = useId();
  const [limit, setLimit] = useState(STEP);
  const staffList = useStaffActivity(staff ? { entityType: 'application', entityId: applicationId, limit, offset: 0 } : null);
  const districtList = useApplicationActivity(staff ? null : applicationId, limit);
  const list = staff ? staffList : districtList;
  const title = staff ? t('activity.history.staffTitle') : t('activity.history.title');

  return (
    <section aria-labelledby={titleId} className={cx('card rounded-xl p-5', className)}>
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">
        {!list.data && list.error ? (
          <LoadError what={t('activity.history.what')} error={list.error} onRetry={() => void list.mutate()} />
        ) : !list.data ? (
          <SkeletonGroup label={t('activity.loading')} className="space-y-3">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </SkeletonGroup>
        ) : list.data.items.length === 0 ? (
          <p className="text-sm text-slate-500">{t('activity.history.empty')}</p>
        ) : (
          <>
            <ActivityList entries={list.data.items} staff={staff} links={false} label={title} />
            {list.data.total > list.data.items.length && (
              <Button variant="ghost" size="sm" className="mt-3" onClick={() => setLimit((n) => Math.min(50, n + STEP))} disabled={limit >= 50}>
                {t('activity.history.more')}
              </Button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
