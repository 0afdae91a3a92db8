// Hands-on projects and their kits (spec §3 "Project checkout", §5, §7 Projects, §9): the request
// and response bodies, the kit rules and the helpers the client, the offline outbox and the server
// all use, so a rule is written once.
//
// The model, in the words the screens use:
// - A project is one project kit type (a catalogue resource of type 'project') at one school.
//   `kitsOnHand` (0..MAX_KITS_ON_HAND) is the school's last onsite count: every kit the school holds,
//   including those out in classrooms on a checkout.
// - An order is either an order REQUEST (kind 'request': ask the programme to ship `requestedKits`)
//   or a CHECKOUT (kind 'checkout': a teacher takes `kitsNeeded` kits from the kits on hand for a
//   class). Spec §7 has one write for both, so both go to POST /projects/kits-request; the body is a
//   union on `kind` ('request' when omitted). A checkout starts Active; a request starts Requested
//   and programme staff move it on (Approved, Shipped, Active = delivered).
// - A checkout whose Start Date is ahead is Scheduled (`scheduled`, worked out on every read like
//   `overdue`; its stored status stays Active): its kits are still on the shelf, so they are not
//   checked out, but they are booked (`kitsScheduled`), so kits available leave them out. Its Start
//   Date may lie at most MAX_START_DAYS_BACK days in the past (a class recorded after the fact).
// - Kits available for a checkout = kitsOnHand − kits still out on checkouts.
// - A count may not be below the kits still out on checkouts (countBelowCheckedOut): kits on hand
//   include them, so a lower count is a count of the shelf alone, or kits that went missing from a
//   classroom, which the district records by returning that checkout first. The count is refused
//   with the reason on both sides, so "can still request" never grows because kits went missing.
//   For figures that got there another way (a delivered request sent back), kitsRequestable counts
//   the kits out on checkouts as held all the same.
// - Kits on hand + kits still outstanding on open requests (Requested/Approved/Shipped) + the new
//   request may not exceed MAX_KITS_ON_HAND.
// - A return (POST /projects/kits-return) gives back kits of a Shipped or Active order, at most its
//   outstanding kits; returning the last one sets the order to Returned. Returning checkout kits puts
//   them back on the school's shelf (kits on hand unchanged, kits available grow). Returning kits of a
//   delivered (Active) request sends them back to the programme, so kits on hand drop by that many
//   (never below 0); kits of a Shipped request were never counted on hand, so nothing else changes.
import { z } from 'zod';
import { MAX_DATE, MAX_KITS_ON_HAND } from './constants';
import { conditionIssues, kitCodesField, returnConditionsField } from './kit-custody';
import { custodyMessages } from './kit-custody-messages';
import { madeAtField } from './made-at';
import { listResponseSchema, pageQuerySchema } from './lists';
import { messages } from './messages';
import { isCalendarDay, requiredText } from './validation';
import { orderPartSchema, refillPartsField, refillPartsOnce } from './supplies';
// The kit limits and rule texts live in projects-messages.ts (no zod), so the message catalogue reads
// them without building these schemas; re-exported for the code that imports them from here.
import { kitMessages, MAX_CONTACT_HOURS, MAX_NOTE_LENGTH, MAX_START_DAYS_BACK, MAX_TOTAL_STUDENTS } from './projects-messages';
export { kitMessages, MAX_CONTACT_HOURS, MAX_NOTE_LENGTH, MAX_TOTAL_STUDENTS };

// The order kinds, statuses and group sizes are in projects-messages.ts too (no zod), so a screen that
// only shows orders reads them without building these schemas.
import {
  GROUP_SIZES,
  KIT_ORDER_KINDS,
  KIT_ORDER_STATUSES,
  OPEN_REQUEST_STATUSES,
  RETURNABLE_STATUSES,
  type GroupSize,
  type KitOrderKind,
  type KitOrderStatus,
} from './projects-messages';
export {
  GROUP_SIZES,
  KIT_ORDER_KINDS,
  KIT_ORDER_STATUSES,
  OPEN_REQUEST_STATUSES,
  RETURNABLE_STATUSES,
  type GroupSize,
  type KitOrderKind,
  type KitOrderStatus,
};
/** A kit serves one group, so it serves this many students. */
export const STUDENTS_PER_KIT: Record<GroupSize, number> = { 'one-to-one': 1, pairs: 2, 'group-of-three': 3 };
export const SUPPORT_OPTIONS = [
  'Virtual kickoff with a programme specialist',
  'Classroom co-teaching visit',
  'Virtual coaching',
  'Teacher training',
] as const;

