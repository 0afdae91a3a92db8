// GET /dashboard/summary (src/contract/endpoint.ts). The dashboard screen itself reads it without
// zod (client/features/dashboard); the planning screen and the server use this definition.
import { dashboardSummarySchema } from './dashboard';
import { endpoint } from './endpoint';
import { routes } from './routes';

export const dashboardEndpoints = {
  dashboardSummary: endpoint(routes.dashboardSummary, { access: 'signed-in', response: dashboardSummarySchema }),
};
