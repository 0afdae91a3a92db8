// GET /dashboard/summary: the programme panel of the dashboard in one call.
import type { FastifyInstance } from 'fastify';
import { dashboardEndpoints } from '@contract/dashboard-endpoints';
import { authOf } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { loadDashboardSummary } from './service';

export function dashboardRoutes(app: FastifyInstance) {
  apiRoute(app, dashboardEndpoints.dashboardSummary, {
    handler: async ({ request }) => loadDashboardSummary(app.db, authOf(request).userId),
  });
}
