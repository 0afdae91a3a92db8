// The resource catalogue's endpoints (src/contract/endpoint.ts): the list, the subject filter's
// choices and one resource with its lessons. Signed-in users only, onboarding included.
import { endpoint } from './endpoint';
import { resourceDetailSchema, resourceListSchema, resourcesQuerySchema, resourceSubjectsQuerySchema, resourceSubjectsSchema } from './resources';
import { routes } from './routes';

export const resourceEndpoints = {
  resources: endpoint(routes.resources, { access: 'signed-in', query: resourcesQuerySchema, response: resourceListSchema }),
  resourceSubjects: endpoint(routes.resourceSubjects, { access: 'signed-in', query: resourceSubjectsQuerySchema, response: resourceSubjectsSchema }),
  resource: endpoint(routes.resource, { access: 'signed-in', response: resourceDetailSchema }),
};
