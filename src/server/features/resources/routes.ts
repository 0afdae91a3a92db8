// The resource catalogue (navigation entry Resources): list with search, filters and paging, the
// subject filter's choices, and one resource with its lessons. Signed-in users only, onboarding included (the wizard shows it too).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resourceMessages, resourcesQuerySchema, resourceSubjectsQuerySchema } from '../../../contract/resources';
import { routes } from '../../../contract/routes';
import { requireAuth } from '../../plugins/auth-guard';
import { apiRoute } from '../../plugins/contract-routes';
import { notFound } from '../../plugins/http-error';
import { listResources, listResourceSubjects, loadResource } from './service';

export function resourceRoutes(app: FastifyInstance) {
  apiRoute(app, routes.resources, {
    query: resourcesQuerySchema,
    preHandler: [requireAuth],
    handler: async ({ query }) => listResources(app.db, query),
  });

  apiRoute(app, routes.resourceSubjects, {
    query: resourceSubjectsQuerySchema,
    preHandler: [requireAuth],
    handler: async ({ query }) => listResourceSubjects(app.db, query.type),
  });

  apiRoute(app, routes.resource, {
    params: z.object({ id: z.string() }),
    preHandler: [requireAuth],
    handler: async ({ params }) => {
      const resource = await loadResource(app.db, params.id);
      if (!resource) throw notFound(resourceMessages.notFound);
      return resource;
    },
  });
}
