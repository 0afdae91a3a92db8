// The live event stream (src/contract/endpoint.ts): a signed-in person trades their session for a
// one-time ticket, then opens GET /events with it (EventSource cannot send the Authorization
// header). The stream is text/event-stream, not JSON: declared as a file.
import { endpoint } from './endpoint';
import { eventStreamQuerySchema, eventTicketSchema } from './events';
import { routes } from './routes';

export const eventEndpoints = {
  eventTicket: endpoint(routes.eventTicket, { access: 'signed-in', response: eventTicketSchema }),
  // Public as far as the guards go: the ticket is the credential, checked by the handler (401).
  eventStream: endpoint(routes.eventStream, { access: 'public', query: eventStreamQuerySchema, file: true }),
};
