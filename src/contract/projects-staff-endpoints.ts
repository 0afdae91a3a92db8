// The staff side's kit logistics endpoints (src/contract/endpoint.ts): the fulfilment queue, one order
// with its whole timeline, the moves, the filters' options, the kit-orders CSV and the count conflicts.
// Every one needs staff:kit-orders and reaches only the districts in the staff member's scope.
import { endpoint } from './endpoint';
import { conflictResolutionSchema, projectSummarySchema } from './projects';
import { staffCountConflictListSchema, staffCountConflictsQuerySchema } from './projects-conflicts';
import {
  kitOrderFilterOptionsSchema,
  kitOrderFilterSchema,
  staffKitOrderDetailSchema,
  staffKitOrderListSchema,
  staffKitOrderSchema,
  staffKitOrdersQuerySchema,
  nudgeResultSchema,
  staffDeliverySchema,
  staffMoveSchema,
} from './projects-fulfilment';
import { routes } from './routes';

export const staffProjectEndpoints = {
  staffKitOrders: endpoint(routes.staffKitOrders, {
    access: 'staff:kit-orders',
    query: staffKitOrdersQuerySchema,
    response: staffKitOrderListSchema,
  }),
  staffKitOrderFilters: endpoint(routes.staffKitOrderFilters, { access: 'staff:kit-orders', response: kitOrderFilterOptionsSchema }),
  staffKitOrder: endpoint(routes.staffKitOrder, { access: 'staff:kit-orders', response: staffKitOrderDetailSchema }),
  moveKitOrder: endpoint(routes.moveKitOrder, { access: 'staff:kit-orders', body: staffMoveSchema, response: staffKitOrderSchema }),
  staffRecordDelivery: endpoint(routes.staffRecordDelivery, {
    access: 'staff:kit-orders',
    body: staffDeliverySchema,
    response: staffKitOrderSchema,
  }),
  nudgeKitOrder: endpoint(routes.nudgeKitOrder, { access: 'staff:kit-orders', response: nudgeResultSchema }),
  staffCountConflicts: endpoint(routes.staffCountConflicts, {
    access: 'staff:kit-orders',
    query: staffCountConflictsQuerySchema,
    response: staffCountConflictListSchema,
  }),
  staffResolveCountConflict: endpoint(routes.staffResolveCountConflict, {
    access: 'staff:kit-orders',
    body: conflictResolutionSchema,
    response: projectSummarySchema,
  }),
  /** The queue's rows as CSV: needs staff:exports beside staff:kit-orders (the route's guards check both). */
  exportKitOrders: endpoint(routes.exportKitOrders, { access: 'staff:exports', query: kitOrderFilterSchema, file: true }),
};
