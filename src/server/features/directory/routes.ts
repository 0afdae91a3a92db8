// Directory calls (spec §7 Applications, Lookups): district search, a district's schools, and the
// school lookup of the applications screens.
import type { FastifyInstance } from 'fastify';
import { directoryMessages } from '@contract/directory';
import { directoryEndpoints } from '@contract/directory-endpoints';
import { apiRoute } from '@server/plugins/contract-routes';
import { notFound } from '@server/plugins/http-error';
import { viewerOf } from '@server/plugins/viewer';
import { listDistrictSchools, schoolsOfApplications, searchDistricts } from './service';

export function directoryRoutes(app: FastifyInstance) {
  apiRoute(app, directoryEndpoints.districts, {
    handler: async ({ body, query, request }) => searchDistricts(app.db, viewerOf(request), body.getAll, query),
  });

  // The directory is public NCES data, so any signed-in user may browse any district's schools
  // (onboarding needs it before the user belongs to a district).
  apiRoute(app, directoryEndpoints.districtSchools, {
    handler: async ({ params, query }) => {
      const list = await listDistrictSchools(app.db, params.id, query);
      if (!list) throw notFound(directoryMessages.districtNotFound);
      return list;
    },
  });

  apiRoute(app, directoryEndpoints.schoolsApplications, {
    handler: async ({ query, request }) => {
      const viewer = viewerOf(request);
      const list = await schoolsOfApplications(app.db, viewer, query.districtId);
      if (!list) throw notFound(directoryMessages.districtNotFound);
      return list;
    },
  });
}
