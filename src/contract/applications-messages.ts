// Application statuses, the list filter's limit and the rule texts (spec §3, §4, §9), apart from the
// schemas in applications.ts: the client's message catalogue reads the texts without building any
// zod schema.
import { FULL_FUNDING_INTERVAL_MONTHS } from './constants';
import { fillTemplate } from './message-template';

/**
 * The way through the programme (the first four, in order), then the statuses that set an
 * application aside, each with a reason the applicant reads.
 */
export const APPLICATION_STATUSES = [
  'New',
  'Building Blueprint',
  'Blueprint Created',
  'Program Completed',
  'Waitlisted',
  'Declined',
  'Withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The steps of the way through the programme, in order; progress displays walk these. */
export const PROGRAMME_STEPS = [
  'New',
  'Building Blueprint',
  'Blueprint Created',
  'Program Completed',
] as const satisfies readonly ApplicationStatus[];

/** Set aside: waiting for a place, declined by programme staff, or withdrawn by the district. Each carries a reason. */
export const SET_ASIDE_STATUSES = ['Waitlisted', 'Declined', 'Withdrawn'] as const satisfies readonly ApplicationStatus[];
export type SetAsideStatus = (typeof SET_ASIDE_STATUSES)[number];

export function isSetAside(status: string): status is SetAsideStatus {
  return (SET_ASIDE_STATUSES as readonly string[]).includes(status);
}

/** No more work is due on these: the staff's open workload and the dashboard count the others. */
export const CLOSED_STATUSES = ['Program Completed', 'Declined', 'Withdrawn'] as const satisfies readonly ApplicationStatus[];

export const STATUS_REASON_MAX_LENGTH = 500;

export const APPLICATION_SEARCH_MAX_LENGTH = 100;

/**
 * How long programme staff usually take to look at a new application, in working days: the
 * confirmation screen and the applicant's confirmation e-mail both say it.
 */
export const APPLICATION_REVIEW_WORKING_DAYS = 5;

/** YYYY-MM-DD → MM/DD/YYYY. */
export function usDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${m}/${d}/${y}`;
}

/** The application texts with values in them, as templates the client can word in another language. */
export const applicationMessageTemplates = {
  fullFundingLimit:
    'Full funding allows one application every {months} months. Your district applied for full funding on {lastDate}; ' +
    'choose matching funds, or apply for full funding again from {nextDate}.',
  /** The same rule for an applicant not (yet) linked to the district: only their own applications count. */
  fullFundingLimitOwn:
    'Full funding allows one application every {months} months. You applied for full funding on {lastDate}; ' +
    'choose matching funds, or apply for full funding again from {nextDate}.',
} as const;

export const applicationMessages = {
  notFound: 'Application not found',
  dateRange: 'From date must be on or before To date',
  statusInvalid: `Status must be one of ${APPLICATION_STATUSES.join(', ')}`,
  searchTooLong: `Search must be at most ${APPLICATION_SEARCH_MAX_LENGTH} characters`,
  schoolInvalid: 'Choose a school from the list',
  fullFundingLimit: (lastDate: string, nextDate: string) =>
    fillTemplate(applicationMessageTemplates.fullFundingLimit, {
      months: FULL_FUNDING_INTERVAL_MONTHS,
      lastDate: usDate(lastDate),
      nextDate: usDate(nextDate),
    }),
  fullFundingLimitOwn: (lastDate: string, nextDate: string) =>
    fillTemplate(applicationMessageTemplates.fullFundingLimitOwn, {
      months: FULL_FUNDING_INTERVAL_MONTHS,
      lastDate: usDate(lastDate),
      nextDate: usDate(nextDate),
    }),
  districtUnknown: 'This district is not in the directory',
  reasonRequired: 'Reason is required',
  reasonTooLong: `A reason is at most ${STATUS_REASON_MAX_LENGTH} characters`,
  withdrawNotAllowed: 'Only an application still under review can be withdrawn',
  resourceUnknown: 'Choose resources from the catalogue',
} as const;
