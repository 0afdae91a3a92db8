// The texts and limits of checkouts and returns by kit (kit-custody.ts), apart from its schemas: the
// client's message catalogue reads them without building (or downloading) any zod schema.
import { fillTemplate } from './message-template';

export const KIT_CONDITIONS = ['ok', 'needs-parts', 'damaged', 'lost'] as const;
export type KitCondition = (typeof KIT_CONDITIONS)[number];
/** A condition in a sentence ("BRD-LMS-03 came back needing parts"). */
const CONDITION_WORDS: Record<KitCondition, string> = { ok: 'ok', 'needs-parts': 'needing parts', damaged: 'damaged', lost: 'lost' };

/** A project holds at most 10 kits, so no checkout or return names more. */
export const MAX_KIT_CODES = 10;
export const MAX_CODE_LENGTH = 40;
export const MAX_CONDITION_NOTE = 300;

export const custodyMessageTemplates = {
  listedTwice: '{code} is listed twice',
  unknown: 'No kit of yours has the code {code}',
  otherProject: '{code} is a kit of another project kit',
  retired: '{code} is retired',
  alreadyOut: '{code} is already out with {checkout}',
  notOk: '{code} came back {condition}',
  notOnOrder: '{code} is not out on this order',
  conditionNotReturned: '{code} is not among the kits returned',
  codesForGroups: 'These students and group size need {expected} kits: list {expected} codes',
  kitsMatchCodes: '{count} codes are listed, so the number of kits is {count}',
  pickShort: 'Only {free} kits are free on the shelf',
} as const;

const fill = (template: string, values: Record<string, string | number>) => fillTemplate(template, values);

export const custodyMessages = {
  codeRequired: 'Enter a kit code',
  codeTooLong: `A kit code has at most ${MAX_CODE_LENGTH} characters`,
  tooManyCodes: `List at most ${MAX_KIT_CODES} kit codes`,
  codesInvalid: 'Kit codes must be a list of codes',
  conditionInvalid: "condition must be 'ok', 'needs-parts', 'damaged' or 'lost'",
  noteTooLong: `Note must be at most ${MAX_CONDITION_NOTE} characters`,
  codesOrPick: 'Give kit codes or let the portal pick, not both',
  conditionsNeedCodes: 'Conditions are given for kits returned by code',
  checkoutRecorded: 'This checkout is already recorded',
  returnByCode: "This checkout's kits went out by code: list the codes of the kits returned",
  listedTwice: (code: string) => fill(custodyMessageTemplates.listedTwice, { code }),
  unknown: (code: string) => fill(custodyMessageTemplates.unknown, { code }),
  otherProject: (code: string) => fill(custodyMessageTemplates.otherProject, { code }),
  retired: (code: string) => fill(custodyMessageTemplates.retired, { code }),
  alreadyOut: (code: string, checkout: string) => fill(custodyMessageTemplates.alreadyOut, { code, checkout }),
  notOk: (code: string, condition: KitCondition) => fill(custodyMessageTemplates.notOk, { code, condition: CONDITION_WORDS[condition] }),
  notOnOrder: (code: string) => fill(custodyMessageTemplates.notOnOrder, { code }),
  conditionNotReturned: (code: string) => fill(custodyMessageTemplates.conditionNotReturned, { code }),
  codesForGroups: (expected: number) => fill(custodyMessageTemplates.codesForGroups, { expected }),
  kitsMatchCodes: (count: number) => fill(custodyMessageTemplates.kitsMatchCodes, { count }),
  pickShort: (free: number) => fill(custodyMessageTemplates.pickShort, { free }),
} as const;