// ---- Field schemas -----------------------------------------------------------------------------

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

const idField = (required: string, invalid: string) =>
  z.string({ error: required }).min(1, { error: required, abort: true }).regex(UUID_PATTERN, { error: invalid });

/** A whole number in [min, max]; a missing value gets "Number is required". */
const wholeNumber = (min: number, minMessage: string, max: number, maxMessage: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.numberRequired : kitMessages.wholeNumber) })
    .int({ error: kitMessages.wholeNumber, abort: true })
    .min(min, { error: minMessage })
    .max(max, { error: maxMessage });

/** A calendar day as YYYY-MM-DD that exists, no later than 12/31/2099 (spec §5). */
export const dayField = (required: string) =>
  z
    .string({ error: required })
    // abort: one message per field, not "invalid" twice for one bad value.
    .min(1, { error: required, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: kitMessages.dateInvalid, abort: true })
    .refine(isCalendarDay, { error: kitMessages.dateInvalid, abort: true })
    .refine((v) => v <= MAX_DATE, { error: kitMessages.dateTooLate });

const optionalHours = wholeNumber(0, kitMessages.contactHoursRange, MAX_CONTACT_HOURS, kitMessages.contactHoursRange)
  .nullish()
  .transform((v) => v ?? null);

/** A refinement that only runs when the named fields themselves are valid. */
const whenValid = (...fields: string[]) => ({
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    payload.issues.every((issue) => !fields.includes(String(issue.path?.[0]))),
});

// ---- Request bodies ----------------------------------------------------------------------------

/** Kits a checkout needs: one kit per group, groups of 1, 2 or 3 students. */
export function kitsNeededFor(totalStudents: number, groupSize: GroupSize): number {
  return Math.ceil(totalStudents / STUDENTS_PER_KIT[groupSize]);
}

/**
 * The group size, from the most hands-on (one to one) up, whose kits needed fit in `available`
 * kits; null when even groups of three need more. Said after "The stated number exceeds…".
 */
export function groupSizeThatFits(totalStudents: number, available: number): GroupSize | null {
  return GROUP_SIZES.find((size) => kitsNeededFor(totalStudents, size) <= available) ?? null;
}

/** POST /projects/kits-request, kind 'request': ask the programme to ship kits. */
export const kitRequestSchema = z.object({
  kind: z.literal('request'),
  projectId: idField(kitMessages.projectRequired, kitMessages.projectInvalid),
  requestedKits: wholeNumber(1, kitMessages.requestAtLeastOne, MAX_KITS_ON_HAND, kitMessages.kitsOnHandLimit),
  note: z
    .string()
    .trim()
    .max(MAX_NOTE_LENGTH, { error: kitMessages.noteTooLong })
    .nullish()
    .transform((v) => v || null),
});

/**
 * POST /projects/kits-request, kind 'checkout': a teacher takes kits on hand for a class.
 * `kitsNeeded` is computed (kitsNeededFor); a client may send it, and then it must match.
 */
