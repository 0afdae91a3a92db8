// The district side's application endpoints (src/contract/endpoint.ts): the list, one application,
// applying from the wizard with its pre-filled answers and resource choices, and the planning pop-up flag.
import {
  applicationDetailSchema,
  applicationListSchema,
  applicationsFilterSchema,
  createApplicationRequestSchema,
  createApplicationResponseSchema,
  myApplicationsQuerySchema,
  planningWatchedResponseSchema,
  prefilledApplicationSchema,
  resourceChoiceListSchema,
  withdrawApplicationSchema,
} from './applications';
import { endpoint } from './endpoint';
import { routes } from './routes';

export const applicationEndpoints = {
  myApplications: endpoint(routes.myApplications, {
    access: 'signed-in',
    body: applicationsFilterSchema,
    query: myApplicationsQuerySchema,
    response: applicationListSchema,
  }),
  prefilledApplication: endpoint(routes.prefilledApplication, { access: 'signed-in', response: prefilledApplicationSchema }),
  // Another district's application answers 404 like a missing one (the handler's visibility rule).
  application: endpoint(routes.application, { access: 'signed-in', response: applicationDetailSchema }),
  // Applying is the district's act; programme staff review applications, never file them.
  createApplication: endpoint(routes.createApplication, {
    access: 'district:act',
    body: createApplicationRequestSchema,
    response: createApplicationResponseSchema,
  }),
  // Withdrawing is the district's own act; staff record a withdrawal they were told of on the staff side.
  withdrawApplication: endpoint(routes.withdrawApplication, {
    access: 'district:act',
    body: withdrawApplicationSchema,
    response: applicationDetailSchema,
  }),
  planningWatched: endpoint(routes.planningWatched, { access: 'signed-in', response: planningWatchedResponseSchema }),
  applicationResources: endpoint(routes.applicationResources, { access: 'signed-in', response: resourceChoiceListSchema }),
};
