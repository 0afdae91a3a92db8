// The batch endpoint (src/contract/endpoint.ts): several outbox changes in one request.
import { changeBatchResponseSchema, changeBatchSchema } from './change-batches';
import { endpoint } from './endpoint';
import { routes } from './routes';

export const changeBatchEndpoints = {
  sendChanges: endpoint(routes.sendChanges, { access: 'signed-in', body: changeBatchSchema, response: changeBatchResponseSchema }),
};