export const kitCheckoutSchema = z
  .object({
    kind: z.literal('checkout'),
    projectId: idField(kitMessages.projectRequired, kitMessages.projectInvalid),
    checkoutName: requiredText(kitMessages.nameRequired, 100).transform((v) => v.trim()),
    // Checked against today when parsed (the UTC day, as overdue counts it).
    startDate: dayField(kitMessages.startDateRequired).refine((v) => v >= earliestStartDate(utcDay()), { error: kitMessages.startDateTooEarly }),
    returnDate: dayField(kitMessages.returnDateRequired),
    supportOptions: z
      .array(z.enum(SUPPORT_OPTIONS, { error: kitMessages.supportOptionInvalid }), { error: kitMessages.supportOptionInvalid })
      .max(SUPPORT_OPTIONS.length, { error: kitMessages.supportOptionInvalid })
      .optional()
      .transform((v) => [...new Set(v ?? [])]),
    totalStudents: wholeNumber(1, kitMessages.studentsRange, MAX_TOTAL_STUDENTS, kitMessages.studentsRange),
    groupSize: z.enum(GROUP_SIZES, { error: kitMessages.groupSizeRequired }),
    kitsNeeded: wholeNumber(1, kitMessages.wholeNumber, MAX_TOTAL_STUDENTS, kitMessages.kitsExceedOnHand).optional(),
    contactHoursMin: optionalHours,
    contactHoursMax: optionalHours,
    /** The labelled kits that go out (custody); without them the checkout is a number of kits. */
    kitCodes: kitCodesField.optional(),
    /** The server picks free kits on the shelf (the lowest-numbered) instead of the client naming them. */
    pickKits: z.boolean({ error: custodyMessages.codesOrPick }).optional(),
    /** The device's id for the checkout, so one queued offline is recorded once whatever the key. */
    id: z.string().regex(UUID_PATTERN, { error: kitMessages.orderInvalid }).optional(),
    madeAt: madeAtField,
  })
  .refine((v) => !(v.pickKits && v.kitCodes), { path: ['pickKits'], error: custodyMessages.codesOrPick, ...whenValid('pickKits', 'kitCodes') })
  .superRefine(
    (v, ctx) => {
      if (v.kitCodes === undefined) return;
      const expected = kitsNeededFor(v.totalStudents, v.groupSize);
      if (v.kitCodes.length !== expected) ctx.addIssue({ code: 'custom', path: ['kitCodes'], message: custodyMessages.codesForGroups(expected) });
    },
    whenValid('kitCodes', 'totalStudents', 'groupSize'),
  )
  .refine((v) => v.returnDate > v.startDate, {
    path: ['returnDate'],
    error: kitMessages.returnDateAfterStart,
    ...whenValid('startDate', 'returnDate'),
  })
  .refine((v) => v.contactHoursMin === null || v.contactHoursMax === null || v.contactHoursMin <= v.contactHoursMax, {
    path: ['contactHoursMax'],
    error: kitMessages.contactHoursOrder,
    ...whenValid('contactHoursMin', 'contactHoursMax'),
  })
  .superRefine(
    (v, ctx) => {
      if (v.kitsNeeded === undefined) return;
      const expected = kitsNeededFor(v.totalStudents, v.groupSize);
      if (v.kitsNeeded !== expected) ctx.addIssue({ code: 'custom', path: ['kitsNeeded'], message: kitMessages.kitsNeededMismatch(expected) });
    },
    whenValid('kitsNeeded', 'totalStudents', 'groupSize'),
  );

/**
 * POST /projects/kits-request, kind 'refill': ask the programme for parts of the project's kit that
 * ran short (supplies). No kits: staff ship the parts, and a delivery raises the parts on hand.
 */
export const kitRefillSchema = z
  .object({
    kind: z.literal('refill'),
    projectId: idField(kitMessages.projectRequired, kitMessages.projectInvalid),
    parts: refillPartsField,
    note: z
      .string()
      .trim()
      .max(MAX_NOTE_LENGTH, { error: kitMessages.noteTooLong })
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => refillPartsOnce(v.parts, 'parts', ctx));

/** The body of POST /projects/kits-request: a request (the default), a checkout or a parts refill. */
export const kitsRequestBodySchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) && !('kind' in v) ? { ...v, kind: 'request' } : v),
  z.discriminatedUnion('kind', [kitRequestSchema, kitCheckoutSchema, kitRefillSchema], { error: kitMessages.kindInvalid }),
);
export type KitRefillInput = z.input<typeof kitRefillSchema>;
export type KitRequestInput = z.input<typeof kitRequestSchema>;
export type KitCheckoutInput = z.input<typeof kitCheckoutSchema>;
export type KitsRequestBody = z.output<typeof kitsRequestBodySchema>;

/**
 * POST /projects/kits-return: `{ orderId, kits }`, and `madeAt` when it came through the outbox
 * (made-at.ts). By kit: `kitCodes` (then `kits`, if sent, is their number) and `conditions`, one entry
 * per returned code that did not come back ok.
 */
