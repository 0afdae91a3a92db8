// POST /staff/funding.
import { fundingAllocationSchema, type AllocateFunds } from '../../../contract/funding';
import { routes } from '../../../contract/routes';
import { apiRequest } from '../../lib/http';

export function allocateFunds(body: AllocateFunds) {
  return apiRequest(routes.allocateFunds, { body }, fundingAllocationSchema);
}
