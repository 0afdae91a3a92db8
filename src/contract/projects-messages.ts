// The kit rules' limits and texts (spec §5, §9), apart from the schemas in projects.ts: the client's
// message catalogue reads the texts without building (or downloading) any zod schema.
import { MAX_KITS_ON_HAND } from './constants';
import { fillTemplate } from './message-template';
import { messages } from './messages';

export const KIT_ORDER_KINDS = ['request', 'checkout', 'refill'] as const;
export type KitOrderKind = (typeof KIT_ORDER_KINDS)[number];
/**
 * Requests go Requested → Approved (or Declined) → Shipped → Delivered → Returned, or Cancelled;
 * checkouts are Active from the start, then Returned (or Cancelled). Who may make which move is the
 * transition table in projects-fulfilment.ts.
 */
export const KIT_ORDER_STATUSES = ['Requested', 'Approved', 'Declined', 'Shipped', 'Delivered', 'Active', 'Returned', 'Cancelled'] as const;
export type KitOrderStatus = (typeof KIT_ORDER_STATUSES)[number];
/** Requests whose kits are still on their way: they count against the 10-kit limit. */
export const OPEN_REQUEST_STATUSES = ['Requested', 'Approved', 'Shipped'] as const satisfies readonly KitOrderStatus[];
/**
 * Orders whose kits are out, so some can be given back: a shipped request (sent back unopened), a
 * delivered request (kits at the school) and an active checkout (kits in a classroom).
 */
export const RETURNABLE_STATUSES = ['Shipped', 'Delivered', 'Active'] as const satisfies readonly KitOrderStatus[];

export const GROUP_SIZES = ['one-to-one', 'pairs', 'group-of-three'] as const;
export type GroupSize = (typeof GROUP_SIZES)[number];

export const MAX_TOTAL_STUDENTS = 500;
export const MAX_CONTACT_HOURS = 1000;
export const MAX_NOTE_LENGTH = 500;
/** How many days before today a checkout's Start Date may be (docs/decisions.md). */
export const MAX_START_DAYS_BACK = 30;

/** The kit texts with values in them, as templates the client can word in another language. */
export const kitMessageTemplates = {
  requestLimit: 'Kits on hand and requested kits together may not exceed {max} per project kit: you can request at most {room} more',
  requestLimitNone: 'Kits on hand and requested kits together may not exceed {max} per project kit: no more kits can be requested now',
  returnAtMostOne: 'This order has 1 kit out; you can return at most 1',
  returnAtMost: 'This order has {outstanding} kits out; you can return at most {outstanding}',
  kitsNeededMismatch: 'These students and group size need {expected} kits',
  countBelowCheckedOut:
    '{out} kits are out on checkouts and count as on hand: count at least {out}. If kits of a checkout are not coming back, return that checkout first',
} as const;

export const kitMessages = {
  kitsExceedOnHand: messages.kitsExceedOnHand,
  returnDateAfterStart: messages.returnDateAfterStart,
  projectRequired: messages.projectRequired,
  projectInvalid: 'Choose a project from the list',
  orderRequired: 'Order is required',
  orderInvalid: 'Choose an order from the list',
  resourceInvalid: 'Choose a project kit from the list',
  numberRequired: messages.numberRequired,
  wholeNumber: 'Enter a whole number',
  kitsOnHandNegative: 'Kits on hand cannot be negative',
  kitsOnHandLimit: `A school can hold at most ${MAX_KITS_ON_HAND} kits of one project kit`,
  basedOnInvalid: 'The count this one is based on must be a date and time',
  conflictNotFound: 'This count conflict is not open',
  conflictStateInvalid: "state must be 'open' or 'resolved'",
  requestAtLeastOne: 'Request at least 1 kit',
  requestLimit: (room: number) =>
    fillTemplate(room > 0 ? kitMessageTemplates.requestLimit : kitMessageTemplates.requestLimitNone, { max: MAX_KITS_ON_HAND, room }),
  returnAtLeastOne: 'Return at least 1 kit',
  returnAtMost: (outstanding: number) =>
    outstanding === 1 ? kitMessageTemplates.returnAtMostOne : fillTemplate(kitMessageTemplates.returnAtMost, { outstanding }),
  returnNotShipped: 'Kits can be returned once the order has shipped',
  returnAlreadyReturned: 'All kits of this order have already been returned',
  returnCancelled: 'This order was cancelled, so it has no kits to return',
  returnDeclined: 'This request was declined, so no kits were sent',
  kitsNeededMismatch: (expected: number) => fillTemplate(kitMessageTemplates.kitsNeededMismatch, { expected }),
  countBelowCheckedOut: (out: number) => fillTemplate(kitMessageTemplates.countBelowCheckedOut, { out }),
  nameRequired: messages.nameRequired,
  groupSizeRequired: 'Group size is required',
  studentsRange: `Enter from 1 to ${MAX_TOTAL_STUDENTS} students`,
  contactHoursRange: `Enter whole hours from 0 to ${MAX_CONTACT_HOURS}`,
  contactHoursOrder: 'Maximum contact hours must be at least the minimum',
  startDateRequired: 'Start Date is required',
  returnDateRequired: 'Return Date is required',
  dateInvalid: 'Enter a valid date',
  dateTooLate: 'Date must be no later than 12/31/2099',
  startDateTooEarly: `Start Date can be at most ${MAX_START_DAYS_BACK} days ago`,
  supportOptionInvalid: 'Choose support options from the list',
  noteTooLong: `Note must be at most ${MAX_NOTE_LENGTH} characters`,
  kindInvalid: "kind must be 'request', 'checkout' or 'refill'",
} as const;
