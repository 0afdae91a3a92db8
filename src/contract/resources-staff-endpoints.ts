// The catalogue editor's endpoints (src/contract/endpoint.ts), ADMIN only: every district shares the
// catalogue. Each write answers the resource as GET /resources/{id} shows it.
import { endpoint } from './endpoint';
import { resourceDetailSchema, resourceInputSchema, resourceStateSchema, staffResourceListSchema, staffResourcesQuerySchema } from './resources';
import { routes } from './routes';

export const staffResourceEndpoints = {
  staffResources: endpoint(routes.staffResources, { access: 'staff:catalogue', query: staffResourcesQuerySchema, response: staffResourceListSchema }),
  createResource: endpoint(routes.createResource, { access: 'staff:catalogue', body: resourceInputSchema, response: resourceDetailSchema }),
  editResource: endpoint(routes.editResource, { access: 'staff:catalogue', body: resourceInputSchema, response: resourceDetailSchema }),
  setResourceState: endpoint(routes.setResourceState, { access: 'staff:catalogue', body: resourceStateSchema, response: resourceDetailSchema }),
};
