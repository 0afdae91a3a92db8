// The kit writes. Each runs in one transaction through withIdempotency (the outbox's own through
// outboxRoute, which lets a batch carry them too), so a write sent again by
// the offline outbox with the same Idempotency-Key is applied once and answered the same. Every
// one is the district's own act (district:act): programme staff read a district's projects but
// change its orders only from the fulfilment queue, and never count its kits (403).
import type { FastifyInstance } from 'fastify';
import { projectEndpoints } from '@contract/projects-endpoints';
import { outboxRoute } from '@server/plugins/change-batches';
import { apiRoute } from '@server/plugins/contract-routes';
import { inWave, withIdempotency } from '@server/plugins/idempotency';
import { cancelRequest } from './cancel-service';
import { resolveCountConflict } from './count-conflicts';
import { confirmDelivery } from './delivery-service';
import { inventoryCountWave, recordInventoryCount } from './inventory-service';
import { createKitOrder } from './kits-request-service';
import { returnKits } from './kits-return-service';
import { changeReturnDate } from './return-date-service';
import { viewerOf } from '@server/plugins/viewer';

export function projectWriteRoutes(app: FastifyInstance) {
  apiRoute(app, projectEndpoints.requestKits, {
    handler: async ({ body, request, reply }) => {
      const viewer = viewerOf(request);
      return withIdempotency(request, reply, (tx) => createKitOrder(tx, viewer, body), 201);
    },
  });

  outboxRoute(app, projectEndpoints.returnKits, {
    change: async ({ body, request }) => {
      const viewer = viewerOf(request);
      return (tx) => returnKits(tx, viewer, body);
    },
  });

  // The district confirms what arrived of a shipped request (programme staff cannot: district:act).
  apiRoute(app, projectEndpoints.confirmDelivery, {
    handler: async ({ params, body, request, reply }) => {
      const viewer = viewerOf(request);
      return withIdempotency(request, reply, (tx) => confirmDelivery(tx, viewer, params.id, body, app.clock()));
    },
  });

  // The district withdraws its own request before staff approve it (programme staff: the queue).
  apiRoute(app, projectEndpoints.cancelOrder, {
    handler: async ({ params, body, request, reply }) => {
      const viewer = viewerOf(request);
      return withIdempotency(request, reply, (tx) => cancelRequest(tx, viewer, params.id, body, app.clock()));
    },
  });

  // The district moves a checkout's Return Date; offline too, so the outbox may carry it.
  outboxRoute(app, projectEndpoints.changeReturnDate, {
    change: async ({ params, body, request }) => {
      const viewer = viewerOf(request);
      return (tx) => changeReturnDate(tx, viewer, params.id, body, app.clock());
    },
  });

  // Counts of different projects next to each other in a batch are applied as one wave.
  outboxRoute(app, projectEndpoints.onsiteInventory, {
    change: async ({ body, request }) => {
      const viewer = viewerOf(request);
      return inWave((tx) => recordInventoryCount(tx, viewer, body), {
        kind: inventoryCountWave,
        entity: body.projectId.toLowerCase(),
        input: { viewer, body },
      });
    },
  });

  // The district settles a count conflict with the right number (staff: the staff side's route).
  apiRoute(app, projectEndpoints.resolveCountConflict, {
    handler: async ({ params, body, request, reply }) => {
      const viewer = viewerOf(request);
      return withIdempotency(request, reply, (tx) => resolveCountConflict(tx, viewer, params.id, params.conflictId, body.kitsOnHand, app.clock()));
    },
  });
}