export const kitsReturnSchema = z
  .object({
    orderId: idField(kitMessages.orderRequired, kitMessages.orderInvalid),
    kits: wholeNumber(1, kitMessages.returnAtLeastOne, MAX_KITS_ON_HAND, kitMessages.kitsOnHandLimit).optional(),
    kitCodes: kitCodesField.optional(),
    conditions: returnConditionsField.optional(),
    madeAt: madeAtField,
  })
  .superRefine((v, ctx) => {
    if (v.kitCodes === undefined) {
      if (v.kits === undefined) ctx.addIssue({ code: 'custom', path: ['kits'], message: messages.numberRequired });
      if (v.conditions?.length) ctx.addIssue({ code: 'custom', path: ['conditions'], message: custodyMessages.conditionsNeedCodes });
      return;
    }
    if (v.kits !== undefined && v.kits !== v.kitCodes.length) {
      ctx.addIssue({ code: 'custom', path: ['kits'], message: custodyMessages.kitsMatchCodes(v.kitCodes.length) });
    }
    for (const issue of conditionIssues(v.kitCodes, v.conditions ?? [])) ctx.addIssue({ code: 'custom', ...issue });
  });
export type KitsReturnBody = z.output<typeof kitsReturnSchema>;

/**
 * POST /projects/onsite-inventory-kits: `{ projectId, kitsOnHand }`, and `basedOn`: the time of the
 * count the device saw when counting (the project's inventoryUpdatedAt, null when it had none).
 * A count based on an older one than another person's latest is kept and flagged as a conflict.
 * Without `basedOn` (older clients) no conflict is looked for. `madeAt`: when the count was made
 * on the device (made-at.ts).
 */
export const onsiteInventorySchema = z.object({
  projectId: idField(kitMessages.projectRequired, kitMessages.projectInvalid),
  kitsOnHand: wholeNumber(0, kitMessages.kitsOnHandNegative, MAX_KITS_ON_HAND, kitMessages.kitsOnHandLimit),
  basedOn: z.iso.datetime({ offset: true, error: kitMessages.basedOnInvalid }).nullable().optional(),
  madeAt: madeAtField,
});
export type OnsiteInventoryBody = z.infer<typeof onsiteInventorySchema>;

// ---- Query strings -----------------------------------------------------------------------------

const optionalId = (invalid: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(UUID_PATTERN, { error: invalid }).optional());

export const projectsQuerySchema = pageQuerySchema;
/** GET /projects/me: `resourceId` (a project kit) and `query` (part of the project's or school's name). */
export const myProjectsQuerySchema = pageQuerySchema.extend({
  resourceId: optionalId(kitMessages.resourceInvalid),
  query: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
});
/** GET /projects/orders (My Orders): newest first, optionally one status, kind or project. */
export const myOrdersQuerySchema = pageQuerySchema.extend({
  status: z.enum(KIT_ORDER_STATUSES).optional(),
  kind: z.enum(KIT_ORDER_KINDS).optional(),
  projectId: optionalId(kitMessages.projectInvalid),
});

// ---- Responses ---------------------------------------------------------------------------------

const ref = z.object({ id: z.string(), name: z.string() });

