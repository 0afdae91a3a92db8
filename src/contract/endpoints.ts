// Every endpoint's definition, by its name in the route table: the features' tables
// (src/contract/*-endpoints.ts) together. Only the server's tests and tooling load it (a screen loads
// its feature's table alone); the type below makes a route without a definition, or a definition
// under another route's name, a compile error.
import type { EndpointDef } from './endpoint';
import { accountEndpoints } from './account-endpoints';
import { actionTaskEndpoints } from './action-tasks-endpoints';
import { staffActionTaskEndpoints } from './action-tasks-staff-endpoints';
import { activityEndpoints } from './activity-endpoints';
import { applicationEndpoints } from './applications-endpoints';
import { staffApplicationEndpoints } from './applications-staff-endpoints';
import { authEndpoints } from './auth-endpoints';
import { backupEndpoints } from './backups-endpoints';
import { calendarFeedEndpoints } from './calendar-feed-endpoints';
import { blueprintEndpoints } from './blueprints-endpoints';
import { staffBlueprintEndpoints } from './blueprints-staff-endpoints';
import { changeBatchEndpoints } from './change-batches-endpoints';
import { dashboardEndpoints } from './dashboard-endpoints';
import { eventEndpoints } from './events-endpoints';
import { directoryEndpoints } from './directory-endpoints';
import { staffDirectoryEndpoints } from './directory-staff-endpoints';
import { exportEndpoints } from './exports-endpoints';
import { fundingEndpoints } from './funding-endpoints';
import { insightEndpoints } from './insights-endpoints';
import { invitationEndpoints } from './invitations-endpoints';
import { kitEndpoints } from './kits-endpoints';
import { kitConditionEndpoints } from './kit-conditions-endpoints';
import { uploadEndpoints } from './uploads-endpoints';
import { countScheduleEndpoints } from './count-schedule-endpoints';
import { onboardingEndpoints } from './onboarding-endpoints';
import { peopleEndpoints } from './people-endpoints';
import { projectEndpoints } from './projects-endpoints';
import { staffProjectEndpoints } from './projects-staff-endpoints';
import { notificationEndpoints } from './notifications-endpoints';
import { presenceEndpoints } from './presence-endpoints';
import { reminderEndpoints } from './reminders-endpoints';
import { reviewEndpoints } from './reviews-endpoints';
import { outcomeReportEndpoints } from './outcome-reports-endpoints';
import { searchEndpoints } from './search-endpoints';
import { resourceEndpoints } from './resources-endpoints';
import { staffResourceEndpoints } from './resources-staff-endpoints';
import { directoryAdminEndpoints } from './directory-admin-endpoints';
import { signInEndpoints } from './sign-in-endpoints';
import { supplyEndpoints } from './supplies-endpoints';
import { staffDashboardEndpoints } from './staff-dashboard-endpoints';
import { systemEndpoints } from './system-endpoints';
import { userEndpoints } from './users-endpoints';
import type { RouteName, routes } from './routes';

export const endpoints = {
  ...accountEndpoints,
  ...actionTaskEndpoints,
  ...staffActionTaskEndpoints,
  ...activityEndpoints,
  ...eventEndpoints,
  ...presenceEndpoints,
  ...applicationEndpoints,
  ...staffApplicationEndpoints,
  ...authEndpoints,
  ...backupEndpoints,
  ...calendarFeedEndpoints,
  ...blueprintEndpoints,
  ...staffBlueprintEndpoints,
  ...changeBatchEndpoints,
  ...dashboardEndpoints,
  ...directoryEndpoints,
  ...staffDirectoryEndpoints,
  ...exportEndpoints,
  ...peopleEndpoints,
  ...fundingEndpoints,
  ...insightEndpoints,
  ...invitationEndpoints,
  ...kitEndpoints,
  ...kitConditionEndpoints,
  ...uploadEndpoints,
  ...countScheduleEndpoints,
  ...onboardingEndpoints,
  ...projectEndpoints,
  ...supplyEndpoints,
  ...staffProjectEndpoints,
  ...reminderEndpoints,
  ...reviewEndpoints,
  ...outcomeReportEndpoints,
  ...notificationEndpoints,
  ...searchEndpoints,
  ...resourceEndpoints,
  ...staffResourceEndpoints,
  ...directoryAdminEndpoints,
  ...signInEndpoints,
  ...staffDashboardEndpoints,
  ...systemEndpoints,
  ...userEndpoints,
} satisfies { readonly [K in RouteName]: EndpointDef & (typeof routes)[K] };
