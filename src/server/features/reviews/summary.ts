// The numbers of a review and of an application's reviews: one review's weighted score over the
// rubric version it scored against, and the average and spread of the submitted ones.
import type { Criterion, ReviewSummary } from '@contract/reviews';

export interface ScoreRow {
  criterionId: string;
  score: number;
  comment: string;
}

export const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** Σ weight·score / Σ weight, unrounded; null unless every criterion of the rubric is scored. */
export function weightedScore(criteria: readonly Criterion[], scores: readonly ScoreRow[]): number | null {
  if (criteria.length === 0) return null;
  let weighted = 0;
  let weights = 0;
  for (const criterion of criteria) {
    const score = scores.find((row) => row.criterionId === criterion.id);
    if (!score) return null;
    weighted += criterion.weight * score.score;
    weights += criterion.weight;
  }
  return weighted / weights;
}

/**
 * The average of the submitted reviews' weighted scores and their spread (highest minus lowest),
 * from the unrounded scores; `hidden` keeps both back while still counting.
 */
export function summarise(submittedScores: readonly number[], assigned: number, hidden = false): ReviewSummary {
  const submitted = submittedScores.length;
  if (hidden || submitted === 0) return { average: null, spread: null, submitted, assigned };
  const average = submittedScores.reduce((sum, value) => sum + value, 0) / submitted;
  const spread = Math.max(...submittedScores) - Math.min(...submittedScores);
  return { average: twoDecimals(average), spread: twoDecimals(spread), submitted, assigned };
}
