// Kit logistics: how an order moves from request to return, who may move it, and the bodies of the
// staff fulfilment queue (GET/PATCH /staff/kit-orders), the district's delivery confirmation
// (POST /projects/orders/{id}/delivery), an order's timeline and the kit-orders CSV export.
//
// The transition table below is the one place the life cycle is written: the server refuses any
// move it does not list (409), and the screens offer only the moves it lists for their side.
import { z } from 'zod';
import { MAX_KITS_ON_HAND } from './constants';
import { madeAtField } from './made-at';
import { listResponseSchema, pageQuerySchema, queryBooleanSchema } from './lists';
import { fulfilmentMessages, MAX_CARRIER_LENGTH, MAX_REASON_LENGTH, MAX_TRACKING_LENGTH, NUDGE_INTERVAL_HOURS } from './projects-fulfilment-messages';
import {
  dayField,
  isUuid,
  KIT_ORDER_KINDS,
  KIT_ORDER_STATUSES,
  kitMessages,
  kitOrderSchema,
  OPEN_REQUEST_STATUSES,
  type KitOrderKind,
  type KitOrderStatus,
} from './projects';
import { isCalendarDay } from './validation';
export { fulfilmentMessages, NUDGE_INTERVAL_HOURS };

// ---- The transition table ----------------------------------------------------------------------

/** Who makes a move: programme staff from the fulfilment queue, or the district from its screens. */
export type OrderSide = 'staff' | 'district';
/** What a move carries besides the target status. */
type MoveField = 'reason' | 'carrier' | 'trackingReference' | 'expectedArrival' | 'kitsReceived';
/**
 * How the move is made: `move` PATCH /staff/kit-orders/{id}; `delivery` POST
 * /projects/orders/{id}/delivery; `return` the return that brings the last kit back
 * (POST /projects/kits-return); `cancel` the district withdrawing its own request
 * (POST /projects/orders/{id}/cancel).
 */
export type MoveVia = 'move' | 'delivery' | 'return' | 'cancel';

export interface OrderMove {
  kind: KitOrderKind;
  from: KitOrderStatus;
  to: KitOrderStatus;
  by: OrderSide;
  via: MoveVia;
  /** Fields the move needs; expectedArrival is optional. */
  needs: readonly MoveField[];
}

const move = (kind: KitOrderKind, from: KitOrderStatus, to: KitOrderStatus, by: OrderSide, via: MoveVia, needs: MoveField[] = []): OrderMove => ({
  kind,
  from,
  to,
  by,
  via,
  needs,
});

export const ORDER_MOVES: readonly OrderMove[] = [
  // A request: staff decide, ship; the district confirms what arrived and sends kits back.
  move('request', 'Requested', 'Approved', 'staff', 'move'),
  move('request', 'Requested', 'Declined', 'staff', 'move', ['reason']),
  move('request', 'Requested', 'Cancelled', 'staff', 'move', ['reason']),
  // The district may withdraw its own request until staff have decided on it (sent twice, or no
  // longer needed); once approved, kits may be on their way, so staff cancel it.
  move('request', 'Requested', 'Cancelled', 'district', 'cancel'),
  move('request', 'Approved', 'Shipped', 'staff', 'move', ['carrier', 'trackingReference', 'expectedArrival']),
  move('request', 'Approved', 'Cancelled', 'staff', 'move', ['reason']),
  move('request', 'Shipped', 'Delivered', 'district', 'delivery', ['kitsReceived']),
  move('request', 'Shipped', 'Returned', 'district', 'return'),
  move('request', 'Delivered', 'Returned', 'district', 'return'),
  // A checkout: kits off the school's own shelf, back when the class is done. Staff may cancel one
  // made by mistake while none of its kits have come back.
  move('checkout', 'Active', 'Returned', 'district', 'return'),
  move('checkout', 'Active', 'Cancelled', 'staff', 'move', ['reason']),
  // A parts refill: decided and shipped as a request; its delivery raises the parts on hand (not
  // kits), and parts used up in classes are not sent back, so it ends Delivered.
  move('refill', 'Requested', 'Approved', 'staff', 'move'),
  move('refill', 'Requested', 'Declined', 'staff', 'move', ['reason']),
  move('refill', 'Requested', 'Cancelled', 'staff', 'move', ['reason']),
  move('refill', 'Requested', 'Cancelled', 'district', 'cancel'),
  move('refill', 'Approved', 'Shipped', 'staff', 'move', ['carrier', 'trackingReference', 'expectedArrival']),
  move('refill', 'Approved', 'Cancelled', 'staff', 'move', ['reason']),
  move('refill', 'Shipped', 'Delivered', 'district', 'delivery'),
];

