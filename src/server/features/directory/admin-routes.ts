// The directory editor (`staff:directory`, ADMIN only). Each write answers the district as GET
// /staff/directory/districts/{id} shows it; after a merge, the district merged into.
import type { FastifyInstance } from 'fastify';
import { directoryAdminEndpoints as e } from '@contract/directory-admin-endpoints';
import { authOf } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import {
  acceptDistrict,
  acceptSchool,
  createDistrict,
  createSchool,
  editDistrict,
  editSchool,
  listDirectoryDistricts,
  loadDirectoryDistrict,
} from './admin-service';
import { mergeDistrict, mergeSchool } from './admin-merge';

export function directoryAdminRoutes(app: FastifyInstance) {
  const answer = (id: string) => loadDirectoryDistrict(app.db, id);

  apiRoute(app, e.directoryDistricts, { handler: async ({ query }) => listDirectoryDistricts(app.db, query) });
  apiRoute(app, e.directoryDistrict, { handler: async ({ params }) => answer(params.id) });

  apiRoute(app, e.createDirectoryDistrict, {
    handler: async ({ body, request, reply }) => {
      const id = await app.db.transaction((tx) => createDistrict(tx, authOf(request).userId, body));
      return reply.status(201).send(await answer(id));
    },
  });
  apiRoute(app, e.editDirectoryDistrict, {
    handler: async ({ params, body, request }) => {
      await app.db.transaction((tx) => editDistrict(tx, authOf(request).userId, params.id, body));
      return answer(params.id);
    },
  });
  apiRoute(app, e.mergeDirectoryDistrict, {
    handler: async ({ params, body, request }) => {
      await app.db.transaction((tx) => mergeDistrict(tx, authOf(request).userId, params.id, body.targetId));
      return answer(body.targetId);
    },
  });
  apiRoute(app, e.acceptDirectoryDistrict, {
    handler: async ({ params, request }) => {
      await app.db.transaction((tx) => acceptDistrict(tx, authOf(request).userId, params.id));
      return answer(params.id);
    },
  });

  apiRoute(app, e.createDirectorySchool, {
    handler: async ({ params, body, request, reply }) => {
      await app.db.transaction((tx) => createSchool(tx, authOf(request).userId, params.id, body));
      return reply.status(201).send(await answer(params.id));
    },
  });
  apiRoute(app, e.editDirectorySchool, {
    handler: async ({ params, body, request }) => answer(await app.db.transaction((tx) => editSchool(tx, authOf(request).userId, params.id, body))),
  });
  apiRoute(app, e.mergeDirectorySchool, {
    handler: async ({ params, body, request }) =>
      answer(await app.db.transaction((tx) => mergeSchool(tx, authOf(request).userId, params.id, body.targetId))),
  });
  apiRoute(app, e.acceptDirectorySchool, {
    handler: async ({ params, request }) => answer(await app.db.transaction((tx) => acceptSchool(tx, authOf(request).userId, params.id))),
  });
}
