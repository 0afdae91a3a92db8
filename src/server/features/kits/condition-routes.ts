// POST /kits/{code}/condition-reports: an outbox write (docs/offline.md), recorded once under its
// Idempotency-Key and carried by POST /changes like every other.
import type { FastifyInstance } from 'fastify';
import { kitConditionEndpoints } from '@contract/kit-conditions-endpoints';
import { outboxRoute } from '@server/plugins/change-batches';
import { viewerOf } from '@server/plugins/viewer';
import { reportKitCondition } from './condition-service';

export function conditionRoutes(app: FastifyInstance) {
  outboxRoute(app, kitConditionEndpoints.reportKitCondition, {
    successStatus: 201,
    change: async ({ body, params, request }) => {
      const viewer = viewerOf(request);
      return (tx) => reportKitCondition(tx, viewer, params.code, body);
    },
  });
}