/** The statuses a staff move may set (the PATCH body's `status`). */
export const STAFF_MOVE_TARGETS = ['Approved', 'Declined', 'Shipped', 'Cancelled'] as const satisfies readonly KitOrderStatus[];
export type StaffMoveTarget = (typeof STAFF_MOVE_TARGETS)[number];

/** The listed move from the order's current status to `to` for that side, or undefined. */
export function findMove(order: { kind: KitOrderKind; status: KitOrderStatus }, to: KitOrderStatus, by: OrderSide): OrderMove | undefined {
  return ORDER_MOVES.find((m) => m.kind === order.kind && m.from === order.status && m.to === to && m.by === by);
}

/** The moves one side may make on the order now (the buttons its screen offers). */
export function movesFrom(
  order: { kind: KitOrderKind; status: KitOrderStatus; kitsReturned?: number },
  by: OrderSide,
  via: MoveVia = 'move',
): OrderMove[] {
  return ORDER_MOVES.filter(
    (m) =>
      m.kind === order.kind &&
      m.from === order.status &&
      m.by === by &&
      m.via === via &&
      // A checkout whose kits have started coming back is being finished, not undone.
      !(m.kind === 'checkout' && m.to === 'Cancelled' && (order.kitsReturned ?? 0) > 0),
  );
}

// ---- Bodies ------------------------------------------------------------------------------------

const versionField = z
  .number({ error: fulfilmentMessages.versionRequired })
  .int({ error: fulfilmentMessages.versionRequired })
  .min(1, { error: fulfilmentMessages.versionRequired });

const boundedText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, { error: tooLong });

const reasonField = boundedText(fulfilmentMessages.reasonRequired, MAX_REASON_LENGTH, fulfilmentMessages.reasonTooLong);

/** PATCH /staff/kit-orders/{id}: the target status, the version decided on and what the move needs. */
export const staffMoveSchema = z.discriminatedUnion(
  'status',
  [
    // Approved in part: fewer kits than asked for, and why (approvalProblems checks both against the order).
    z.object({
      status: z.literal('Approved'),
      version: versionField,
      kits: z
        .number({ error: fulfilmentMessages.kitsToApproveInvalid })
        .int({ error: fulfilmentMessages.kitsToApproveInvalid })
        .min(1, { error: fulfilmentMessages.kitsToApproveInvalid })
        .max(MAX_KITS_ON_HAND, { error: fulfilmentMessages.receivedLimit })
        .optional(),
      reason: reasonField.optional(),
    }),
    z.object({ status: z.literal('Declined'), version: versionField, reason: reasonField }),
    z.object({ status: z.literal('Cancelled'), version: versionField, reason: reasonField }),
    z.object({
      status: z.literal('Shipped'),
      version: versionField,
      carrier: boundedText(fulfilmentMessages.carrierRequired, MAX_CARRIER_LENGTH, fulfilmentMessages.carrierTooLong),
      trackingReference: boundedText(fulfilmentMessages.trackingRequired, MAX_TRACKING_LENGTH, fulfilmentMessages.trackingTooLong),
      // Optional: the carrier may give no date. Not before today is checked by the server's clock.
      expectedArrival: z.preprocess(
        (v) => (v === '' ? null : v),
        dayField(kitMessages.dateInvalid)
          .nullish()
          .transform((v) => v ?? null),
      ),
    }),
  ],
  { error: fulfilmentMessages.statusInvalid },
);
export type StaffMoveBody = z.output<typeof staffMoveSchema>;

/**
 * An approval's kits against the request: never more than it asks for, and fewer only with a
 * reason the district reads. The server refuses with these; the staff form shows them first.
 */
export function approvalProblems(body: { kits?: number; reason?: string }, requested: number): { field: 'kits' | 'reason'; message: string }[] {
  if (body.kits === undefined) return [];
  if (body.kits > requested) return [{ field: 'kits', message: fulfilmentMessages.approveAtMost(requested) }];
  if (body.kits < requested && !body.reason) return [{ field: 'reason', message: fulfilmentMessages.approvePartReason }];
  return [];
}
export type StaffMoveInput = z.input<typeof staffMoveSchema>;

/**
 * POST /projects/orders/{id}/delivery: how many kits arrived, and the version the district saw.
 * A parts refill brings no kits, so it is confirmed without `kitsReceived` (its parts arrive as
 * ordered); a request without it is refused naming the field (the server knows the kind).
 */
