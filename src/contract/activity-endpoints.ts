// The activity log (src/contract/endpoint.ts): staff see everything within their districts; a
// district sees the entries of its application marked visible to it.
import { activityListSchema, activityQuerySchema } from './activity';
import { endpoint } from './endpoint';
import { pageQuerySchema } from './lists';
import { routes } from './routes';

export const activityEndpoints = {
  staffActivity: endpoint(routes.staffActivity, { access: 'staff:activity', query: activityQuerySchema, response: activityListSchema }),
  applicationActivity: endpoint(routes.applicationActivity, { access: 'signed-in', query: pageQuerySchema, response: activityListSchema }),
};
