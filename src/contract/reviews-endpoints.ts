// Reviews' endpoints (src/contract/endpoint.ts): the programme's rubric, an application's reviewers
// and the caller's own review. Staff only, within their districts; the rubric is ADMIN's to edit.
import { endpoint } from './endpoint';
import { applicationReviewsSchema, assignReviewersSchema, rubricSchema, saveReviewSchema, updateRubricSchema } from './reviews';
import { routes } from './routes';

export const reviewEndpoints = {
  staffRubric: endpoint(routes.staffRubric, { access: 'staff:applications', response: rubricSchema }),
  updateStaffRubric: endpoint(routes.updateStaffRubric, { access: 'staff:rubric', body: updateRubricSchema, response: rubricSchema }),
  assignReviewers: endpoint(routes.assignReviewers, {
    access: 'staff:applications',
    body: assignReviewersSchema,
    response: applicationReviewsSchema,
  }),
  /** 204; 409 once their review is submitted (it is part of the record), 404 when not a reviewer. */
  removeReviewer: endpoint(routes.removeReviewer, { access: 'staff:applications' }),
  saveMyReview: endpoint(routes.saveMyReview, { access: 'staff:applications', body: saveReviewSchema, response: applicationReviewsSchema }),
  applicationReviews: endpoint(routes.applicationReviews, { access: 'staff:applications', response: applicationReviewsSchema }),
};
