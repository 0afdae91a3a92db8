// The funding endpoint (src/contract/endpoint.ts): programme staff allocate funds to an application.
import { endpoint } from './endpoint';
import { allocateFundsSchema, fundingAllocationSchema } from './funding';
import { routes } from './routes';

export const fundingEndpoints = {
  allocateFunds: endpoint(routes.allocateFunds, { access: 'staff:funding', body: allocateFundsSchema, response: fundingAllocationSchema }),
};
