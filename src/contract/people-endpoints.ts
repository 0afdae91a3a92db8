// People and roles (src/contract/endpoint.ts): the staff People screen and its CSV, and a district's
// own members and invitations. Rules: src/contract/people.ts.
import { endpoint } from './endpoint';
import { invitationSentSchema } from './invitations';
import {
  districtInvitationSchema,
  districtMemberDetailSchema,
  districtPeopleListSchema,
  peopleFilterSchema,
  peopleListSchema,
  peopleQuerySchema,
  personDetailSchema,
  updateDistrictPersonSchema,
  updatePersonSchema,
} from './people';
import { districtImportQuerySchema, peopleImportResultSchema, staffImportQuerySchema } from './people-import';
import { routes } from './routes';

export const peopleEndpoints = {
  staffPeople: endpoint(routes.staffPeople, { access: 'staff:people', query: peopleQuerySchema, response: peopleListSchema }),
  staffPerson: endpoint(routes.staffPerson, { access: 'staff:people', response: personDetailSchema }),
  // `role` and `districtIds` also need `staff:roles` (ADMIN), checked on the fields.
  updateStaffPerson: endpoint(routes.updateStaffPerson, { access: 'staff:people', body: updatePersonSchema, response: personDetailSchema }),
  exportPeople: endpoint(routes.exportPeople, { access: 'staff:people', query: peopleFilterSchema, file: true }),
  districtPeople: endpoint(routes.districtPeople, { access: 'district:people', response: districtPeopleListSchema }),
  districtPerson: endpoint(routes.districtPerson, { access: 'district:people', response: districtMemberDetailSchema }),
  // The coordinator only (mayManageDistrictPeople), checked in the handler.
  updateDistrictPerson: endpoint(routes.updateDistrictPerson, {
    access: 'district:people',
    body: updateDistrictPersonSchema,
    response: districtMemberDetailSchema,
  }),
  createDistrictInvitation: endpoint(routes.createDistrictInvitation, {
    access: 'district:people',
    body: districtInvitationSchema,
    response: invitationSentSchema,
  }),
  // The body is the CSV itself (text/csv), read by the people feature's own parser, not JSON.
  importStaffPeople: endpoint(routes.importStaffPeople, {
    access: 'staff:people',
    query: staffImportQuerySchema,
    response: peopleImportResultSchema,
  }),
  // The coordinator only (mayManageDistrictPeople), checked in the handler.
  importDistrictPeople: endpoint(routes.importDistrictPeople, {
    access: 'district:people',
    query: districtImportQuerySchema,
    response: peopleImportResultSchema,
  }),
};
