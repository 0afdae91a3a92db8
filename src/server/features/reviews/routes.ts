// Reviews' routes: the programme's rubric (read by staff, edited by ADMIN), an application's
// reviewers and the caller's own review, within the caller's districts.
import type { FastifyInstance } from 'fastify';
import { reviewEndpoints } from '@contract/reviews-endpoints';
import { authOf } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { staffScopeOf } from '@server/plugins/staff-scope';
import { loadApplicationReviews } from './queries';
import { assignReviewers, removeReviewer, saveMyReview } from './review-service';
import { currentRubric, saveRubric } from './rubric-service';

export function reviewRoutes(app: FastifyInstance) {
  apiRoute(app, reviewEndpoints.staffRubric, {
    handler: async () => currentRubric(app.db),
  });

  apiRoute(app, reviewEndpoints.updateStaffRubric, {
    handler: async ({ body, request }) => {
      await app.db.transaction((tx) => saveRubric(tx, authOf(request).userId, body));
      return currentRubric(app.db);
    },
  });

  apiRoute(app, reviewEndpoints.applicationReviews, {
    handler: async ({ params, request }) => loadApplicationReviews(app.db, await staffScopeOf(app.db, request), params.id),
  });

  apiRoute(app, reviewEndpoints.assignReviewers, {
    handler: async ({ params, body, request }) => {
      const scope = await staffScopeOf(app.db, request);
      await app.db.transaction((tx) => assignReviewers(tx, scope, params.id, body.userIds, app.clock()));
      return loadApplicationReviews(app.db, scope, params.id);
    },
  });

  apiRoute(app, reviewEndpoints.removeReviewer, {
    handler: async ({ params, request, reply }) => {
      const scope = await staffScopeOf(app.db, request);
      await app.db.transaction((tx) => removeReviewer(tx, scope, params.id, params.userId));
      return reply.status(204).send();
    },
  });

  apiRoute(app, reviewEndpoints.saveMyReview, {
    handler: async ({ params, body, request }) => {
      const scope = await staffScopeOf(app.db, request);
      await app.db.transaction((tx) => saveMyReview(tx, scope, params.id, body, app.clock()));
      return loadApplicationReviews(app.db, scope, params.id);
    },
  });
}
