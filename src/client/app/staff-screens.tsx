// The staff dashboard with the latest activity: two areas composed here, as a feature never
// imports another.
import '../i18n/en/staff-dashboard';
import { RecentActivity } from '../features/activity/recent-activity';
import { StaffDashboardPage } from '../features/staff-dashboard/staff-dashboard-page';
import { useI18n } from '../i18n/use-i18n';
import { useCan } from '../lib/use-can';

export function StaffHomeScreen() {
  const { t } = useI18n();
  const canSeeActivity = useCan('staff:activity');
  return (
    <StaffDashboardPage
      activity={canSeeActivity ? <RecentActivity title={t('staffDashboard.recent')} linkLabel={t('staffDashboard.openActivity')} /> : undefined}
    />
  );
}
