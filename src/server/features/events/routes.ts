// The live event stream: POST /events/tickets (signed in) gives a one-time ticket; GET /events with
// it opens the stream (docs/architecture.md, "Live events"). A used, expired or unknown ticket, or
// one whose session has ended, is answered 401 as JSON, never with a stream.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eventEndpoints } from '@contract/events-endpoints';
import { eventMessages } from '@contract/events-messages';
import { lastEventIdSchema } from '@contract/events';
import { authOf } from '@server/plugins/auth-guard';
import { apiRoute } from '@server/plugins/contract-routes';
import { badRequest, unauthorized } from '@server/plugins/http-error';
import { isSessionActive } from '../auth/session-service';
import { audienceOf } from './audience';
import type { EventHub } from './hub';
import { openStream } from './stream';
import { issueTicket, redeemTicket } from './tickets';

/** Last-Event-ID (EventSource sends it on its own reconnects) wins over the `lastEventId` query. */
function lastSeqOf(request: FastifyRequest, fromQuery: number | undefined): number | null {
  const header = request.headers['last-event-id'];
  if (typeof header === 'string' && header !== '') {
    const parsed = lastEventIdSchema.safeParse(header);
    if (!parsed.success) throw badRequest(eventMessages.lastEventIdInvalid, [{ field: 'Last-Event-ID', message: eventMessages.lastEventIdInvalid }]);
    return parsed.data ?? null;
  }
  return fromQuery ?? null;
}

export function eventRoutes(app: FastifyInstance, hub: EventHub) {
  apiRoute(app, eventEndpoints.eventTicket, {
    handler: async ({ request }) => {
      const { userId, sessionId } = authOf(request);
      return issueTicket(app.db, userId, sessionId, app.clock());
    },
  });

  apiRoute(app, eventEndpoints.eventStream, {
    handler: async ({ query, request, reply }) => {
      const lastSeq = lastSeqOf(request, query.lastEventId);
      const holder = await redeemTicket(app.db, query.ticket, app.clock());
      if (!holder) throw unauthorized(eventMessages.ticketInvalid);
      const user = await isSessionActive(app.db, holder.sessionId, holder.userId);
      if (!user) throw unauthorized(eventMessages.ticketInvalid);
      const audience = await audienceOf(app.db, holder.userId, user);
      await hub.start();
      openStream(app, hub, request, reply, { ...holder, audience }, lastSeq);
      return reply;
    },
  });
}
