// The English catalogue's type: every message id of every area. The messages themselves live in
// en/*.ts and register as their screens load (english.ts); a translation is one file of type
// Catalogue (see locales.ts), checked by TypeScript to have every id.
import type { accountMessages } from './en/account';
import type { activityMessages } from './en/activity';
import type { appMessages } from './en/app';
import type { appPageMessages } from './en/app-pages';
import type { applicationMessages } from './en/applications';
import type { authMessages } from './en/auth';
import type { blueprintMessages } from './en/blueprints';
import type { catalogueMessages } from './en/catalogue';
import type { directoryMessages } from './en/directory';
import type { checklistMessages } from './en/checklist';
import type { dashboardMessages } from './en/dashboard';
import type { fulfilmentMessages } from './en/fulfilment';
import type { frameMessages } from './en/frame';
import type { fundingMessages } from './en/funding';
import type { insightMessages } from './en/insights';
import type { invitationMessages } from './en/invitations';
import type { kitMessages } from './en/kits';
import type { kitConditionMessages } from './en/kit-conditions';
import type { kitPageMessages } from './en/kit-page';
import type { countFreshnessMessages } from './en/count-freshness';
import type { layoutMessages } from './en/layout';
import type { programmeNavMessages } from './en/programme-nav';
import type { notificationPanelMessages } from './en/notifications';
import type { legalMessages } from './en/legal';
import type { pageMessages } from './en/pages';
import type { presenceMessages } from './en/presence';
import type { peopleMessages } from './en/people';
import type { onboardingMessages } from './en/onboarding';
import type { orderMessages } from './en/orders';
import type { outcomeReportMessages } from './en/outcome-reports';
import type { planningMessages } from './en/planning';
import type { programmeMessages } from './en/programme';
import type { reviewMessages } from './en/review';
import type { rubricMessages } from './en/rubric';
import type { projectMessages } from './en/projects';
import type { resourceMessages } from './en/resources';
import type { searchMessages } from './en/search';
import type { signInMessages } from './en/sign-in';
import type { settingsMessages } from './en/settings';
import type { staffDashboardMessages } from './en/staff-dashboard';
import type { staffTaskMessages } from './en/staff-tasks';
import type { supplyMessages } from './en/supplies';
import type { syncMessages } from './en/sync';
import type { uiMessages } from './en/ui';
import type { uiStateMessages } from './en/ui-states';
import type { validationMessages } from './en/validation';

type English = typeof layoutMessages &
  typeof frameMessages &
  typeof programmeNavMessages &
  typeof settingsMessages &
  typeof dashboardMessages &
  typeof planningMessages &
  typeof resourceMessages &
  typeof pageMessages &
  typeof legalMessages &
  typeof appMessages &
  typeof appPageMessages &
  typeof uiMessages &
  typeof uiStateMessages &
  typeof validationMessages &
  typeof authMessages &
  typeof signInMessages &
  typeof onboardingMessages &
  typeof applicationMessages &
  typeof blueprintMessages &
  typeof programmeMessages &
  typeof projectMessages &
  typeof supplyMessages &
  typeof orderMessages &
  typeof fulfilmentMessages &
  typeof checklistMessages &
  typeof syncMessages &
  typeof searchMessages &
  typeof activityMessages &
  typeof reviewMessages &
  typeof rubricMessages &
  typeof fundingMessages &
  typeof staffDashboardMessages &
  typeof invitationMessages &
  typeof staffTaskMessages &
  typeof catalogueMessages &
  typeof directoryMessages &
  typeof kitMessages &
  typeof kitConditionMessages &
  typeof kitPageMessages &
  typeof countFreshnessMessages &
  typeof accountMessages &
  typeof presenceMessages &
  typeof notificationPanelMessages &
  typeof peopleMessages &
  typeof outcomeReportMessages &
  typeof insightMessages;

export type MessageId = keyof English;
/** A whole translation: every message id, each a string. */
export type Catalogue = { readonly [K in MessageId]: string };
