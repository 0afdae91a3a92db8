// The staff console's picker endpoints (src/contract/endpoint.ts): the districts the caller looks
// after, and the people of one of them.
import { endpoint } from './endpoint';
import { routes } from './routes';
import { districtPeopleSchema, staffDistrictListSchema } from './staff-directory';

export const staffDirectoryEndpoints = {
  staffDistricts: endpoint(routes.staffDistricts, { access: 'staff:console', response: staffDistrictListSchema }),
  staffDistrictPeople: endpoint(routes.staffDistrictPeople, { access: 'staff:console', response: districtPeopleSchema }),
};
