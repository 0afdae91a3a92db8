// The kit logistics texts (the fulfilment queue, staff moves, delivery confirmation), apart from
// the schemas in projects-fulfilment.ts, so the client's message catalogue reads them without zod.
import { MAX_KITS_ON_HAND } from './constants';
import { fillTemplate } from './message-template';

export const MAX_REASON_LENGTH = 500;
export const MAX_CARRIER_LENGTH = 100;
export const MAX_TRACKING_LENGTH = 100;
/** Hours between two nudges of one order to the school. */
export const NUDGE_INTERVAL_HOURS = 24;

/** Texts with values in them, as templates the client can word in another language. */
export const fulfilmentMessageTemplates = {
  moveNotAllowed: 'This order is {from}, so it cannot be moved to {to}',
  staleOrder: 'This order changed while you were looking at it: it is now {status}. Look at it again before you decide.',
  deliveryOverLimit:
    'With {onHand} kits on hand, at most {room} more fit under the limit of {max} per project kit. If some kits have left the school, count the kits on hand first.',
  deliveryNoRoom:
    'The school already holds {onHand} kits, the limit of {max} per project kit. If some kits have left the school, count the kits on hand first.',
  receivedAtMostOne: 'This shipment has 1 kit; at most 1 can have arrived',
  receivedAtMost: 'This shipment has {outstanding} kits; at most {outstanding} can have arrived',
  approveAtMostOne: 'This request asks for 1 kit; approve at most 1',
  approveAtMost: 'This request asks for {kits} kits; approve at most {kits}',
  nudgedRecently: 'The school was nudged about this order less than {hours} hours ago; try again after {at} (UTC)',
} as const;

export const fulfilmentMessages = {
  versionRequired: 'version is required: send the version of the order you decided on',
  statusInvalid: 'status must be one of Approved, Declined, Shipped or Cancelled',
  reasonRequired: 'Reason is required',
  reasonTooLong: `Reason must be at most ${MAX_REASON_LENGTH} characters`,
  carrierRequired: 'Carrier is required',
  carrierTooLong: `Carrier must be at most ${MAX_CARRIER_LENGTH} characters`,
  trackingRequired: 'Tracking reference is required',
  trackingTooLong: `Tracking reference must be at most ${MAX_TRACKING_LENGTH} characters`,
  expectedArrivalPast: 'Expected arrival cannot be before today',
  receivedAtLeastOne: 'At least 1 kit must have arrived to confirm a delivery',
  receivedLimit: `A school can hold at most ${MAX_KITS_ON_HAND} kits of one project kit`,
  dateRange: 'The start of the date range must be on or before its end',
  districtInvalid: 'Choose a district from the list',
  schoolInvalid: 'Choose a school from the list',
  orderNotFound: 'Order not found',
  overdueInvalid: "overdue must be 'true' or 'false'",
  deliveredOnRequired: 'Date it arrived is required',
  deliveredOnFuture: 'Date it arrived cannot be in the future',
  deliveredOnBeforeShipped: 'Date it arrived cannot be before the order shipped',
  deliveryNoteRequired: 'Note is required: say how the school told you',
  deliveryNoteTooLong: `Note must be at most ${MAX_REASON_LENGTH} characters`,
  nudgeNotShipped: 'Only a shipped order waiting for its delivery can be nudged',
  returnDateNotOut: 'Only a checkout whose kits are still out can have its Return Date moved',
  returnDatePast: 'Return Date cannot be before today',
  returnDateUnchanged: 'Choose a Return Date other than the current one',
  nudgedRecently: (at: string) => fillTemplate(fulfilmentMessageTemplates.nudgedRecently, { hours: NUDGE_INTERVAL_HOURS, at }),
  moveNotAllowed: (from: string, to: string) => fillTemplate(fulfilmentMessageTemplates.moveNotAllowed, { from, to }),
  staleOrder: (status: string) => fillTemplate(fulfilmentMessageTemplates.staleOrder, { status }),
  deliveryOverLimit: (onHand: number, room: number) =>
    fillTemplate(room > 0 ? fulfilmentMessageTemplates.deliveryOverLimit : fulfilmentMessageTemplates.deliveryNoRoom, {
      onHand,
      room,
      max: MAX_KITS_ON_HAND,
    }),
  approvePartReason: 'Say why fewer kits are approved than were asked for',
  kitsToApproveInvalid: 'Kits to approve must be a whole number of at least 1',
  approveAtMost: (kits: number) =>
    kits === 1 ? fulfilmentMessageTemplates.approveAtMostOne : fillTemplate(fulfilmentMessageTemplates.approveAtMost, { kits }),
  receivedAtMost: (outstanding: number) =>
    outstanding === 1 ? fulfilmentMessageTemplates.receivedAtMostOne : fillTemplate(fulfilmentMessageTemplates.receivedAtMost, { outstanding }),
} as const;
