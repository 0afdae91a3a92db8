// The catalogue editor (`staff:catalogue`, ADMIN only: every district shares the catalogue). Each
// write answers the resource as GET /resources/{id} shows it, lessons included.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resourceInputSchema, resourceMessages, resourceStateSchema, staffResourcesQuerySchema } from '../../../contract/resources';
import { routes } from '../../../contract/routes';
import { authOf, requireAbility, requireAuth } from '../../plugins/auth-guard';
import { apiRoute } from '../../plugins/contract-routes';
import { notFound } from '../../plugins/http-error';
import { loadResource } from './service';
import { createResource, editResource, listStaffResources, setResourceActive } from './staff-service';

const idParams = z.object({ id: z.string() });
const guard = [requireAuth, requireAbility('staff:catalogue')];

export function staffResourceRoutes(app: FastifyInstance) {
  const answer = async (id: string) => {
    const resource = await loadResource(app.db, id);
    if (!resource) throw notFound(resourceMessages.notFound);
    return resource;
  };

  apiRoute(app, routes.staffResources, {
    query: staffResourcesQuerySchema,
    preHandler: guard,
    handler: async ({ query }) => listStaffResources(app.db, query),
  });

  apiRoute(app, routes.createResource, {
    body: resourceInputSchema,
    preHandler: guard,
    handler: async ({ body, request, reply }) => {
      const id = await app.db.transaction((tx) => createResource(tx, authOf(request).userId, body));
      return reply.status(201).send(await answer(id));
    },
  });

  apiRoute(app, routes.editResource, {
    params: idParams,
    body: resourceInputSchema,
    preHandler: guard,
    handler: async ({ params, body, request }) => {
      await app.db.transaction((tx) => editResource(tx, authOf(request).userId, params.id, body));
      return answer(params.id);
    },
  });

  apiRoute(app, routes.setResourceState, {
    params: idParams,
    body: resourceStateSchema,
    preHandler: guard,
    handler: async ({ params, body, request }) => {
      await app.db.transaction((tx) => setResourceActive(tx, authOf(request).userId, params.id, body.isActive));
      return answer(params.id);
    },
  });
}
