// Reviews of applications: the programme's scoring rubric, its limits and texts. Apart from the
// schemas (no zod here), so the client's message catalogue reads them without building any schema.
import { fillTemplate } from './message-template';
import { staffMessages } from './staff-messages';

/** Every criterion is scored on the same scale, 1 (lowest) to 5, each level described. */
export const RUBRIC_LEVELS = 5;
export const RUBRIC_CRITERIA_MAX = 12;
export const CRITERION_NAME_MAX_LENGTH = 80;
export const CRITERION_TEXT_MAX_LENGTH = 500;
export const CRITERION_WEIGHT_MAX = 100;
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
export const REVIEWERS_MAX = 10;

/** The texts with values in them, as templates the client can word in another language. */
export const reviewMessageTemplates = {
  scoresMissing: 'Score every criterion before submitting: {names}',
} as const;

export const reviewMessages = {
  // The rubric.
  criteriaRequired: 'A rubric needs at least one criterion',
  tooManyCriteria: `A rubric has at most ${RUBRIC_CRITERIA_MAX} criteria`,
  criterionIdInvalid: 'A criterion id is lowercase letters, digits and dashes',
  criterionIdTaken: 'Two criteria cannot share an id',
  criterionNameRequired: 'Criterion name is required',
  criterionNameTooLong: `A criterion name is at most ${CRITERION_NAME_MAX_LENGTH} characters`,
  criterionNameTaken: 'Two criteria cannot share a name',
  criterionTextTooLong: `A description is at most ${CRITERION_TEXT_MAX_LENGTH} characters`,
  weightInvalid: `Weight is a whole number from 1 to ${CRITERION_WEIGHT_MAX}`,
  levelsInvalid: `Describe each of the ${RUBRIC_LEVELS} levels, from 1 to ${RUBRIC_LEVELS}`,
  levelRequired: 'Describe this level',

  // Reviewers.
  reviewersRequired: 'Choose at least one reviewer',
  tooManyReviewers: `Choose at most ${REVIEWERS_MAX} reviewers`,
  reviewerInvalid: 'Choose an admin or school success manager from the list',
  // The staff console's own text for one who does not reach the district (one template, one wording).
  reviewerNotForDistrict: staffMessages.assigneeNotForDistrict,
  reviewerNotFound: 'This person is not a reviewer of this application',
  reviewerSubmitted: 'This reviewer has submitted their review, so they stay on the application',

  // Scoring.
  notAReviewer: 'Only the reviewers assigned to this application score it',
  alreadySubmitted: 'Your review is submitted and can no longer be changed',
  criterionUnknown: 'Choose a criterion of the current rubric',
  criterionScoredTwice: 'Each criterion is scored once',
  scoreInvalid: `A score is a whole number from 1 to ${RUBRIC_LEVELS}`,
  commentTooLong: `A comment is at most ${REVIEW_COMMENT_MAX_LENGTH} characters`,
  submittedInvalid: 'Say whether the review is submitted (true) or a draft (false)',
  scoresMissing: (names: readonly string[]) => fillTemplate(reviewMessageTemplates.scoresMissing, { names: names.join(', ') }),
  noRubric: 'The programme has no rubric yet: an admin defines it first',
} as const;
