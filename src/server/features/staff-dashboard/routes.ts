// GET /staff/dashboard: the staff console's landing figures (`staff:console`).
import type { FastifyInstance } from 'fastify';
import { can } from '@contract/permissions';
import { staffDashboardEndpoints } from '@contract/staff-dashboard-endpoints';
import { authOf } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { staffScopeOf } from '@server/plugins/staff-scope';
import { loadStaffDashboard } from './service';

export function staffDashboardRoutes(app: FastifyInstance) {
  apiRoute(app, staffDashboardEndpoints.staffDashboard, {
    handler: async ({ request }) =>
      loadStaffDashboard(app.db, await staffScopeOf(app.db, request), {
        withBackup: can(authOf(request).user.roles, 'staff:operations'),
        backupKeep: app.config.backupKeep,
        now: app.clock(),
      }),
  });
}
