// A project's supplies: read in the viewer's district like every project read (another district's
// project: 404); counted by the district, offline too (an outbox write a batch may carry).
import type { FastifyInstance } from 'fastify';
import { supplyEndpoints } from '@contract/supplies-endpoints';
import { outboxRoute } from '@server/plugins/change-batches';
import { apiRoute } from '@server/plugins/contract-routes';
import { viewerOf } from '@server/plugins/viewer';
import { loadSupplies, recordSupplyCount, supplyProjectNotFound } from './supplies-service';

export function supplyRoutes(app: FastifyInstance) {
  apiRoute(app, supplyEndpoints.projectSupplies, {
    handler: async ({ params, request }) => {
      const supplies = await loadSupplies(app.db, viewerOf(request), params.id, app.clock());
      if (!supplies) throw supplyProjectNotFound();
      return supplies;
    },
  });

  outboxRoute(app, supplyEndpoints.countSupplies, {
    change: async ({ params, body, request }) => {
      const viewer = viewerOf(request);
      return (tx) => recordSupplyCount(tx, viewer, params.id, body, app.clock());
    },
  });
}
