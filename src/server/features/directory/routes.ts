// Directory calls (spec §7 Applications, Lookups): district search, a district's schools, and the
// school lookup of the applications screens.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  directoryMessages,
  districtSchoolsQuerySchema,
  districtsBodySchema,
  districtsQuerySchema,
  schoolsApplicationsQuerySchema,
} from '../../../contract/directory';
import { routes } from '../../../contract/routes';
import { requireAuth } from '../../plugins/auth-guard';
import { apiRoute } from '../../plugins/contract-routes';
import { notFound } from '../../plugins/http-error';
import { viewerOf } from '../../plugins/viewer';
import { listDistrictSchools, schoolsOfApplications, searchDistricts } from './service';

const idParams = z.object({ id: z.string() });

export function directoryRoutes(app: FastifyInstance) {
  apiRoute(app, routes.districts, {
    body: districtsBodySchema,
    query: districtsQuerySchema,
    preHandler: [requireAuth],
    handler: async ({ body, query, request }) => searchDistricts(app.db, viewerOf(request), body.getAll, query),
  });

  // The directory is public NCES data, so any signed-in user may browse any district's schools
  // (onboarding needs it before the user belongs to a district).
  apiRoute(app, routes.districtSchools, {
    params: idParams,
    query: districtSchoolsQuerySchema,
    preHandler: [requireAuth],
    handler: async ({ params, query }) => {
      const list = await listDistrictSchools(app.db, params.id, query);
      if (!list) throw notFound(directoryMessages.districtNotFound);
      return list;
    },
  });

  apiRoute(app, routes.schoolsApplications, {
    query: schoolsApplicationsQuerySchema,
    preHandler: [requireAuth],
    handler: async ({ query, request }) => {
      const viewer = viewerOf(request);
      const list = await schoolsOfApplications(app.db, viewer, query.districtId);
      if (!list) throw notFound(directoryMessages.districtNotFound);
      return list;
    },
  });
}
