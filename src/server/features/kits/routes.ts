// Labelled kits and onsite count sessions (docs/offline.md "Count sessions").
import type { FastifyInstance } from 'fastify';
import { kitCodesQuerySchema } from '../../../contract/kits';
import { routes } from '../../../contract/routes';
import { requireAuth } from '../../plugins/auth-guard';
import { apiRoute } from '../../plugins/contract-routes';
import { kitReachOf, listKitCodes } from './kit-queries';

export function kitRoutes(app: FastifyInstance) {
  apiRoute(app, routes.kitCodes, {
    query: kitCodesQuerySchema,
    preHandler: [requireAuth],
    handler: async ({ query, request }) => listKitCodes(app.db, await kitReachOf(app.db, request), query),
  });
}
