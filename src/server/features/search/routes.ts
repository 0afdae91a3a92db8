// GET /search: the top bar's search, over what the caller may see (service.ts).
import type { FastifyInstance } from 'fastify';
import { can } from '@contract/permissions';
import { searchEndpoints } from '@contract/search-endpoints';
import { authOf } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { staffScopeOf } from '@server/plugins/staff-scope';
import { viewerOf } from '@server/plugins/viewer';
import { search } from './service';

export function searchRoutes(app: FastifyInstance) {
  apiRoute(app, searchEndpoints.search, {
    handler: async ({ query, request }) => {
      const { roles } = authOf(request).user;
      const staff = can(roles, 'staff:console') ? await staffScopeOf(app.db, request) : null;
      return search(app.db, { viewer: viewerOf(request), roles, staff }, query.q);
    },
  });
}
