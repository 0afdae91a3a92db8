// English: count freshness and the districts' count cadence (programme staff), and the dashboard's count-due notice.
import { registerEnglish } from '../english';

export const countFreshnessMessages = {
  'countFreshness.title': 'Count freshness',
  'countFreshness.description': 'Every school’s project kits by how overdue their count is, by each district’s count schedule.',
  'countFreshness.filters': 'Filter count freshness',
  'countFreshness.district': 'District',
  'countFreshness.allDistricts': 'All districts',
  'countFreshness.what': 'count freshness',
  'countFreshness.loading': 'Loading count freshness…',
  'countFreshness.empty': 'No project kits yet',
  'countFreshness.emptyText': 'Projects appear here once your districts have project kits.',
  'countFreshness.emptyFiltered': 'No project kits in this district',
  'countFreshness.noCadence': 'No schedule',
  'countFreshness.overdue_one': '1 day overdue',
  'countFreshness.overdue_other': '{count} days overdue',
  'countFreshness.dueToday': 'Due today',
  'countFreshness.dueIn_one': 'Due in 1 day',
  'countFreshness.dueIn_other': 'Due in {count} days',
  'countFreshness.lastCounted': 'Last counted {date}',
  'countFreshness.neverCounted': 'Never counted',
  'countFreshness.due': 'due {date}',
  'countFreshness.cadences': 'Count schedules',
  'countFreshness.saveFailed': 'The schedule could not be saved. Try again.',
  'countFreshness.cadence.none': 'no schedule',
  'countFreshness.cadence.every_one': 'every day',
  'countFreshness.cadence.every_other': 'every {count} days',
  'countFreshness.cadence.edit': 'Edit schedule',
  'countFreshness.cadence.editFor': 'Edit the count schedule of {district}',
  'countFreshness.cadence.title': 'Count schedule',
  'countFreshness.cadence.intro':
    'How often {district} counts its project kits. A count that comes due shows on the district’s dashboard and checklist, and its people get one e-mail.',
  'countFreshness.cadence.everyDays': 'Count every (days)',
  'countFreshness.cadence.hint': 'From 7 to 180 days. Leave empty for no schedule.',
  'countFreshness.cadence.cancel': 'Cancel',
  'countFreshness.cadence.turnOff': 'No schedule',
  'countFreshness.cadence.save': 'Save schedule',
  'countFreshness.cadence.saved_one': '{district} now counts its kits every day.',
  'countFreshness.cadence.saved_other': '{district} now counts its kits every {count} days.',
  'countFreshness.cadence.savedOff': '{district} has no count schedule now.',
} as const;

registerEnglish(countFreshnessMessages);
