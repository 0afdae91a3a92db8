// Counts that come due, staff side: a district's cadence and every project's count freshness.
import type { FastifyInstance } from 'fastify';
import { countScheduleEndpoints } from '@contract/count-schedule-endpoints';
import { utcDay } from '@contract/projects';
import { apiRoute } from '@server/plugins/contract-routes';
import { inStaffScope, staffScopeOf } from '@server/plugins/staff-scope';
import { projects } from '@server/db/schema';
import { listCountFreshness } from './freshness-queries';
import { setCountSchedule } from './schedule-service';

export function countScheduleRoutes(app: FastifyInstance) {
  apiRoute(app, countScheduleEndpoints.setCountSchedule, {
    handler: async ({ params, body, request }) => {
      const scope = await staffScopeOf(app.db, request);
      return app.db.transaction((tx) => setCountSchedule(tx, scope, params.id, body.everyDays));
    },
  });

  apiRoute(app, countScheduleEndpoints.staffCountFreshness, {
    handler: async ({ query, request }) =>
      listCountFreshness(app.db, inStaffScope(await staffScopeOf(app.db, request), projects.districtId), query, utcDay(app.clock())),
  });
}
