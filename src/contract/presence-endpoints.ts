// Presence (src/contract/endpoint.ts): who else has a count of a school or a blueprint open. Signed
// in; whether the caller may see the subject is the handler's check (404 as if missing).
import { endpoint } from './endpoint';
import { presenceBeatSchema, presenceLeaveQuerySchema, presenceListSchema, presenceQuerySchema } from './presence';
import { routes } from './routes';

export const presenceEndpoints = {
  presence: endpoint(routes.presence, { access: 'signed-in', query: presenceQuerySchema, response: presenceListSchema }),
  /** The heartbeat: answers who else is there, so an open page stays right even without the stream. */
  beatPresence: endpoint(routes.beatPresence, { access: 'signed-in', body: presenceBeatSchema, response: presenceListSchema }),
  leavePresence: endpoint(routes.leavePresence, { access: 'signed-in', query: presenceLeaveQuerySchema }),
};
