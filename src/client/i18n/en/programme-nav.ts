// English: the Programme group's entries in the staff navigation. Apart from the frame's other
// texts (layout.ts), which the first screen loads: only a signed-in layout's navigation needs these.
import { registerEnglish } from '../english';

export const programmeNavMessages = {
  'nav.programme.dashboard': 'Dashboard',
  'nav.programme.applications': 'Review queue',
  'nav.programme.rubric': 'Review rubric',
  'nav.programme.kitOrders': 'Kit orders',
  'nav.programme.countConflicts': 'Count conflicts',
  'nav.programme.kitIssues': 'Kit issues',
  'nav.programme.countFreshness': 'Count freshness',
  'nav.programme.insights': 'Insights',
  'nav.programme.tasks': 'Checklist tasks',
  'nav.programme.outcomeReports': 'Outcome reports',
  'nav.programme.invitations': 'Invitations',
  'nav.programme.people': 'People',
  'nav.programme.catalogue': 'Catalogue',
  'nav.programme.directory': 'Directory',
  'nav.programme.activity': 'Activity log',
} as const;

registerEnglish(programmeNavMessages);
