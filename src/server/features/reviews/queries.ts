// Reading reviews: one application's reviewers and reviews as the caller may see them (blind until
// their own is submitted), the queue's per-application summary, and the numbers a decision records.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { applicationMessages } from '@contract/applications-messages';
import type { ApplicationReviews, Criterion, Review, ReviewSummary, Rubric } from '@contract/reviews';
import type { Db, Tx } from '@server/db/connect';
import { applicationReviews, applications, users } from '@server/db/schema';
import { notFound } from '@server/plugins/http-error';
import { inStaffScope, type StaffScope } from '@server/plugins/staff-scope';
import { isUuid } from '../directory/service';
import { currentRubric, rubricsByVersion } from './rubric-service';
import { summarise, twoDecimals, weightedScore, type ScoreRow } from './summary';

interface ReviewRow {
  applicationId: string;
  reviewerId: string;
  name: string;
  assignedAt: Date;
  rubricVersion: number | null;
  scores: ScoreRow[];
  comment: string;
  submittedAt: Date | null;
}

async function reviewRows(db: Db | Tx, applicationIds: string[]): Promise<ReviewRow[]> {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .select({
      applicationId: applicationReviews.applicationId,
      reviewerId: applicationReviews.reviewerId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      assignedAt: applicationReviews.assignedAt,
      rubricVersion: applicationReviews.rubricVersion,
      scores: applicationReviews.scores,
      comment: applicationReviews.comment,
      submittedAt: applicationReviews.submittedAt,
    })
    .from(applicationReviews)
    .innerJoin(users, eq(users.id, applicationReviews.reviewerId))
    .where(inArray(applicationReviews.applicationId, applicationIds))
    .orderBy(asc(applicationReviews.assignedAt), asc(users.email));
  return rows.map(({ firstName, lastName, email, scores, ...row }) => ({
    ...row,
    name: [firstName, lastName].filter(Boolean).join(' ') || email,
    scores: scores as ScoreRow[],
  }));
}

/** Every rubric version the rows scored against, with the current one. */
async function rubricsFor(db: Db | Tx, rows: ReviewRow[], current: Rubric): Promise<Map<number, Rubric>> {
  const versions = [
    ...new Set(rows.flatMap((row) => (row.rubricVersion !== null && row.rubricVersion !== current.version ? [row.rubricVersion] : []))),
  ];
  const rubrics = await rubricsByVersion(db, versions);
  rubrics.set(current.version, current);
  return rubrics;
}

const criteriaOf = (rubrics: Map<number, Rubric>, version: number | null): Criterion[] =>
  version === null ? [] : (rubrics.get(version)?.criteria ?? []);

/** The unrounded weighted scores of the submitted reviews among `rows`. */
const submittedScores = (rows: ReviewRow[], rubrics: Map<number, Rubric>) =>
  rows.flatMap((row) => {
    if (!row.submittedAt) return [];
    const score = weightedScore(criteriaOf(rubrics, row.rubricVersion), row.scores);
    return score === null ? [] : [score];
  });

function toReview(row: ReviewRow, rubrics: Map<number, Rubric>): Review {
  const score = weightedScore(criteriaOf(rubrics, row.rubricVersion), row.scores);
  return {
    reviewer: { id: row.reviewerId, name: row.name },
    rubricVersion: row.rubricVersion ?? 0,
    scores: row.scores,
    comment: row.comment,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    weightedScore: score === null ? null : twoDecimals(score),
  };
}

/**
 * Blind scoring: a reviewer who has not submitted their own review sees no one else's scores,
 * comments, average or spread, only how many have scored. Staff who are not reviewers (whoever
 * decides) see every submitted review.
 */
const othersVisibleTo = (rows: ReviewRow[], userId: string) => {
  const mine = rows.find((row) => row.reviewerId === userId);
  return !mine || mine.submittedAt !== null;
};

/** 404 unless the application exists inside the caller's districts. */
export async function applicationInScope(db: Db | Tx, scope: StaffScope, id: string) {
  if (!isUuid(id)) throw notFound(applicationMessages.notFound);
  const [row] = await db
    .select({ id: applications.id, districtId: applications.districtId, applicationNumber: applications.applicationNumber })
    .from(applications)
    .where(and(eq(applications.id, id), inStaffScope(scope, applications.districtId)));
  if (!row) throw notFound(applicationMessages.notFound);
  return row;
}

/** GET /staff/applications/{id}/reviews as the caller may see it. */
export async function loadApplicationReviews(db: Db | Tx, scope: StaffScope, applicationId: string): Promise<ApplicationReviews> {
  await applicationInScope(db, scope, applicationId);
  const rows = await reviewRows(db, [applicationId]);
  const rubric = await currentRubric(db);
  const rubrics = await rubricsFor(db, rows, rubric);
  const mineRow = rows.find((row) => row.reviewerId === scope.userId);
  const visible = othersVisibleTo(rows, scope.userId);
  const others = rows.filter((row) => row.reviewerId !== scope.userId && row.submittedAt !== null);
  const shown = [...(mineRow?.rubricVersion ? [mineRow] : []), ...(visible ? others : [])];
  const olderVersions = new Set(
    shown.flatMap((row) => (row.rubricVersion !== null && row.rubricVersion !== rubric.version ? [row.rubricVersion] : [])),
  );
  return {
    rubric,
    olderRubrics: [...olderVersions].sort((a, b) => a - b).map((version) => rubrics.get(version)!),
    reviewers: rows.map((row) => ({
      id: row.reviewerId,
      name: row.name,
      state: row.submittedAt ? 'submitted' : row.rubricVersion !== null ? 'draft' : 'not-started',
      assignedAt: row.assignedAt.toISOString(),
      submittedAt: row.submittedAt?.toISOString() ?? null,
    })),
    isReviewer: mineRow !== undefined,
    mine: mineRow && mineRow.rubricVersion !== null ? toReview(mineRow, rubrics) : null,
    others: visible ? others.map((row) => toReview(row, rubrics)) : null,
    summary: summarise(submittedScores(rows, rubrics), rows.length, !visible),
  };
}

/** The review queue's summary of each listed application that has reviewers, as the caller may see it. */
export async function reviewSummaries(db: Db | Tx, userId: string, applicationIds: string[]): Promise<Map<string, ReviewSummary>> {
  const rows = await reviewRows(db, applicationIds);
  const summaries = new Map<string, ReviewSummary>();
  if (rows.length === 0) return summaries;
  const rubrics = await rubricsFor(db, rows, await currentRubric(db));
  const byApplication = new Map<string, ReviewRow[]>();
  for (const row of rows) byApplication.set(row.applicationId, [...(byApplication.get(row.applicationId) ?? []), row]);
  for (const [applicationId, group] of byApplication) {
    summaries.set(applicationId, summarise(submittedScores(group, rubrics), group.length, !othersVisibleTo(group, userId)));
  }
  return summaries;
}

/**
 * What a decision on the application was taken against: the summary and each submitted review's
 * weighted score and rubric version; null when the application has no reviewers.
 */
export async function decisionBasis(db: Db | Tx, applicationId: string) {
  const rows = await reviewRows(db, [applicationId]);
  if (rows.length === 0) return null;
  const rubrics = await rubricsFor(db, rows, await currentRubric(db));
  return {
    summary: summarise(submittedScores(rows, rubrics), rows.length),
    reviews: rows
      .filter((row) => row.submittedAt !== null)
      .map((row) => {
        const review = toReview(row, rubrics);
        return { reviewer: review.reviewer, rubricVersion: review.rubricVersion, weightedScore: review.weightedScore };
      }),
  };
}
