// POST /staff/funding: allocate funds to an application within the caller's districts.
import type { FastifyInstance } from 'fastify';
import { fundingEndpoints } from '@contract/funding-endpoints';
import { apiRoute } from '@server/plugins/contract-routes';
import { staffScopeOf } from '@server/plugins/staff-scope';
import { allocateFunds } from './service';

export function fundingRoutes(app: FastifyInstance) {
  apiRoute(app, fundingEndpoints.allocateFunds, {
    handler: async ({ body, request, reply }) => {
      const scope = await staffScopeOf(app.db, request);
      const allocation = await app.db.transaction((tx) => allocateFunds(tx, scope, body, app.clock()));
      return reply.status(201).send(allocation);
    },
  });
}
