// The district side's project endpoints (src/contract/endpoint.ts): the projects and orders it reads,
// the lookups, and its kit writes. The staff side's are in projects-staff-endpoints.ts, so a district
// screen never loads the fulfilment queue's schemas. Every write is the district's own act
// (district:act): programme staff read a district's projects but change its orders only from the queue.
import { endpoint } from './endpoint';
import {
  conflictResolutionSchema,
  kitOrderListSchema,
  kitOrderSchema,
  kitsRequestBodySchema,
  kitsReturnSchema,
  myOrdersQuerySchema,
  myProjectsQuerySchema,
  onsiteInventorySchema,
  projectCreationKitsSchema,
  projectDetailSchema,
  projectKitLookupSchema,
  projectListSchema,
  projectsQuerySchema,
  projectSummarySchema,
} from './projects';
import { deliverySchema, districtCancelSchema, returnDateChangeSchema, timelineSchema } from './projects-fulfilment';
import { routes } from './routes';

export const projectEndpoints = {
  projects: endpoint(routes.projects, { access: 'signed-in', query: projectsQuerySchema, response: projectListSchema }),
  myProjects: endpoint(routes.myProjects, { access: 'signed-in', query: myProjectsQuerySchema, response: projectListSchema }),
  myOrders: endpoint(routes.myOrders, { access: 'signed-in', query: myOrdersQuerySchema, response: kitOrderListSchema }),
  project: endpoint(routes.project, { access: 'signed-in', response: projectDetailSchema }),
  projectKits: endpoint(routes.projectKits, { access: 'signed-in', response: projectKitLookupSchema }),
  projectCreationKits: endpoint(routes.projectCreationKits, { access: 'signed-in', response: projectCreationKitsSchema }),
  /** An order's timeline as the district sees it (entries visible to the district). */
  orderTimeline: endpoint(routes.orderTimeline, { access: 'signed-in', response: timelineSchema }),

  requestKits: endpoint(routes.requestKits, { access: 'district:act', body: kitsRequestBodySchema, response: kitOrderSchema }),
  /** An outbox write (change-batches.ts): also carried by POST /changes. */
  returnKits: endpoint(routes.returnKits, { access: 'district:act', body: kitsReturnSchema, response: kitOrderSchema }),
  confirmDelivery: endpoint(routes.confirmDelivery, { access: 'district:act', body: deliverySchema, response: kitOrderSchema }),
  cancelOrder: endpoint(routes.cancelOrder, { access: 'district:act', body: districtCancelSchema, response: kitOrderSchema }),
  /** An outbox write (change-batches.ts): also carried by POST /changes. */
  changeReturnDate: endpoint(routes.changeReturnDate, { access: 'district:act', body: returnDateChangeSchema, response: kitOrderSchema }),
  /** An outbox write (change-batches.ts): also carried by POST /changes. */
  onsiteInventory: endpoint(routes.onsiteInventory, { access: 'district:act', body: onsiteInventorySchema, response: projectSummarySchema }),
  resolveCountConflict: endpoint(routes.resolveCountConflict, {
    access: 'district:act',
    body: conflictResolutionSchema,
    response: projectSummarySchema,
  }),
};
