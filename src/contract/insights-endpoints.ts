// GET /staff/insights/{chart} (staff, within their districts) and GET /insights/{chart} (a district,
// its own data): one chart's rows as JSON, or as CSV with `?format=csv` or Accept: text/csv. An
// unknown chart answers 404.
import { endpoint } from './endpoint';
import { districtInsightsQuerySchema, insightChartSchema, insightsParamsSchema, staffInsightsQuerySchema } from './insights';
import { routes } from './routes';

export const insightEndpoints = {
  staffInsights: endpoint(routes.staffInsights, {
    access: 'staff:insights',
    params: insightsParamsSchema,
    query: staffInsightsQuerySchema,
    response: insightChartSchema,
  }),
  districtInsights: endpoint(routes.districtInsights, {
    access: 'district:insights',
    params: insightsParamsSchema,
    query: districtInsightsQuerySchema,
    response: insightChartSchema,
  }),
};
