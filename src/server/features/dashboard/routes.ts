// GET /dashboard/summary: the programme panel of the dashboard in one call.
import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes';
import { authOf, requireAuth } from '../../plugins/auth-guard';
import { apiRoute } from '../../plugins/contract-routes';
import { loadDashboardSummary } from './service';

export function dashboardRoutes(app: FastifyInstance) {
  apiRoute(app, routes.dashboardSummary, {
    preHandler: [requireAuth],
    handler: async ({ request }) => loadDashboardSummary(app.db, authOf(request).userId),
  });
}
