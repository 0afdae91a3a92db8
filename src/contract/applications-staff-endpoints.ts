// The staff side's application endpoints (src/contract/endpoint.ts): the review queue, one
// application with its notes, acting on it, notes, bulk assignment and the assignee picker.
import {
  addNoteSchema,
  assigneeListSchema,
  assigneesQuerySchema,
  bulkAssignResponseSchema,
  bulkAssignSchema,
  reviewListSchema,
  reviewQuerySchema,
  staffApplicationSchema,
  updateStaffApplicationSchema,
} from './applications-staff';
import { endpoint } from './endpoint';
import { routes } from './routes';

export const staffApplicationEndpoints = {
  staffApplications: endpoint(routes.staffApplications, { access: 'staff:applications', query: reviewQuerySchema, response: reviewListSchema }),
  staffApplication: endpoint(routes.staffApplication, { access: 'staff:applications', response: staffApplicationSchema }),
  updateStaffApplication: endpoint(routes.updateStaffApplication, {
    access: 'staff:applications',
    body: updateStaffApplicationSchema,
    response: staffApplicationSchema,
  }),
  addApplicationNote: endpoint(routes.addApplicationNote, { access: 'staff:applications', body: addNoteSchema, response: staffApplicationSchema }),
  bulkAssignApplications: endpoint(routes.bulkAssignApplications, {
    access: 'staff:applications',
    body: bulkAssignSchema,
    response: bulkAssignResponseSchema,
  }),
  staffAssignees: endpoint(routes.staffAssignees, { access: 'staff:applications', query: assigneesQuerySchema, response: assigneeListSchema }),
};
