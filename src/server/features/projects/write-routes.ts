// The kit writes. Each runs in one transaction through withIdempotency (the outbox's own through
// outboxRoute, which lets a batch carry them too), so a write sent again by
// the offline outbox with the same Idempotency-Key is applied once and answered the same. Every
// one is the district's own act (district:act): programme staff read a district's projects but
// change its orders only from the fulfilment queue, and never count its kits (403).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { conflictResolutionSchema, kitsRequestBodySchema, kitsReturnSchema, onsiteInventorySchema } from '../../../contract/projects';
import { deliverySchema, districtCancelSchema } from '../../../contract/projects-fulfilment';
import { routes } from '../../../contract/routes';
import { requireAbility, requireAuth } from '../../plugins/auth-guard';
import { outboxRoute } from '../../plugins/change-batches';
import { apiRoute } from '../../plugins/contract-routes';
import { withIdempotency } from '../../plugins/idempotency';
import { cancelRequest } from './cancel-service';
import { resolveCountConflict } from './count-conflicts';
import { confirmDelivery } from './delivery-service';
import { recordInventoryCount } from './inventory-service';
import { createKitOrder } from './kits-request-service';
import { returnKits } from './kits-return-service';
import { viewerOf } from '../../plugins/viewer';

export function projectWriteRoutes(app: FastifyInstance) {
  apiRoute(app, routes.requestKits, {
    body: kitsRequestBodySchema,
    preHandler: [requireAuth, requireAbility('district:act')],
    handler: async ({ body, request, reply }) => {
      const viewer = viewerOf(request);
      return withIdempotency(request, reply, (tx) => createKitOrder(tx, viewer, body), 201);
    },
  });

  outboxRoute(app, routes.returnKits, {
    body: kitsReturnSchema,
    preHandler: [requireAuth, requireAbility('district:act')],
    change: async ({ body, request }) => {
      const viewer = viewerOf(request);
      return (tx) => returnKits(tx, viewer, body);
    },
  });

  // The district confirms what arrived of a shipped request (programme staff cannot: district:act).
  apiRoute(app, routes.confirmDelivery, {
    params: z.object({ id: z.string() }),
    body: deliverySchema,
    preHandler: [requireAuth, requireAbility('district:act')],
    handler: async ({ params, body, request, reply }) => {
      const viewer = viewerOf(request);
      return withIdempotency(request, reply, (tx) => confirmDelivery(tx, viewer, params.id, body, app.clock()));
    },
  });

  // The district withdraws its own request before staff approve it (programme staff: the queue).
  apiRoute(app, routes.cancelOrder, {
    params: z.object({ id: z.string() }),
    body: districtCancelSchema,
    preHandler: [requireAuth, requireAbility('district:act')],
    handler: async ({ params, body, request, reply }) => {
      const viewer = viewerOf(request);
      return withIdempotency(request, reply, (tx) => cancelRequest(tx, viewer, params.id, body, app.clock()));
    },
  });

  outboxRoute(app, routes.onsiteInventory, {
    body: onsiteInventorySchema,
    preHandler: [requireAuth, requireAbility('district:act')],
    change: async ({ body, request }) => {
      const viewer = viewerOf(request);
      return (tx) => recordInventoryCount(tx, viewer, body);
    },
  });

  // The district settles a count conflict with the right number (staff: the staff side's route).
  apiRoute(app, routes.resolveCountConflict, {
    params: z.object({ id: z.string(), conflictId: z.string() }),
    body: conflictResolutionSchema,
    preHandler: [requireAuth, requireAbility('district:act')],
    handler: async ({ params, body, request, reply }) => {
      const viewer = viewerOf(request);
      return withIdempotency(request, reply, (tx) => resolveCountConflict(tx, viewer, params.id, params.conflictId, body.kitsOnHand, app.clock()));
    },
  });
}
