// POST /events/tickets and GET /events (the live event stream): the schemas. The shapes and limits
// the client's stream code reads are in events-messages.ts (no zod).
import { z } from 'zod';
import { eventMessages } from './events-messages';

export const eventTicketSchema = z.object({
  /** Opaque; valid once, for EVENT_TICKET_TTL_SECONDS, for the session that asked for it. */
  ticket: z.string(),
  expiresAt: z.string(),
});
export type EventTicket = z.infer<typeof eventTicketSchema>;

const lastEventId = z
  .string()
  .regex(/^\d{1,18}$/, { error: eventMessages.lastEventIdInvalid })
  .transform(Number)
  .optional();

export const eventStreamQuerySchema = z.object({
  ticket: z.string().min(1, { error: eventMessages.ticketInvalid }).max(200, { error: eventMessages.ticketInvalid }),
  /** For EventSource polyfills that cannot set the Last-Event-ID header; the header wins. */
  lastEventId,
});

export const lastEventIdSchema = lastEventId;
