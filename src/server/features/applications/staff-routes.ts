// The staff side of applications: the review queue, one application with its notes, acting on it,
// notes, bulk assignment and the assignee picker. `staff:applications`, within the caller's districts.
import type { FastifyInstance } from 'fastify';
import { applicationMessages } from '@contract/applications-messages';
import { staffApplicationEndpoints } from '@contract/applications-staff-endpoints';
import { apiRoute } from '@server/plugins/contract-routes';
import { notFound } from '@server/plugins/http-error';
import { staffScopeOf, type StaffScope } from '@server/plugins/staff-scope';
import { listAssignees, listReviewQueue, loadStaffApplication } from './staff-queries';
import { addApplicationNote, bulkAssign, updateStaffApplication } from './staff-service';

export function staffApplicationRoutes(app: FastifyInstance) {
  const answer = async (scope: StaffScope, id: string) => {
    const detail = await loadStaffApplication(app.db, scope, id);
    if (!detail) throw notFound(applicationMessages.notFound);
    return detail;
  };

  apiRoute(app, staffApplicationEndpoints.staffApplications, {
    handler: async ({ query, request }) => listReviewQueue(app.db, await staffScopeOf(app.db, request), query),
  });

  apiRoute(app, staffApplicationEndpoints.staffApplication, {
    handler: async ({ params, request }) => answer(await staffScopeOf(app.db, request), params.id),
  });

  apiRoute(app, staffApplicationEndpoints.updateStaffApplication, {
    handler: async ({ params, body, request }) => {
      const scope = await staffScopeOf(app.db, request);
      await app.db.transaction((tx) => updateStaffApplication(tx, scope, params.id, body));
      return answer(scope, params.id);
    },
  });

  apiRoute(app, staffApplicationEndpoints.addApplicationNote, {
    handler: async ({ params, body, request, reply }) => {
      const scope = await staffScopeOf(app.db, request);
      await app.db.transaction((tx) => addApplicationNote(tx, scope, params.id, body.body));
      return reply.status(201).send(await answer(scope, params.id));
    },
  });

  apiRoute(app, staffApplicationEndpoints.bulkAssignApplications, {
    handler: async ({ body, request }) => {
      const scope = await staffScopeOf(app.db, request);
      return app.db.transaction((tx) => bulkAssign(tx, scope, body.applicationIds, body.assignedAdminId));
    },
  });

  apiRoute(app, staffApplicationEndpoints.staffAssignees, {
    handler: async ({ query }) => ({ items: await listAssignees(app.db, query.districtId) }),
  });
}
