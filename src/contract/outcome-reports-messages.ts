// Outcome reports' fixed values (docs/product.md, "Outcome reports"): the states a district's report
// for one term moves through, the limits of what it holds and the texts of its rules. Apart from
// the schemas (no zod here), so the tables, the client's catalogue and the screens read them
// without building any schema.
import { fillTemplate } from './message-template';

/**
 * Draft: the district is filling it in (kept as typed). Submitted: waiting for staff. Changes
 * requested: staff sent it back with a comment; the district edits and submits again. Accepted:
 * final.
 */
export const OUTCOME_REPORT_STATUSES = ['Draft', 'Submitted', 'Changes requested', 'Accepted'] as const;
export type OutcomeReportStatus = (typeof OUTCOME_REPORT_STATUSES)[number];
/** The states in which the district edits and submits the report. */
export const EDITABLE_OUTCOME_STATUSES: readonly OutcomeReportStatus[] = ['Draft', 'Changes requested'];

/** Up to three photos a report, through the kit photos' upload path. */
export const OUTCOME_PHOTOS_MAX = 3;

/** The figures a report gives, each a whole number from 0 to its maximum; submitting needs all three. */
export const OUTCOME_FIGURES = ['studentsReached', 'sessionsHeld', 'teachersTrained'] as const;
export type OutcomeFigure = (typeof OUTCOME_FIGURES)[number];
export const OUTCOME_FIGURE_MAX: Readonly<Record<OutcomeFigure, number>> = {
  studentsReached: 100_000,
  sessionsHeld: 10_000,
  teachersTrained: 5_000,
};

export const OUTCOME_TERMS_MAX = 24;
export const OUTCOME_TERM_NAME_MAX_LENGTH = 80;
export const OUTCOME_PROMPT_MAX_LENGTH = 500;
export const OUTCOME_HIGHLIGHTS_MAX_LENGTH = 4000;
export const OUTCOME_COMMENT_MAX_LENGTH = 2000;

/** Staff's two answers to a submitted report. */
export const OUTCOME_DECISIONS = ['accept', 'request-changes'] as const;
export type OutcomeDecision = (typeof OUTCOME_DECISIONS)[number];

/** The checklist task of a report is keyed `outcome-report:<report id>` (action_tasks.source_key). */
export const OUTCOME_TASK_SOURCE_PREFIX = 'outcome-report:';

/** The texts with values in them, as templates the client can word in another language. */
export const outcomeMessageTemplates = {
  termInUse: 'Reports for {name} have been submitted: the term cannot be removed',
} as const;

export const outcomeMessages = {
  // Terms.
  termsInvalid: 'Terms must be a list',
  tooManyTerms: `The programme has at most ${OUTCOME_TERMS_MAX} reporting terms`,
  termIdInvalid: 'Choose a term of the list, or leave the id out for a new one',
  termNameRequired: 'Term name is required',
  termNameTooLong: `A term name is at most ${OUTCOME_TERM_NAME_MAX_LENGTH} characters`,
  termNameTaken: 'Two terms cannot share a name',
  startsOnInvalid: 'Enter the first day of the term (YYYY-MM-DD)',
  endsOnInvalid: 'Enter the last day of the term (YYYY-MM-DD)',
  dueOnInvalid: 'Enter the day reports are due (YYYY-MM-DD)',
  endsBeforeStart: 'The term cannot end before it starts',
  dueBeforeStart: 'Reports cannot be due before the term starts',
  promptTooLong: `The question is at most ${OUTCOME_PROMPT_MAX_LENGTH} characters`,
  termInUse: (name: string) => fillTemplate(outcomeMessageTemplates.termInUse, { name }),

  // The district's report.
  reportNotFound: 'Outcome report not found',
  versionRequired: 'version must be the version of the report you read',
  stale: 'This report was changed since you opened it: reload it and make your change again',
  readOnly: 'This report is submitted and can no longer be changed',
  studentsInvalid: `Students reached is a whole number from 0 to ${OUTCOME_FIGURE_MAX.studentsReached}`,
  sessionsInvalid: `Sessions held is a whole number from 0 to ${OUTCOME_FIGURE_MAX.sessionsHeld}`,
  teachersInvalid: `Teachers trained is a whole number from 0 to ${OUTCOME_FIGURE_MAX.teachersTrained}`,
  studentsRequired: 'Enter the students reached before submitting',
  sessionsRequired: 'Enter the sessions held before submitting',
  teachersRequired: 'Enter the teachers trained before submitting',
  highlightsTooLong: `Highlights are at most ${OUTCOME_HIGHLIGHTS_MAX_LENGTH} characters`,
  tooManyPhotos: `Add at most ${OUTCOME_PHOTOS_MAX} photos to a report`,

  // Staff's decision.
  decisionInvalid: "decision must be 'accept' or 'request-changes'",
  commentRequired: 'Say what to change: the district reads your comment',
  commentTooLong: `A comment is at most ${OUTCOME_COMMENT_MAX_LENGTH} characters`,
  notSubmitted: 'Only a submitted report is accepted or sent back',
  statusInvalid: 'Choose a status from the list',
  termFilterInvalid: 'Choose a term from the list',
  districtFilterInvalid: 'Choose a district from the list',
} as const;
