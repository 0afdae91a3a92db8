// Reviews of applications (docs/product.md, "Reviews"): the programme's one rubric, versioned, and
// the reviewers staff assign to an application, each scoring every criterion 1 to 5 with a comment.
// A review records the rubric version it scored against, so a later edit of the rubric never
// changes an old score. Reviewers score blind: others' scores reach a reviewer once their own is in.
import { z } from 'zod';
import { personRefSchema } from './applications';
import {
  CRITERION_NAME_MAX_LENGTH,
  CRITERION_TEXT_MAX_LENGTH,
  CRITERION_WEIGHT_MAX,
  RUBRIC_CRITERIA_MAX,
  RUBRIC_LEVELS,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEWERS_MAX,
  reviewMessages,
} from './reviews-messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A criterion's id stays the same across rubric versions: scores name it. */
const CRITERION_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// ---------------------------------------------------------------------------------------------
// The rubric: GET and PUT /staff/rubric
// ---------------------------------------------------------------------------------------------

const criterionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** A positive whole number; a criterion counts `weight` times in the weighted score. */
  weight: z.number().int(),
  /** What each level means: levels[0] describes a 1, levels[4] a 5. */
  levels: z.array(z.string()),
});
export type Criterion = z.infer<typeof criterionSchema>;

export const rubricSchema = z.object({
  /** Counts 1, 2, 3… with every save; 0 before the first. */
  version: z.number().int(),
  criteria: z.array(criterionSchema),
  /** ISO instant of the version's save; null before the first. */
  updatedAt: z.string().nullable(),
  updatedBy: personRefSchema.nullable(),
});
export type Rubric = z.infer<typeof rubricSchema>;

const levelSchema = z
  .string({ error: reviewMessages.levelRequired })
  .trim()
  .min(1, { error: reviewMessages.levelRequired })
  .max(CRITERION_TEXT_MAX_LENGTH, { error: reviewMessages.criterionTextTooLong });

const criterionInputSchema = z.object({
  /** Keep a criterion's id when editing it; a new criterion may leave it out (made from its name). */
  id: z.string({ error: reviewMessages.criterionIdInvalid }).regex(CRITERION_ID, { error: reviewMessages.criterionIdInvalid }).max(40).optional(),
  name: z
    .string({ error: reviewMessages.criterionNameRequired })
    .trim()
    .min(1, { error: reviewMessages.criterionNameRequired })
    .max(CRITERION_NAME_MAX_LENGTH, { error: reviewMessages.criterionNameTooLong }),
  description: z
    .string({ error: reviewMessages.criterionTextTooLong })
    .trim()
    .max(CRITERION_TEXT_MAX_LENGTH, { error: reviewMessages.criterionTextTooLong })
    .default(''),
  weight: z
    .number({ error: reviewMessages.weightInvalid })
    .int({ error: reviewMessages.weightInvalid })
    .min(1, { error: reviewMessages.weightInvalid })
    .max(CRITERION_WEIGHT_MAX, { error: reviewMessages.weightInvalid }),
  levels: z.array(levelSchema, { error: reviewMessages.levelsInvalid }).length(RUBRIC_LEVELS, { error: reviewMessages.levelsInvalid }),
});

/** PUT /staff/rubric: the whole rubric, saved as its next version. */
export const updateRubricSchema = z
  .object({
    criteria: z
      .array(criterionInputSchema, { error: reviewMessages.criteriaRequired })
      .min(1, { error: reviewMessages.criteriaRequired })
      .max(RUBRIC_CRITERIA_MAX, { error: reviewMessages.tooManyCriteria }),
  })
  .superRefine((v, ctx) => {
    const ids = new Set<string>();
    const names = new Set<string>();
    v.criteria.forEach((criterion, index) => {
      if (criterion.id !== undefined) {
        if (ids.has(criterion.id)) ctx.addIssue({ code: 'custom', path: ['criteria', index, 'id'], message: reviewMessages.criterionIdTaken });
        ids.add(criterion.id);
      }
      const name = criterion.name.toLowerCase();
      if (names.has(name)) ctx.addIssue({ code: 'custom', path: ['criteria', index, 'name'], message: reviewMessages.criterionNameTaken });
      names.add(name);
    });
  });
export type UpdateRubricBody = z.output<typeof updateRubricSchema>;
/** What the rubric editor sends (before the schema's trimming and defaults). */
export type UpdateRubricInput = z.input<typeof updateRubricSchema>;