export const projectSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  resource: ref,
  school: ref,
  district: ref,
  blueprintId: z.string().nullable(),
  kitsOnHand: z.number().int(),
  /** Checkout orders whose kits are out (status Shipped/Active). */
  activeCheckouts: z.number().int(),
  /** Kits still out on those checkouts. */
  kitsCheckedOut: z.number().int(),
  /** Kits booked by checkouts whose Start Date is ahead (Scheduled): on the shelf, not checked out. */
  kitsScheduled: z.number().int(),
  /** kitsOnHand − kitsCheckedOut − kitsScheduled, never below 0: what a new checkout may take. */
  kitsAvailable: z.number().int(),
  /** Requests on their way (Requested/Approved/Shipped). */
  openRequests: z.number().int(),
  /** Kits still outstanding on those requests. */
  kitsRequested: z.number().int(),
  /** MAX_KITS_ON_HAND − max(kitsOnHand, kitsCheckedOut) − kitsRequested, never below 0: what a new request may ask. */
  kitsRequestable: z.number().int(),
  /**
   * When the server recorded the latest count (ISO instant): the version a new count names as its
   * `basedOn`, strictly growing in arrival order.
   */
  inventoryUpdatedAt: z.string().nullable(),
  /**
   * When the latest count was made, on the device that made it (bounded; see made-at.ts). Null in
   * answers the service worker cached before the field existed: the screens fall back to inventoryUpdatedAt.
   */
  lastCountedAt: z.string().nullable().default(null),
  updatedAt: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const kitOrderSchema = z.object({
  id: z.string(),
  /** The short number people read and search by (formatOrderNumber: "K-1042"). Absent from copies cached before it existed. */
  orderNumber: z.number().int().nullable().default(null),
  projectId: z.string(),
  projectName: z.string(),
  school: ref,
  kind: z.enum(KIT_ORDER_KINDS),
  status: z.enum(KIT_ORDER_STATUSES),
  checkoutName: z.string().nullable(),
  startDate: z.string().nullable(),
  returnDate: z.string().nullable(),
  supportOptions: z.array(z.string()),
  totalStudents: z.number().int().nullable(),
  groupSize: z.enum(GROUP_SIZES).nullable(),
  kitsNeeded: z.number().int().nullable(),
  requestedKits: z.number().int().nullable(),
  /** The kits the order covers: kitsNeeded for a checkout, requestedKits for a request. */
  kits: z.number().int(),
  kitsReturned: z.number().int(),
  /** The labelled kits still out on a checkout made by code, by sequence; empty otherwise (and in copies cached before it existed). */
  kitCodesOut: z.array(z.string()).default([]),
  /** A refill's parts, in the kit's order; empty for other kinds (and in copies cached before it existed). */
  parts: z.array(orderPartSchema).default([]),
  /** kits − kitsReturned. */
  kitsOutstanding: z.number().int(),
  contactHoursMin: z.number().int().nullable(),
  contactHoursMax: z.number().int().nullable(),
  note: z.string().nullable(),
  createdById: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Grows with every change of the order; a move names the version it was decided on (stale: 409). */
  version: z.number().int(),
  /** A checkout past its Return Date (its due-back date) with kits still out (isOverdue). */
  overdue: z.boolean(),
  /** A checkout whose Start Date is ahead (isScheduled): shown as Scheduled, its kits not yet out. */
  scheduled: z.boolean(),
  /** Why staff declined or cancelled it, shown to the district. */
  reason: z.string().nullable(),
  /** Set when staff ship a request. */
  carrier: z.string().nullable(),
  trackingReference: z.string().nullable(),
  /** YYYY-MM-DD, optional when shipping. */
  expectedArrival: z.string().nullable(),
  shippedAt: z.string().nullable(),
  /** What the district counted on arrival (confirmDelivery). */
  kitsReceived: z.number().int().nullable(),
  deliveredAt: z.string().nullable(),
});
export type KitOrder = z.infer<typeof kitOrderSchema>;

const inventoryCountSchema = z.object({
  id: z.string(),
  kitsOnHand: z.number().int(),
  /** When the count was made (its madeAt, bounded), which the screens show. */
  countedAt: z.string(),
  /** When the server received it; the history's order. Absent from answers cached before it existed. */
  recordedAt: z.string().optional(),
  countedBy: z.string().nullable(),
});

/**
 * Two counts of one project made without seeing each other (two devices offline): both are kept
 * in arrival order; `later` is the figure stored until someone resolves it with the right number.
 */
export const countConflictSchema = z.object({
  id: z.string(),
  earlier: inventoryCountSchema,
  later: inventoryCountSchema,
});
export type CountConflict = z.infer<typeof countConflictSchema>;

/** POST /projects/{id}/count-conflicts/{conflictId}/resolution: the right number of kits on hand. */
export const conflictResolutionSchema = z.object({
  kitsOnHand: wholeNumber(0, kitMessages.kitsOnHandNegative, MAX_KITS_ON_HAND, kitMessages.kitsOnHandLimit),
});

