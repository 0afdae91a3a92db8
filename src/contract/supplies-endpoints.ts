// A project's supplies (src/contract/supplies.ts): read in the district's scope like every project
// read; counted by the district (district:act), offline too, so the count is an outbox write.
import { endpoint } from './endpoint';
import { routes } from './routes';
import { projectSuppliesSchema, supplyCountSchema } from './supplies';

export const supplyEndpoints = {
  projectSupplies: endpoint(routes.projectSupplies, { access: 'signed-in', response: projectSuppliesSchema }),
  /** An outbox write (change-batches.ts): also carried by POST /changes. */
  countSupplies: endpoint(routes.countSupplies, { access: 'district:act', body: supplyCountSchema, response: projectSuppliesSchema }),
};
