// The programme staff console's limits and texts: the review queue, funding, invitations, checklist
// tasks, the catalogue editor and the activity log. Apart from the schemas (no zod here), so the
// client's message catalogue reads them without building any schema.
import { FULL_FUNDING_INTERVAL_MONTHS } from './constants';
import { fillTemplate } from './message-template';

export const STAFF_NOTE_MAX_LENGTH = 1000;
export const STAFF_TITLE_MAX_LENGTH = 120;
export const STAFF_TEXT_MAX_LENGTH = 500;
export const BULK_ASSIGN_MAX = 50;
/** The most money one allocation may carry: $10,000,000 (in cents), far above any programme. */
export const MAX_ALLOCATION_CENTS = 1_000_000_000;
export const MAX_LESSONS = 50;
export const URL_MAX_LENGTH = 500;

/** The texts with values in them, as templates the client can word in another language. */
export const staffMessageTemplates = {
  fullFundingAllocated:
    'Full funding goes to one application per district every {months} months: this district received full funding on {lastDate}. Allocate again from {nextDate}.',
  statusMove: 'An application moves from {from} only to {allowed}',
  assigneeNotForDistrict: '{name} does not look after this district',
} as const;

export const staffMessages = {
  // Review queue and one application.
  assigneeInvalid: 'Choose an admin or school success manager from the list',
  assigneeNotForDistrict: (name: string) => fillTemplate(staffMessageTemplates.assigneeNotForDistrict, { name }),
  statusMove: (from: string, allowed: readonly string[]) => fillTemplate(staffMessageTemplates.statusMove, { from, allowed: allowed.join(' or ') }),
  statusFollowsBlueprint:
    'This status follows the blueprint: starting one moves an application to Building Blueprint, the district approving its quote to Blueprint Created, completing it to Program Completed',
  noteRequired: 'Note is required',
  noteTooLong: `A note is at most ${STAFF_NOTE_MAX_LENGTH} characters`,
  nothingToChange: 'Choose an assignee, a status or write a note',
  sortInvalid: 'Choose a sort order from the list',
  assigneeFilterInvalid: 'Choose an assignee from the list',
  districtInvalid: 'Choose a district from the list',
  selectApplications: 'Select at least one application',
  tooManyApplications: `Select at most ${BULK_ASSIGN_MAX} applications at a time`,
  applicationsOutOfScope: 'Some of the selected applications are not yours to assign',

  // Funding.
  applicationInvalid: 'Choose an application from the list',
  amountRequired: 'Amount is required',
  amountPositive: 'Enter an amount above $0',
  amountTooLarge: 'Enter an amount of at most $10,000,000',
  amountCents: 'Enter dollars and cents, e.g. 12500 or 12500.50',
  useByRequired: 'Use-by date is required',
  useByPast: 'The use-by date cannot be in the past',
  fullFundingAllocated: (lastDate: string, nextDate: string) =>
    fillTemplate(staffMessageTemplates.fullFundingAllocated, { months: FULL_FUNDING_INTERVAL_MONTHS, lastDate, nextDate }),

  // Invitations.
  roleInvalid: 'Choose a role from the list',
  roleNotAllowed: 'You may invite district and school staff only',
  districtRequiredForRole: 'Choose the district this person joins',
  schoolNotInDistrict: 'Choose a school of the chosen district',
  invitationPending: 'This person already has an invitation waiting; resend it instead',
  invitationNotFound: 'Invitation not found',
  invitationAccepted: 'This invitation was accepted, so it can no longer be changed',
  invitationStatusInvalid: 'Choose pending, accepted or expired',
  invitationMailFailed: 'The invitation was saved but its email could not be sent; copy the link and pass it on',

  // Checklist tasks.
  taskNotFound: 'Task not found',
  titleRequired: 'Title is required',
  titleTooLong: `A title is at most ${STAFF_TITLE_MAX_LENGTH} characters`,
  descriptionTooLong: `A description is at most ${STAFF_TEXT_MAX_LENGTH} characters`,
  kindInvalid: 'Choose general or resource task',
  resourceTypeRequired: 'Choose the kind of resource the task is about',
  resourceNotOfType: 'Choose a resource of the chosen kind',
  assigneeNotInDistrict: 'Choose a person of the chosen district',
  taskStatusInvalid: 'Choose pending, overdue or completed',

  // Catalogue.
  resourceNameRequired: 'Name is required',
  resourceNameTooLong: `A name is at most ${STAFF_TITLE_MAX_LENGTH} characters`,
  resourceTypeInvalid: 'Choose a resource type from the list',
  priceInvalid: 'Enter a price of $0 or more',
  lessonTitleRequired: 'Lesson title is required',
  urlInvalid: 'Enter a full link starting with https:// or http://',
  durationInvalid: 'Enter minutes as a whole number above 0',
  tooManyLessons: `A resource has at most ${MAX_LESSONS} lessons`,
  lessonNotOfResource: 'This lesson belongs to another resource',
  resourceStateInvalid: 'Choose active or retired',

  // Activity.
  entityTypeInvalid: 'Choose what the activity is about from the list',
  activityActorInvalid: 'Choose a person from the log',
  activityDayInvalid: 'Enter a date as YYYY-MM-DD',
  activityRange: 'The start of the date range must be on or before its end',
} as const;