/** GET /projects/{id}: the newest 50 orders (see ordersTotal and My Orders for more), last 10 counts. */
export const projectDetailSchema = projectSummarySchema.extend({
  orders: z.array(kitOrderSchema),
  ordersTotal: z.number().int(),
  inventoryCounts: z.array(inventoryCountSchema),
  /** Unresolved count conflicts, oldest first. */
  countConflicts: z.array(countConflictSchema),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const projectListSchema = listResponseSchema(projectSummarySchema);
export const kitOrderListSchema = listResponseSchema(kitOrderSchema);
/** GET /lookups/project-kits: every active project kit of the catalogue (not paged). */
export const projectKitLookupSchema = listResponseSchema(ref);
/** GET /lookups/project-creation-kits: the projects with kits available for a checkout (not paged). */
export const projectCreationKitsSchema = listResponseSchema(
  z.object({ id: z.string(), name: z.string(), school: ref, kitsOnHand: z.number().int(), kitsAvailable: z.number().int() }),
);

// ---- Rules the client shows before the server enforces them ------------------------------------

export type ReturnEligibility = { allowed: true; reason: null } | { allowed: false; reason: string };

/** Whether "Return kits" is enabled for an order, and if not why (the server answers 409 with it). */
/** Whether an order's kits have ever been out (shipped, at the school, in a class, or back): only then do its returned and outstanding figures mean anything. */
export function orderKitsWentOut(status: KitOrderStatus): boolean {
  return status === 'Returned' || (RETURNABLE_STATUSES as readonly KitOrderStatus[]).includes(status);
}

export function canReturnKits(order: Pick<KitOrder, 'status' | 'kitsOutstanding'>): ReturnEligibility {
  if (order.status === 'Cancelled') return { allowed: false, reason: kitMessages.returnCancelled };
  if (order.status === 'Declined') return { allowed: false, reason: kitMessages.returnDeclined };
  if (order.status === 'Returned') return { allowed: false, reason: kitMessages.returnAlreadyReturned };
  if (!(RETURNABLE_STATUSES as readonly KitOrderStatus[]).includes(order.status)) {
    return { allowed: false, reason: kitMessages.returnNotShipped };
  }
  if (order.kitsOutstanding <= 0) return { allowed: false, reason: kitMessages.returnAlreadyReturned };
  return { allowed: true, reason: null };
}

/**
 * Whether an order is overdue on `today` (YYYY-MM-DD, the UTC calendar day, as the checklist
 * counts it): a checkout still under way, with kits out, whose Return Date has passed.
 */
export function isOverdue(order: Pick<KitOrder, 'kind' | 'status' | 'returnDate' | 'kitsOutstanding'>, today: string): boolean {
  return order.kind === 'checkout' && order.status === 'Active' && order.kitsOutstanding > 0 && order.returnDate !== null && order.returnDate < today;
}

/**
 * Whether a checkout is Scheduled on `today` (YYYY-MM-DD, UTC): under way (Active) but its Start
 * Date is ahead, so its kits have not left the shelf yet.
 */
export function isScheduled(order: Pick<KitOrder, 'kind' | 'status' | 'startDate'>, today: string): boolean {
  return order.kind === 'checkout' && order.status === 'Active' && order.startDate !== null && order.startDate > today;
}

/** The earliest Start Date a new checkout may have on `today` (YYYY-MM-DD). */
export function earliestStartDate(today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - MAX_START_DAYS_BACK);
  return day.toISOString().slice(0, 10);
}

/** Today's UTC calendar day (YYYY-MM-DD): the day overdue and due dates are counted on. */
export function utcDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Kits a new request may ask for, given the project's counts. Kits out on checkouts are held by the
 * school even when the count says fewer, so a low count never makes room for more.
 */
export function kitsRequestable(p: Pick<ProjectSummary, 'kitsOnHand' | 'kitsRequested' | 'kitsCheckedOut'>): number {
  return Math.max(0, MAX_KITS_ON_HAND - Math.max(p.kitsOnHand, p.kitsCheckedOut) - p.kitsRequested);
}

/** Why a count of kits on hand is refused against the kits out on checkouts, or null when it is not. */
export function countBelowCheckedOut(kitsOnHand: number, kitsCheckedOut: number): string | null {
  return kitsOnHand < kitsCheckedOut ? kitMessages.countBelowCheckedOut(kitsCheckedOut) : null;
}

/** Kits a new checkout may take, given the project's counts: kits booked by Scheduled checkouts stay booked. */
export function kitsAvailable(p: Pick<ProjectSummary, 'kitsOnHand' | 'kitsCheckedOut' | 'kitsScheduled'>): number {
  return Math.max(0, p.kitsOnHand - p.kitsCheckedOut - p.kitsScheduled);
}
