// Changing reviews: assigning reviewers to an application and removing one who has not submitted, a
// reviewer saving their own review (a draft, then once submitted fixed), and recording what a
// decision on the application was taken against. Each change is written to the activity log in its transaction, staff only.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { applicationMessages } from '@contract/applications-messages';
import { can } from '@contract/permissions';
import type { SaveReviewBody } from '@contract/reviews';
import { reviewMessages } from '@contract/reviews-messages';
import type { Tx } from '@server/db/connect';
import { applicationReviews, applications, staffDistricts, users } from '@server/db/schema';
import { badRequest, conflict, forbidden, notFound } from '@server/plugins/http-error';
import { inStaffScope, type StaffScope } from '@server/plugins/staff-scope';
import { recordActivity } from '../activity/record-activity';
import { isUuid } from '../directory/service';
import { decisionBasis } from './queries';
import { currentRubric } from './rubric-service';

/** Locks the application for the change; 404 when missing or outside the caller's districts. */
async function lockApplication(tx: Tx, scope: StaffScope, id: string) {
  if (!isUuid(id)) throw notFound(applicationMessages.notFound);
  const [row] = await tx
    .select({ id: applications.id, districtId: applications.districtId, applicationNumber: applications.applicationNumber })
    .from(applications)
    .where(and(eq(applications.id, id), inStaffScope(scope, applications.districtId)))
    .for('update');
  if (!row) throw notFound(applicationMessages.notFound);
  return row;
}

/**
 * POST /staff/applications/{id}/reviewers: adds each person to the application's reviewers (those
 * already assigned stay as they are). A reviewer is active programme staff who reaches the
 * application's district; anyone else refuses the whole request, naming the entry.
 */
export async function assignReviewers(tx: Tx, scope: StaffScope, applicationId: string, userIds: string[], now: Date): Promise<void> {
  const application = await lockApplication(tx, scope, applicationId);
  const people = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, roles: users.roles })
    .from(users)
    .where(and(inArray(users.id, userIds), isNull(users.deactivatedAt)));
  const covering = new Set(
    (
      await tx
        .select({ userId: staffDistricts.userId })
        .from(staffDistricts)
        .where(and(inArray(staffDistricts.userId, userIds), eq(staffDistricts.districtId, application.districtId)))
    ).map((row) => row.userId),
  );
  const reviewers = userIds.map((id, index) => {
    const field = `userIds.${index}`;
    const person = people.find((row) => row.id === id);
    if (!person || !can(person.roles, 'staff:applications')) {
      throw badRequest(reviewMessages.reviewerInvalid, [{ field, message: reviewMessages.reviewerInvalid }]);
    }
    const name = [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
    if (!can(person.roles, 'staff:all-districts') && !covering.has(id)) {
      const message = reviewMessages.reviewerNotForDistrict(name);
      throw badRequest(message, [{ field, message }]);
    }
    return { id, name };
  });

  const added = await tx
    .insert(applicationReviews)
    .values(reviewers.map((reviewer) => ({ applicationId, reviewerId: reviewer.id, assignedBy: scope.userId, assignedAt: now })))
    .onConflictDoNothing()
    .returning({ reviewerId: applicationReviews.reviewerId });
  if (added.length === 0) return;
  await recordActivity(tx, {
    entityType: 'application',
    entityId: applicationId,
    districtId: application.districtId,
    actorId: scope.userId,
    action: 'reviewers-assigned',
    after: { reviewers: reviewers.filter((reviewer) => added.some((row) => row.reviewerId === reviewer.id)), number: application.applicationNumber },
    visibility: 'staff',
  });
}

/**
 * DELETE /staff/applications/{id}/reviewers/{userId}: takes a reviewer off the application, with
 * their draft if they kept one. A submitted review is part of what a decision is taken against, so
 * its reviewer stays (409); someone who is not a reviewer of it answers 404.
 */
