// The resource catalogue (navigation entry Resources): list with search, filters and paging, the
// subject filter's choices, and one resource with its lessons. Signed-in users only, onboarding included (the wizard shows it too).
import type { FastifyInstance } from 'fastify';
import { resourceMessages } from '@contract/resources';
import { resourceEndpoints } from '@contract/resources-endpoints';
import { apiRoute } from '@server/plugins/contract-routes';
import { notFound } from '@server/plugins/http-error';
import { listResources, listResourceSubjects, loadResource } from './service';

export function resourceRoutes(app: FastifyInstance) {
  apiRoute(app, resourceEndpoints.resources, {
    handler: async ({ query }) => listResources(app.db, query),
  });

  apiRoute(app, resourceEndpoints.resourceSubjects, {
    handler: async ({ query }) => listResourceSubjects(app.db, query.type),
  });

  apiRoute(app, resourceEndpoints.resource, {
    handler: async ({ params }) => {
      const resource = await loadResource(app.db, params.id);
      if (!resource) throw notFound(resourceMessages.notFound);
      return resource;
    },
  });
}
