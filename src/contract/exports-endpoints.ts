// The staff console's CSV downloads (src/contract/endpoint.ts): the filtered lists as files.
// The kit-orders CSV is the fulfilment queue's, in projects-staff-endpoints.ts.
import { reviewFilterSchema } from './applications-staff';
import { endpoint } from './endpoint';
import { inventoryExportQuerySchema } from './exports';
import { routes } from './routes';

export const exportEndpoints = {
  exportApplications: endpoint(routes.exportApplications, { access: 'staff:exports', query: reviewFilterSchema, file: true }),
  exportInventory: endpoint(routes.exportInventory, { access: 'staff:exports', query: inventoryExportQuerySchema, file: true }),
};
