// The count cadence and count freshness endpoints (src/contract/endpoint.ts). Setting a district's
// cadence is ADMIN's or its school success manager's (staff:kit-orders within their scope).
import { countFreshnessListSchema, countFreshnessQuerySchema, countScheduleBodySchema, countScheduleSchema } from './count-schedule';
import { endpoint } from './endpoint';
import { routes } from './routes';

export const countScheduleEndpoints = {
  setCountSchedule: endpoint(routes.setCountSchedule, { access: 'staff:kit-orders', body: countScheduleBodySchema, response: countScheduleSchema }),
  staffCountFreshness: endpoint(routes.staffCountFreshness, {
    access: 'staff:kit-orders',
    query: countFreshnessQuerySchema,
    response: countFreshnessListSchema,
  }),
};
