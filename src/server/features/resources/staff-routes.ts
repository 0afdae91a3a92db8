// The catalogue editor (`staff:catalogue`, ADMIN only: every district shares the catalogue). Each
// write answers the resource as GET /resources/{id} shows it, lessons included.
import type { FastifyInstance } from 'fastify';
import { resourceMessages } from '@contract/resources';
import { staffResourceEndpoints } from '@contract/resources-staff-endpoints';
import { authOf } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { notFound } from '@server/plugins/http-error';
import { loadResource } from './service';
import { createResource, editResource, listStaffResources, setResourceActive } from './staff-service';

export function staffResourceRoutes(app: FastifyInstance) {
  const answer = async (id: string) => {
    const resource = await loadResource(app.db, id);
    if (!resource) throw notFound(resourceMessages.notFound);
    return resource;
  };

  apiRoute(app, staffResourceEndpoints.staffResources, {
    handler: async ({ query }) => listStaffResources(app.db, query),
  });

  apiRoute(app, staffResourceEndpoints.createResource, {
    handler: async ({ body, request, reply }) => {
      const id = await app.db.transaction((tx) => createResource(tx, authOf(request).userId, body));
      return reply.status(201).send(await answer(id));
    },
  });

  apiRoute(app, staffResourceEndpoints.editResource, {
    handler: async ({ params, body, request }) => {
      await app.db.transaction((tx) => editResource(tx, authOf(request).userId, params.id, body));
      return answer(params.id);
    },
  });

  apiRoute(app, staffResourceEndpoints.setResourceState, {
    handler: async ({ params, body, request }) => {
      await app.db.transaction((tx) => setResourceActive(tx, authOf(request).userId, params.id, body.isActive));
      return answer(params.id);
    },
  });
}
