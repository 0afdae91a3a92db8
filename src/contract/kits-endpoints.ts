// The labelled kits and onsite count session endpoints (src/contract/endpoint.ts; docs/offline.md
// "Count sessions"). Recording a session is the district's act, as a single count is: programme
// staff read sessions, never record them.
import { countSessionBodySchema, countSessionSchema } from './count-sessions';
import { endpoint } from './endpoint';
import { kitPageParamsSchema, kitPageSchema } from './kit-page';
import { kitCodesQuerySchema, kitCodesResponseSchema } from './kits';
import { routes } from './routes';

export const kitEndpoints = {
  kitCodes: endpoint(routes.kitCodes, { access: 'signed-in', query: kitCodesQuerySchema, response: kitCodesResponseSchema }),
  /** An outbox write (change-batches.ts): also carried by POST /changes; answered 201. */
  recordCountSession: endpoint(routes.recordCountSession, { access: 'district:act', body: countSessionBodySchema, response: countSessionSchema }),
  countSession: endpoint(routes.countSession, { access: 'signed-in', response: countSessionSchema }),
  countSessionCsv: endpoint(routes.countSessionCsv, { access: 'signed-in', file: true }),
  kit: endpoint(routes.kit, { access: 'signed-in', params: kitPageParamsSchema, response: kitPageSchema }),
};
