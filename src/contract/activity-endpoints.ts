// The activity log (src/contract/endpoint.ts): staff see everything within their districts; a
// district sees the entries of its application marked visible to it.
import { activityFilterSchema, activityListSchema, activityQuerySchema } from './activity';
import { endpoint } from './endpoint';
import { pageQuerySchema } from './lists';
import { routes } from './routes';

export const activityEndpoints = {
  staffActivity: endpoint(routes.staffActivity, { access: 'staff:activity', query: activityQuerySchema, response: activityListSchema }),
  // The staff route adds `staff:activity` to this ability (src/server/features/activity/routes.ts).
  exportActivity: endpoint(routes.exportActivity, { access: 'staff:exports', query: activityFilterSchema, file: true }),
  applicationActivity: endpoint(routes.applicationActivity, { access: 'signed-in', query: pageQuerySchema, response: activityListSchema }),
};
