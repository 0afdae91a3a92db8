// The live event stream's shapes and limits, without zod: the client's stream code (src/client/app/
// live) loads this file alone. GET /events sends server-sent events; each one's `id:` is the
// activity entry's sequence number and its `data:` a LiveEvent as JSON (docs/architecture.md,
// "Live events").

/**
 * One change someone may see. `kind` is `<entityType>.<action>` of the activity entry that recorded
 * it (e.g. 'kit-order.status-changed', 'blueprint.comment-added', 'action-task.task-completed'), or
 * RESET_KIND: too much was missed to replay, so reload everything shown.
 */
export interface LiveEvent {
  kind: string;
  /** The id of what changed (an order, a blueprint, a task, an application, a project…). */
  id: string;
  entityType: string;
  action: string;
  /** Its district; null for something about no district (the shared catalogue). */
  districtId: string | null;
  /** When the change was made, ISO 8601. */
  at: string;
}

/** "Reload what you show": sent when a reconnect asked for more than the replay window holds. */
export const RESET_KIND = 'reset';

/**
 * Someone's presence on a subject (`id`: `school:<id>` or `blueprint:<id>`) came, went or changed:
 * sent without an `id:` line (it is no entry of the log and is never replayed); the page showing
 * that subject asks GET /presence who is there.
 */
export const PRESENCE_KIND = 'presence.changed';

/** How long a ticket from POST /events/tickets stays valid. */
export const EVENT_TICKET_TTL_SECONDS = 60;

/** Replay on reconnect covers at most this many entries after Last-Event-ID … */
export const REPLAY_MAX_EVENTS = 1_000;
/** … made within this long; a gap beyond either is answered with one RESET_KIND event. */
export const REPLAY_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** What the server asks EventSource to wait before reconnecting (the `retry:` field). */
export const STREAM_RETRY_MS = 5_000;

export const eventMessages = {
  ticketInvalid: 'This stream ticket is unknown, used or expired. Ask for a new one.',
  lastEventIdInvalid: 'The last event id must be a whole number.',
} as const;

/**
 * Every kind the stream sends today (`<entityType>.<action>` of the activity entries written by the
 * features), for the screens' table of what each one refreshes (src/client/app/live/event-keys.ts)
 * and the visibility tests. A kind not listed still reaches those who may see its entry.
 */
export const LIVE_EVENT_KINDS = [
  'kit-order.created',
  'kit-order.status-changed',
  'kit-order.delivery-confirmed',
  'kit-order.kits-returned',
  'kit-order.return-date-changed',
  'kit-order.delivery-nudged',
  'action-task.task-created',
  'action-task.task-updated',
  'action-task.task-deleted',
  'action-task.task-completed',
  'action-task.task-reopened',
  'blueprint.blueprint-created',
  'blueprint.blueprint-edited',
  'blueprint.blueprint-approved',
  'blueprint.comment-added',
  'blueprint.comment-deleted',
  'blueprint.comment-withdrawn',
  'blueprint.quote-issued',
  'blueprint.stage-changed',
  'blueprint.implementer-invited',
  'blueprint.implementer-accepted',
  'application.status-changed',
  'application.assigned',
  'application.note-added',
  'application.funds-allocated',
  'inventory-count.count-recorded',
  'inventory-count.count-conflict-flagged',
  'inventory-count.count-conflict-resolved',
  'invitation.invitation-created',
  'invitation.invitation-resent',
  'invitation.invitation-revoked',
  'invitation.invitation-accepted',
  'resource.resource-created',
  'resource.resource-updated',
  'resource.resource-retired',
  'resource.resource-restored',
  'district.district-added',
  'district.district-edited',
  'district.district-accepted',
  'district.district-merged',
  'school.school-added',
  'school.school-edited',
  'school.school-accepted',
  'school.school-merged',
] as const;
