// An order's events in the activity log: every move, delivery and return, written in the
// transaction that makes it and shown to the district (its orders' timelines read them back).
import type { KitOrderStatus } from '@contract/projects';
import type { TimelineAction } from '@contract/projects-fulfilment';
import type { Tx } from '@server/db/connect';
import { recordActivity } from '../activity/record-activity';

export const ORDER_ENTITY = 'kit-order';

/** What an event carries besides its status: read back into the timeline as it was written. */
export interface OrderEventDetails {
  reason?: string | null;
  carrier?: string | null;
  trackingReference?: string | null;
  expectedArrival?: string | null;
  /** Kits returned or received, or approved when fewer than asked for. */
  kits?: number;
  /** The labelled kits that went out or came back, when the checkout or return named them. */
  kitCodes?: string[];
  /** A refill's parts as asked for (its `kits` is their number). */
  parts?: { partId: string; quantity: number }[];
  /** The kits a request asked for, when approved in part. */
  kitsAsked?: number;
  /** Kits on hand after a delivery. */
  kitsOnHand?: number;
  /** A delivery staff recorded for the school, the day it arrived and how staff know. */
  onBehalf?: boolean;
  deliveredOn?: string;
  note?: string;
  /** When a return was made on the device (kit_returns.made_at), which may be before it was received. */
  madeAt?: string;
  /** A moved Return Date: the day it was due and the day it is due now. */
  returnDateBefore?: string | null;
  returnDateAfter?: string;
}

export interface OrderEvent {
  orderId: string;
  districtId: string;
  actorId: string | null;
  action: TimelineAction;
  before: KitOrderStatus | null;
  /** The status after the event. */
  after: KitOrderStatus;
  details?: OrderEventDetails;
}

export async function recordOrderEvent(tx: Tx, event: OrderEvent): Promise<void> {
  await recordActivity(tx, {
    entityType: ORDER_ENTITY,
    entityId: event.orderId,
    districtId: event.districtId,
    actorId: event.actorId,
    action: event.action,
    before: event.before === null ? null : { status: event.before },
    after: { status: event.after, ...event.details },
    visibility: 'district',
  });
}
