// The supplies limits and texts (a project kit's parts, their counts and refills), apart from the
// schemas in supplies.ts: the client's message catalogue reads them without building zod.
import { fillTemplate } from './message-template';

/** The most of one part a school may count or ask for in one refill. */
export const MAX_PART_QUANTITY = 10_000;
/** Parts in one count or one refill request, at most (a kit's list is far shorter). */
export const MAX_PARTS_PER_WRITE = 100;

export const supplyMessageTemplates = {
  partNotInKit: '"{name}" is not a part of this project kit',
} as const;

export const supplyMessages = {
  partRequired: 'Part is required',
  partInvalid: 'Choose a part from the list',
  partTwice: 'Each part may be listed once',
  quantityRequired: 'Number is required',
  wholeNumber: 'Enter a whole number',
  quantityNegative: 'A count cannot be negative',
  quantityTooLarge: `Enter at most ${MAX_PART_QUANTITY}`,
  refillAtLeastOne: 'Ask for at least 1',
  countsRequired: 'Count at least one part',
  partsRequired: 'Ask for at least one part',
  tooManyParts: `List at most ${MAX_PARTS_PER_WRITE} parts`,
  /** A part id that names no part of any kit. */
  partUnknown: 'This part is not in this project kit',
  partNotInKit: (name: string) => fillTemplate(supplyMessageTemplates.partNotInKit, { name }),
  /** A refill's delivery states no kits: its parts arrive as ordered. */
  refillNoKits: 'A parts refill brings no kits: confirm it without kits received',
} as const;