export const deliverySchema = z.object({
  version: versionField,
  kitsReceived: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? kitMessages.numberRequired : kitMessages.wholeNumber) })
    .int({ error: kitMessages.wholeNumber, abort: true })
    .min(1, { error: fulfilmentMessages.receivedAtLeastOne })
    .max(MAX_KITS_ON_HAND, { error: fulfilmentMessages.receivedLimit })
    .optional(),
});
export type DeliveryBody = z.infer<typeof deliverySchema>;

/**
 * POST /staff/kit-orders/{id}/delivery: staff record a delivery the school forgot to confirm. The
 * district's body, plus the day the kits arrived (not in the future, not before the order shipped:
 * the server checks both against its clock and the order) and a note saying how staff know.
 */
export const staffDeliverySchema = deliverySchema.extend({
  deliveredOn: dayField(fulfilmentMessages.deliveredOnRequired),
  note: boundedText(fulfilmentMessages.deliveryNoteRequired, MAX_REASON_LENGTH, fulfilmentMessages.deliveryNoteTooLong),
});
export type StaffDeliveryBody = z.infer<typeof staffDeliverySchema>;
export type StaffDeliveryInput = z.input<typeof staffDeliverySchema>;

/** The day a staff-recorded delivery arrived: none later than today, none before the order shipped. */
export function deliveredOnProblem(deliveredOn: string, today: string, shippedAt: string | null): string | null {
  if (deliveredOn > today) return fulfilmentMessages.deliveredOnFuture;
  if (shippedAt && deliveredOn < shippedAt.slice(0, 10)) return fulfilmentMessages.deliveredOnBeforeShipped;
  return null;
}

/** POST /projects/orders/{id}/cancel: the version the district saw (another change meanwhile: 409). */
export const districtCancelSchema = z.object({ version: versionField });
export type DistrictCancelBody = z.infer<typeof districtCancelSchema>;

/** Whether the district may cancel the order now (its screens show "Cancel request" only then). */
export const canDistrictCancel = (order: { kind: KitOrderKind; status: KitOrderStatus }) => findMove(order, 'Cancelled', 'district') !== undefined;

/**
 * PATCH /projects/orders/{id}/return-date: a checkout still out is due back on another day, why,
 * and the version the district saw (another change meanwhile: 409). `madeAt` when it came through
 * the outbox (made-at.ts). The rules that need the order and the day are returnDateProblem's.
 */
export const returnDateChangeSchema = z.object({
  returnDate: dayField(kitMessages.returnDateRequired),
  reason: reasonField,
  version: versionField,
  madeAt: madeAtField,
});
export type ReturnDateChangeBody = z.infer<typeof returnDateChangeSchema>;

/**
 * Whether a checkout's Return Date may be moved: a checkout under way with kits still out (the
 * statuses a return accepts for a checkout). A returned or cancelled one has nothing due back.
 */
export const canChangeReturnDate = (order: { kind: KitOrderKind; status: KitOrderStatus; kitsOutstanding: number }) =>
  order.kind === 'checkout' && order.status === 'Active' && order.kitsOutstanding > 0;

/**
 * A new Return Date against the order and `today` (YYYY-MM-DD, UTC, the day overdue is counted on):
 * after the Start Date, as when the checkout was made; not before today, so the change never makes
 * a checkout overdue; and another day than the current one. Both sides check it.
 */
export function returnDateProblem(
  order: { startDate: string | null; returnDate: string | null },
  returnDate: string,
  today: string,
): { field: 'returnDate'; message: string } | null {
  if (order.startDate !== null && returnDate <= order.startDate) return { field: 'returnDate', message: kitMessages.returnDateAfterStart };
  if (returnDate < today) return { field: 'returnDate', message: fulfilmentMessages.returnDatePast };
  if (returnDate === order.returnDate) return { field: 'returnDate', message: fulfilmentMessages.returnDateUnchanged };
  return null;
}

/**
 * The district's open requests (Requested, Approved, Shipped) for the project, newest first: a
 * new request for the same project kit at the same school is warned about them before it is sent.
 */
export function openRequestsOf<T extends { kind: KitOrderKind; status: KitOrderStatus; projectId: string; createdAt: string }>(
  orders: readonly T[],
  projectId: string,
): T[] {
  return orders
    .filter((o) => o.kind === 'request' && o.projectId === projectId && (OPEN_REQUEST_STATUSES as readonly KitOrderStatus[]).includes(o.status))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

// ---- The fulfilment queue ----------------------------------------------------------------------

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const optionalQueryId = (invalid: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.string().refine(isUuid, { error: invalid }).optional());
const optionalQueryDay = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.string().regex(DAY, { error: kitMessages.dateInvalid, abort: true }).refine(isCalendarDay, { error: kitMessages.dateInvalid }).optional(),
);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values).optional());

