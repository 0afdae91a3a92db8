// A kit's own page (GET /kits/{code}): where one labelled kit is, how it is, and what happened to it.
// The label's QR code holds this page's address, so a phone's own camera opens it.
import { z } from 'zod';
import { KIT_CONDITIONS, MAX_CODE_LENGTH } from './kit-custody-messages';
import { normaliseKitCode } from './kit-custody';
import { CONDITION_REPORT_SOURCES } from './kit-records';

export const kitPageMessages = {
  codeInvalid: 'Code is not a kit code',
  notFound: 'Kit not found',
} as const;

/** A printed code: letters and digits in parts joined by '-' (`BRD-LMS2-03`). */
const KIT_CODE_SHAPE = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

export const kitPageParamsSchema = z.object({
  code: z
    .string()
    .transform(normaliseKitCode)
    .pipe(z.string().max(MAX_CODE_LENGTH, { error: kitPageMessages.codeInvalid }).regex(KIT_CODE_SHAPE, { error: kitPageMessages.codeInvalid })),
});

/**
 * Where a kit is. `in-transit` is kept for a kit on its way (docs/decisions.md, "A kit's page"):
 * kits are labelled only when a delivery raises the kits on hand, so no labelled kit is in transit today.
 */
export const KIT_LOCATIONS = ['on-shelf', 'with-class', 'in-transit', 'retired'] as const;
export type KitLocation = (typeof KIT_LOCATIONS)[number];

const named = z.object({ id: z.string(), name: z.string() });

/** The checkout a kit is out on. */
const kitCheckoutSchema = z.object({
  orderId: z.string(),
  /** `K-1042`. */
  orderNumber: z.string(),
  /** The class or checkout's name ("Grade 7"). */
  name: z.string().nullable(),
  returnDate: z.string().nullable(),
  overdue: z.boolean(),
});

export const KIT_HISTORY_KINDS = [
  'labelled',
  'delivered',
  'checked-out',
  'returned',
  'counted',
  'condition-reported',
  'repaired',
  'written-off',
  'replacement-sent',
  'retired',
] as const;
export type KitHistoryKind = (typeof KIT_HISTORY_KINDS)[number];

const kitHistoryEntrySchema = z.object({
  kind: z.enum(KIT_HISTORY_KINDS),
  at: z.string(),
  by: z.string().nullable(),
  /** The order it concerns (a delivery, a checkout, a return, a replacement). */
  order: z.object({ id: z.string(), number: z.string(), name: z.string().nullable() }).nullable(),
  condition: z.enum(KIT_CONDITIONS).nullable(),
  note: z.string().nullable(),
  /** A condition report's photos: upload hashes (GET /uploads/{sha256}). */
  photoIds: z.array(z.string()),
  source: z.enum(CONDITION_REPORT_SOURCES).nullable(),
  /** A count session's receipt. */
  countSessionId: z.string().nullable(),
});
export type KitHistoryEntry = z.infer<typeof kitHistoryEntrySchema>;

export const kitPageSchema = z.object({
  code: z.string(),
  status: z.enum(['active', 'retired']),
  project: named,
  school: named,
  district: named,
  location: z.enum(KIT_LOCATIONS),
  /** Set when location is with-class. */
  checkout: kitCheckoutSchema.nullable(),
  condition: z.enum(KIT_CONDITIONS),
  lastCountedAt: z.string().nullable(),
  labelledAt: z.string(),
  retiredAt: z.string().nullable(),
  /** Newest first. */
  history: z.array(kitHistoryEntrySchema),
});
export type KitPage = z.infer<typeof kitPageSchema>;
