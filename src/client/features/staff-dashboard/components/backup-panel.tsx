// The dashboard's backup figure, for those who run the server: when the newest backup was taken,
// and a warning when none was taken in the last BACKUP_OVERDUE_DAYS days: that the daily backup
// did not run, or, where the server takes none (BACKUP_KEEP=0), how to take one.
import '@client/i18n/en/staff-dashboard';
import { BACKUP_OVERDUE_DAYS, type BackupStatus } from '@contract/backups';
import { useI18n } from '@client/i18n/use-i18n';
import { FigurePanel } from '@client/ui/figure-panel';
import { ShieldIcon } from '@client/ui/icons';

export function BackupPanel({ status }: { status: BackupStatus }) {
  const { t, detailDate } = useI18n();
  return (
    <FigurePanel
      title={t('staffDashboard.backups')}
      icon={ShieldIcon}
      figures={[
        {
          label: t('staffDashboard.lastBackup'),
          value: status.lastTakenAt ? detailDate(status.lastTakenAt) : t('staffDashboard.noBackup'),
          attention: status.overdue,
        },
      ]}
    >
      {status.overdue && (
        <p role="status" className="mt-3 mb-1 text-sm text-amber-800">
          {status.scheduled ? t('staffDashboard.backupOverdue', { days: BACKUP_OVERDUE_DAYS }) : t('staffDashboard.backupOff')}
        </p>
      )}
    </FigurePanel>
  );
}
