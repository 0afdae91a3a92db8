// The activity log: GET /staff/activity for staff (`staff:activity`, within their districts) and
// GET /applications/{id}/activity, the part of an application's history its district may see.
import type { FastifyInstance } from 'fastify';
import { activityEndpoints } from '@contract/activity-endpoints';
import { applicationMessages } from '@contract/applications-messages';
import { apiRoute } from '@server/plugins/contract-routes';
import { notFound } from '@server/plugins/http-error';
import { staffScopeOf } from '@server/plugins/staff-scope';
import { canSeeApplication } from '../applications/queries';
import { viewerOf } from '@server/plugins/viewer';
import { listApplicationActivityForDistrict, listStaffActivity } from './queries';

export function activityRoutes(app: FastifyInstance) {
  apiRoute(app, activityEndpoints.staffActivity, {
    handler: async ({ query, request }) => listStaffActivity(app.db, await staffScopeOf(app.db, request), query),
  });

  apiRoute(app, activityEndpoints.applicationActivity, {
    handler: async ({ params, query, request }) => {
      // The same 404 as the application itself, so another district's history is not revealed.
      const viewer = viewerOf(request);
      if (!(await canSeeApplication(app.db, viewer, params.id))) throw notFound(applicationMessages.notFound);
      return listApplicationActivityForDistrict(app.db, params.id, query);
    },
  });
}