export async function removeReviewer(tx: Tx, scope: StaffScope, applicationId: string, reviewerId: string): Promise<void> {
  // The application first, then its review row: the order every review change locks in.
  const application = await lockApplication(tx, scope, applicationId);
  if (!isUuid(reviewerId)) throw notFound(reviewMessages.reviewerNotFound);
  const [review] = await tx
    .select({ submittedAt: applicationReviews.submittedAt, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(applicationReviews)
    .innerJoin(users, eq(users.id, applicationReviews.reviewerId))
    .where(and(eq(applicationReviews.applicationId, applicationId), eq(applicationReviews.reviewerId, reviewerId)))
    .for('update', { of: applicationReviews });
  if (!review) throw notFound(reviewMessages.reviewerNotFound);
  if (review.submittedAt) throw conflict(reviewMessages.reviewerSubmitted);
  await tx.delete(applicationReviews).where(and(eq(applicationReviews.applicationId, applicationId), eq(applicationReviews.reviewerId, reviewerId)));
  const name = [review.firstName, review.lastName].filter(Boolean).join(' ') || review.email;
  await recordActivity(tx, {
    entityType: 'application',
    entityId: applicationId,
    districtId: application.districtId,
    actorId: scope.userId,
    action: 'reviewer-removed',
    before: { reviewer: { id: reviewerId, name } },
    after: { number: application.applicationNumber },
    visibility: 'staff',
  });
}

/**
 * PUT /staff/applications/{id}/reviews/me: the caller's own review against the current rubric. Only
 * an assigned reviewer (403 for other staff); a draft may score some criteria, submitting needs
 * every one; a submitted review is final (409).
 */
export async function saveMyReview(tx: Tx, scope: StaffScope, applicationId: string, body: SaveReviewBody, now: Date): Promise<void> {
  const application = await lockApplication(tx, scope, applicationId);
  const [review] = await tx
    .select({ submittedAt: applicationReviews.submittedAt })
    .from(applicationReviews)
    .where(and(eq(applicationReviews.applicationId, applicationId), eq(applicationReviews.reviewerId, scope.userId)))
    .for('update');
  if (!review) throw forbidden(reviewMessages.notAReviewer);
  if (review.submittedAt) throw conflict(reviewMessages.alreadySubmitted);
  const rubric = await currentRubric(tx);
  if (rubric.version === 0) throw conflict(reviewMessages.noRubric);

  body.scores.forEach((score, index) => {
    if (!rubric.criteria.some((criterion) => criterion.id === score.criterionId)) {
      throw badRequest(reviewMessages.criterionUnknown, [{ field: `scores.${index}.criterionId`, message: reviewMessages.criterionUnknown }]);
    }
  });
  const missing = rubric.criteria.filter((criterion) => !body.scores.some((score) => score.criterionId === criterion.id));
  if (body.submitted && missing.length > 0) {
    const message = reviewMessages.scoresMissing(missing.map((criterion) => criterion.name));
    throw badRequest(message, [{ field: 'scores', message }]);
  }

  // Kept in the rubric's order, whatever order they came in.
  const scores = rubric.criteria.flatMap((criterion) => {
    const score = body.scores.find((row) => row.criterionId === criterion.id);
    return score ? [{ criterionId: criterion.id, score: score.score, comment: score.comment }] : [];
  });
  await tx
    .update(applicationReviews)
    .set({ rubricVersion: rubric.version, scores, comment: body.comment, submittedAt: body.submitted ? now : null })
    .where(and(eq(applicationReviews.applicationId, applicationId), eq(applicationReviews.reviewerId, scope.userId)));
  // The entry says that, not what: the log is read by reviewers who have not scored yet.
  if (body.submitted) {
    await recordActivity(tx, {
      entityType: 'application',
      entityId: applicationId,
      districtId: application.districtId,
      actorId: scope.userId,
      action: 'review-submitted',
      after: { rubricVersion: rubric.version, number: application.applicationNumber },
      visibility: 'staff',
    });
  }
}

/**
 * A decision on an application (set aside, or approved into blueprint work) records, staff only,
 * the reviews it was taken against: the district's own entry of the move never carries scores.
 * Nothing when the application has no reviewers.
 */
export async function recordDecisionBasis(
  tx: Tx,
  application: { id: string; districtId: string; applicationNumber: number },
  actorId: string,
  status: string,
): Promise<void> {
  const basis = await decisionBasis(tx, application.id);
  if (!basis) return;
  await recordActivity(tx, {
    entityType: 'application',
    entityId: application.id,
    districtId: application.districtId,
    actorId,
    action: 'decided-on-reviews',
    after: { status, ...basis, number: application.applicationNumber },
    visibility: 'staff',
  });
}
