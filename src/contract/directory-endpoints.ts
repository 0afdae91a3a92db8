// The directory's endpoints (src/contract/endpoint.ts): district search, a district's schools (any
// signed-in user: the directory is public NCES data, and onboarding needs it before the user
// belongs to a district), and the applications screens' school filter.
import {
  districtListSchema,
  districtSchoolsQuerySchema,
  districtsBodySchema,
  districtsQuerySchema,
  schoolListSchema,
  schoolLookupListSchema,
  schoolsApplicationsQuerySchema,
} from './directory';
import { endpoint } from './endpoint';
import { routes } from './routes';

export const directoryEndpoints = {
  districts: endpoint(routes.districts, {
    access: 'signed-in',
    body: districtsBodySchema,
    query: districtsQuerySchema,
    response: districtListSchema,
  }),
  districtSchools: endpoint(routes.districtSchools, { access: 'signed-in', query: districtSchoolsQuerySchema, response: schoolListSchema }),
  schoolsApplications: endpoint(routes.schoolsApplications, {
    access: 'signed-in',
    query: schoolsApplicationsQuerySchema,
    response: schoolLookupListSchema,
  }),
};
