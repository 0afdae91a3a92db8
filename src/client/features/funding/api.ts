// POST /staff/funding.
import type { AllocateFunds } from '@contract/funding';
import { fundingEndpoints } from '@contract/funding-endpoints';
import { apiRequest } from '@client/lib/http';

export function allocateFunds(body: AllocateFunds) {
  return apiRequest(fundingEndpoints.allocateFunds, { body });
}
