// The directory editor's endpoints (src/contract/endpoint.ts), `staff:directory` (ADMIN only: every
// district shares the directory, and a merge moves rows between districts). Each write answers the
// district as GET /staff/directory/districts/{id} shows it (after a merge: the district merged into).
import {
  directoryDistrictDetailSchema,
  directoryDistrictListSchema,
  directoryDistrictsQuerySchema,
  districtInputSchema,
  mergeRequestSchema,
  schoolInputSchema,
} from './directory-admin';
import { endpoint } from './endpoint';
import { routes } from './routes';

const access = 'staff:directory';
const response = directoryDistrictDetailSchema;

export const directoryAdminEndpoints = {
  directoryDistricts: endpoint(routes.directoryDistricts, { access, query: directoryDistrictsQuerySchema, response: directoryDistrictListSchema }),
  directoryDistrict: endpoint(routes.directoryDistrict, { access, response }),
  createDirectoryDistrict: endpoint(routes.createDirectoryDistrict, { access, body: districtInputSchema, response }),
  editDirectoryDistrict: endpoint(routes.editDirectoryDistrict, { access, body: districtInputSchema, response }),
  mergeDirectoryDistrict: endpoint(routes.mergeDirectoryDistrict, { access, body: mergeRequestSchema, response }),
  acceptDirectoryDistrict: endpoint(routes.acceptDirectoryDistrict, { access, response }),
  createDirectorySchool: endpoint(routes.createDirectorySchool, { access, body: schoolInputSchema, response }),
  editDirectorySchool: endpoint(routes.editDirectorySchool, { access, body: schoolInputSchema, response }),
  mergeDirectorySchool: endpoint(routes.mergeDirectorySchool, { access, body: mergeRequestSchema, response }),
  acceptDirectorySchool: endpoint(routes.acceptDirectorySchool, { access, response }),
};
