// The blueprint endpoints every blueprint screen calls (src/contract/endpoint.ts): the list,
// details, schools, impact, comments, approval, the implementation contact, the quote PDF, and the
// pickers those screens fill (schools to filter by, people to name). The staff builder's writes are
// in blueprints-staff-endpoints.ts.
import {
  addCommentSchema,
  approveBlueprintSchema,
  blueprintCommentListSchema,
  blueprintCommentSchema,
  blueprintDetailSchema,
  blueprintImpactSchema,
  blueprintListSchema,
  blueprintSchoolListSchema,
  blueprintSchoolOptionListSchema,
  blueprintSchoolsFilterBodySchema,
  blueprintsFilterSchema,
  blueprintUsersQuerySchema,
  deleteCommentQuerySchema,
  implementerRequestSchema,
  myBlueprintsQuerySchema,
  quotePdfQuerySchema,
  userOptionListSchema,
  usersLookupQuerySchema,
} from './blueprints';
import { endpoint } from './endpoint';
import { routes } from './routes';

// Writes declare what they do; mayDecideBlueprint then narrows them to the person on the server.
export const blueprintEndpoints = {
  myBlueprints: endpoint(routes.myBlueprints, {
    access: 'blueprint:read',
    body: blueprintsFilterSchema,
    query: myBlueprintsQuerySchema,
    response: blueprintListSchema,
  }),
  blueprint: endpoint(routes.blueprint, { access: 'blueprint:read', response: blueprintDetailSchema }),
  blueprintSchools: endpoint(routes.blueprintSchools, { access: 'blueprint:read', response: blueprintSchoolListSchema }),
  blueprintImpact: endpoint(routes.blueprintImpact, { access: 'blueprint:read', response: blueprintImpactSchema }),
  approveBlueprint: endpoint(routes.approveBlueprint, { access: 'blueprint:approve', body: approveBlueprintSchema, response: blueprintDetailSchema }),
  inviteImplementer: endpoint(routes.inviteImplementer, {
    access: 'blueprint:invite',
    body: implementerRequestSchema,
    response: blueprintDetailSchema,
  }),
  blueprintComments: endpoint(routes.blueprintComments, { access: 'blueprint:read', response: blueprintCommentListSchema }),
  addBlueprintComment: endpoint(routes.addBlueprintComment, {
    access: 'blueprint:comment',
    body: addCommentSchema,
    response: blueprintCommentSchema,
  }),
  // 204, no body.
  deleteBlueprintComment: endpoint(routes.deleteBlueprintComment, { access: 'blueprint:comment', query: deleteCommentQuerySchema }),
  blueprintQuotePdf: endpoint(routes.blueprintQuotePdf, { access: 'blueprint:read', query: quotePdfQuerySchema, file: true }),
  // Lookups of the blueprint screens.
  blueprintSchoolsFilter: endpoint(routes.blueprintSchoolsFilter, {
    access: 'blueprint:read',
    body: blueprintSchoolsFilterBodySchema,
    response: blueprintSchoolOptionListSchema,
  }),
  blueprintUsers: endpoint(routes.blueprintUsers, { access: 'blueprint:read', query: blueprintUsersQuerySchema, response: userOptionListSchema }),
  users: endpoint(routes.users, { access: 'blueprint:read', query: usersLookupQuerySchema, response: userOptionListSchema }),
};
