// A project kit's supplies (issue 32, item 5): the parts list of the catalogue, a school's parts on
// hand per project, what its next checkouts will use and how short it is (docs/decisions.md
// "Supplies: what the next checkouts need"). The figures are computed by supplyFigures, the one
// function both the server (GET /projects/{id}/supplies) and the client (the figures after a count
// made offline) use.
import { z } from 'zod';
import { madeAtField } from './made-at';
import { MAX_PART_QUANTITY, MAX_PARTS_PER_WRITE, supplyMessages } from './supplies-messages';
export { MAX_PART_QUANTITY, MAX_PARTS_PER_WRITE, supplyMessages };

// ---- The computation ---------------------------------------------------------------------------

export interface PartRule {
  id: string;
  quantityPerKit: number;
  consumable: boolean;
  /** For a consumable: how many one student uses; null: a kit's worth per kit. */
  usePerStudent: number | null;
}

/** A checkout that will still use the kit's parts: scheduled, or still out. */
export interface CheckoutUse {
  totalStudents: number;
  kitsNeeded: number;
  /** YYYY-MM-DD. */
  startDate: string;
  returnDate: string;
}

/** The school's latest count of a part, or null when it was never counted. */
export interface PartCount {
  onHand: number;
  countedAt: string | null;
}

export interface PartFigures {
  onHand: number;
  /** False when onHand is the starting figure (kits on hand × quantity per kit), not a count. */
  counted: boolean;
  needed: number;
  short: number;
}

/**
 * The most kits out at once among `checkouts`: a non-consumable comes back, so two checkouts one
 * after the other share it, and only those out on the same days need parts side by side. A
 * checkout is out from its Start Date up to (not including) its Return Date.
 */
export function peakKitsOut(checkouts: readonly CheckoutUse[]): number {
  let peak = 0;
  for (const start of checkouts) {
    const out = checkouts.filter((c) => c.startDate <= start.startDate && start.startDate < c.returnDate).reduce((sum, c) => sum + c.kitsNeeded, 0);
    peak = Math.max(peak, out);
  }
  return peak;
}

/**
 * What `checkouts` need of a part: a consumable is used up, so all of them together (students ×
 * use per student; a consumable with no use per student: kits needed × quantity per kit); a part
 * that comes back must be on hand for the kits out at once (peakKitsOut × quantity per kit).
 */
export function partNeeded(part: PartRule, checkouts: readonly CheckoutUse[]): number {
  if (part.consumable) {
    return checkouts.reduce(
      (sum, c) => sum + (part.usePerStudent === null ? c.kitsNeeded * part.quantityPerKit : c.totalStudents * part.usePerStudent),
      0,
    );
  }
  return peakKitsOut(checkouts) * part.quantityPerKit;
}

/**
 * A part's figures: on hand (the latest count, else a full kit's worth for every kit on hand, marked
 * not counted), what the next checkouts need, and how short that leaves the school (never below 0).
 */
export function supplyFigures(part: PartRule, count: PartCount | null, kitsOnHand: number, checkouts: readonly CheckoutUse[]): PartFigures {
  const counted = count !== null && count.countedAt !== null;
  const onHand = count?.onHand ?? kitsOnHand * part.quantityPerKit;
  const needed = partNeeded(part, checkouts);
  return { onHand, counted, needed, short: Math.max(0, needed - onHand) };
}

// ---- Bodies ------------------------------------------------------------------------------------

// Its own test, not projects.ts's isUuid: projects.ts builds the refill branch from this file.
const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const partIdField = z
  .string({ error: supplyMessages.partRequired })
  .min(1, { error: supplyMessages.partRequired, abort: true })
  .refine(isUuid, { error: supplyMessages.partInvalid });

const quantityField = (min: number, minMessage: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? supplyMessages.quantityRequired : supplyMessages.wholeNumber) })
    .int({ error: supplyMessages.wholeNumber, abort: true })
    .min(min, { error: minMessage })
    .max(MAX_PART_QUANTITY, { error: supplyMessages.quantityTooLarge });

/** Each part once: a second entry of a part is refused at its partId. */
function eachPartOnce(entries: readonly { partId: string }[], field: string, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const key = entry.partId.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [field, index, 'partId'], message: supplyMessages.partTwice });
    seen.add(key);
  });
}

const partsList = <T extends z.ZodType>(entry: T, required: string) =>
  z.array(entry, { error: required }).min(1, { error: required }).max(MAX_PARTS_PER_WRITE, { error: supplyMessages.tooManyParts });

/** POST /projects/{id}/supplies/counts: what was found of each part counted; `madeAt` from the outbox. */
export const supplyCountSchema = z
  .object({
    counts: partsList(z.object({ partId: partIdField, quantity: quantityField(0, supplyMessages.quantityNegative) }), supplyMessages.countsRequired),
    madeAt: madeAtField,
  })
  .superRefine((v, ctx) => eachPartOnce(v.counts, 'counts', ctx));
export type SupplyCountBody = z.output<typeof supplyCountSchema>;
export type SupplyCountInput = z.input<typeof supplyCountSchema>;

/** The parts of a refill request (POST /projects/kits-request, kind 'refill'). */
export const refillPartsField = partsList(
  z.object({ partId: partIdField, quantity: quantityField(1, supplyMessages.refillAtLeastOne) }),
  supplyMessages.partsRequired,
);
export { eachPartOnce as refillPartsOnce };

// ---- Responses ---------------------------------------------------------------------------------

/** One part of a project kit's parts list (the catalogue's "What's in the kit"). */
export const kitPartSchema = z.object({
  id: z.string(),
  name: z.string(),
  quantityPerKit: z.number().int(),
  consumable: z.boolean(),
  usePerStudent: z.number().int().nullable(),
  position: z.number().int(),
});
export type KitPart = z.infer<typeof kitPartSchema>;

/** GET /projects/{id}/supplies: every part with the school's figures. */
export const projectSuppliesSchema = z.object({
  projectId: z.string(),
  kitsOnHand: z.number().int(),
  /** The checkouts whose use is counted: Start Date today or later, or still out. */
  checkouts: z.number().int(),
  students: z.number().int(),
  /** What those checkouts are, for the device's own figures after an offline count. */
  uses: z.array(z.object({ totalStudents: z.number().int(), kitsNeeded: z.number().int(), startDate: z.string(), returnDate: z.string() })),
  parts: z.array(
    kitPartSchema.extend({
      onHand: z.number().int(),
      counted: z.boolean(),
      /** When the latest count was made (on the device); null when never counted. */
      countedAt: z.string().nullable(),
      needed: z.number().int(),
      short: z.number().int(),
    }),
  ),
  /** Parts with a shortfall. */
  shortParts: z.number().int(),
});
export type ProjectSupplies = z.infer<typeof projectSuppliesSchema>;
export type SupplyPart = ProjectSupplies['parts'][number];

/** A part on an order (a refill's parts), with its name. */
export const orderPartSchema = z.object({ partId: z.string(), name: z.string(), quantity: z.number().int() });
export type OrderPart = z.infer<typeof orderPartSchema>;