const filterShape = {
  status: optionalEnum(KIT_ORDER_STATUSES),
  kind: optionalEnum(KIT_ORDER_KINDS),
  districtId: optionalQueryId(fulfilmentMessages.districtInvalid),
  schoolId: optionalQueryId(fulfilmentMessages.schoolInvalid),
  /** A project kit (catalogue resource of type 'project'). */
  resourceId: optionalQueryId(kitMessages.resourceInvalid),
  /** The day the order was placed, from and to (inclusive, UTC). */
  from: optionalQueryDay,
  to: optionalQueryDay,
  overdue: z.preprocess((v) => (v === '' ? undefined : v), queryBooleanSchema(fulfilmentMessages.overdueInvalid).optional()),
};
const rangeInOrder = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;

/** The queue's filters, shared by the list and the CSV export. */
export const kitOrderFilterSchema = z.object(filterShape).refine(rangeInOrder, { path: ['to'], error: fulfilmentMessages.dateRange });
export type KitOrderFilter = z.output<typeof kitOrderFilterSchema>;

/** GET /staff/kit-orders: the filters plus limit and offset. */
export const staffKitOrdersQuerySchema = pageQuerySchema
  .extend(filterShape)
  .refine(rangeInOrder, { path: ['to'], error: fulfilmentMessages.dateRange });

const ref = z.object({ id: z.string(), name: z.string() });

/** One order as staff see it: the district's view plus where it goes and who asked. */
export const staffKitOrderSchema = kitOrderSchema.extend({
  district: ref,
  resource: ref,
  requestedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** The project's kits on hand now, to judge a request against the limit of 10. */
  projectKitsOnHand: z.number().int(),
});
export type StaffKitOrder = z.infer<typeof staffKitOrderSchema>;
export const staffKitOrderListSchema = listResponseSchema(staffKitOrderSchema);

/** GET /staff/kit-orders/filters: what the queue's filters offer, within the staff member's districts. */
export const kitOrderFilterOptionsSchema = z.object({
  districts: z.array(ref),
  schools: z.array(ref.extend({ districtId: z.string() })),
  projectKits: z.array(ref),
});
export type KitOrderFilterOptions = z.infer<typeof kitOrderFilterOptionsSchema>;

// ---- Timeline ----------------------------------------------------------------------------------

export const TIMELINE_ACTIONS = ['created', 'status-changed', 'delivery-confirmed', 'kits-returned', 'return-date-changed'] as const;
export type TimelineAction = (typeof TIMELINE_ACTIONS)[number];

/** One event of an order's life, read from the activity log. */
const timelineEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(TIMELINE_ACTIONS),
  /** The status the order had after the event (null when a partial return left it as it was). */
  status: z.enum(KIT_ORDER_STATUSES).nullable(),
  /** Who did it; null when the account is gone. */
  actor: z.object({ name: z.string(), staff: z.boolean() }).nullable(),
  reason: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingReference: z.string().nullable(),
  expectedArrival: z.string().nullable(),
  /** Kits returned or received by the event. */
  kits: z.number().int().nullable(),
  /** Kits on hand after a delivery. */
  kitsOnHand: z.number().int().nullable(),
  /** A delivery staff recorded for the school (the actor is the staff member); absent before it existed. */
  onBehalf: z.boolean().optional(),
  /** The day a delivery recorded by staff arrived. */
  deliveredOn: z.string().nullable().optional(),
  /** When a return was made on the device (`madeAt`, bounded); `at` is when the server received it. */
  madeAt: z.string().nullable().optional(),
  /** A moved Return Date: the day before and after (YYYY-MM-DD); the reason is `reason`. */
  returnDateBefore: z.string().nullable().optional(),
  returnDateAfter: z.string().nullable().optional(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
/** Oldest first. */
export const timelineSchema = z.object({ items: z.array(timelineEntrySchema) });

/** The last e-mail asking the school to confirm delivery: when and by whom (null when the account is gone). */
const nudgeSchema = z.object({ at: z.string(), by: z.string().nullable() });
export type OrderNudge = z.infer<typeof nudgeSchema>;

/** GET /staff/kit-orders/{id}: the order, its whole timeline (staff-only entries too) and its last nudge. */
export const staffKitOrderDetailSchema = z.object({
  order: staffKitOrderSchema,
  timeline: z.array(timelineEntrySchema),
  lastNudge: nudgeSchema.nullable(),
});

/** POST /staff/kit-orders/{id}/nudge: who was e-mailed, and the nudge as the panel shows it. */
export const nudgeResultSchema = z.object({ sentTo: z.number().int(), nudge: nudgeSchema });