// ---------------------------------------------------------------------------------------------
// One application's reviews
// ---------------------------------------------------------------------------------------------

/** POST /staff/applications/{id}/reviewers: adds these people to the application's reviewers. */
export const assignReviewersSchema = z.object({
  userIds: z
    .array(z.string({ error: reviewMessages.reviewerInvalid }).regex(UUID, { error: reviewMessages.reviewerInvalid }), {
      error: reviewMessages.reviewersRequired,
    })
    .min(1, { error: reviewMessages.reviewersRequired })
    .max(REVIEWERS_MAX, { error: reviewMessages.tooManyReviewers })
    .transform((ids) => [...new Set(ids)]),
});

const commentSchema = z
  .string({ error: reviewMessages.commentTooLong })
  .trim()
  .max(REVIEW_COMMENT_MAX_LENGTH, { error: reviewMessages.commentTooLong })
  .default('');

/**
 * PUT /staff/applications/{id}/reviews/me: the caller's own review. `submitted: false` keeps it a
 * draft (any criteria so far); `true` submits it, which needs every criterion of the current rubric
 * scored, and from then on it cannot change.
 */
export const saveReviewSchema = z
  .object({
    scores: z
      .array(
        z.object({
          criterionId: z.string({ error: reviewMessages.criterionUnknown }).min(1, { error: reviewMessages.criterionUnknown }),
          score: z
            .number({ error: reviewMessages.scoreInvalid })
            .int({ error: reviewMessages.scoreInvalid })
            .min(1, { error: reviewMessages.scoreInvalid })
            .max(RUBRIC_LEVELS, { error: reviewMessages.scoreInvalid }),
          comment: commentSchema,
        }),
        { error: reviewMessages.criterionUnknown },
      )
      .max(RUBRIC_CRITERIA_MAX, { error: reviewMessages.tooManyCriteria })
      .default([]),
    comment: commentSchema,
    submitted: z.boolean({ error: reviewMessages.submittedInvalid }),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.scores.forEach((score, index) => {
      if (seen.has(score.criterionId)) {
        ctx.addIssue({ code: 'custom', path: ['scores', index, 'criterionId'], message: reviewMessages.criterionScoredTwice });
      }
      seen.add(score.criterionId);
    });
  });
export type SaveReviewBody = z.output<typeof saveReviewSchema>;

/** Weighted average, spread and counts; average and spread are null while hidden or before any is submitted. */
export const reviewSummarySchema = z.object({
  /** Mean over submitted reviews of Σ weight·score / Σ weight, two decimals. */
  average: z.number().nullable(),
  /** Highest minus lowest weighted score of the submitted reviews, two decimals. */
  spread: z.number().nullable(),
  submitted: z.number().int(),
  assigned: z.number().int(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

const reviewSchema = z.object({
  reviewer: personRefSchema,
  /** The rubric version the review scored against (the one current at its last save). */
  rubricVersion: z.number().int(),
  scores: z.array(z.object({ criterionId: z.string(), score: z.number().int(), comment: z.string() })),
  comment: z.string(),
  /** ISO instant; null while a draft. */
  submittedAt: z.string().nullable(),
  /** Σ weight·score / Σ weight over its rubric version, two decimals; null until every criterion is scored. */
  weightedScore: z.number().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const REVIEW_STATES = ['not-started', 'draft', 'submitted'] as const;

const reviewerSchema = personRefSchema.extend({
  state: z.enum(REVIEW_STATES),
  /** ISO instants. */
  assignedAt: z.string(),
  submittedAt: z.string().nullable(),
});

/** GET /staff/applications/{id}/reviews (also the answer of assigning and of saving one's review). */
export const applicationReviewsSchema = z.object({
  /** The current rubric: what a review saved now scores against. */
  rubric: rubricSchema,
  /** The rubric versions the reviews below scored against, when not the current one. */
  olderRubrics: z.array(rubricSchema),
  reviewers: z.array(reviewerSchema),
  /** Whether the caller is one of the reviewers. */
  isReviewer: z.boolean(),
  /** The caller's own review, draft or submitted; null when they are no reviewer or have not saved one. */
  mine: reviewSchema.nullable(),
  /**
   * The other reviewers' submitted reviews (drafts stay their authors'); null while hidden: from a
   * reviewer who has not submitted their own.
   */
  others: z.array(reviewSchema).nullable(),
  summary: reviewSummarySchema,
});
export type ApplicationReviews = z.infer<typeof applicationReviewsSchema>;
