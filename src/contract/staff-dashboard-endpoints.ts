// GET /staff/dashboard (src/contract/endpoint.ts): the staff console's landing figures.
import { endpoint } from './endpoint';
import { routes } from './routes';
import { staffDashboardSchema } from './staff-dashboard';

export const staffDashboardEndpoints = {
  staffDashboard: endpoint(routes.staffDashboard, { access: 'staff:console', response: staffDashboardSchema }),
};
