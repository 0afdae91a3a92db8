// The programme staff's dashboard, where a staff account lands: applications waiting for someone,
// blueprints awaiting the district, funds allocated against used, kit orders to ship, overdue
// returns and open count conflicts, checklist tasks — each figure a link to its list — the latest
// activity and downloads.
import '@client/i18n/en/staff-dashboard';
import type { ReactNode } from 'react';
import { UNASSIGNED } from '@contract/applications-staff';
import { paths } from '@client/app/paths';
import { useI18n } from '@client/i18n/use-i18n';
import { useCan } from '@client/lib/use-can';
import { useSession } from '@client/lib/use-session';
import { FigurePanel } from '@client/ui/figure-panel';
import { BanknoteIcon, ChecklistIcon, DocumentIcon, MapIcon, TruckIcon } from '@client/ui/icons';
import { LoadError } from '@client/ui/load-state';
import { PageHeader } from '@client/ui/page-header';
import { ProgressBar } from '@client/ui/progress-bar';
import { Skeleton, SkeletonGroup } from '@client/ui/skeleton';
import { useStaffDashboard } from './api';
import { BackupPanel } from './components/backup-panel';
import { DownloadsPanel } from './components/downloads-panel';

export function StaffDashboardPage({ activity }: { activity?: ReactNode }) {
  const { t, tp, number, money } = useI18n();
  const { user } = useSession();
  const everyDistrict = useCan('staff:all-districts');
  const canExport = useCan('staff:exports');
  const figures = useStaffDashboard();
  const f = figures.data;
  const districtsLine = !f
    ? undefined
    : f.districts === 0
      ? t('staffDashboard.noDistricts')
      : everyDistrict
        ? tp('staffDashboard.allDistricts', f.districts)
        : tp('staffDashboard.myDistricts', f.districts);

  return (
    <>
      <PageHeader
        eyebrow={user?.firstName ? t('staffDashboard.greeting', { name: user.firstName }) : undefined}
        title={t('staffDashboard.title')}
        description={districtsLine}
      />
      {!f && figures.error ? (
        <LoadError what={t('staffDashboard.what')} error={figures.error} onRetry={() => void figures.mutate()} />
      ) : !f ? (
        <SkeletonGroup label={t('common.loading')} className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <div key={i} className="card space-y-3 rounded-xl p-6">
              <Skeleton className="h-6 w-1/3" />
              <Skeleton className="h-10 w-2/3" />
            </div>
          ))}
        </SkeletonGroup>
      ) : (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          <FigurePanel
            title={t('staffDashboard.applications')}
            icon={DocumentIcon}
            figures={[
              { label: t('staffDashboard.new'), value: number(f.applications.new), to: paths.reviewQueue({ status: 'New' }) },
              {
                label: t('staffDashboard.unassigned'),
                value: number(f.applications.unassigned),
                to: paths.reviewQueue({ assignee: UNASSIGNED }),
                attention: f.applications.unassigned > 0,
              },
              {
                label: t('staffDashboard.mine'),
                value: number(f.applications.assignedToMe),
                to: user ? paths.reviewQueue({ assignee: user.id }) : undefined,
              },
            ]}
            link={{ to: paths.reviewQueue(), label: t('staffDashboard.openQueue') }}
          />
          <FigurePanel
            title={t('staffDashboard.blueprints')}
            icon={MapIcon}
            figures={[{ label: t('staffDashboard.awaiting'), value: number(f.blueprintsAwaitingDistrict), to: paths.blueprints() }]}
            link={{ to: paths.blueprints(), label: t('staffDashboard.openBlueprints') }}
          />
          <FigurePanel
            title={t('staffDashboard.funds')}
            icon={BanknoteIcon}
            figures={[
              { label: t('staffDashboard.allocated'), value: money(f.funds.allocatedCents) },
              { label: t('staffDashboard.used'), value: money(f.funds.usedCents) },
            ]}
            link={{ to: paths.reviewQueue(), label: t('staffDashboard.openQueue') }}
          >
            <ProgressBar
              className="mt-4"
              value={f.funds.allocatedCents ? f.funds.usedCents / f.funds.allocatedCents : 0}
              label={t('staffDashboard.usedShare')}
              valueText={t('staffDashboard.usedOf', { used: money(f.funds.usedCents), allocated: money(f.funds.allocatedCents) })}
            />
            {f.funds.expiringSoon > 0 && <p className="mt-3 mb-4 text-sm text-amber-800">{tp('staffDashboard.expiring', f.funds.expiringSoon)}</p>}
          </FigurePanel>
          <FigurePanel
            title={t('staffDashboard.kitOrders')}
            icon={TruckIcon}
            figures={[
              { label: t('staffDashboard.toShip'), value: number(f.kitOrders.toShip), to: paths.staffKitOrders() },
              {
                label: t('staffDashboard.overdueReturns'),
                value: number(f.kitOrders.overdueReturns),
                to: paths.staffKitOrders(),
                attention: f.kitOrders.overdueReturns > 0,
              },
              {
                label: t('staffDashboard.countConflicts'),
                value: number(f.openCountConflicts),
                to: paths.staffCountConflicts(),
                attention: f.openCountConflicts > 0,
              },
            ]}
            link={{ to: paths.staffKitOrders(), label: t('staffDashboard.openKitOrders') }}
          />
          <FigurePanel
            title={t('staffDashboard.tasks')}
            icon={ChecklistIcon}
            figures={[
              { label: t('staffDashboard.pending'), value: number(f.tasks.pending), to: paths.staffTasks({ status: 'pending' }) },
              {
                label: t('staffDashboard.overdue'),
                value: number(f.tasks.overdue),
                to: paths.staffTasks({ status: 'overdue' }),
                attention: f.tasks.overdue > 0,
              },
            ]}
            link={{ to: paths.staffTasks(), label: t('staffDashboard.openTasks') }}
          />
          {f.backup && <BackupPanel status={f.backup} />}
          {canExport && <DownloadsPanel />}
          {activity && <div className="md:col-span-2 xl:col-span-3">{activity}</div>}
        </div>
      )}
    </>
  );
}
